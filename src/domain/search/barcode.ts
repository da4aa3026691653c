// What a decoded barcode means for the catalogue: a book's ISBN, or not. Camera
// and photo decoding (BarcodeDetector or its ZXing polyfill) report { format, rawValue }; this
// keeps the ISBN-13 to search, or says why there is none. Check digits come from contract/isbn.
import { compactIsbn, isbn10To13, isValidIsbn10, isValidIsbn13 } from '../../../contract/isbn';

export interface DecodedBarcode {
  /** BarcodeDetector format name: 'ean_13', 'upc_a', 'code_128', 'qr_code', … */
  format: string;
  rawValue: string;
}

export type BarcodeReading =
  /** A book: search this ISBN-13 (an ISBN-10 is converted, as the search does). */
  | { kind: 'isbn'; isbn13: string }
  /** A retail code that is not a book's (an EAN-13 outside 978/979, a UPC-A, …). */
  | { kind: 'not-isbn'; format: string }
  /** Nothing readable. */
  | { kind: 'none' };

/** 'ISBN 978-0-13-409341-3', 'ISBN-10: 0134093410' (printed under some codes, or in a QR code). */
const ISBN_LABEL = /^ISBN(?:-1[03])?:?\s*/i;

/** The ISBN-13 one code stands for, or null. */
export function isbnOfBarcode({ format, rawValue }: DecodedBarcode): string | null {
  const compact = compactIsbn(rawValue.trim().replace(ISBN_LABEL, ''));
  if (isValidIsbn13(compact)) return compact;
  if (isValidIsbn10(compact)) return isbn10To13(compact);
  // A book's EAN-13 read with its 2- or 5-digit add-on (the price code beside it): some
  // readers append it, with or without a space. The first thirteen digits are the ISBN.
  if (format === 'ean_13' || format === 'isbn') {
    const digits = rawValue.replace(/\s+/g, '');
    if (/^[0-9]{15}$|^[0-9]{18}$/.test(digits) && isValidIsbn13(digits.slice(0, 13))) return digits.slice(0, 13);
  }
  return null;
}

/**
 * The reading of everything one frame or photo showed: the first ISBN wins; else a code that
 * was read but names no book (so the dialog can say so); else nothing.
 */
export function readBarcodes(barcodes: readonly DecodedBarcode[]): BarcodeReading {
  for (const barcode of barcodes) {
    const isbn13 = isbnOfBarcode(barcode);
    if (isbn13) return { kind: 'isbn', isbn13 };
  }
  const other = barcodes.find((b) => b.rawValue.trim() !== '');
  return other ? { kind: 'not-isbn', format: other.format } : { kind: 'none' };
}

/**
 * The formats asked of the decoder: the retail ones books carry (EAN-13, UPC-A and UPC-E,
 * EAN-8 so a wrong code is named rather than ignored) and the linear ones an ISBN-10 is
 * printed in on older labels. Fewer formats decode faster.
 */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'qr_code'] as const;
