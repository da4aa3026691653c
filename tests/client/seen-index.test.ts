// Offline search, the index: MiniSearch over every product the query cache holds,
// built from what is there and fed each answer as it arrives; typo tolerance, prefixes, ISBNs.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answerFromIndex, seenIndexOf, SeenIndex } from '../../src/features/search/offline/seen-index';
import { seenInAnswer } from '../../src/domain/search/offline-search';
import { searchItem } from '../fixtures/search-item';
import { productFixture } from '../fixtures/product';
import type { DisciplineCategory } from '../../contract/wire';
import type { Locale } from '../../contract/locales';
import { subjectFinder } from '../../src/domain/search/subject-name-search';

const answer = (...items: ReturnType<typeof searchItem>[]) => ({ count: items.length, searchResults: [], currentResultPage: 1, items });
const resultsKey = (q: string, cat?: string) => ['search', 'results', { q, cat, type: 'all', limit: 24, offset: 0 }, 'anonymous'];

function indexOf(...items: ReturnType<typeof searchItem>[]): SeenIndex {
  const index = new SeenIndex();
  index.add(seenInAnswer(resultsKey('x'), answer(...items)));
  return index;
}

const items = [
  searchItem({
    productId: '9780306406157',
    source: { 'schema:name': 'Campbell Biology', 'schema:description': { 'schema:txt': 'Cells, genes and evolution.' } },
    aux: { authors: [{ givenName: 'Lisa', familyName: 'Urry' }] },
  }),
  searchItem({
    productId: '9781458688477',
    source: { 'schema:name': 'Sociology: Making Connections' },
    aux: { authors: [{ givenName: 'Deborah', familyName: 'Coleman' }] },
  }),
  searchItem({
    productId: '9780134000001',
    source: { 'schema:name': 'Calculus: Early Transcendentals' },
    aux: { authors: [{ givenName: 'William', familyName: 'Briggs' }], productPlatform: 'revel' },
  }),
];
const ids = (hits: { item: { productId: string } }[]) => hits.map((h) => h.item.productId);

describe('SeenIndex', () => {
  const index = indexOf(...items);

  it('finds a word never searched, with a typo, and by the start of a word', () => {
    expect(ids(index.search('sociology'))).toEqual(['9781458688477']);
    expect(ids(index.search('sociolgy'))).toEqual(['9781458688477']); // one letter missing
    expect(ids(index.search('transcend'))).toEqual(['9780134000001']); // prefix
    expect(ids(index.search('URRY'))).toEqual(['9780306406157']); // authors, any case
    expect(ids(index.search('genes'))).toEqual(['9780306406157']); // description
  });
  it('every word must match; when none matches together, any may', () => {
    expect(ids(index.search('campbell biology'))).toEqual(['9780306406157']);
    expect(ids(index.search('calculus sociology')).sort()).toEqual(['9780134000001', '9781458688477']);
    expect(index.search('astronomy')).toEqual([]);
  });
  it('finds a product by its ISBN, digits or hyphenated, ISBN-10 too, and by its start', () => {
    expect(ids(index.search('9780306406157'))).toEqual(['9780306406157']);
    expect(ids(index.search('978-0-306-40615-7'))).toEqual(['9780306406157']);
    expect(ids(index.search('0-306-40615-2'))).toEqual(['9780306406157']);
    expect(ids(index.search('978-14586'))).toEqual(['9781458688477']);
  });
  it('an ISBN finds the product it belongs to first, then a product whose page lists it', () => {
    const withPage = indexOf(...items);
    withPage.add(
      seenInAnswer(
        ['products', 'detail', 'print', null],
        productFixture({ productId: 'print', name: 'Print edition', isbn: ['0306406152', '9789999999991'] }),
      ),
    );
    expect(ids(withPage.search('978-0-306-40615-7'))).toEqual(['9780306406157', 'print']);
  });
  it('no text lists every product seen', () => {
    expect(index.search('')).toHaveLength(3);
  });
  it('answers with the platform filter applied', () => {
    const revel = answerFromIndex(index, { q: 'calculus', type: 'courses', limit: 24, offset: 0 });
    expect(revel.search.items.map((i) => i.productId)).toEqual(['9780134000001']);
    const etexts = answerFromIndex(index, { q: 'calculus', type: 'etexts', limit: 24, offset: 0 });
    expect(etexts.search.count).toBe(0);
    expect(etexts.search.searchResults.find((c) => c.key === 'courses')?.count).toBe(1);
  });
  it('applies an accepted synonym the catalogue lacks, as the server does', () => {
    const request = { q: 'Botany-101', type: 'all' as const, limit: 24, offset: 0 };
    expect(answerFromIndex(index, request).search.count).toBe(0);
    const rules = new Map([['botany 101', 'campbell biology']]);
    expect(answerFromIndex(index, request, rules).search.items.map((i) => i.productId)).toEqual(['9780306406157']);
    // A rule whose replacement the device has not seen leaves the text to itself.
    expect(answerFromIndex(index, { q: 'sociology', type: 'all', limit: 24, offset: 0 }, new Map([['sociology', 'astronomy']])).search.items.map((i) => i.productId)).toEqual(['9781458688477']);
  });
});

