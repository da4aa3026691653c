// The ISBN rules live in contract/isbn.ts: the PWA's barcode scanner and its
// offline search read ISBNs with the same functions the server uses.
export * from '../../../contract/isbn.ts';
