import { describe, expect, it } from 'vitest';
import {
  compactIsbn,
  isbn10To13,
  isbnPrefix,
  isValidIsbn10,
  isValidIsbn13,
  parseIsbn,
} from '../../../server/modules/search/isbn.ts';

describe('ISBN recognition (bare ISBN-13 or ISBN-10, hyphens or spaces, ISBN-10 converted)', () => {
  it.each([
    ['9780134093413', '9780134093413', null],
    ['978-0-13-409341-3', '9780134093413', null],
    ['978 0 13 409341 3', '9780134093413', null],
    ['  978–0–13–409341–3 ', '9780134093413', null],
    ['0134093410', '9780134093413', '0134093410'],
    ['0-13-409341-0', '9780134093413', '0134093410'],
    ['0 13 409341 0', '9780134093413', '0134093410'],
    ['080442957X', '9780804429573', '080442957X'],
    ['0-8044-2957-x', '9780804429573', '080442957X'],
  ])('%s → ISBN-13 %s', (query, isbn13, isbn10) => {
    expect(parseIsbn(query)).toEqual({ isbn13, isbn10 });
  });

  it.each(['9780134093414', '0134093411', '97801340934', 'biology 9780134093413', '1234567890123', 'abcdefghij', ''])(
    'is not an ISBN: %j',
    (query) => {
      expect(parseIsbn(query)).toBeNull();
    },
  );

  it('checks check digits', () => {
    expect(isValidIsbn13('9790000000001')).toBe(true);
    expect(isValidIsbn13('9770000000001')).toBe(false);
    expect(isValidIsbn10('0306406152')).toBe(true);
    expect(isValidIsbn10('0306406153')).toBe(false);
  });

  it('converts ISBN-10 to ISBN-13 with a new check digit', () => {
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
  });

  it('compacts separators and upper-cases X', () => {
    expect(compactIsbn(' 0-8044.2957 x ')).toBe('080442957X');
  });

  it('recognises the start of an ISBN being typed (3–12 digits)', () => {
    expect(isbnPrefix('978-013')).toBe('978013');
    expect(isbnPrefix('97')).toBeNull();
    expect(isbnPrefix('9780134093413')).toBeNull();
    expect(isbnPrefix('bio')).toBeNull();
  });
});
