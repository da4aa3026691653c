/**
 * ISBN recognition for known-item search: a query that is a bare ISBN-13 or
 * ISBN-10, with or without hyphens or spaces, finds the product by its ISBN. ISBN-10s are
 * converted to ISBN-13 (978 prefix, new check digit). Check digits must be valid, so a
 * random run of digits is searched as text instead.
 *
 * Shared (contract/): the server recognises a typed ISBN with these, the PWA checks a
 * scanned barcode with them (src/domain/search/barcode.ts) before searching it, and
 * the offline search over the products the device has seen reads ISBNs as the server
 * does.
 */

export interface IsbnQuery {
  /** The ISBN-13 to look up (converted when the query was an ISBN-10). */
  isbn13: string;
  /** The ISBN-10 as typed (upper-case X), when the query was one. */
  isbn10: string | null;
}

/** Removes the separators people paste: spaces, hyphens, dashes, dots. */
export function compactIsbn(text: string): string {
  return text
    .trim()
    .replace(/[\s\-‐‑‒–—.]/g, '')
    .toUpperCase();
}

/** The EAN-13 check digit of twelve digits (weights 1 and 3 from the left). */
function ean13CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Any EAN-13 (a book's or not): thirteen digits with a right check digit. */
export function isValidEan13(code: string): boolean {
  return /^[0-9]{13}$/.test(code) && ean13CheckDigit(code) === Number(code[12]);
}

/** An ISBN-13: an EAN-13 of the book prefixes 978 or 979 ("Bookland"). */
export function isValidIsbn13(isbn: string): boolean {
  return /^97[89]/.test(isbn) && isValidEan13(isbn);
}

export function isValidIsbn10(isbn: string): boolean {
  if (!/^[0-9]{9}[0-9X]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = isbn[i]!;
    sum += (c === 'X' ? 10 : Number(c)) * (10 - i);
  }
  return sum % 11 === 0;
}

/** ISBN-10 → ISBN-13: `978` + the first nine digits + the EAN-13 check digit. */
export function isbn10To13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return `${body}${ean13CheckDigit(body)}`;
}

/** The ISBN a whole query stands for, or null when the query is not a valid ISBN. */
export function parseIsbn(query: string): IsbnQuery | null {
  const compact = compactIsbn(query);
  if (compact.length === 13 && isValidIsbn13(compact)) return { isbn13: compact, isbn10: null };
  if (compact.length === 10 && isValidIsbn10(compact)) return { isbn13: isbn10To13(compact), isbn10: compact };
  return null;
}

/**
 * For autocomplete: the digits of a query that looks like the start of an ISBN-13
 * (3 to 12 digits, separators allowed), else null.
 */
export function isbnPrefix(query: string): string | null {
  const compact = compactIsbn(query);
  return /^[0-9]{3,12}$/.test(compact) ? compact : null;
}
