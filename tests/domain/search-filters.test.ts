// The search page's URL, filter lists and request (src/domain/search/search-filters.ts) against spec
// §2, §4, §5, §7 and §9.
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_VIEWER,
  backToHomeHref,
  categoryHref,
  defaultPlatform,
  defaultSort,
  disciplineCountRequest,
  disciplineHref,
  effectiveSelection,
  filterSections,
  institutionHref,
  isSearchableQuery,
  hasSearch,
  platformFacetCount,
  pageHref,
  platformHref,
  platformOptions,
  readSearchUrl,
  resultAudience,
  searchRequest,
  showByHref,
  showByOptions,
  sortHref,
  sortOptions,
  withoutCategoryHref,
  withoutDisciplineHref,
  type SearchViewer,
} from '../../src/domain/search/search-filters';
import { subjectSearchHref, textSearchHref, emptySearchHref } from '../../src/domain/shell/query-params';

const viewer = (overrides: Partial<SearchViewer> = {}): SearchViewer => ({ ...ANONYMOUS_VIEWER, ...overrides });
const instructor = viewer({ signedIn: true, isInstructor: true, hasOrganisations: true });

describe('reading the URL (spec §2)', () => {
  it('reads q, cat, disc (pipe-joined), uuid, ref, token, organizationId, returnurl and our choices', () => {
    const url = readSearchUrl(
      '?q=%20cell%20biology%20&cat=SCI&disc=BIO|CHEM||BIO&uuid=u1&ref=revel&integration_context_token=tok&organizationId=o1&returnurl=https%3A%2F%2Flms%2Fx&type=etexts&filter=available&sort=name&page=3',
    );
    expect(url).toEqual({
      q: 'cell biology',
      cat: 'SCI',
      disc: ['BIO', 'CHEM'],
      uuid: 'u1',
      ref: 'revel',
      token: 'tok',
      organizationId: 'o1',
      returnUrl: 'https://lms/x',
      type: 'etexts',
      filter: 'available',
      sort: 'name',
      page: 3,
    });
  });

  it('drops codes the API would refuse, bad pages and text past 100 characters', () => {
    const url = readSearchUrl(`?cat=a%20b&disc=ok|no%20way|${'x'.repeat(41)}&page=-2&q=${'a'.repeat(120)}`);
    expect(url.cat).toBeNull();
    expect(url.disc).toEqual(['ok']);
    expect(url.page).toBe(1);
    expect(url.q).toHaveLength(100);
    expect(readSearchUrl('?page=2.5').page).toBe(1);
    expect(readSearchUrl('?page=99999999').page).toBe(41667);
  });

  it('spec §5: a text of one character is not searched; none at all browses', () => {
    expect(isSearchableQuery('a')).toBe(false);
    expect(isSearchableQuery('ab')).toBe(true);
    expect(isSearchableQuery('')).toBe(true);
  });

  it('spec §4/§5: a search needs text or a subject; a bare /search (an empty submit) searches nothing', () => {
    expect(hasSearch(readSearchUrl(''))).toBe(false);
    expect(hasSearch(readSearchUrl('?type=etexts&filter=available&sort=name&ref=r'))).toBe(false);
    expect(hasSearch(readSearchUrl('?q=a'))).toBe(false);
    expect(hasSearch(readSearchUrl('?q=ab'))).toBe(true);
    expect(hasSearch(readSearchUrl('?cat=SCI'))).toBe(true);
    expect(hasSearch(readSearchUrl('?disc=BIO'))).toBe(true);
  });
});

