/**
 * /api/search, /api/discipline/count, /api/autoComplete on a real, seeded database:
 * validation (400 naming the field), pagination, sorts, filters, facets, shapes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';

interface Item {
  productId: string;
  uuid: string;
  source: Record<string, unknown> & {
    'schema:name': string;
    'cnt:productType': string;
    'schema:datePublished': string | null;
    'cnt:auxiliaryFields': {
      productPlatform: string;
      authors: { givenName: string; familyName: string }[];
      comingSoon: boolean;
      productStage: string;
      audience: string;
    };
  };
  innerHits: { searchResults: { licenseId: string; orgId: string; active: boolean; offerTypeCode: string }[] };
}
interface SearchBody {
  count: number;
  currentResultPage: number;
  searchResults: { key: string; count: number }[];
  items: Item[];
  correctedQuery?: string;
}

describe.each(databaseKinds)('search API on %s', (kind) => {
  const t = useTestApp(kind);
  const get = async (url: string) => t.app.inject({ method: 'GET', url });
  const search = async (params: Record<string, string | number>) => {
    const res = await get(
      `/api/search?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchBody;
  };
  const all = async (params: Record<string, string | number>) => {
    const first = await search({ ...params, limit: 24, offset: 0 });
    const items = [...first.items];
    for (let offset = 24; offset < first.count; offset += 24)
      items.push(...(await search({ ...params, limit: 24, offset })).items);
    return { count: first.count, items, searchResults: first.searchResults };
  };
  let common: string;

  beforeAll(async () => {
    const { rows } = await sql<{ term: string }>`
      select term from search_term where length(term) >= 5 and term ~ '^[a-z]+$' order by documents desc, term limit 1`.execute(
      t.database.db,
    );
    common = rows[0]!.term;
  });

  describe('400 naming the field', () => {
    it.each([
      ['/api/search?q=a', 'q'],
      [`/api/search?q=${'a'.repeat(101)}`, 'q'],
      ['/api/search?q=%20b%20', 'q'],
      ['/api/search?limit=25', 'limit'],
      ['/api/search?limit=10000', 'limit'],
      ['/api/search?limit=-1', 'limit'],
      ['/api/search?limit=ten', 'limit'],
      ['/api/search?offset=-1', 'offset'],
      ['/api/search?offset=1.5', 'offset'],
      ['/api/search?sort=price', 'sort'],
      ['/api/search?type=everything', 'type'],
      ['/api/search?filter=cheap', 'filter'],
      ['/api/search?resultType=adults', 'resultType'],
      ['/api/search?orgClassification=company', 'orgClassification'],
      ['/api/search?disc=BIO%7C%3Cscript%3E', 'disc'],
      ['/api/search?disc=%7C', 'disc'],
      ['/api/search?cat=a%20b', 'cat'],
      ['/api/search?country=USA', 'country'],
      ['/api/search?institution=A%7CB%7CC', 'institution'],
      [`/api/search?token=${'x'.repeat(2049)}`, 'token'],
      [`/api/search?ftrFlag=${'x'.repeat(101)}`, 'ftrFlag'],
      ['/api/discipline/count?q=a', 'q'],
      ['/api/discipline/count?sort=x', 'sort'],
      ['/api/discipline/count?limit=25', 'limit'],
      ['/api/autoComplete', 'q'],
      ['/api/autoComplete?q=ab', 'q'],
      ['/api/autoComplete?q=%20ab%20', 'q'],
      [`/api/autoComplete?q=${'a'.repeat(101)}`, 'q'],
      ['/api/autoComplete?q=biology&limit=25', 'limit'],
      ['/api/autoComplete?q=biology&type=nope', 'type'],
    ])('%s → 400 naming %s', async (url, field) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        expect.objectContaining({ statusCode: 400, field, message: expect.stringContaining(field) }),
      );
    });

    it('accepts the empty values the spec sends (cat, disc, country, institution, sort, …)', async () => {
      const res = await get(
        '/api/search?q=&cat=&country=&disc=&ftrFlag=&limit=24&offset=0&token=&type=all&institution=&sort=&filter=&orgClassification=&resultType=',
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('search', () => {
    it('answers the spec §3 shape', async () => {
      const body = await search({ q: common });
      expect(body.count).toBeGreaterThan(0);
      expect(body.currentResultPage).toBe(1);
      expect(body.searchResults.map((r) => r.key)).toEqual([
        'all',
        'etexts',
        'courses',
        'custom',
        'application',
        'collections',
        'reviewer',
        'beta',
      ]);
      const item = body.items[0]!;
      expect(item).toEqual({
        productId: expect.any(String),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        source: {
          'cnt:slug': expect.any(String),
          'schema:name': expect.any(String),
          'schema:description': { 'schema:txt': expect.any(String) },
          'schema:bookEdition': expect.toBeOneOf([null, expect.stringMatching(/^[0-9]+e$/i)]),
          'schema:sourceIsbn': {
            'schema:isbn13': expect.toBeOneOf([null, expect.stringMatching(/^97[89][0-9]{10}$/)]),
          },
          'schema:brand': { 'schema:name': expect.toBeOneOf([null, expect.any(String)]) },
          'schema:orgId': expect.toBeOneOf([null, expect.any(String)]),
          'schema:image': expect.toBeOneOf([null, `/api/covers/${item.productId}.svg`]),
          'schema:datePublished': expect.toBeOneOf([null, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]),
          'cnt:productType': expect.stringMatching(/^(sample|beta|other)$/),
          'cnt:auxiliaryFields': {
            productPlatform: expect.any(String),
            productModel: { name: expect.any(String) },
            authors: expect.any(Array),
            k12: { availableForLicense: expect.any(Boolean) },
            offerType: { offerTypeCode: expect.stringMatching(/^(institutional|national)$/) },
            comingSoon: expect.any(Boolean),
            productStage: expect.stringMatching(/^(live|review)$/),
            audience: expect.stringMatching(/^(k12|highered|all)$/),
          },
        },
        innerHits: { searchResults: [] },
      });
      expect((item.source['schema:description'] as { 'schema:txt': string })['schema:txt'].length).toBeLessThanOrEqual(
        300,
      );
    });

    it('pages with limit and offset; count covers every page', async () => {
      const whole = await search({ q: common, limit: 10, offset: 0 });
      const first = await search({ q: common, limit: 5, offset: 0 });
      const second = await search({ q: common, limit: 5, offset: 5 });
      expect(whole.count).toBe(first.count);
      expect(second.count).toBe(first.count);
      expect([...first.items, ...second.items].map((i) => i.productId)).toEqual(whole.items.map((i) => i.productId));
      expect(second.currentResultPage).toBe(2);
      const beyond = await search({ q: common, limit: 24, offset: first.count + 24 });
      expect(beyond.items).toEqual([]);
      expect(beyond.count).toBe(first.count);
      expect(beyond.correctedQuery).toBeUndefined();
      const none = await search({ q: common, limit: 0 });
      expect(none.items).toEqual([]);
      expect(none.count).toBe(first.count);
    });

    it('browses without text: every live product of the catalogue', async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from product where product_stage = 'live' and product_type <> 'beta'`.execute(
        t.database.db,
      );
      const body = await all({ q: '' });
      expect(body.count).toBe(rows[0]!.n);
      expect(new Set(body.items.map((i) => i.productId)).size).toBe(body.count);
    });

    it('sorts by title', async () => {
      const { items } = await all({ q: '', sort: 'name' });
      const names = items.map((i) => i.source['schema:name'].toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('sorts by first author', async () => {
      const { items } = await all({ q: '', sort: 'familyName' });
      const names = items.map((i) => i.source['cnt:auxiliaryFields'].authors[0]?.familyName.toLowerCase() ?? '\uffff');
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('sorts by publication date, newest first', async () => {
      const { items } = await all({ q: common, sort: 'datePublished' });
      const dates = items.map((i) => i.source['schema:datePublished'] ?? '0000');
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('filters by platform; the platform counts are the counts of each filter', async () => {
      const everything = await search({ q: '' });
      const expected: Record<string, (i: Item) => boolean> = {
        all: (i) => i.source['cnt:auxiliaryFields'].productStage === 'live' && i.source['cnt:productType'] !== 'beta',
        etexts: (i) => i.source['cnt:auxiliaryFields'].productPlatform === 'etext',
        courses: (i) => i.source['cnt:auxiliaryFields'].productPlatform === 'revel',
        custom: () => true,
        application: (i) => i.source['cnt:auxiliaryFields'].productPlatform === 'learning_applications',
        collections: (i) => i.source['cnt:auxiliaryFields'].productPlatform === 'collection',
        reviewer: (i) => i.source['cnt:auxiliaryFields'].productStage === 'review',
        beta: (i) => i.source['cnt:productType'] === 'beta',
      };
      for (const { key, count } of everything.searchResults) {
        const filtered = await all({ q: '', type: key });
        expect(filtered.count, key).toBe(count);
        expect(filtered.items.length, key).toBe(count);
        expect(filtered.items.every(expected[key]!), key).toBe(true);
        if (key !== 'all') expect(count, key).toBeGreaterThan(0);
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from product where is_custom and product_stage = 'live' and product_type <> 'beta'`.execute(
        t.database.db,
      );
      expect(everything.searchResults.find((r) => r.key === 'custom')!.count).toBe(rows[0]!.n);
      // With text, the same holds (computed live rather than from the facet table).
      const withText = await search({ q: common });
      for (const { key, count } of withText.searchResults) {
        expect((await search({ q: common, type: key, limit: 0 })).count, key).toBe(count);
      }
    });

    it('filters by show-by: samples, coming soon, available', async () => {
      const samples = await all({ q: '', filter: 'samples' });
      expect(samples.count).toBeGreaterThan(0);
      expect(samples.items.every((i) => i.source['cnt:productType'] === 'sample')).toBe(true);
      const soon = await all({ q: '', filter: 'comingSoon' });
      expect(soon.count).toBeGreaterThan(0);
      expect(soon.items.every((i) => i.source['cnt:auxiliaryFields'].comingSoon)).toBe(true);
      const available = await all({ q: '', filter: 'available' });
      expect(
        available.items.every(
          (i) => !i.source['cnt:auxiliaryFields'].comingSoon && i.source['cnt:productType'] !== 'sample',
        ),
      ).toBe(true);
      const everything = await search({ q: '' });
      expect(available.count + soon.count + samples.count).toBeGreaterThanOrEqual(everything.count);
      expect(available.count).toBeLessThan(everything.count);
    });

    it('filters by audience: resultType, and higher-ed organisations get higher-ed only', async () => {
      const k12 = await all({ q: '', resultType: 'k12' });
      expect(k12.count).toBeGreaterThan(0);
      expect(k12.items.every((i) => i.source['cnt:auxiliaryFields'].audience !== 'highered')).toBe(true);
      const highered = await all({ q: '', resultType: 'highered' });
      expect(highered.items.every((i) => i.source['cnt:auxiliaryFields'].audience !== 'k12')).toBe(true);
      const forced = await search({ q: '', resultType: 'k12', orgClassification: 'higher_ed' });
      expect(forced.count).toBe(highered.count);
    });

    it('filters by subject: one or several disciplines (pipe-joined), a category', async () => {
      const db = t.database.db;
      const { rows } = await sql<{ code: string; n: number }>`
        select pd.primary_code as code, count(*)::int as n from product_discipline pd join product p on p.product_id = pd.product_id
        where p.product_stage = 'live' and p.product_type <> 'beta'
        group by 1 order by 2 desc, 1 limit 2`.execute(db);
      const [a, b] = rows;
      const one = await all({ q: '', disc: a!.code });
      expect(one.count).toBe(a!.n);
      const ids = (
        await sql<{
          product_id: string;
        }>`select product_id from product_discipline where primary_code = ${a!.code}`.execute(db)
      ).rows.map((r) => r.product_id);
      expect(one.items.every((i) => ids.includes(i.productId))).toBe(true);
      const both = await search({ q: '', disc: `${a!.code}|${b!.code}` });
      const { rows: union } = await sql<{ n: number }>`
        select count(distinct p.product_id)::int as n from product p join product_discipline pd on pd.product_id = p.product_id
        where pd.primary_code in (${a!.code}, ${b!.code}) and p.product_stage = 'live' and p.product_type <> 'beta'`.execute(
        db,
      );
      expect(both.count).toBe(union[0]!.n);
      const { rows: cat } = await sql<{ code: string; n: number }>`
        select d.category_code as code, count(distinct p.product_id)::int as n from product p
        join product_discipline pd on pd.product_id = p.product_id join primary_discipline d on d.code = pd.primary_code
        where p.product_stage = 'live' and p.product_type <> 'beta' group by 1 order by 2 desc limit 1`.execute(db);
      expect((await search({ q: '', cat: cat[0]!.code })).count).toBe(cat[0]!.n);
      // Text and subject together: a subset of each.
      const text = await search({ q: common, disc: a!.code });
      expect(text.count).toBeLessThanOrEqual(one.count);
      // An unknown code matches nothing.
      expect((await search({ q: '', disc: 'NO-SUCH-CODE' })).count).toBe(0);
    });

    it('shows the institution filter and seat licences only to the organisation (LMS token)', async () => {
      const db = t.database.db;
      const { rows } = await sql<{ org_id: string; n: number }>`
        select l.org_id, count(*)::int as n from seat_license l
        where l.status = 'active' and current_date between l.starts_on and l.ends_on
        group by 1 order by 2 desc, 1 limit 1`.execute(db);
      const org = rows[0]!.org_id;
      const { token } = signLmsToken(t.config.lmsTokenSecret, { org, role: 'instructor', minutes: 30 });
      const mine = await all({ q: '', filter: 'institution', token });
      // The token's holder counts as a member of its organisation: other institutions' own
      // products (custom editions) are not theirs to open, so they are not listed.
      const { rows: expected } = await sql<{ n: number }>`
        select count(*)::int as n from product p where p.product_stage = 'live' and p.product_type <> 'beta'
          and (p.org_id is null or p.org_id = ${org}) and p.product_id in (
          select product_id from offer where org_id = ${org} and scope = 'institutional'
          union select product_id from seat_license where org_id = ${org})`.execute(db);
      expect(mine.count).toBe(expected[0]!.n);
      expect(mine.count).toBeGreaterThan(0);
      // K-12 list: activated seat licences first, as inner hits.
      const k12 = await search({ q: '', resultType: 'k12', token });
      const first = k12.items[0]!;
      expect(first.innerHits.searchResults).toContainEqual(
        expect.objectContaining({ orgId: org, active: true, offerTypeCode: 'SEAT_LICENSE' }),
      );
      const activated = k12.items.map((i) => i.innerHits.searchResults.some((h) => h.active));
      expect(activated).toEqual([...activated].sort((x, y) => Number(y) - Number(x)));
      // Anyone else asking for that organisation gets no organisation data (and no error).
      const stranger = await search({ q: '', filter: 'institution', institution: org });
      expect(stranger.count).toBe(0);
      const strangerK12 = await search({ q: '', resultType: 'k12', institution: org });
      expect(strangerK12.items.every((i) => i.innerHits.searchResults.length === 0)).toBe(true);
    });

    it('searches the corrected text when nothing matches as typed, and says so', async () => {
      const typo = `${common.slice(0, 2)}${common[3]}${common[2]}${common.slice(4)}`; // two letters swapped
      const body = await search({ q: typo });
      expect(body.correctedQuery).toBe(common);
      expect(body.count).toBe((await search({ q: common })).count);
      const exact = await search({ q: common });
      expect(exact.correctedQuery).toBeUndefined();
      // Nothing to correct: an empty answer without correctedQuery.
      const nothing = await search({ q: 'zzqqxxvv' });
      expect(nothing).toEqual(expect.objectContaining({ count: 0, items: [] }));
      expect(nothing.correctedQuery).toBeUndefined();
      // Punctuation only: nothing to search.
      expect((await search({ q: '!!' })).count).toBe(0);
    });

    it("works a text's correction out once for its results and its subject counts", async () => {
      const typo = `${common[0]}${common[2]}${common[1]}${common.slice(3)}`; // another two swapped
      const before = t.app.answerCache.stats();
      const [results, counts] = await Promise.all([
        search({ q: typo }),
        get(`/api/discipline/count?q=${encodeURIComponent(typo)}`).then((r) => r.json() as { correctedQuery?: string }),
      ]);
      expect(results.correctedQuery).toBe(common);
      expect(counts.correctedQuery).toBe(common);
      const after = t.app.answerCache.stats();
      // Two answers (results, counts) and two shared values (the learned rule, the correction)
      // computed; the other call's learned rule and correction came from them.
      expect(after.misses - before.misses).toBe(4);
      expect(after.hits + after.shared - (before.hits + before.shared)).toBe(2);
    });

    it('is cacheable (ETag, Cache-Control)', async () => {
      const res = await get(`/api/search?q=${common}`);
      expect(res.headers.etag).toMatch(/^W\/".+"$/);
      expect(res.headers['cache-control']).toContain('stale-while-revalidate');
    });
  });

  describe('discipline counts', () => {
    interface Counts {
      highered: {
        count: number;
        categories: { code: string; count: number }[];
        disciplines: { code: string; count: number }[];
      };
      k12: Counts['highered'];
      all: Counts['highered'];
      correctedQuery?: string;
    }
    const counts = async (params: Record<string, string>) => {
      const res = await get(`/api/discipline/count?${new URLSearchParams(params)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Counts;
    };

    it('counts per category and discipline, for higher-ed and K-12 separately', async () => {
      const body = await counts({ q: common });
      const higher = await search({ q: common, resultType: 'highered' });
      const k12 = await search({ q: common, resultType: 'k12' });
      expect(body.highered.count).toBe(higher.count);
      expect(body.k12.count).toBe(k12.count);
      for (const side of [body.highered, body.k12]) {
        for (const d of side.disciplines) {
          expect(
            (await search({ q: common, disc: d.code, resultType: side === body.k12 ? 'k12' : 'highered', limit: 0 }))
              .count,
          ).toBe(d.count);
        }
        for (const c of side.categories) {
          expect(
            (await search({ q: common, cat: c.code, resultType: side === body.k12 ? 'k12' : 'highered', limit: 0 }))
              .count,
          ).toBe(c.count);
        }
      }
    });

    it('counts both lists together, each product once, as a search without resultType finds them', async () => {
      for (const params of [{ q: common }, {}] as Record<string, string>[]) {
        const body = await counts(params);
        const both = await search({ ...params, limit: 0 });
        expect(body.all.count).toBe(both.count);
        // Products of audience "all" are in both lists: the sum would count them twice.
        expect(body.all.count).toBeLessThan(body.highered.count + body.k12.count);
        expect(body.all.count).toBeGreaterThanOrEqual(Math.max(body.highered.count, body.k12.count));
        for (const d of body.all.disciplines.slice(0, 5)) {
          expect((await search({ ...params, disc: d.code, limit: 0 })).count).toBe(d.count);
        }
        for (const c of body.all.categories.slice(0, 5)) {
          expect((await search({ ...params, cat: c.code, limit: 0 })).count).toBe(c.count);
        }
      }
    });

    it('gives the same counts from the facet table (no text) as from the products', async () => {
      const body = await counts({});
      const db = t.database.db;
      const { rows } = await sql<{ code: string; n: number }>`
        select pd.primary_code as code, count(*)::int as n from product p join product_discipline pd on pd.product_id = p.product_id
        where p.product_stage = 'live' and p.product_type <> 'beta' and p.audience <> 'k12' group by 1`.execute(db);
      expect(Object.fromEntries(body.highered.disciplines.map((d) => [d.code, d.count]))).toEqual(
        Object.fromEntries(rows.map((r) => [r.code, r.n])),
      );
      const { rows: cats } = await sql<{ code: string; n: number }>`
        select d.category_code as code, count(distinct p.product_id)::int as n from product p
        join product_discipline pd on pd.product_id = p.product_id join primary_discipline d on d.code = pd.primary_code
        where p.product_stage = 'live' and p.product_type <> 'beta' and p.audience <> 'highered' group by 1`.execute(
        db,
      );
      expect(Object.fromEntries(body.k12.categories.map((d) => [d.code, d.count]))).toEqual(
        Object.fromEntries(cats.map((r) => [r.code, r.n])),
      );
    });

    it('keeps the other subjects counted when a subject is chosen, and applies the other filters', async () => {
      const plain = await counts({ q: common });
      const chosen = await counts({ q: common, disc: plain.highered.disciplines[0]!.code });
      expect(chosen).toEqual(plain);
      const etexts = await counts({ q: common, type: 'etexts' });
      expect(etexts.highered.count).toBe((await search({ q: common, type: 'etexts', resultType: 'highered' })).count);
    });

    it('follows a corrected query', async () => {
      const typo = `${common.slice(0, 2)}${common[3]}${common[2]}${common.slice(4)}`;
      const body = await counts({ q: typo });
      expect(body.correctedQuery).toBe(common);
      expect(body.highered.count + body.k12.count).toBeGreaterThan(0);
    });
  });

  describe('autocomplete', () => {
    interface Suggest {
      searchResults: {
        productId: string;
        uuid: string;
        matchedFields: string[];
        source: {
          name: string;
          slug: string;
          isbn13: string | null;
          images: unknown[];
          auxiliaryFields: { productPlatform: string; authors: { familyName: string }[] };
          productModel: { name: string };
        };
      }[];
      authors: { name: string; givenName: string; familyName: string; count: number }[];
      correctedQuery?: string;
    }
    const suggest = async (q: string, extra: Record<string, string> = {}) => {
      const res = await get(`/api/autoComplete?${new URLSearchParams({ q, ...extra })}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Suggest;
    };

    it('suggests titles starting with the text first, in the spec §3 shape', async () => {
      const { rows } = await sql<{
        title_key: string;
      }>`select title_key from search_document order by product_id limit 1 offset 17`.execute(t.database.db);
      const prefix = rows[0]!.title_key.slice(0, 6);
      const body = await suggest(prefix);
      expect(body.searchResults.length).toBeGreaterThan(0);
      expect(body.searchResults.length).toBeLessThanOrEqual(24);
      expect(
        body.searchResults[0]!.source.name.toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')
          .startsWith(prefix.trim()),
      ).toBe(true);
      expect(body.searchResults[0]).toEqual({
        productId: expect.any(String),
        uuid: expect.any(String),
        matchedFields: expect.arrayContaining(['name']),
        source: {
          name: expect.any(String),
          slug: expect.any(String),
          isbn13: expect.toBeOneOf([null, expect.any(String)]),
          images: expect.any(Array),
          auxiliaryFields: { productPlatform: expect.any(String), authors: expect.any(Array) },
          productModel: { name: expect.any(String) },
          orgId: expect.toBeOneOf([null, expect.any(String)]),
        },
      });
      expect((await suggest(prefix, { limit: '3' })).searchResults.length).toBeLessThanOrEqual(3);
    });

    it('suggests at most 5 authors, and their products', async () => {
      const { rows } = await sql<{ f: string }>`
        select family_name as f from search_author group by family_name order by sum(products) desc, family_name limit 1`.execute(
        t.database.db,
      );
      const family = rows[0]!.f;
      const body = await suggest(family.slice(0, 4));
      expect(body.authors.length).toBeGreaterThan(0);
      expect(body.authors.length).toBeLessThanOrEqual(5);
      expect(body.authors.some((a) => a.familyName === family)).toBe(true);
      const full = await suggest(family);
      expect(full.searchResults.some((s) => s.matchedFields.includes('authors'))).toBe(true);
    });

    it('suggests by ISBN being typed', async () => {
      const { rows } = await sql<{
        isbn13: string;
      }>`select isbn13 from product order by product_id limit 1 offset 3`.execute(t.database.db);
      const isbn = rows[0]!.isbn13;
      const body = await suggest(isbn.slice(0, 9));
      expect(body.searchResults.length).toBeGreaterThan(0);
      expect(body.searchResults.every((s) => s.source.isbn13!.startsWith(isbn.slice(0, 9)))).toBe(true);
      expect(body.searchResults[0]!.matchedFields).toContain('isbn');
      const whole = await suggest(`${isbn.slice(0, 3)}-${isbn.slice(3)}`);
      expect(whole.searchResults[0]!.source.isbn13).toBe(isbn);
    });

    it('tolerates a typo in the word being typed', async () => {
      const typo = `${common.slice(0, 2)}${common[3]}${common[2]}${common.slice(4, 6)}`;
      const body = await suggest(typo);
      expect(body.searchResults.length).toBeGreaterThan(0);
      expect(body.correctedQuery).toBe(common.slice(0, 6));
    });
  });
});
