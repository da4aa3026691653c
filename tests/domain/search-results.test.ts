// What the results page shows (src/domain/search/search-results.ts) against spec §2, §8 and §9.
import { describe, expect, it } from 'vitest';
import {
  authorsText,
  brandText,
  countText,
  descriptionText,
  editionText,
  facetSubjectCounts,
  k12Badges,
  mergeSubjectCounts,
  nameOrder,
  orderFirstPage,
  overlayBadges,
  pageCount,
  pageWindow,
  searchedText,
  subjectNames,
  visibleFacetCategories,
} from '../../src/domain/search/search-results';
import type { DisciplineCategory, SearchItem } from '../../contract/wire';
import { searchItem, type SearchItemAux } from '../fixtures/search-item';

/** The shared search item (Sociology: Making Connections, Deborah Coleman, eText). */
function item(
  overrides: { productId?: string; source?: Partial<SearchItem['source']>; aux?: Partial<SearchItemAux> } = {},
  innerHits: SearchItem['innerHits']['searchResults'] = [],
): SearchItem {
  return searchItem({ ...overrides, innerHits });
}

const licence = (orgId: string, active: boolean) => ({
  licenseId: `L-${orgId}`,
  orgId,
  offerTypeCode: 'SEAT_LICENSE' as const,
  status: active ? ('active' as const) : ('expired' as const),
  active,
  seats: 10,
  startsOn: '2024-01-01',
  endsOn: '2027-01-01',
});

describe('count text and pages (spec §2, §9)', () => {
  it("'Showing N of N Results' when all fit on one page", () => {
    expect(countText(24, 1)).toEqual({ kind: 'all', count: 24 });
    expect(countText(3, 1)).toEqual({ kind: 'all', count: 3 });
  });

  it("'Showing a - b of total Results' from the page number and page size", () => {
    expect(countText(27, 1)).toEqual({ kind: 'range', from: 1, to: 24, total: 27 });
    expect(countText(27, 2)).toEqual({ kind: 'range', from: 25, to: 27, total: 27 });
    expect(countText(100, 3)).toEqual({ kind: 'range', from: 49, to: 72, total: 100 });
  });

  it('pages and the window of page links (no first and last links)', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(48)).toBe(2);
    expect(pageCount(49)).toBe(3);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});

describe('card texts (spec §2, §5, §9)', () => {
  it('edition suffixed with e, hidden for collections and learning applications', () => {
    expect(editionText('4', 'etext')).toBe('4e');
    expect(editionText('4e', 'revel')).toBe('4e');
    expect(editionText('12E', 'etext')).toBe('12E');
    expect(editionText('4e', 'collection')).toBeNull();
    expect(editionText('2', 'learning_applications')).toBeNull();
    expect(editionText(null, 'etext')).toBeNull();
    expect(editionText('Fourth', 'etext')).toBeNull();
  });

  it('authors joined by commas, cut at 45 characters in the grid only', () => {
    const authors = [
      { givenName: 'Katherine', familyName: 'Russo' },
      { givenName: 'John', familyName: 'Harper' },
      { givenName: 'Lauren', familyName: 'Lehmann' },
      { givenName: '', familyName: 'Gibson' },
    ];
    expect(authorsText(authors, 'list')).toBe('Katherine Russo, John Harper, Lauren Lehmann, Gibson');
    const grid = authorsText(authors, 'grid');
    expect(grid).toBe('Katherine Russo, John Harper, Lauren Lehmann…');
    expect(Array.from(grid).length).toBeLessThanOrEqual(46);
  });

  it('description cut at 145 characters', () => {
    const long = 'word '.repeat(60);
    const text = descriptionText(long);
    expect(text.endsWith('…')).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(146);
    expect(descriptionText('Short.')).toBe('Short.');
  });

  it("'Platform:' brand line: TM after the courseware platform (REVEL)", () => {
    expect(
      brandText(
        item({ source: { 'schema:brand': { 'schema:name': 'Revel' } }, aux: { productPlatform: 'revel' } }).source,
      ),
    ).toEqual({
      name: 'Revel',
      trademark: true,
    });
    expect(brandText(item().source)).toEqual({ name: 'Pearson eText', trademark: false });
    expect(brandText(item({ source: { 'schema:brand': { 'schema:name': null } } }).source)).toBeNull();
  });

  it('overlay badges: Coming soon, Sample - Not for sale, Class test', () => {
    expect(overlayBadges(item().source)).toEqual([]);
    expect(overlayBadges(item({ aux: { comingSoon: true } }).source)).toEqual(['comingSoon']);
    expect(overlayBadges(item({ source: { 'cnt:productType': 'sample' } }).source)).toEqual(['sample']);
    expect(overlayBadges(item({ source: { 'cnt:productType': 'beta' }, aux: { comingSoon: true } }).source)).toEqual([
      'comingSoon',
      'classTest',
    ]);
  });
});

