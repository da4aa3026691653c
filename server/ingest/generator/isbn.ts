/**
 * ISBN arithmetic. Spec §2 shows "ISBN-13 (second entry of the isbn list)"; the
 * generator and the import both check digits with these functions.
 */

/** Check digit of the first 12 digits of an ISBN-13 (weights 1,3,1,3…, mod 10). */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** Check character of the first 9 digits of an ISBN-10 (weights 10…2, mod 11; 10 is X). */
export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidIsbn13(isbn: string): boolean {
  return /^97[89][0-9]{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12];
}

export function isValidIsbn10(isbn: string): boolean {
  return /^[0-9]{9}[0-9X]$/.test(isbn) && isbn10CheckDigit(isbn.slice(0, 9)) === isbn[9];
}

export function isValidIsbn(isbn: string): boolean {
  return isbn.length === 13 ? isValidIsbn13(isbn) : isValidIsbn10(isbn);
}

/** ISBN-10 of a 978-prefixed ISBN-13; null for 979 ISBNs, which have none. */
export function isbn13To10(isbn13: string): string | null {
  if (!isbn13.startsWith('978') || isbn13.length !== 13) return null;
  const first9 = isbn13.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}

/** ISBN-13 of an ISBN-10 (always 978). */
export function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/**
 * The ISBN-13 numbered `serial` in a block: prefix (978 or 979) + one group digit + an
 * 8-digit item number. The serial is scrambled by an affine map that is a bijection on
 * 0…99,999,999 (the multiplier is coprime with 10^8), so numbers look random but never
 * collide within a block.
 */
export function isbn13FromSerial(prefix: '978' | '979', group: string, serial: number, salt: number): string {
  const space = 100_000_000;
  const item = (Number((BigInt(serial) * 48_271n + BigInt(salt)) % BigInt(space)) + space) % space;
  const first12 = `${prefix}${group}${String(item).padStart(8, '0')}`;
  return first12 + isbn13CheckDigit(first12);
}
