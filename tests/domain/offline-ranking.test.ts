// Offline ranking agrees with the server's (src/domain/search/offline-search.ts): the server's
// known-item signals (server/modules/search/search-repository.ts scoreOf) first, then the
// server's own order where the device holds it for the same words, then the index's order.
import { describe, expect, it } from 'vitest';
import {
  knownItemScore,
  rankOffline,
  seenInAnswer,
  serverOrderInAnswer,
  titleKey,
  type SeenProduct,
} from '../../src/domain/search/offline-search';
import type { SearchRequest } from '../../src/domain/search/search-filters';
import { searchItem } from '../fixtures/search-item';

const request = (over: Partial<SearchRequest> = {}): SearchRequest => ({ type: 'all', limit: 24, offset: 0, ...over });
const resultsKey = (over: Partial<SearchRequest> = {}) => ['search', 'results', request(over), 'anonymous'];
const answer = (...items: ReturnType<typeof searchItem>[]) => ({ count: items.length, searchResults: [], currentResultPage: 1, items });

function seen(productId: string, name: string, authors: Array<[string, string]> = []): SeenProduct {
  const item = searchItem({
    productId,
    source: { 'schema:name': name },
    aux: { authors: authors.map(([givenName, familyName]) => ({ givenName, familyName })) },
  });
  return seenInAnswer(resultsKey({ q: 'x' }), answer(item))[0]!;
}
const ids = (hits: SeenProduct[]) => hits.map((h) => h.item.productId);

describe('titleKey', () => {
  it('folds case and accents and keeps words only', () => {
    expect(titleKey('  Biopsychology: With   Côté’s  Notes ')).toBe('biopsychology with cote s notes');
  });
});

describe('knownItemScore (the server scoreOf signals)', () => {
  it('exact title 8 + starts with it 2; title starting with the text 2; containing it 1; none 0', () => {
    expect(knownItemScore('Biopsychology', [], 'biopsychology')).toBe(10);
    expect(knownItemScore('Biopsychology, 11th edition', [], 'Biopsychology')).toBe(2);
    expect(knownItemScore('Introduction to Biopsychology', [], 'biopsychology')).toBe(1);
    expect(knownItemScore('Psychology', [], 'biopsychology')).toBe(0);
  });
  it('an exact author name 4; the text starting with the whole title 2', () => {
    expect(knownItemScore('Campbell Biology', ['Lisa Urry'], 'lisa urry')).toBe(4);
    expect(knownItemScore('Art History', ['Marilyn Stokstad'], 'art history stokstad')).toBe(2);
  });
  it('an empty text scores nothing', () => {
    expect(knownItemScore('Biology', [], '  ')).toBe(0);
  });
});

describe('rankOffline', () => {
  // The index's order as MiniSearch gave it for "biopsychology": descriptions that repeat the
  // word come first, the book of that title last (the reported "#14").
  const mentions = seen('A', 'Psychology: Core Concepts');
  const intro = seen('B', 'Introduction to Biopsychology');
  const startsWith = seen('C', 'Biopsychology Lab Manual');
  const exact = seen('D', 'Biopsychology');
  const indexOrder = [mentions, intro, startsWith, exact];

  it('an exact title first, then a title starting with the text, then containing it, then the rest', () => {
    expect(ids(rankOffline(indexOrder, 'biopsychology'))).toEqual(['D', 'C', 'B', 'A']);
  });
  it("the server's order decides among products with the same signals", () => {
    const other = seen('E', 'Cognitive Neuroscience');
    const server = new Map([
      ['E', 0],
      ['A', 1],
    ]);
    expect(ids(rankOffline([mentions, other], 'brain', server))).toEqual(['E', 'A']);
    // A product the server's answer did not hold comes after those it did, in the index's order.
    const third = seen('F', 'Behavioral Neuroscience');
    expect(ids(rankOffline([third, mentions, other], 'brain', server))).toEqual(['E', 'A', 'F']);
  });
  it("known-item signals come before the server's order, as they do on the server", () => {
    const server = new Map([
      ['A', 0],
      ['D', 5],
    ]);
    expect(ids(rankOffline([mentions, exact], 'biopsychology', server))).toEqual(['D', 'A']);
  });
  it('without a text or a signal the index order stands', () => {
    expect(ids(rankOffline(indexOrder, 'neurons'))).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('serverOrderInAnswer', () => {
  const items = [searchItem({ productId: 'P1' }), searchItem({ productId: 'P2' })];
  it('a ranked answer (text, no sort) gives each product its place, counting the page offset', () => {
    expect(serverOrderInAnswer(resultsKey({ q: ' Biology ', offset: 24 }), answer(...items))).toEqual({
      key: 'biology',
      ranks: [
        ['P1', 24],
        ['P2', 25],
      ],
    });
  });
  it('a sorted answer, a browse without text and other answers hold no relevance order', () => {
    expect(serverOrderInAnswer(resultsKey({ q: 'biology', sort: 'name' }), answer(...items))).toBeNull();
    expect(serverOrderInAnswer(resultsKey({ cat: 'SCI' }), answer(...items))).toBeNull();
    expect(serverOrderInAnswer(['products', 'detail', 'P1'], { productId: 'P1' })).toBeNull();
  });
});