describe('K-12 badges and page 1 order (spec §2)', () => {
  const school = { signedIn: true, orgId: 'SCH-1', classification: 'school' };

  it("'K-12 license activated' when an active seat licence of the current organisation is an inner hit", () => {
    expect(k12Badges(item({}, [licence('SCH-1', true)]), school).activated).toBe(true);
    expect(k12Badges(item({}, [licence('SCH-1', false)]), school).activated).toBe(false);
    expect(k12Badges(item({}, [licence('OTHER', true)]), school).activated).toBe(false);
  });

  it("'K-12 purchase options' when signed in, class anonymous or school, and availableForLicense", () => {
    const forLicence = item({ aux: { k12: { availableForLicense: true } } });
    expect(k12Badges(forLicence, school).purchase).toBe(true);
    expect(k12Badges(forLicence, { signedIn: true, orgId: null, classification: null }).purchase).toBe(true);
    expect(k12Badges(forLicence, { ...school, classification: 'higher_ed' }).purchase).toBe(false);
    expect(k12Badges(forLicence, { ...school, signedIn: false }).purchase).toBe(false);
    expect(k12Badges(item(), school).purchase).toBe(false);
  });

  it('page 1: activated licences first, then K-12 results, then higher-ed, each in server order', () => {
    const he1 = item({ productId: 'he1' });
    const k1 = item({ productId: 'k1', aux: { audience: 'k12' } });
    const he2 = item({ productId: 'he2' });
    const lic = item({ productId: 'lic', aux: { audience: 'k12' } }, [licence('SCH-1', true)]);
    const k2 = item({ productId: 'k2', aux: { audience: 'k12' } });
    expect(orderFirstPage([he1, k1, he2, lic, k2], 'SCH-1').map((i) => i.productId)).toEqual([
      'lic',
      'k1',
      'k2',
      'he1',
      'he2',
    ]);
  });
});

