import { describe, expect, it } from 'vitest';
import { cutAtWord, pageHeadWords } from '../../contract/page-head.ts';
import { matchPage } from '../../contract/page-routes.ts';

describe('cutAtWord (a meta description)', () => {
  it('keeps a short text whole, folding its white space', () => {
    expect(cutAtWord('  Cells,\n\tgenes   and evolution. ')).toBe('Cells, genes and evolution.');
  });

  it('cuts a long text at the last word that fits, with an ellipsis, within the limit', () => {
    const text = 'The quick brown fox jumps over the lazy dog again and again';
    expect(cutAtWord(text, 20)).toBe('The quick brown fox…');
    expect(cutAtWord(text, 24)).toBe('The quick brown fox…'); // 'jumps' would pass 24 with its ellipsis
    expect(cutAtWord('Biology, chemistry, physics and more', 21)).toBe('Biology, chemistry…'); // no trailing comma
  });

  it('cuts inside a word only when one word fills most of the limit', () => {
    expect(cutAtWord('Supercalifragilisticexpialidocious word', 12)).toBe('Supercalifr…');
  });

  it('never passes 160 characters by default', () => {
    expect(cutAtWord('word '.repeat(100)).length).toBeLessThanOrEqual(160);
  });
});

describe('page head words', () => {
  it('spell the spec §2 titles, in Turkish for tr-tr and in English for every English locale', () => {
    expect(pageHeadWords('en-us').titleSearch('biology')).toBe('biology - Exchange Search');
    expect(pageHeadWords('en-gb').titleProduct('Campbell Biology')).toBe('Campbell Biology - Exchange');
    expect(pageHeadWords('en-au').titleDefault).toBe('Exchange Search');
    expect(pageHeadWords('tr-tr').titleDefault).toBe('Exchange Arama');
    expect(pageHeadWords('tr-tr').titleSearch('biyoloji')).toBe('biyoloji - Exchange Arama');
  });
});

describe('matchPage', () => {
  it('names the page of a path, with its parameters', () => {
    expect(matchPage('/')).toEqual({ page: 'home', params: {} });
    expect(matchPage('/search')).toEqual({ page: 'search', params: {} });
    expect(matchPage('/products/P1')).toEqual({ page: 'product', params: { id: 'P1' } });
    expect(matchPage('/products/P1/a-slug')).toEqual({ page: 'product', params: { id: 'P1', slug: 'a-slug' } });
    expect(matchPage('/insights/learning')).toEqual({ page: 'learning', params: {} });
  });

  it('knows no other path', () => {
    for (const path of ['/products', '/products/P1/a/b', '/searching', '/no/such/page', '/insights/other']) {
      expect(matchPage(path), path).toBeNull();
    }
  });
});