describe('SeenIndex known items under the default sort (issue 41: "Biopsychology" at #14)', () => {
  // The device after "psychology" (sorted by date, as every visitor but a higher-ed instructor
  // sees it, spec §4) and the page of the general "Biopsychology" opened: its psychology
  // neighbours are newer. The server answers "biopsychology" with the products that hold the
  // word, newest first; the device must list the same, not 21 psychology titles before it.
  const dated = (productId: string, name: string, date: string, familyName = 'Coleman') =>
    searchItem({
      productId,
      source: { 'schema:name': name, 'schema:datePublished': date },
      aux: { authors: [{ givenName: 'Ann', familyName }] },
    });
  const psychology = [
    dated('9781000000001', 'Abnormal Psychology Collection', '2026-01-05'),
    dated('9781000000002', 'Learning Catalytics for Psychology', '2025-12-20'),
    dated('9781000000003', 'Fundamentals of Psychology', '2025-11-01'),
  ];
  const biopsychology = dated('9781228955655', 'Biopsychology', '2025-10-10', 'Pinel');
  // Another format of the same edition: same title, same day; the server orders them by id.
  const otherFormat = dated('9798229438360', 'Biopsychology', '2025-10-10', 'Pinel');
  const index = new SeenIndex();
  index.addAnswer(
    ['search', 'results', { q: 'psychology', type: 'all', sort: 'datePublished', limit: 24, offset: 0 }, 'anonymous'],
    answer(otherFormat, ...psychology, biopsychology),
  );
  const byDate = (q: string) =>
    answerFromIndex(index, { q, type: 'all', sort: 'datePublished', limit: 24, offset: 0 }).search.items.map(
      (i) => `${i.productId} ${i.source['schema:name']}`,
    );

  it('an exact title: the products of that title only, newest first, ties by id', () => {
    expect(byDate('biopsychology')).toEqual(['9781228955655 Biopsychology', '9798229438360 Biopsychology']);
  });
  it('a title and its author: the same', () => {
    expect(byDate('Biopsychology Pinel')).toEqual(['9781228955655 Biopsychology', '9798229438360 Biopsychology']);
  });
  it('an exact ISBN: that product', () => {
    expect(byDate('979-8-229-43836-0')).toEqual(['9798229438360 Biopsychology']);
  });
  it("a product the server found for the same words is found, whatever the device's text holds (a subject's name)", () => {
    // The server matched "psychology" in its subject, not in a text the device indexes.
    const bySubject = dated('9781356391097', 'Learning Catalytics', '2027-08-13');
    const device = new SeenIndex();
    device.addAnswer(
      ['search', 'results', { q: 'Psychology', type: 'all', sort: 'datePublished', limit: 24, offset: 0 }, 'anonymous'],
      answer(bySubject, ...psychology),
    );
    const offline = answerFromIndex(device, { q: 'psychology', type: 'all', sort: 'datePublished', limit: 24, offset: 0 });
    expect(offline.search.items.map((i) => i.source['schema:name'])).toEqual([
      'Learning Catalytics',
      'Abnormal Psychology Collection',
      'Learning Catalytics for Psychology',
      'Fundamentals of Psychology',
    ]);
  });
  it('typos are read only when the words as typed find nothing (as the server corrects only then)', () => {
    expect(byDate('biopsychologi')).toEqual(['9781228955655 Biopsychology', '9798229438360 Biopsychology']);
  });
});