describe('subject facet (spec §2, §3)', () => {
  const tree: DisciplineCategory[] = [
    {
      code: 'SCI',
      name: 'Science',
      image: 1,
      primaryDisciplines: [
        { code: 'BIO', name: 'Biology', secondaryDisciplines: [{ code: 'BIO-CELL', name: 'Cell Biology' }] },
        { code: 'CHEM', name: 'Chemistry', secondaryDisciplines: [] },
        { code: 'PHYS', name: 'Physics', secondaryDisciplines: [] },
      ],
    },
    {
      code: 'HUM',
      name: 'Humanities',
      image: 2,
      primaryDisciplines: [{ code: 'HIS', name: 'History', secondaryDisciplines: [] }],
    },
    {
      code: 'BUS',
      name: 'Business',
      image: 3,
      primaryDisciplines: [{ code: 'ACC', name: 'Accounting', secondaryDisciplines: [] }],
    },
  ];
  const highered = {
    categories: [
      { code: 'SCI', count: 10 },
      { code: 'BUS', count: 2 },
    ],
    disciplines: [
      { code: 'BIO', count: 7 },
      { code: 'CHEM', count: 3 },
      { code: 'ACC', count: 2 },
    ],
  };
  const k12 = {
    count: 3,
    categories: [{ code: 'SCI', count: 3 }],
    disciplines: [
      { code: 'BIO', count: 2 },
      { code: 'PHYS', count: 1 },
    ],
  };
  // Two biology products have audience "all": in both lists above, once here.
  const all = {
    count: 13,
    categories: [
      { code: 'SCI', count: 11 },
      { code: 'BUS', count: 2 },
    ],
    disciplines: [
      { code: 'BIO', count: 7 },
      { code: 'CHEM', count: 3 },
      { code: 'ACC', count: 2 },
      { code: 'PHYS', count: 1 },
    ],
  };
  const counts = { highered: { count: 12, ...highered }, k12, all };

  it('merges the counts into the tree, keeps subjects with results, largest first', () => {
    expect(mergeSubjectCounts(tree, highered)).toEqual([
      {
        code: 'SCI',
        name: 'Science',
        count: 10,
        disciplines: [
          { code: 'BIO', name: 'Biology', count: 7 },
          { code: 'CHEM', name: 'Chemistry', count: 3 },
        ],
      },
      { code: 'BUS', name: 'Business', count: 2, disciplines: [{ code: 'ACC', name: 'Accounting', count: 2 }] },
    ]);
  });

  it('counts the audience the results come from: higher-ed only, K-12 only, else both lists once', () => {
    expect(facetSubjectCounts(counts, 'highered')).toBe(counts.highered);
    expect(facetSubjectCounts(counts, 'k12')).toBe(k12);
    // both audiences: the `all` list, not highered + k12 (which counts BIO 9 and SCI 13)
    expect(facetSubjectCounts(counts, null)).toBe(all);
    const merged = mergeSubjectCounts(tree, facetSubjectCounts(counts, null));
    expect(merged.map((c) => [c.code, c.count])).toEqual([
      ['SCI', 11],
      ['BUS', 2],
    ]);
    expect(merged[0]!.disciplines.map((d) => [d.code, d.count])).toEqual([
      ['BIO', 7],
      ['CHEM', 3],
      ['PHYS', 1],
    ]);
  });

  it('orders subjects of equal count by name, accents and case set aside', () => {
    // Turkish names, as a tr-tr page shows them, in the tree's own (curated) order.
    const turkish: DisciplineCategory[] = [
      {
        code: 'FEN',
        name: 'Fen Bilimleri',
        image: 1,
        primaryDisciplines: [
          { code: 'ZOO', name: 'Zooloji', secondaryDisciplines: [] },
          { code: 'ISL', name: 'İşletme', secondaryDisciplines: [] },
          { code: 'CEV', name: 'Çevre Bilimi', secondaryDisciplines: [] },
          { code: 'BIY', name: 'biyoloji', secondaryDisciplines: [] },
          { code: 'KIM', name: 'Kimya', secondaryDisciplines: [] },
        ],
      },
      { code: 'ISK', name: 'İşletme ve Ekonomi', image: 2, primaryDisciplines: [] },
      { code: 'EGI', name: 'Eğitim', image: 3, primaryDisciplines: [] },
    ];
    const merged = mergeSubjectCounts(turkish, {
      categories: [
        { code: 'FEN', count: 9 },
        { code: 'ISK', count: 4 },
        { code: 'EGI', count: 4 },
      ],
      disciplines: [
        { code: 'ZOO', count: 2 },
        { code: 'ISL', count: 2 },
        { code: 'CEV', count: 2 },
        { code: 'BIY', count: 2 },
        { code: 'KIM', count: 5 },
      ],
    });
    expect(merged.map((c) => c.name)).toEqual(['Fen Bilimleri', 'Eğitim', 'İşletme ve Ekonomi']);
    expect(merged[0]!.disciplines.map((d) => d.name)).toEqual([
      'Kimya',
      'biyoloji',
      'Çevre Bilimi',
      'İşletme',
      'Zooloji',
    ]);
  });

  it('nameOrder: the same order whatever the browser reads, names differing only in accents or case apart', () => {
    expect(['Zoology', 'Écologie', 'ecology', 'Ecology', 'Economics'].sort(nameOrder())).toEqual([
      'Écologie',
      'Ecology',
      'ecology',
      'Economics',
      'Zoology',
    ]);
    expect(nameOrder()('Biology', 'Biology')).toBe(0);
  });

  it('keeps a chosen subject at zero', () => {
    const merged = mergeSubjectCounts(tree, all, { cat: 'HUM', disc: ['HIS'] });
    expect(merged.map((c) => [c.code, c.count])).toEqual([
      ['SCI', 11],
      ['BUS', 2],
      ['HUM', 0],
    ]);
    expect(merged[2]!.disciplines).toEqual([{ code: 'HIS', name: 'History', count: 0 }]);
  });

  it("shows a limited number first ('Show more +'), and the chosen one wherever it is", () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      code: `C${i}`,
      name: `Cat ${i}`,
      count: 10 - i,
      disciplines: [{ code: `D${i}`, name: `Disc ${i}`, count: 1 }],
    }));
    expect(visibleFacetCategories(many, false, { cat: null, disc: [] })).toHaveLength(5);
    expect(visibleFacetCategories(many, false, { cat: null, disc: ['D7'] }).map((c) => c.code)).toEqual([
      'C0',
      'C1',
      'C2',
      'C3',
      'C4',
      'C7',
    ]);
    expect(visibleFacetCategories(many, true, { cat: null, disc: [] })).toHaveLength(8);
  });

  it('names the chosen subjects, secondary disciplines too', () => {
    expect(subjectNames(tree, 'SCI', ['BIO', 'BIO-CELL', 'NOPE'])).toEqual({
      category: 'Science',
      disciplines: [
        { code: 'BIO', name: 'Biology' },
        { code: 'BIO-CELL', name: 'Cell Biology' },
        { code: 'NOPE', name: null },
      ],
    });
  });

  it("names none when none is chosen, and a primary discipline's name before a secondary one's", () => {
    expect(subjectNames(tree, null, [])).toEqual({ category: null, disciplines: [] });
    const twice = [
      {
        code: 'A',
        name: 'Arts',
        primaryDisciplines: [
          {
            code: 'X',
            name: 'X as a primary',
            secondaryDisciplines: [{ code: 'Y', name: 'Y first', secondaryDisciplines: [] }],
          },
        ],
      },
      {
        code: 'B',
        name: 'Business',
        primaryDisciplines: [
          {
            code: 'Z',
            name: 'Zed',
            secondaryDisciplines: [
              { code: 'X', name: 'X as a secondary' },
              { code: 'Y', name: 'Y again' },
            ],
          },
        ],
      },
    ] as unknown as Parameters<typeof subjectNames>[0];
    expect(subjectNames(twice, 'B', ['Y', 'X'])).toEqual({
      category: 'Business',
      disciplines: [
        { code: 'Y', name: 'Y first' },
        { code: 'X', name: 'X as a primary' },
      ],
    });
  });

  it('the heading text: the (corrected) query, else the subject names', () => {
    expect(searchedText({ q: 'biolgy', correctedQuery: 'biology', categoryName: null, disciplineNames: [] })).toBe(
      'biology',
    );
    expect(searchedText({ q: 'cell', categoryName: 'Science', disciplineNames: ['Biology'] })).toBe('cell');
    expect(searchedText({ q: '', categoryName: null, disciplineNames: ['Biology', 'Chemistry'] })).toBe(
      'Biology, Chemistry',
    );
    expect(searchedText({ q: '', categoryName: 'Science', disciplineNames: [] })).toBe('Science');
    expect(searchedText({ q: '', categoryName: null, disciplineNames: [null] })).toBeNull();
    expect(searchedText({ q: '', categoryName: null, disciplineNames: [] })).toBeNull();
  });
});
