// The ISBN rules live in contract/isbn.ts: the PWA's barcode scanner (issue 14) and its
// offline search (issue 16) read ISBNs with the same functions the server uses.
export * from '../../../contract/isbn.ts';
