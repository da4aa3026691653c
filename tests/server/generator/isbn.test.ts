import { describe, expect, it } from 'vitest';
import {
  isbn10CheckDigit,
  isbn10To13,
  isbn13CheckDigit,
  isbn13FromSerial,
  isbn13To10,
  isValidIsbn,
  isValidIsbn10,
  isValidIsbn13,
} from '../../../server/ingest/generator/isbn.ts';

describe('ISBN arithmetic', () => {
  it('computes check digits of known ISBNs', () => {
    expect(isbn13CheckDigit('978030640615')).toBe('7'); // 978-0-306-40615-7
    expect(isbn10CheckDigit('030640615')).toBe('2'); // 0-306-40615-2
    expect(isbn10CheckDigit('199900003')).toBe('X');
  });

  it('converts between ISBN-13 and ISBN-10 (978 only)', () => {
    expect(isbn13To10('9780306406157')).toBe('0306406152');
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn13To10('9798886450014')).toBeNull();
  });

  it('validates', () => {
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('9770306406150')).toBe(false); // not a book prefix
    expect(isValidIsbn10('199900003X')).toBe(true);
    expect(isValidIsbn10('1999000031')).toBe(false);
    expect(isValidIsbn('0306406152')).toBe(true);
  });

  it('numbers serials without collisions and with valid check digits', () => {
    const seen = new Set<string>();
    for (let serial = 0; serial < 5000; serial++) {
      const isbn = isbn13FromSerial('978', '1', serial, 12345);
      expect(isValidIsbn13(isbn)).toBe(true);
      seen.add(isbn);
    }
    expect(seen.size).toBe(5000);
  });
});
