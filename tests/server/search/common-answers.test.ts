/**
 * Precomputed answers of common words (the slowest searches, done once ahead): a search for one common word alone is
 * served from search_common, and gives exactly what the SQL over the documents gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { refreshCommonAnswers } from '../../../server/modules/search/common-answers-repository.ts';

describe.each(databaseKinds)('common words on %s', (kind) => {
  // Answer cache off: every request below runs the search.
  const t = useTestApp(kind, { seed: { products: 400, seed: 42 }, env: { SEARCH_CACHE_MB: '0' } });
  let word = '';
  const get = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const urls = () => [
    `/api/search?q=${word}`,
    `/api/search?q=${word}&offset=24`,
    `/api/search?q=${word}&limit=5&offset=5`,
    `/api/search?q=${word}&type=etexts`,
    `/api/search?q=${word}&sort=name`,
    `/api/discipline/count?q=${word}`,
    `/api/discipline/count?q=${word}&type=courses`,
    `/api/discipline/count?q=${word}&filter=available`,
    `/api/discipline/count?q=${word}&type=etexts&filter=comingSoon`,
    `/api/discipline/count?q=${word}&type=collections&filter=samples`,
    `/api/discipline/count?q=${word}&type=beta&filter=samples`,
  ];

  beforeAll(async () => {
    const { rows } = await sql<{ term: string }>`
      select term from search_term where term ~ '^[a-z]{5,}$' order by documents desc, term limit 1`.execute(
      t.database.db,
    );
    word = rows[0]!.term;
  });

  it('gives the same answers from the precomputed rows as from the documents', async () => {
    await sql`delete from search_common`.execute(t.database.db);
    const computed = await Promise.all(urls().map(get));
    expect(computed[0].count).toBeGreaterThan(24);
    expect(await refreshCommonAnswers(t.database.db, { minDocuments: 1, maxWords: 5 })).toBeGreaterThan(0);
    const { rows } = await sql<{ query: string }>`select query from search_common`.execute(t.database.db);
    expect(rows.map((r) => r.query)).toContain(`${word}*`);
    expect(await Promise.all(urls().map(get))).toEqual(computed);
  });

  it('serves a search for the word alone from its precomputed row', async () => {
    const { rows } = await sql<{ ids: string[] }>`select ids from search_common where query = ${`${word}*`}`.execute(
      t.database.db,
    );
    const last = rows[0]!.ids.at(-1)!;
    // Put the row's last product first: the answer must follow the row.
    await sql`update search_common set ids = array_prepend(${last}::text, ids) where query = ${`${word}*`}`.execute(
      t.database.db,
    );
    expect((await get(`/api/search?q=${word}`)).items[0].productId).toBe(last);
    // A filtered search does not use it, nor a text that searches the word beside a stop word
    // (its key ranks titles starting with "the <word>" first).
    expect((await get(`/api/search?q=${word}&type=etexts`)).items[0]?.productId).not.toBe(last);
    expect((await get(`/api/search?q=the%20${word}`)).items[0]?.productId).not.toBe(last);
  });

  it("serves a common word's subject counts under a platform and show-by from its precomputed row", async () => {
    const url = `/api/discipline/count?q=${word}&type=etexts&filter=available`;
    const live = await get(url);
    expect(live.all.count).toBeGreaterThan(0);
    // Double the row's total: the answer must follow the row.
    await sql`update search_common_subjects
      set subjects = (select jsonb_agg(case when r->>'subject' = '' then jsonb_set(r, '{products}', to_jsonb((r->>'products')::int * 2)) else r end)
                      from jsonb_array_elements(subjects) r)
      where query = ${`${word}*`} and type_key = 'etexts' and show_by = 'available'`.execute(t.database.db);
    expect((await get(url)).all.count).toBe(live.all.count * 2);
    // Another pair, and the institution's show-by (which depends on the caller), do not use it.
    expect((await get(`/api/discipline/count?q=${word}&type=etexts`)).all.count).not.toBe(live.all.count * 2);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from search_common_subjects where query = ${`${word}*`} and show_by = 'institution'`.execute(
      t.database.db,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('precomputes the broadest starts of words, typed alone, with the answers the SQL gives', async () => {
    const start = word.slice(0, 4);
    const starts = [
      `/api/search?q=${start}`,
      `/api/search?q=${start}&offset=10&limit=10`,
      `/api/discipline/count?q=${start}&type=etexts`,
    ];
    await sql`delete from search_common`.execute(t.database.db);
    await sql`delete from search_common_subjects`.execute(t.database.db);
    const live = await Promise.all(starts.map(get));
    expect(live[0].count).toBeGreaterThan(24);
    // A threshold that the start of the most common word reaches.
    await refreshCommonAnswers(t.database.db, { maxWords: 0, minPrefixDocuments: 50 });
    const { rows } = await sql<{ query: string }>`select query from search_common`.execute(t.database.db);
    expect(rows.map((r) => r.query)).toContain(`${start}*`);
    expect(rows.map((r) => r.query)).not.toContain(`${word}*`);
    expect(await Promise.all(starts.map(get))).toEqual(live);
    // Served from the row: put its last product first.
    await sql`update search_common set ids = array_prepend(ids[array_upper(ids, 1)], ids) where query = ${`${start}*`}`.execute(
      t.database.db,
    );
    const { rows: first } = await sql<{
      id: string;
    }>`select ids[1] as id from search_common where query = ${`${start}*`}`.execute(t.database.db);
    expect((await get(`/api/search?q=${start}`)).items[0].productId).toBe(first[0]!.id);
  });

  it('precomputes every word over the threshold, not a fixed number of the largest', async () => {
    // A threshold that 250 words reach: more than the 200 a fixed cap once kept, which at a
    // million products left words in 13,000 products each to the live SQL.
    const { rows } = await sql<{ documents: number }>`
      select documents from search_term where term ~ '^[a-z0-9]{3,}$'
      order by documents desc, term offset 249 limit 1`.execute(t.database.db);
    const min = rows[0]!.documents;
    const kept = await refreshCommonAnswers(t.database.db, { minDocuments: min, maxPrefixes: 0 });
    expect(kept).toBeGreaterThanOrEqual(240);
    const { rows: counted } = await sql<{ words: number; kept: number }>`
      select (select count(*)::int from search_term where documents >= ${min} and term ~ '^[a-z0-9]{3,}$') as words,
             (select count(*)::int from search_common) as kept`.execute(t.database.db);
    // Every qualifying word but the English stop words (never searched alone).
    expect(counted[0]!.kept).toBe(kept);
    expect(counted[0]!.words - kept).toBeLessThanOrEqual(40);
    expect(counted[0]!.words - kept).toBeGreaterThanOrEqual(0);
  });
});