describe('SeenIndex with the page locale’s subject names', () => {
  // Products the device saw under a subject (a search narrowed to it), titles in English.
  const under = (disc: string, item: ReturnType<typeof searchItem>) =>
    seenInAnswer(['search', 'results', { disc, type: 'all', limit: 24, offset: 0 }, 'anonymous'], answer(item));
  const index = new SeenIndex();
  index.add(under('biology', searchItem({ productId: 'campbell', source: { 'schema:name': 'Campbell Biology', 'schema:datePublished': '2020-01-01' } })));
  index.add(under('ecology-conservation-biology', searchItem({ productId: 'conservation', source: { 'schema:name': 'Principles of Conservation', 'schema:datePublished': '2024-01-01' } })));
  index.add(under('chemistry-organic-chemistry', searchItem({ productId: 'organic', source: { 'schema:name': 'Organic Chemistry', 'schema:datePublished': '2023-01-01' } })));
  const node = (code: string, name: string) => ({ code, name });
  const tree = (names: Record<string, string>) => [
    {
      ...node('life-sciences', names['life-sciences']!),
      image: 1,
      primaryDisciplines: [
        { ...node('biology', names.biology!), secondaryDisciplines: [node('biology-organismal-biology', names['biology-organismal-biology']!)] },
        { ...node('ecology', names.ecology!), secondaryDisciplines: [node('ecology-conservation-biology', names['ecology-conservation-biology']!)] },
      ],
    },
    {
      ...node('physical-sciences', names['physical-sciences']!),
      image: 2,
      primaryDisciplines: [
        { ...node('chemistry', names.chemistry!), secondaryDisciplines: [node('chemistry-organic-chemistry', names['chemistry-organic-chemistry']!)] },
      ],
    },
  ] as unknown as DisciplineCategory[];
  const turkish = tree({
    'life-sciences': 'Yaşam Bilimleri',
    biology: 'Biyoloji',
    'biology-organismal-biology': 'Organizma Biyolojisi',
    ecology: 'Ekoloji',
    'ecology-conservation-biology': 'Koruma Biyolojisi',
    'physical-sciences': 'Fen Bilimleri',
    chemistry: 'Kimya',
    'chemistry-organic-chemistry': 'Organik Kimya',
  });
  const english = tree({
    'life-sciences': 'Life Sciences',
    biology: 'Biology',
    'biology-organismal-biology': 'Organismal Biology',
    ecology: 'Ecology',
    'ecology-conservation-biology': 'Conservation Biology',
    'physical-sciences': 'Physical Sciences',
    chemistry: 'Chemistry',
    'chemistry-organic-chemistry': 'Organic Chemistry',
  });
  const found = (q: string, subjects: { tree: DisciplineCategory[] | undefined; locale: Locale } | null) =>
    answerFromIndex(index, { q, type: 'all', limit: 24, offset: 0 }, new Map(), subjects && subjectFinder(subjects.tree, subjects.locale))
      .search.items.map((i) => i.productId);
  const tr = { tree: turkish, locale: 'tr-tr' as const };

  it('finds a subject’s products by its Turkish name half typed or inflected, newest first', () => {
    expect(found('biyo', tr)).toEqual(['conservation', 'campbell']);
    expect(found('biyolojisi', tr)).toEqual(['conservation', 'campbell']);
    expect(found('BİYOLOJİ', tr)).toEqual(['conservation', 'campbell']);
    expect(found('kimyada', tr)).toEqual(['organic']);
    expect(found('ekoloji', tr)).toEqual(['conservation']);
  });
  it('needs every word: in the product’s own text or its subject’s name', () => {
    expect(found('campbell biyolojisi', tr)).toEqual(['campbell']);
    // No product has both: any word may, as without names.
    expect(found('organic biyoloji', tr)).toEqual(['organic']);
  });
  it('reads no names in en-us, nor without the tree', () => {
    expect(found('biyo', { tree: english, locale: 'en-us' })).toEqual([]);
    expect(found('biyo', null)).toEqual([]);
    expect(found('biyo', { tree: undefined, locale: 'tr-tr' })).toEqual([]);
    // en-us's answers as before: the English title.
    expect(found('biology', { tree: english, locale: 'en-us' })).toEqual(['campbell']);
  });
});

