// Offline search over the products the device has seen, the pure part: which products the cached answers hold, what is
// indexed, how a query is read, and how the URL's filters, sort and page apply to local hits.
import { describe, expect, it } from 'vitest';
import type { AutoCompleteResponse } from '../../contract/wire';
import {
  collectSeen,
  localAnswer,
  offlineQuery,
  plainText,
  seenDocument,
  seenInAnswer,
  type SeenProduct,
} from '../../src/domain/search/offline-search';
import type { SearchRequest } from '../../src/domain/search/search-filters';
import { searchItem } from '../fixtures/search-item';
import { productFixture } from '../fixtures/product';

const request = (over: Partial<SearchRequest> = {}): SearchRequest => ({ type: 'all', limit: 24, offset: 0, ...over });
const resultsKey = (over: Partial<SearchRequest> = {}) => ['search', 'results', request(over), 'anonymous'];
const answer = (...items: ReturnType<typeof searchItem>[]) => ({ count: items.length, searchResults: [], currentResultPage: 1, items });

const suggestion: AutoCompleteResponse = {
  authors: [],
  searchResults: [
    {
      productId: 's-1',
      uuid: 'uuid-s-1',
      matchedFields: ['name'],
      source: {
        name: 'Organic Chemistry',
        slug: 'organic-chemistry',
        isbn13: '9780306406157',
        images: [{ type: 'thumbnail', url: '/api/covers/s-1.svg' }],
        auxiliaryFields: { productPlatform: 'revel', authors: [{ givenName: 'Paula', familyName: 'Bruice' }] },
        productModel: { name: 'REVEL' },
        orgId: null,
      },
    },
  ],
};

describe('seenInAnswer', () => {
  it('a search answer: its cards, without the searcher’s seat licences, with the subject the search was narrowed to', () => {
    const item = searchItem({
      productId: 'a',
      innerHits: [
        {
          licenseId: 'l',
          orgId: 'o',
          offerTypeCode: 'SEAT_LICENSE',
          status: 'active',
          active: true,
          seats: 3,
          startsOn: '2026-01-01',
          endsOn: '2027-01-01',
        },
      ],
    });
    const [seen] = seenInAnswer(resultsKey({ q: 'x', cat: 'SOC' }), answer(item));
    expect(seen!.source).toBe('search');
    expect(seen!.item.innerHits.searchResults).toEqual([]);
    expect(seen!.categories).toEqual(['SOC']);
    expect(seenInAnswer(resultsKey({ disc: 'A|B' }), answer(item))[0]!.disciplines).toEqual([]);
    expect(seenInAnswer(resultsKey({ disc: 'A' }), answer(item))[0]!.disciplines).toEqual(['A']);
  });
  it('a suggestion answer: a card built from the suggestion', () => {
    const [seen] = seenInAnswer(['search', 'autocomplete', { q: 'org' }], suggestion);
    expect(seen!.item.source['schema:name']).toBe('Organic Chemistry');
    expect(seen!.item.source['schema:sourceIsbn']['schema:isbn13']).toBe('9780306406157');
    expect(seen!.item.source['cnt:auxiliaryFields'].productPlatform).toBe('revel');
  });
  it('a product page: the card, its ISBN-13, its disciplines and plain-text description', () => {
    const product = productFixture({
      disciplines: [
        {
          primaryDiscipline: { code: 'biology' },
          secondaryDiscipline: { code: 'cell' },
          disciplineCategory: { code: 'SCI' },
        },
      ],
    });
    const [seen] = seenInAnswer(['products', 'detail', 'p-1', null], product);
    expect(seen!.item.source['schema:sourceIsbn']['schema:isbn13']).toBe('9780134000001');
    expect(seen!.item.source['schema:description']['schema:txt']).toBe('The best-selling biology text.');
    expect(seen!.categories).toEqual(['SCI']);
    expect(seen!.disciplines).toEqual(['biology', 'cell']);
  });
  it('other answers and malformed data hold no products', () => {
    expect(seenInAnswer(['disciplines'], [{ code: 'x' }])).toEqual([]);
    expect(seenInAnswer(['search', 'results', {}], { items: [{ nope: 1 }] })).toEqual([]);
    expect(seenInAnswer(['search', 'results', {}], null)).toEqual([]);
  });
});

describe('collectSeen', () => {
  it('one product seen three ways: the search card wins, the subjects add up', () => {
    const seen = collectSeen([
      { queryKey: ['products', 'detail', 'a', null], data: productFixture({ productId: 'a', name: 'From the page' }) },
      { queryKey: resultsKey({ cat: 'SCI' }), data: answer(searchItem({ productId: 'a', source: { 'schema:name': 'From search' } })) },
      {
        queryKey: ['search', 'autocomplete', {}],
        data: { ...suggestion, searchResults: [{ ...suggestion.searchResults[0]!, productId: 'a' }] },
      },
    ]);
    expect(seen.size).toBe(1);
    const a = seen.get('a')!;
    expect(a.item.source['schema:name']).toBe('From search');
    expect(a.categories).toEqual(['SCI']);
    expect(a.disciplines).toEqual(['biology']);
  });
});

