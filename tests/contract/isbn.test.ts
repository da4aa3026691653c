// ISBN and EAN-13 checks shared by the search (a typed ISBN) and the barcode scanner: one rule, so both read a code alike.
import { describe, expect, it } from 'vitest';
import { isbn10To13, isValidEan13, isValidIsbn10, isValidIsbn13 } from '../../contract/isbn';

describe('EAN-13 check digit (weights 1, 3 from the left)', () => {
  it.each([
    ['9780134093413', true], // a book
    ['4006381333931', true], // a stationery product (not a book)
    ['5901234123457', true],
    ['9780134093414', false], // last digit off by one
    ['4006381333932', false],
    ['978013409341', false], // twelve digits
    ['97801340934133', false], // fourteen
    ['978013409341X', false],
  ])('%s → %s', (code, valid) => {
    expect(isValidEan13(code)).toBe(valid);
  });
});

describe('ISBN-13: an EAN-13 with the book prefix 978 or 979', () => {
  it('accepts 978 and 979 with a right check digit', () => {
    expect(isValidIsbn13('9780134093413')).toBe(true);
    expect(isValidIsbn13('9791032305690')).toBe(true);
  });
  it('refuses a valid EAN-13 of another prefix', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidIsbn13('4006381333931')).toBe(false);
    expect(isValidIsbn13('9770000000001')).toBe(false); // 977: serials (ISSN), not books
  });
});

describe('ISBN-10', () => {
  it('checks the mod-11 digit, X standing for 10', () => {
    expect(isValidIsbn10('0134093410')).toBe(true);
    expect(isValidIsbn10('080442957X')).toBe(true);
    expect(isValidIsbn10('0804429579')).toBe(false);
    expect(isValidIsbn10('013409341')).toBe(false);
  });
  it('converts to ISBN-13: 978, the nine digits, a new check digit', () => {
    expect(isbn10To13('0134093410')).toBe('9780134093413');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
  });
});
