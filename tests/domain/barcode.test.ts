// What a decoded barcode means: the ISBN-13 to search, a code that is no book's,
// or nothing. Values as BarcodeDetector (or its ZXing ponyfill) reports them.
import { describe, expect, it } from 'vitest';
import { isbnOfBarcode, readBarcodes } from '../../src/domain/search/barcode';

describe('isbnOfBarcode', () => {
  it.each([
    ['ean_13', '9780134093413', '9780134093413'],
    ['ean_13', '9791032305690', '9791032305690'],
    // the price add-on appended by some readers, with or without a space
    ['ean_13', '9780134093413 51299', '9780134093413'],
    ['ean_13', '978013409341351299', '9780134093413'],
    ['ean_13', '978013409341312', '9780134093413'],
    // an ISBN-10 printed as Code 39 / Code 128 on older labels: converted as the search does
    ['code_39', '0134093410', '9780134093413'],
    ['code_128', '0-8044-2957-X', '9780804429573'],
    ['qr_code', 'ISBN 978-0-13-409341-3', '9780134093413'],
    ['qr_code', 'ISBN-10: 0134093410', '9780134093413'],
  ])('%s %j → %s', (format, rawValue, isbn13) => {
    expect(isbnOfBarcode({ format, rawValue })).toBe(isbn13);
  });

  it.each([
    ['ean_13', '4006381333931'], // a valid EAN-13, not a book
    ['ean_13', '9780134093414'], // a misread check digit
    ['upc_a', '036000291452'], // a UPC-A names no ISBN
    ['ean_8', '96385074'],
    ['qr_code', 'https://example.org/9780134093413'],
    ['code_128', '978013409341351299'], // an add-on only counts on an EAN-13
    ['ean_13', ''],
  ])('%s %j is no ISBN', (format, rawValue) => {
    expect(isbnOfBarcode({ format, rawValue })).toBeNull();
  });
});

describe('readBarcodes', () => {
  it('takes the first ISBN among several codes', () => {
    expect(
      readBarcodes([
        { format: 'upc_a', rawValue: '036000291452' },
        { format: 'ean_13', rawValue: '9780134093413' },
      ]),
    ).toEqual({ kind: 'isbn', isbn13: '9780134093413' });
  });

  it('names a code that was read but is no book', () => {
    expect(readBarcodes([{ format: 'ean_13', rawValue: '4006381333931' }])).toEqual({
      kind: 'not-isbn',
      format: 'ean_13',
    });
  });

  it('says nothing was read', () => {
    expect(readBarcodes([])).toEqual({ kind: 'none' });
    expect(readBarcodes([{ format: 'ean_13', rawValue: '  ' }])).toEqual({ kind: 'none' });
  });
});