describe('seenDocument and plainText', () => {
  it('indexes title, authors, ISBN-13 digits, brand and description', () => {
    const [seen] = seenInAnswer(resultsKey(), answer(searchItem({ productId: '9781458688477' })));
    expect(seenDocument(seen!)).toEqual({
      id: '9781458688477',
      title: 'Sociology: Making Connections',
      authors: 'Deborah Coleman',
      isbn: '9781458688477',
      otherIsbns: '',
      brand: 'Pearson eText',
      description: 'A description.',
    });
  });
  it("a product page: its own ISBN-13 as the server picks it (the second entry), the others it lists as ISBN-13s", () => {
    const product = productFixture({ isbn: ['0306406152', '9780134000001', '9781458688477'] });
    const [seen] = seenInAnswer(['products', 'detail', 'p-1', null], product);
    expect(seen!.item.source['schema:sourceIsbn']['schema:isbn13']).toBe('9780134000001');
    expect(seenDocument(seen!)).toMatchObject({ isbn: '9780134000001', otherIsbns: '9780306406157 9781458688477' });
  });
  it('plainText drops tags and entities, and cuts', () => {
    expect(plainText('<p>A &amp; B</p><ul><li>one</li></ul>')).toBe('A & B one');
    expect(plainText('<b>abcdef</b>', 3)).toBe('abc');
  });
});

describe('offlineQuery', () => {
  it('reads ISBNs however they are written, their starts, and words', () => {
    expect(offlineQuery('  ')).toEqual({ kind: 'all' });
    expect(offlineQuery('978-0-306-40615-7')).toEqual({ kind: 'isbn', isbn13: '9780306406157' });
    expect(offlineQuery('9780306406157')).toEqual({ kind: 'isbn', isbn13: '9780306406157' });
    // an ISBN-10 stands for its ISBN-13
    expect(offlineQuery('0-306-40615-2')).toEqual({ kind: 'isbn', isbn13: '9780306406157' });
    expect(offlineQuery('978-0-30')).toEqual({ kind: 'isbn-prefix', digits: '978030' });
    expect(offlineQuery('organic chem')).toEqual({ kind: 'text', text: 'organic chem' });
    expect(offlineQuery('12')).toEqual({ kind: 'text', text: '12' });
  });
});

describe('localAnswer', () => {
  const seen = collectSeen([
    {
      queryKey: resultsKey({ cat: 'SCI' }),
      data: answer(
        searchItem({ productId: 'etext-sci', source: { 'schema:name': 'Biology B', 'schema:datePublished': '2020-01-01' } }),
        searchItem({
          productId: 'revel-sci',
          source: { 'schema:name': 'Biology A', 'schema:datePublished': '2024-01-01' },
          aux: { productPlatform: 'revel', audience: 'k12' },
        }),
      ),
    },
    {
      queryKey: resultsKey({ q: 'x' }),
      data: answer(
        searchItem({ productId: 'etext-other', source: { 'schema:name': 'Biology C', 'cnt:productType': 'sample' } }),
        searchItem({ productId: 'beta', aux: { productStage: 'live' }, source: { 'cnt:productType': 'beta' } }),
      ),
    },
  ]);
  const hits: SeenProduct[] = [...seen.values()];
  const ids = (a: ReturnType<typeof localAnswer>) => a.search.items.map((i) => i.productId);

  it('the platform filter keeps what the server would; its counts are for the other filters', () => {
    const all = localAnswer(hits, request());
    expect(ids(all)).toEqual(['etext-sci', 'revel-sci', 'etext-other']); // class tests only under beta
    expect(all.search.count).toBe(3);
    const counts = Object.fromEntries(all.search.searchResults.map((c) => [c.key, c.count]));
    expect(counts).toMatchObject({ all: 3, etexts: 2, courses: 1, beta: 1, collections: 0 });
    expect(ids(localAnswer(hits, request({ type: 'courses' })))).toEqual(['revel-sci']);
    expect(ids(localAnswer(hits, request({ type: 'beta' })))).toEqual(['beta']);
  });
  it('the subject filter keeps products known to be in it; the facet counts ignore it', () => {
    const sci = localAnswer(hits, request({ cat: 'SCI' }));
    expect(ids(sci)).toEqual(['etext-sci', 'revel-sci']);
    expect(sci.counts.all.categories).toEqual([{ code: 'SCI', count: 2 }]);
    expect(sci.counts.all.count).toBe(3);
    expect(sci.counts.highered.count).toBe(2);
    expect(sci.counts.k12.count).toBe(1);
    expect(ids(localAnswer(hits, request({ cat: 'ART' })))).toEqual([]);
  });
  it('show-by, audience, sort and page apply as online', () => {
    expect(ids(localAnswer(hits, request({ filter: 'samples' })))).toEqual(['etext-other']);
    expect(ids(localAnswer(hits, request({ resultType: 'highered' })))).toEqual(['etext-sci', 'etext-other']);
    expect(ids(localAnswer(hits, request({ sort: 'name' })))).toEqual(['revel-sci', 'etext-sci', 'etext-other']);
    expect(ids(localAnswer(hits, request({ sort: 'datePublished' })))[0]).toBe('revel-sci');
    const page2 = localAnswer(hits, request({ limit: 2, offset: 2 }));
    expect(ids(page2)).toEqual(['etext-other']);
    expect(page2.search.count).toBe(3);
    expect(page2.search.currentResultPage).toBe(2);
  });
});
