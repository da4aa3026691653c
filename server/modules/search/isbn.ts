// The ISBN rules live in contract/isbn.ts: the PWA's barcode scanner (issue 14) checks decoded
// codes with the same functions the search uses to recognise a typed ISBN.
export * from '../../../contract/isbn.ts';
