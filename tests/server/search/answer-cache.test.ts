/**
 * The server's cache of search answers (server/plugins/answer-cache/answer-cache.ts) seen from a client:
 * `x-cache`, identical bodies and ETags, keys built from validated input and the caller's
 * organisation, and dropping answers when the catalogue changes, in this process (import)
 * or in another one (catalogue_state.version, at most CATALOGUE_CHECK_MS late).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, pickProduct } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';
import { importCatalog } from '../../../server/ingest/catalog-import.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';
import { refreshSearchDocuments } from '../../../server/modules/search/search-document-repository.ts';

interface SearchBody {
  count: number;
  items: { productId: string; innerHits: { searchResults: { orgId: string; active: boolean }[] } }[];
}

const SAMPLE = readFileSync(new URL('../../../examples/catalog-sample.jsonl', import.meta.url), 'utf8');

/** The sample's first product under a fresh id (ISBN-13 in the 978-1-9998 block) and the given title. */
function productLine(n: number, name: string): string {
  const first12 = `97819998${String(n).padStart(4, '0')}`;
  const isbn = first12 + isbn13CheckDigit(first12);
  const {
    offers: _offers,
    isRelatedTo: _related,
    ...base
  } = JSON.parse(SAMPLE.split('\n')[0]!) as Record<string, unknown>;
  return JSON.stringify({ ...base, productId: isbn, isbn: [isbn], name });
}

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe.each(databaseKinds)('search answer cache on %s', (kind) => {
  /** The app as configured by default (CATALOGUE_CHECK_MS 1000). */
  const t = useTestApp(kind);
  /** Apps on the same database: one comparing the catalogue version on every request, one
   * every ten minutes, one without the cache. */
  let eager: FastifyInstance;
  let lazy: FastifyInstance;
  let off: FastifyInstance;
  let common: string;

  const appOn = (env: Record<string, string>) => buildTestApp(t.database, env);
  const get = async (url: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) => {
    const res = await app.inject({ method: 'GET', url, headers });
    return res;
  };
  /** GET /api/search with `params`, expecting 200: the body and the cache status. */
  const search = async (params: Record<string, string | number>, app: FastifyInstance = t.app) => {
    const res = await get(`/api/search?${qs(params)}`, {}, app);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as SearchBody, raw: res.body, cache: res.headers['x-cache'], etag: res.headers.etag };
  };

  beforeAll(async () => {
    eager = await appOn({ CATALOGUE_CHECK_MS: '0' });
    lazy = await appOn({ CATALOGUE_CHECK_MS: '600000' });
    off = await appOn({ SEARCH_CACHE_MB: '0' });
    const { rows } = await sql<{ term: string }>`
      select term from search_term where length(term) >= 5 and term ~ '^[a-z]+$' order by documents desc, term limit 1`.execute(
      t.database.db,
    );
    common = rows[0]!.term;
  });
  afterAll(async () => {
    await eager?.close();
    await lazy?.close();
    await off?.close();
  });

  it('answers a repeated search from the cache: same body, same ETag, and 304 for If-None-Match', async () => {
    const first = await search({ q: common, limit: 12 });
    expect(first.cache).toBe('miss');
    expect(first.body.count).toBeGreaterThan(0);
    expect(first.etag).toMatch(/^W\/".+"$/);
    const second = await get(`/api/search?${qs({ q: common, limit: 12 })}`);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.raw);
    expect(second.headers.etag).toBe(first.etag);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['cache-control']).toContain('max-age=60');
    const revalidated = await get(`/api/search?${qs({ q: common, limit: 12 })}`, { 'if-none-match': first.etag! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await get(`/api/search?${qs({ q: common, limit: 12 })}`, { 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.raw);
  });

  it('shares an entry between query strings that mean the same, not between different pages', async () => {
    const base = { q: common, limit: 6 };
    const first = await search(base);
    expect(first.cache).toBe('miss');
    expect(first.body.count).toBeGreaterThan(6);
    for (const same of [
      { ...base, ref: 'x' },
      { ...base, cat: '' },
      { ...base, disc: '', type: '', sort: '', filter: '', institution: '', token: '', offset: 0 },
      { ...base, q: `  ${common} ` },
    ]) {
      const res = await search(same);
      expect(res.cache, qs(same)).toBe('hit');
      expect(res.raw).toBe(first.raw);
      expect(res.etag).toBe(first.etag);
    }
    const next = await search({ ...base, offset: 6 });
    expect(next.cache).toBe('miss');
    expect(next.etag).not.toBe(first.etag);
    expect(next.body.items.map((i) => i.productId)).not.toContain(first.body.items[0]!.productId);
    const other = await search({ ...base, limit: 7 });
    expect(other.cache).toBe('miss');
    expect(other.body.items).toHaveLength(7);
  });

  it('computes a search asked for by concurrent requests once', async () => {
    const params = { q: common, limit: 5, offset: 3 };
    const responses = await Promise.all([0, 1, 2].map(() => get(`/api/search?${qs(params)}`)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Computed once: one miss; the others waited for it ('shared') or, when the answer was
    // ready before they were parsed (a precomputed common word is quick), found it kept ('hit').
    const cache = responses.map((r) => String(r.headers['x-cache']));
    expect(cache.filter((c) => c === 'miss')).toEqual(['miss']);
    expect(cache.filter((c) => c !== 'miss').every((c) => c === 'shared' || c === 'hit')).toBe(true);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
  });

  it('still validates every request: 400 naming the field while a valid answer is cached', async () => {
    await search({ q: '' });
    expect((await search({ q: '' })).cache).toBe('hit');
    for (const [url, field] of [
      ['/api/search?q=a', 'q'],
      ['/api/search?q=&limit=25', 'limit'],
      ['/api/search?q=&offset=-1', 'offset'],
      ['/api/search?q=&institution=A%7CB%7CC', 'institution'],
      ['/api/discipline/count?q=a', 'q'],
      ['/api/autoComplete?q=ab', 'q'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, field }));
      expect(res.headers['x-cache']).toBeUndefined();
    }
  });

  it('caches autocomplete and discipline counts too', async () => {
    const typed = common.slice(0, 4);
    const suggest = await get(`/api/autoComplete?${qs({ q: typed })}`);
    expect(suggest.statusCode, suggest.body).toBe(200);
    expect(suggest.headers['x-cache']).toBe('miss');
    expect((suggest.json() as { searchResults: unknown[] }).searchResults.length).toBeGreaterThan(0);
    const again = await get(`/api/autoComplete?${qs({ q: typed, ref: 'x' })}`);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(suggest.body);
    expect(again.headers.etag).toBe(suggest.headers.etag);
    // A trailing space says the last word is complete: another question.
    expect((await get(`/api/autoComplete?${qs({ q: `${typed} ` })}`)).headers['x-cache']).toBe('miss');

    const counts = await get(`/api/discipline/count?${qs({ q: common })}`);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.headers['x-cache']).toBe('miss');
    const countsAgain = await get(`/api/discipline/count?${qs({ q: common, limit: 24, offset: 48 })}`);
    expect(countsAgain.headers['x-cache']).toBe('hit');
    expect(countsAgain.body).toBe(counts.body);
    // Counts leave the subject and audience filters out (so the other subjects keep
    // their counts): a click on a subject asks the same question again.
    const category = (counts.json() as { highered: { categories: { code: string }[] } }).highered.categories[0]!.code;
    const inSubject = await get(`/api/discipline/count?${qs({ q: common, cat: category, resultType: 'k12' })}`);
    expect(inSubject.headers['x-cache']).toBe('hit');
    expect(inSubject.body).toBe(counts.body);
    // …but a platform filter changes the counts: another entry.
    const etexts = await get(`/api/discipline/count?${qs({ q: common, type: 'etexts' })}`);
    expect(etexts.headers['x-cache']).toBe('miss');
    expect(etexts.body).not.toBe(counts.body);
    // The counts and the search for the same text are different answers.
    const searched = await search({ q: common });
    expect(searched.raw).not.toBe(counts.body);
  });

  it('does not share answers between callers whose organisation differs (LMS token vs. anyone naming the organisation)', async () => {
    const db = t.database.db;
    const { rows } = await sql<{ org_id: string }>`
      select l.org_id, count(*)::int as n from seat_license l
      where l.status = 'active' and current_date between l.starts_on and l.ends_on
      group by 1 order by 2 desc, 1 limit 1`.execute(db);
    const org = rows[0]!.org_id;
    const { token } = signLmsToken(t.config.lmsTokenSecret, { org, role: 'instructor', minutes: 30 });

    // The token holder first: the stranger afterwards must not get the organisation's answer.
    const mine = await search({ q: '', filter: 'institution', token });
    expect(mine.cache).toBe('miss');
    expect(mine.body.count).toBeGreaterThan(0);
    expect((await search({ q: '', filter: 'institution', token })).cache).toBe('hit');
    const stranger = await search({ q: '', filter: 'institution', institution: org });
    expect(stranger.cache).toBe('miss');
    expect(stranger.body.count).toBe(0);
    // Another token of the same organisation gets the same answer (from the cache).
    const { token: other } = signLmsToken(t.config.lmsTokenSecret, { org, role: 'student', minutes: 30 });
    const colleague = await search({ q: '', filter: 'institution', token: other });
    expect(colleague.cache).toBe('hit');
    expect(colleague.raw).toBe(mine.raw);

    // The stranger first: the token holder must still see the seat licences.
    const strangerK12 = await search({ q: '', resultType: 'k12', institution: org });
    expect(strangerK12.body.items.every((i) => i.innerHits.searchResults.length === 0)).toBe(true);
    // Naming an organisation one does not belong to is the same question as naming none.
    expect((await search({ q: '', resultType: 'k12' })).cache).toBe('hit');
    const mineK12 = await search({ q: '', resultType: 'k12', token });
    expect(mineK12.cache).toBe('miss');
    expect(mineK12.body.items[0]!.innerHits.searchResults).toContainEqual(
      expect.objectContaining({ orgId: org, active: true }),
    );
    expect(mineK12.etag).not.toBe(strangerK12.etag);
  });

  it('answers every request afresh with SEARCH_CACHE_MB=0', async () => {
    const url = `/api/search?${qs({ q: common, limit: 12 })}`;
    const responses = [await get(url, {}, off), await get(url, {}, off), await get(url, {}, off)];
    expect(responses.map((r) => r.headers['x-cache'])).toEqual(['miss', 'miss', 'miss']);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    // The ETag still lets a client revalidate.
    const etag = responses[0]!.headers.etag as string;
    expect(responses[1]!.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': etag }, off)).statusCode).toBe(304);
    const counts = `/api/discipline/count?${qs({ q: common })}`;
    expect((await get(counts, {}, off)).headers['x-cache']).toBe('miss');
    expect((await get(counts, {}, off)).headers['x-cache']).toBe('miss');
  });

  it('finds a product imported in this process at once, though the empty answer was cached', async () => {
    const word = 'zyxquorbant';
    const before = await search({ q: word });
    expect(before.body.count).toBe(0);
    expect((await search({ q: word })).cache).toBe('hit');
    expect((await search({ q: word }, lazy)).body.count).toBe(0);
    expect((await search({ q: word }, lazy)).cache).toBe('hit');

    const line = productLine(9001, `Tidal Engineering with ${word[0]!.toUpperCase()}${word.slice(1)}`);
    const result = await importCatalog(t.database.db, line);
    expect(result).toEqual(expect.objectContaining({ imported: 1, created: 1 }));
    const id = (JSON.parse(line) as { productId: string }).productId;

    const after = await search({ q: word });
    expect(after.cache).toBe('miss');
    expect(after.body.count).toBe(1);
    expect(after.body.items[0]!.productId).toBe(id);
    expect(after.etag).not.toBe(before.etag);
    // Every app of this process heard of it, whatever its CATALOGUE_CHECK_MS.
    const lazyAfter = await search({ q: word }, lazy);
    expect(lazyAfter.cache).toBe('miss');
    expect(lazyAfter.body.count).toBe(1);
    const suggest = await get(`/api/autoComplete?${qs({ q: word.slice(0, 6) })}`);
    expect(suggest.statusCode).toBe(200);
    expect(suggest.body).toContain(id);
  });

  it("notices another process's change by catalogue_state.version: on the next request with CATALOGUE_CHECK_MS=0, not before the interval with 600000", async () => {
    const db = t.database.db;
    const word = 'quaffleborn';
    const id = await pickProduct(db, `p.product_stage = 'live' and p.product_type <> 'beta'`, 'live product');
    for (const app of [eager, lazy]) {
      const first = await search({ q: word }, app);
      expect(first.body.count).toBe(0);
      expect((await search({ q: word }, app)).cache).toBe('hit');
    }
    // What an import run by another process commits: the product and its search
    // document, and the catalogue version bumped in the same transaction; no
    // announcement reaches this process.
    await sql`update product set name = name || ${` ${word}`} where product_id = ${id}`.execute(db);
    await refreshSearchDocuments(db, [id]);

    const eagerAfter = await search({ q: word }, eager);
    expect(eagerAfter.cache).toBe('miss');
    expect(eagerAfter.body.count).toBe(1);
    expect(eagerAfter.body.items[0]!.productId).toBe(id);
    // The bound of CATALOGUE_CHECK_MS: an app that compares every ten minutes still
    // serves the answer it kept.
    const lazyAfter = await search({ q: word }, lazy);
    expect(lazyAfter.cache).toBe('hit');
    expect(lazyAfter.body.count).toBe(0);

    // A bump of the version alone (nothing else changed) drops the kept answers too.
    expect((await search({ q: word }, eager)).cache).toBe('hit');
    await sql`update catalogue_state set version = version + 1`.execute(db);
    const bumped = await search({ q: word }, eager);
    expect(bumped.cache).toBe('miss');
    expect(bumped.raw).toBe(eagerAfter.raw);
    expect((await search({ q: word }, eager)).cache).toBe('hit');
  });
});