describe('platform list (spec §5, §9)', () => {
  it('anonymous: all, eText, REVEL, Custom, Application', () => {
    expect(platformOptions(viewer())).toEqual(['all', 'etexts', 'courses', 'custom', 'application']);
  });

  it('ref containing revel gives REVEL only', () => {
    expect(platformOptions(viewer({ ref: 'console-revel' }))).toEqual(['courses']);
    expect(platformOptions({ ...instructor, ref: 'revel', betaPermission: true })).toEqual(['courses']);
  });

  it('Custom is excluded with an integration token or ref equal to console', () => {
    expect(platformOptions(viewer({ hasLmsToken: true }))).not.toContain('custom');
    expect(platformOptions(viewer({ ref: 'console' }))).not.toContain('custom');
    expect(platformOptions(viewer({ ref: 'etext' }))).toContain('custom');
  });

  it('Collections only for instructors with an organisation and no integration token', () => {
    expect(platformOptions(instructor)).toContain('collections');
    expect(platformOptions({ ...instructor, hasOrganisations: false })).not.toContain('collections');
    expect(platformOptions({ ...instructor, hasLmsToken: true })).not.toContain('collections');
    expect(platformOptions(viewer({ signedIn: true, hasOrganisations: true }))).not.toContain('collections');
  });

  it('Class test and Reviewer need an instructor with the permission; the order is §9 order', () => {
    expect(platformOptions({ ...instructor, betaPermission: true, reviewPermission: true })).toEqual([
      'all',
      'etexts',
      'courses',
      'custom',
      'application',
      'collections',
      'reviewer',
      'beta',
    ]);
    expect(platformOptions(viewer({ betaPermission: true, reviewPermission: true }))).not.toContain('beta');
  });

  it('spec §4: ref revel gives the course platform, etext eText, collections custom', () => {
    expect(defaultPlatform(viewer({ ref: 'revel' }))).toBe('courses');
    expect(defaultPlatform(viewer({ ref: 'etext' }))).toBe('etexts');
    expect(defaultPlatform(viewer({ ref: 'collections' }))).toBe('custom');
    expect(defaultPlatform(viewer({ ref: 'collections', hasLmsToken: true }))).toBe('all');
    expect(defaultPlatform(viewer())).toBe('all');
  });
});

describe('show-by and sort lists (spec §5, §2)', () => {
  it('eText: available, plus institution for instructors with organisations', () => {
    expect(showByOptions('etexts', viewer())).toEqual(['available']);
    expect(showByOptions('etexts', instructor)).toEqual(['available', 'institution']);
  });

  it('Collection and custom: available only; Class test: institution only for instructors with organisations', () => {
    expect(showByOptions('collections', instructor)).toEqual(['available']);
    expect(showByOptions('custom', instructor)).toEqual(['available']);
    expect(showByOptions('beta', instructor)).toEqual(['institution']);
    expect(showByOptions('beta', viewer())).toEqual([]);
  });

  it('REVEL with integration token: available plus institution; otherwise samples, coming soon, available (+ institution)', () => {
    expect(showByOptions('courses', viewer({ hasLmsToken: true }))).toEqual(['available', 'institution']);
    expect(showByOptions('courses', viewer())).toEqual(['samples', 'comingSoon', 'available']);
    expect(showByOptions('all', instructor)).toEqual(['samples', 'comingSoon', 'available', 'institution']);
  });

  it('hides show-by for applications and reviewer, and sort for applications', () => {
    expect(filterSections('application', instructor)).toEqual({ showBy: false, sort: false });
    expect(filterSections('reviewer', instructor)).toEqual({ showBy: false, sort: true });
    expect(filterSections('all', instructor)).toEqual({ showBy: true, sort: true });
  });

  it('sort: title, author, publication date; eText has no author sort', () => {
    expect(sortOptions('all')).toEqual(['name', 'familyName', 'datePublished']);
    expect(sortOptions('etexts')).toEqual(['name', 'datePublished']);
    expect(sortOptions('application')).toEqual([]);
  });

  it('spec §4: publication date by default, none for higher-ed instructors or a console/revel ref', () => {
    expect(defaultSort(viewer())).toBe('datePublished');
    expect(defaultSort({ ...instructor, higherEdInstructor: true })).toBeNull();
    expect(defaultSort(viewer({ ref: 'console' }))).toBeNull();
    expect(defaultSort(viewer({ ref: 'revel' }))).toBeNull();
  });
});

describe('the selection searched', () => {
  it('takes the URL choices the viewer may make and falls back to the defaults', () => {
    expect(effectiveSelection(readSearchUrl('?type=etexts&filter=available&sort=name'), viewer())).toEqual({
      type: 'etexts',
      showBy: 'available',
      sort: 'name',
      sortChosen: true,
    });
    // Class test is not offered to an anonymous visitor; eText has no author sort.
    expect(effectiveSelection(readSearchUrl('?type=beta'), viewer()).type).toBe('all');
    expect(effectiveSelection(readSearchUrl('?type=etexts&sort=familyName&filter=samples'), viewer())).toEqual({
      type: 'etexts',
      showBy: null,
      sort: 'datePublished',
      sortChosen: false,
    });
    expect(effectiveSelection(readSearchUrl('?type=application&sort=name'), viewer()).sort).toBeNull();
  });
});

