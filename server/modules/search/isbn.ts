// ISBN recognition lives in contract/isbn.ts: the client's offline search (issue #16) reads
// ISBNs as the server does.
export * from '../../../contract/isbn.ts';