describe('seenIndexOf', () => {
  it('is built from the cache and kept up to date as answers arrive', () => {
    const client = new QueryClient();
    client.setQueryData(resultsKey('biology'), answer(items[0]!));
    client.setQueryData(['disciplines'], [{ code: 'x' }]);
    const index = seenIndexOf(client);
    expect(seenIndexOf(client)).toBe(index); // one per client
    expect(index.size).toBe(1);

    let changes = 0;
    index.subscribe(() => changes++);
    client.setQueryData(['products', 'detail', 'p-9', null], productFixture({ productId: 'p-9', name: 'Astronomy Today' }));
    expect(changes).toBe(1);
    expect(ids(index.search('astronomy'))).toEqual(['p-9']);
    // the same product again: refreshed, not doubled
    client.setQueryData(['products', 'detail', 'p-9', 'tok'], productFixture({ productId: 'p-9', name: 'Astronomy Today' }));
    expect(index.size).toBe(2);
  });
});

describe('seenIndexOf and the persister', () => {
  it('answers restored after the index was built join it (hydration of a query a screen already asked for)', async () => {
    const { dehydrate, hydrate } = await import('@tanstack/react-query');
    const source = new QueryClient();
    source.setQueryData(resultsKey('biology'), answer(items[0]!));
    source.setQueryData(resultsKey('sociology'), answer(items[1]!));
    const dehydrated = dehydrate(source);

    const client = new QueryClient();
    // a screen asked for the biology results while the cache was being restored
    client.getQueryCache().build(client, { queryKey: resultsKey('biology') });
    const index = seenIndexOf(client);
    expect(index.size).toBe(0);
    hydrate(client, dehydrated);
    expect(ids(index.search('campbell'))).toEqual(['9780306406157']);
    expect(ids(index.search('sociology'))).toEqual(['9781458688477']);
  });
});

describe('SeenIndex ranking (agrees with the server)', () => {
  const book = (productId: string, name: string, description: string, brand: string | null = null) =>
    searchItem({
      productId,
      source: {
        'schema:name': name,
        'schema:description': { 'schema:txt': description },
        'schema:brand': { 'schema:name': brand },
      },
    });
  // Products that say the word in their title, brand and description outscore, in the index
  // alone, the book whose whole title it is (the reported "biopsychology" at #14).
  const many = [
    ...Array.from({ length: 14 }, (_, i) =>
      book(
        `M${i}`,
        `Foundations of Biopsychology ${i}`,
        'Biopsychology biopsychology biopsychology: the brain and behaviour.',
        'Biopsychology Press',
      ),
    ),
    book('EXACT', 'Biopsychology', 'Brain, behaviour and evolution across the lifespan, with many chapters of detail on each.'),
    book('PREFIX', 'Biopsychology Lab Manual', 'Exercises for each chapter.'),
  ];

  it('an exact title match first, then a prefix title match, whatever the descriptions say', () => {
    const index = new SeenIndex();
    index.add(seenInAnswer(resultsKey('x'), answer(...many)));
    expect(ids(index.search('biopsychology')).slice(0, 3)).toEqual(['EXACT', 'PREFIX', 'M0']);
    expect(ids(index.search('Biopsychology lab manual'))[0]).toBe('PREFIX');
  });
  it("then the server's order on the products both have, when the device holds its answer for those words", () => {
    const index = new SeenIndex();
    // The server answered "brain" with M3, M1, M2 first (its relevance order).
    const served = [many[3]!, many[1]!, many[2]!];
    index.addAnswer(resultsKey('brain'), answer(...served));
    index.add(seenInAnswer(resultsKey('x'), answer(...many)));
    expect(ids(index.search('brain')).slice(0, 3)).toEqual(['M3', 'M1', 'M2']);
  });
});
