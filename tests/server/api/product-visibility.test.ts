// An institution's own product (a custom edition, schema:orgId) answers 403 to anyone signed
// in outside that institution (product-access.test.ts). So no list the server returns offers
// it to them: search, facet counts, autocomplete, related products; members still find it, and
// anonymous callers get it marked by its owner (opening it asks them to sign in). The answer
// cache keeps one answer per set of organisations, never one institution's list for another.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { authHeaders, signIn, type Session } from '../identity/fixtures.ts';
import { seedDemoAccounts } from '../../../server/modules/identity/demo-accounts.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';
import { refreshSearchDocuments } from '../../../server/modules/search/search-document-repository.ts';
import { refreshCommonAnswers } from '../../../server/modules/search/common-answers-repository.ts';

const PUBLIC = 'TEST-VIS-PUBLIC';
const OWN1 = 'TEST-VIS-HE1';
const OWN2 = 'TEST-VIS-HE2';
const OWN2_ISBN = '9781999990022';

interface SearchBody {
  count: number;
  searchResults: { key: string; count: number }[];
  items: { productId: string; source: { 'schema:orgId': string | null } }[];
}

describe.each(databaseKinds)('institution-owned products in every list, on %s', (kind) => {
  // A small catalogue: the common-word answers below are computed for all its words.
  const t = useTestApp(kind, { seed: { products: 24 } });
  let he1: string;
  let he2: string;
  let category: string;
  // student: higherEd1 only; instructor: higherEd1 and higherEd2; k12: a school only.
  let student: Session;
  let instructor: Session;
  let k12: Session;

  beforeAll(async () => {
    const db = t.database.db;
    ({ higherEd1: he1, higherEd2: he2 } = (await seedDemoAccounts(db)).organisations);
    const { rows } = await sql<{ code: string; category_code: string }>`
      select code, category_code from primary_discipline order by code limit 1`.execute(db);
    const discipline = rows[0]!.code;
    category = rows[0]!.category_code;
    const product = (id: string, isbn13: string, orgId: string | null) => ({
      product_id: id,
      uuid: randomUUID(),
      slug: id.toLowerCase(),
      name: orgId ? `Zygomorphic Flowers: Custom Edition ${id}` : 'Zygomorphic Flowers',
      platform: 'collection' as const,
      product_model: orgId ? ('CUSTOM_COLLECTIONS' as const) : ('COLLECTION' as const),
      offer_type: 'institutional' as const,
      audience: 'highered' as const,
      org_id: orgId,
      is_custom: orgId !== null,
      isbn13,
      isbns: [isbn13],
      date_published: '2024-01-01',
    });
    await db
      .insertInto('product')
      .values([
        product(PUBLIC, '9781999990015', null),
        product(OWN1, '9781999990039', he1),
        product(OWN2, OWN2_ISBN, he2),
      ])
      .execute();
    await db
      .insertInto('product_discipline')
      .values([PUBLIC, OWN1, OWN2].map((id) => ({ product_id: id, primary_code: discipline, is_main: true })))
      .execute();
    await db
      .insertInto('related_product')
      .values([
        { product_id: PUBLIC, related_product_id: OWN1, position: 0 },
        { product_id: PUBLIC, related_product_id: OWN2, position: 1 },
      ])
      .execute();
    await refreshSearchDocuments(db);
    [student, instructor, k12] = await Promise.all([
      signIn(t.app, 'student@example.edu'),
      signIn(t.app, 'instructor@example.edu'),
      signIn(t.app, 'k12.buyer@example.org'),
    ]);
  }, 120_000);

  const get = async <T>(url: string, session?: Session) => {
    const res = await t.app.inject({ method: 'GET', url, headers: session ? authHeaders(session) : {} });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return { body: res.json() as T, raw: res.body, cache: res.headers['x-cache'] };
  };
  const ids = (body: SearchBody) => body.items.map((i) => i.productId).sort();

  it('search: a signed-in caller gets only the owned products of their organisations', async () => {
    const url = '/api/search?q=zygomorphic&type=all';
    expect(ids((await get<SearchBody>(url, student)).body)).toEqual([PUBLIC, OWN1].sort());
    expect(ids((await get<SearchBody>(url, instructor)).body)).toEqual([PUBLIC, OWN1, OWN2].sort());
    const forK12 = (await get<SearchBody>(url, k12)).body;
    expect(ids(forK12)).toEqual([PUBLIC]);
    expect(forK12.count).toBe(1);
    expect(forK12.searchResults.find((r) => r.key === 'all')?.count).toBe(1);
  });

  it('search: an anonymous caller gets them all, each marked with its owner', async () => {
    const body = (await get<SearchBody>('/api/search?q=zygomorphic&type=all')).body;
    expect(body.count).toBe(3);
    const owners = Object.fromEntries(body.items.map((i) => [i.productId, i.source['schema:orgId']]));
    expect(owners).toEqual({ [PUBLIC]: null, [OWN1]: he1, [OWN2]: he2 });
  });

  it('search by ISBN finds a custom edition for its members only', async () => {
    expect((await get<SearchBody>(`/api/search?q=${OWN2_ISBN}`, student)).body.count).toBe(0);
    expect(ids((await get<SearchBody>(`/api/search?q=${OWN2_ISBN}`, instructor)).body)).toEqual([OWN2]);
  });

  it('an LMS token counts as its organisation', async () => {
    const token = signLmsToken(t.config.lmsTokenSecret, { org: he2, role: 'instructor', minutes: 5 }).token;
    const body = (await get<SearchBody>(`/api/search?q=zygomorphic&token=${encodeURIComponent(token)}`)).body;
    expect(ids(body)).toEqual([PUBLIC, OWN2].sort());
  });

  it('subject counts leave out what the caller may not open, with text and without', async () => {
    type Counts = { all: { count: number; categories: { code: string; count: number }[] } };
    const withText = (await get<Counts>('/api/discipline/count?q=zygomorphic&type=all', student)).body.all;
    expect(withText.count).toBe(2);
    expect(withText.categories).toEqual([{ code: category, count: 2 }]);
    const k12Counts = (await get<Counts>('/api/discipline/count?q=zygomorphic&type=all', k12)).body.all;
    expect(k12Counts.count).toBe(1);
    // Without text the counts come from the precomputed table for anonymous callers; the
    // student may open one of the two custom editions of the subject, the K-12 buyer neither.
    const browse = (session?: Session) =>
      get<Counts>('/api/discipline/count?type=all', session).then(
        (r) => r.body.all.categories.find((c) => c.code === category)!.count,
      );
    const everyone = await browse();
    expect(await browse(student)).toBe(everyone - 1);
    expect(await browse(k12)).toBe(everyone - 2);
    const listed = async (session?: Session) =>
      (await get<SearchBody>(`/api/search?cat=${category}&type=all`, session)).body.count;
    expect(await listed()).toBe(everyone);
    expect(await listed(student)).toBe(everyone - 1);
    expect(await listed(k12)).toBe(everyone - 2);
  });

  it('a precomputed common-word answer does not serve products the caller may not open', async () => {
    await refreshCommonAnswers(t.database.db, { minDocuments: 3, maxWords: 100_000 });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from search_common where query like 'zygomorphic%'`.execute(t.database.db);
    expect(rows[0]!.n, 'the word has a precomputed answer').toBe(1);
    t.app.answerCache.clear();
    expect(ids((await get<SearchBody>('/api/search?q=zygomorphic', student)).body)).toEqual([PUBLIC, OWN1].sort());
    expect((await get<SearchBody>('/api/search?q=zygomorphic')).body.count).toBe(3);
    type Counts = { all: { count: number } };
    expect((await get<Counts>('/api/discipline/count?q=zygomorphic', k12)).body.all.count).toBe(1);
  });

  it('autocomplete: members get their own editions, anonymous callers all of them marked', async () => {
    type Suggest = { searchResults: { productId: string; source: { orgId: string | null } }[] };
    const suggested = async (session?: Session) =>
      (await get<Suggest>('/api/autoComplete?q=zygomorph', session)).body.searchResults;
    expect((await suggested(student)).map((s) => s.productId).sort()).toEqual([PUBLIC, OWN1].sort());
    expect((await suggested(k12)).map((s) => s.productId)).toEqual([PUBLIC]);
    const anonymous = await suggested();
    expect(Object.fromEntries(anonymous.map((s) => [s.productId, s.source.orgId]))).toEqual({
      [PUBLIC]: null,
      [OWN1]: he1,
      [OWN2]: he2,
    });
    expect(
      (await get<Suggest>(`/api/autoComplete?q=${OWN2_ISBN.slice(0, 11)}`, student)).body.searchResults.map(
        (s) => s.productId,
      ),
    ).not.toContain(OWN2);
  });

  it('related products (alternate formats, compare formats) list only what the caller may open', async () => {
    type Related = { relatedProducts: { productId: string }[] };
    const related = async (session?: Session) =>
      (await get<Related>(`/api/products/${PUBLIC}/related`, session)).body.relatedProducts.map((r) => r.productId);
    expect(await related(student)).toEqual([OWN1]);
    expect(await related(instructor)).toEqual([OWN1, OWN2]);
    expect(await related(k12)).toEqual([]);
    expect(await related()).toEqual([]);
    type Product = { isRelatedTo: { productId: string }[]; related: boolean };
    const product = async (session?: Session) =>
      (await get<Product>(`/api/products/${PUBLIC}?getRelated=true`, session)).body;
    expect((await product(student)).isRelatedTo.map((r) => r.productId)).toEqual([OWN1]);
    expect(await product(k12)).toMatchObject({ isRelatedTo: [], related: false });
    expect((await product(instructor)).isRelatedTo.map((r) => r.productId)).toEqual([OWN1, OWN2]);
  });

  it('the answer cache never hands one institution’s list to another', async () => {
    t.app.answerCache.clear();
    const url = '/api/search?q=zygomorphic+flowers&type=all';
    const first = await get<SearchBody>(url, student);
    const again = await get<SearchBody>(url, student);
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
    expect(again.raw).toBe(first.raw);
    const other = await get<SearchBody>(url, k12);
    expect(other.cache).toBe('miss');
    expect(ids(other.body)).toEqual([PUBLIC]);
    expect((await get<SearchBody>(url)).body.count).toBe(3);
    expect(ids((await get<SearchBody>(url, instructor)).body)).toEqual([PUBLIC, OWN1, OWN2].sort());
    const suggest = '/api/autoComplete?q=zygomorphic';
    type Suggest = { searchResults: { productId: string }[] };
    await get<Suggest>(suggest, instructor);
    expect((await get<Suggest>(suggest, student)).body.searchResults.map((s) => s.productId)).not.toContain(OWN2);
  });
});