describe('where choices lead (spec §2, §4)', () => {
  const from = '?q=bio&uuid=u&ref=etext&type=etexts&filter=available&sort=name&page=4&cat=SCI';

  // The facet's count beside a subject is counted for the text and every other filter, so the
  // link keeps them all: once it dropped q (Botany 15 in a text search led to 37 results).
  it('a category sets cat and removes disc, uuid; a discipline sets disc and removes cat, uuid; both keep q and the other filters; page 1', () => {
    expect(categoryHref(`${from}&disc=A`, 'HUM')).toBe(
      '/search?q=bio&ref=etext&type=etexts&filter=available&sort=name&cat=HUM',
    );
    expect(disciplineHref(from, 'BIO')).toBe('/search?q=bio&ref=etext&type=etexts&filter=available&sort=name&disc=BIO');
    expect(categoryHref('?q=plant%20cells&type=courses', 'SCI')).toBe('/search?q=plant+cells&type=courses&cat=SCI');
  });

  it('platform choice resets the page and clears show-by or sort that are not allowed', () => {
    expect(platformHref(from, 'application', viewer())).toBe('/search?q=bio&uuid=u&ref=etext&type=application&cat=SCI');
    expect(platformHref('?q=a&type=etexts&filter=available&sort=name', 'courses', viewer())).toBe(
      '/search?q=a&type=courses&filter=available&sort=name',
    );
    // The default platform leaves the parameter out.
    expect(platformHref('?q=a&type=etexts&page=2', 'all', viewer())).toBe('/search?q=a');
    expect(platformHref('?ref=etext&q=a', 'etexts', viewer({ ref: 'etext' }))).toBe('/search?ref=etext&q=a');
  });

  it('show-by, sort and pages', () => {
    expect(showByHref('?q=a&page=2', 'samples')).toBe('/search?q=a&filter=samples');
    expect(showByHref('?q=a&filter=samples', null)).toBe('/search?q=a');
    expect(sortHref('?q=a&page=2', 'name')).toBe('/search?q=a&sort=name');
    expect(sortHref('?q=a&sort=name', null)).toBe('/search?q=a');
    expect(pageHref('?q=a', 2)).toBe('/search?q=a&page=2');
    expect(pageHref('?q=a&page=2', 1)).toBe('/search?q=a');
  });

  it('removing subject chips', () => {
    expect(withoutCategoryHref('?cat=SCI&page=2&q=a')).toBe('/search?q=a');
    expect(withoutDisciplineHref('?disc=A|B|C&page=3', 'B')).toBe('/search?disc=A%7CC');
    expect(withoutDisciplineHref('?disc=A', 'A')).toBe('/search');
  });

  it('spec §4: switching institution resets to page 1 and sets publication date for non-higher-ed', () => {
    expect(institutionHref('?q=a&page=2&sort=name', 'ORG-2', false, 'all')).toBe(
      '/search?q=a&sort=datePublished&organizationId=ORG-2',
    );
    expect(institutionHref('?q=a&page=2&sort=name&organizationId=ORG-1', 'ORG-2', true, 'all')).toBe(
      '/search?q=a&sort=name&organizationId=ORG-2',
    );
  });

  it("'Back to the homepage' clears uuid, q, disc, cat and keeps the other parameters", () => {
    expect(backToHomeHref('?q=a&uuid=u&disc=B&cat=C&ref=revel&organizationId=o&page=2')).toBe(
      '/?ref=revel&organizationId=o',
    );
    expect(backToHomeHref('?q=a')).toBe('/');
  });

  it('spec §4: a text submit and a subject link keep platform and show-by, not sort or page; an empty submit clears them', () => {
    expect(textSearchHref('?q=a&type=etexts&filter=available&sort=name&page=2&ref=r', 'b')).toBe(
      '/search?ref=r&type=etexts&filter=available&q=b',
    );
    expect(subjectSearchHref('?q=a&type=courses&sort=name', { cat: 'SCI' })).toBe('/search?type=courses&cat=SCI');
    expect(emptySearchHref('?q=a&type=courses&filter=samples&ref=r')).toBe('/search?ref=r');
  });
});

