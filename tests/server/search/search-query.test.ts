import { describe, expect, it } from 'vitest';
import { correctedText, parseQuery } from '../../../server/modules/search/query.ts';
import { normalizeText } from '../../../server/modules/search/text.ts';
import { audienceOf } from '../../../contract/search-options.ts';
import { splitDisciplines } from '../../../server/modules/search/options.ts';

describe('query parsing', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalizeText('  Calculus: Early Transcendentals ')).toBe('calculus early transcendentals');
    expect(normalizeText('Gödel, Escher & Bach')).toBe('godel escher bach');
    expect(normalizeText("O'Brien")).toBe('o brien');
  });

  it('treats the last word as a prefix while it is being typed', () => {
    expect(parseQuery('campbell bio').words).toEqual([
      { text: 'campbell', prefix: false, stop: false },
      { text: 'bio', prefix: true, stop: false },
    ]);
    expect(parseQuery('campbell bio ').words.at(-1)).toEqual({ text: 'bio', prefix: false, stop: false });
    expect(parseQuery('campbell bio', { prefixLastWord: false }).words.at(-1)?.prefix).toBe(false);
  });

  it('expands a last word of 1 or 2 characters after other words, not alone', () => {
    expect(parseQuery('public fi').words.at(-1)).toEqual({ text: 'fi', prefix: true, stop: false });
    expect(parseQuery('essentials of b').words).toEqual([
      { text: 'essentials', prefix: false, stop: false },
      { text: 'b', prefix: true, stop: false },
    ]);
    expect(parseQuery('ph').words).toEqual([{ text: 'ph', prefix: false, stop: false }]);
    expect(parseQuery('ph', { prefixLastWord: 'always' }).words).toEqual([{ text: 'ph', prefix: true, stop: false }]);
    expect(parseQuery('campbell bio ', { prefixLastWord: 'always' }).words.at(-1)?.prefix).toBe(true);
  });

  it('drops stop words but keeps the key whole for exact-title comparisons', () => {
    const parsed = parseQuery('Principles of Biology');
    expect(parsed.key).toBe('principles of biology');
    expect(parsed.words.map((w) => w.text)).toEqual(['principles', 'biology']);
  });

  it('keeps a stop word being typed as a prefix ("music the" → theory)', () => {
    expect(parseQuery('music the').words.at(-1)).toEqual({ text: 'the', prefix: true, stop: true });
  });

  it('searches a text of stop words only by its words', () => {
    expect(parseQuery('it is ').words.map((w) => w.text)).toEqual(['it', 'is']);
  });

  it('recognises an ISBN query', () => {
    expect(parseQuery('978-0-13-409341-3').isbn).toEqual({ isbn13: '9780134093413', isbn10: null });
    expect(parseQuery('biology').isbn).toBeNull();
  });

  it('writes the corrected text', () => {
    const parsed = parseQuery('Campbell Biolgy');
    expect(correctedText(parsed, new Map([['biolgy', 'biology']]))).toBe('campbell biology');
  });
});

describe('filter options', () => {
  it('splits pipe-joined discipline codes', () => {
    expect(splitDisciplines('BIO|CHEM||BIO')).toEqual(['BIO', 'CHEM']);
    expect(splitDisciplines(null)).toEqual([]);
  });

  it('gives higher-ed organisations higher-ed results only (spec §4)', () => {
    expect(audienceOf('k12', 'higher_ed')).toBe('highered');
    expect(audienceOf('k12', 'school')).toBe('k12');
    expect(audienceOf(null, null)).toBeNull();
  });
});