describe('the /api/search request (spec §7)', () => {
  const url = readSearchUrl('?q=cell&disc=BIO|CHEM&page=3&type=courses&filter=available&sort=name');

  it('anonymous: text, subjects, filters, limit 24 and offset (page - 1) × 24; no audience restriction', () => {
    expect(
      searchRequest(url, effectiveSelection(url, viewer()), { viewer: viewer(), organisation: null, country: null }),
    ).toEqual({
      q: 'cell',
      disc: 'BIO|CHEM',
      type: 'courses',
      filter: 'available',
      sort: 'name',
      limit: 24,
      offset: 48,
    });
  });

  it('names the page’s locale for its subject names, except en-us (the API’s default)', () => {
    const context = { viewer: viewer(), organisation: null, country: null };
    const request = (locale: 'tr-tr' | 'en-gb' | 'en-us') =>
      searchRequest(url, effectiveSelection(url, viewer()), { ...context, locale });
    expect(request('tr-tr')).toEqual({ q: 'cell', disc: 'BIO|CHEM', type: 'courses', filter: 'available', sort: 'name', limit: 24, offset: 48, locale: 'tr-tr' });
    expect(request('en-gb').locale).toBe('en-gb');
    expect(request('en-us')).not.toHaveProperty('locale');
    // The subject counts' request keeps it: the names change which products a text finds.
    expect(disciplineCountRequest(request('tr-tr'))).toMatchObject({ q: 'cell', locale: 'tr-tr' });
  });

  it('higher-ed instructors: only higher-ed results, with institution, country and classification', () => {
    const he = { ...instructor, higherEdInstructor: true };
    expect(
      searchRequest(readSearchUrl('?q=cell'), effectiveSelection(readSearchUrl('?q=cell'), he), {
        viewer: he,
        organisation: { orgId: 'ORG-1', classification: 'higher_ed' },
        country: 'US',
      }),
    ).toEqual({
      q: 'cell',
      type: 'all',
      country: 'US',
      institution: 'ORG-1',
      orgClassification: 'higher_ed',
      resultType: 'highered',
      limit: 24,
      offset: 0,
    });
  });

  it('with a token, country and institution stay empty; the classification goes with every platform', () => {
    const tokenUrl = readSearchUrl('?q=cell&integration_context_token=tok&type=etexts');
    const k12 = { ...instructor, hasLmsToken: true };
    const request = searchRequest(tokenUrl, effectiveSelection(tokenUrl, k12), {
      viewer: k12,
      organisation: { orgId: 'SCH-1', classification: 'school' },
      country: 'US',
    });
    expect(request).toEqual({
      q: 'cell',
      token: 'tok',
      type: 'etexts',
      sort: 'datePublished',
      orgClassification: 'school',
      limit: 24,
      offset: 0,
    });
  });

  it('higher-ed instructors ask for higher-ed results on eText and Custom too (the counts agree)', () => {
    const he = { ...instructor, higherEdInstructor: true };
    for (const type of ['etexts', 'custom'] as const) {
      const url = readSearchUrl(`?q=cell&type=${type}`);
      expect(
        searchRequest(url, effectiveSelection(url, he), {
          viewer: he,
          organisation: { orgId: 'ORG-1', classification: 'higher_ed' },
          country: 'US',
        }),
      ).toMatchObject({ type, orgClassification: 'higher_ed', resultType: 'highered' });
    }
  });

  it('no platform count where choosing the platform would drop the current show-by', () => {
    const counts = [
      { key: 'all', count: 30 },
      { key: 'etexts', count: 9 },
      { key: 'courses', count: 4 },
    ];
    const v = viewer();
    // eText allows 'available' only (spec §5): with 'samples' chosen, eText's count is not shown
    expect(platformFacetCount(counts, 'etexts', { showBy: 'samples' }, v)).toBeNull();
    expect(platformFacetCount(counts, 'etexts', { showBy: 'available' }, v)).toBe(9);
    expect(platformFacetCount(counts, 'courses', { showBy: 'samples' }, v)).toBe(4);
    expect(platformFacetCount(counts, 'etexts', { showBy: null }, v)).toBe(9);
    expect(platformFacetCount(undefined, 'etexts', { showBy: null }, v)).toBeNull();
  });

  it('the audience the results come from, as the server reads it (what the Subject facet counts)', () => {
    // higher-ed instructors: resultType highered
    expect(resultAudience({ resultType: 'highered', orgClassification: 'higher_ed' })).toBe('highered');
    // a higher_ed organisation gets higher-ed results only, whatever resultType says (docs/search.md §1)
    expect(resultAudience({ orgClassification: 'higher_ed' })).toBe('highered');
    expect(resultAudience({ resultType: 'k12', orgClassification: 'higher_ed' })).toBe('highered');
    expect(resultAudience({ resultType: 'k12', orgClassification: 'school' })).toBe('k12');
    // anonymous visitors, K-12 buyers, other platforms: both audiences in one list
    expect(resultAudience({})).toBeNull();
    expect(resultAudience({ orgClassification: 'school' })).toBeNull();
    expect(resultAudience({ orgClassification: 'anonymous' })).toBeNull();
  });

  it('subject counts leave out subjects, sort and the page (the API ignores them)', () => {
    const request = searchRequest(url, effectiveSelection(url, viewer()), {
      viewer: viewer(),
      organisation: null,
      country: null,
    });
    expect(disciplineCountRequest(request)).toEqual({ q: 'cell', type: 'courses', filter: 'available' });
  });
});
