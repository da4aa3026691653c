// Subject names per locale (docs/regions.md §5): GET /api/discipline names each subject in the
// asked locale where the catalogue has that name, else by the catalogue's own; search finds a
// subject's products by its name in another locale, folded as every search text is; and the
// catalogue's English answers stay as they were.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../support/test-db.ts';
import { refreshSearchDocuments } from '../../../server/modules/search/search-document-repository.ts';

interface Named {
  code: string;
  name: string;
}
interface Tree extends Named {
  primaryDisciplines: Array<Named & { secondaryDisciplines: Named[] }>;
}

/** Every subject's name by code, all three levels. */
function namesOf(body: { _embedded: { disciplineCategories: Tree[] } }): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of body._embedded.disciplineCategories) {
    names.set(c.code, c.name);
    for (const p of c.primaryDisciplines) {
      names.set(p.code, p.name);
      for (const s of p.secondaryDisciplines) names.set(s.code, s.name);
    }
  }
  return names;
}

describe.each(databaseKinds)('subject names per locale on %s', (kind) => {
  let t: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const subjects = async (query: string) => {
    const res = await get(`/api/discipline${query}`);
    expect(res.statusCode).toBe(200);
    return namesOf(res.json());
  };
  const countOf = async (query: string) => {
    const res = await get(`/api/search?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().count as number;
  };

  it('names the subjects in Turkish for tr-tr, all three levels', async () => {
    const names = await subjects('?locale=tr-tr');
    expect(names.get('life-sciences')).toBe('Yaşam Bilimleri');
    expect(names.get('biology')).toBe('Biyoloji');
    expect(names.get('biology-genetics')).toBe('Genetik');
    expect(names.get('health-professions')).toBe('Hemşirelik ve Sağlık Meslekleri');
    expect(names.get('nursing')).toBe('Hemşirelik');
    expect(names.get('microbiology-immunology')).toBe('İmmünoloji');
    // A name that is the same in Turkish has no row of its own: the catalogue's answers.
    expect(names.get('programming-java')).toBe('Java');
  });

  it('answers the catalogue’s own names without a locale, for en-us, and for a locale with no names', async () => {
    const plain = await subjects('');
    expect(plain.get('biology')).toBe('Biology');
    expect(plain.get('health-professions')).toBe('Nursing & Health Professions');
    expect(await subjects('?locale=en-us')).toEqual(plain);
    expect(await subjects('?locale=en-au')).toEqual(plain);
  });

  it('falls back to the catalogue’s name, subject by subject, where a locale names only some', async () => {
    await t.database.db
      .insertInto('discipline_name')
      .values({ code: 'anatomy-physiology', locale: 'en-gb', name: 'Anatomy & Physiology (UK edition)' })
      .execute();
    t.app.answerCache.clear();
    const names = await subjects('?locale=en-gb');
    expect(names.get('anatomy-physiology')).toBe('Anatomy & Physiology (UK edition)');
    expect(names.get('biology')).toBe('Biology');
    expect(names.get('nursing')).toBe('Nursing');
    await t.database.db.deleteFrom('discipline_name').where('locale', '=', 'en-gb').execute();
    t.app.answerCache.clear();
  });

  it.each([['xx-yy'], ['TR-TR'], ['tr'], ['']])('answers 400 naming the field for locale=%j', async (locale) => {
    const res = await get(`/api/discipline?locale=${encodeURIComponent(locale)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, field: 'locale' }));
  });

  it('keeps one answer per locale in the answer cache and in ETags', async () => {
    const tr = await get('/api/discipline?locale=tr-tr');
    const en = await get('/api/discipline?locale=en-us');
    const trAgain = await get('/api/discipline?locale=tr-tr');
    const enAgain = await get('/api/discipline');
    expect(namesOf(tr.json()).get('biology')).toBe('Biyoloji');
    expect(namesOf(en.json()).get('biology')).toBe('Biology');
    expect(trAgain.body).toBe(tr.body);
    expect(enAgain.body).toBe(en.body);
    expect(tr.headers.etag).not.toBe(en.headers.etag);
    // A tag of one locale's answer is not the other's.
    const cross = await t.app.inject({
      method: 'GET',
      url: '/api/discipline?locale=tr-tr',
      headers: { 'if-none-match': en.headers.etag as string },
    });
    expect(cross.statusCode).toBe(200);
    expect(namesOf(cross.json()).get('biology')).toBe('Biyoloji');
  });

  it('finds a subject’s products by its Turkish name, however it is capitalised', async () => {
    const biology = await countOf('disc=biology');
    expect(biology).toBeGreaterThan(0);
    // 'Biyoloji' names biology and one of its own secondaries ('Hücre ve Moleküler Biyoloji'):
    // the products filed under biology, no more.
    for (const q of ['biyoloji', 'Biyoloji', 'BİYOLOJİ', 'BIYOLOJI']) {
      expect(await countOf(`q=${encodeURIComponent(q)}`), q).toBe(biology);
    }
    // 'Hemşirelik' names nursing and its category ('Hemşirelik ve Sağlık Meslekleri').
    const category = await countOf('cat=health-professions');
    expect(category).toBeGreaterThan(await countOf('disc=nursing'));
    for (const q of ['hemşirelik', 'HEMŞİRELİK', 'hemsirelik']) {
      expect(await countOf(`q=${encodeURIComponent(q)}`), q).toBe(category);
    }
    const res = await get(`/api/search?q=${encodeURIComponent('biyoloji')}&limit=24`);
    const ids = res.json().items.map((i: { productId: string }) => i.productId) as string[];
    const { rows } = await sql<{ product_id: string }>`
      select distinct product_id from product_discipline where primary_code = 'biology'
    `.execute(t.database.db);
    const filed = new Set(rows.map((r) => r.product_id));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(filed.has(id), id).toBe(true);
  });

  it('counts the Subject facet for a Turkish search like its results', async () => {
    const res = await get(`/api/discipline/count?q=${encodeURIComponent('biyoloji')}`);
    expect(res.statusCode).toBe(200);
    const all = res.json().all as { count: number; disciplines: Array<{ code: string; count: number }> };
    expect(all.count).toBe(await countOf('q=biyoloji'));
    expect(all.disciplines.find((d) => d.code === 'biology')?.count).toBe(all.count);
  });

  // Products filed under any of `codes` (a category, primary or secondary subject).
  const filedUnder = async (codes: readonly string[]): Promise<Set<string>> => {
    const { rows } = await sql<{ product_id: string }>`
      select distinct pd.product_id from product_discipline pd join primary_discipline d on d.code = pd.primary_code
      where d.category_code = any(${codes}::text[]) or pd.primary_code = any(${codes}::text[])
        or pd.secondary_code = any(${codes}::text[])
    `.execute(t.database.db);
    return new Set(rows.map((r) => r.product_id));
  };
  // Subjects whose Turkish name has a word starting 'biyo' (Biyoloji, Biyokimya, Koruma Biyolojisi…).
  const biyoSubjects = async () => {
    const { rows } = await sql<{ code: string }>`
      select code from discipline_name where locale = 'tr-tr' and search_fold(name) ~ '(^| )biyo'
    `.execute(t.database.db);
    return rows.map((r) => r.code);
  };
  // 'Biyoloji' and the three '… Biyolojisi' (organismal biology is one of biology's own).
  const BIYOLOJI = ['biology', 'ecology-conservation-biology', 'oceanography-marine-biology'];
  // Only the names that are 'Biyolojisi' as written.
  const BIYOLOJISI_AS_WRITTEN = ['biology-organismal-biology', 'ecology-conservation-biology', 'oceanography-marine-biology'];

  it('finds a tr-tr reader’s inflected Turkish subject name: the stem’s subjects and its forms’', async () => {
    const expected = await countOf(`disc=${BIYOLOJI.join('|')}`);
    expect(expected).toBeGreaterThan(await countOf('disc=biology'));
    for (const q of ['biyolojisi', 'Biyolojisi', 'BİYOLOJİSİ', 'biyolojinin']) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}&locale=tr-tr`);
      expect(res.json().count, q).toBe(expected);
      // Found as typed, not corrected to another word.
      expect(res.json().correctedQuery, q).toBeUndefined();
    }
    // A search's last word is also a start: 'biyoloji' finds 'Biyolojik Psikoloji' too.
    expect(await countOf('q=biyoloji&locale=tr-tr')).toBe(
      await countOf(`disc=${[...BIYOLOJI, 'biological-psychology'].join('|')}`),
    );
    // en-us reads the word as written: the subjects named 'Biyolojisi' only.
    expect(await countOf('q=biyolojisi')).toBe(await countOf(`disc=${BIYOLOJISI_AS_WRITTEN.join('|')}`));
    expect(await countOf('q=biyolojisi&locale=en-us')).toBe(await countOf('q=biyolojisi'));
  });

  it('finds a tr-tr reader’s half-typed Turkish subject name in search and its Subject facet', async () => {
    const subjects = await biyoSubjects();
    expect(subjects).toEqual(expect.arrayContaining(['biology', 'ecology-conservation-biology']));
    const filed = await filedUnder(subjects);
    const res = await get(`/api/search?q=biyo&locale=tr-tr&limit=24`);
    expect(res.json().count).toBe(filed.size);
    for (const item of res.json().items as Array<{ productId: string }>) expect(filed.has(item.productId)).toBe(true);
    const counts = await get(`/api/discipline/count?q=biyo&locale=tr-tr`);
    expect(counts.json().all.count).toBe(filed.size);
    // In en-us 'biyo' names no subject.
    const english = (await get('/api/search?q=biyo')).json();
    expect(english.count === 0 || english.correctedQuery !== undefined).toBe(true);
  });

  it('suggests a subject’s products for its half-typed or inflected Turkish name in tr-tr only', async () => {
    const filed = await filedUnder(await biyoSubjects());
    const suggested = async (q: string, locale: string) => {
      const res = await get(`/api/autoComplete?q=${encodeURIComponent(q)}${locale}&limit=10`);
      expect(res.statusCode).toBe(200);
      return (res.json().searchResults as Array<{ productId: string }>).map((p) => p.productId);
    };
    const started = await suggested('biyo', '&locale=tr-tr');
    expect(started).toHaveLength(Math.min(10, filed.size));
    for (const id of started) expect(filed.has(id), id).toBe(true);
    const biology = await filedUnder(BIYOLOJI);
    const inflected = await suggested('biyolojisi ', '&locale=tr-tr');
    expect(inflected).toHaveLength(Math.min(10, biology.size));
    for (const id of inflected) expect(biology.has(id), id).toBe(true);
    // en-us: titles, authors and the catalogue's own subject words only, as before.
    expect(await suggested('biyo', '')).toEqual(await suggested('biyo', '&locale=en-us'));
    expect((await suggested('biyolojisi ', '')).some((id) => !filed.has(id) || biology.has(id))).toBe(false);
  });

  it.each([['xx-yy'], ['TR-TR']])('answers 400 naming the field for a search’s locale=%j', async (locale) => {
    for (const path of ['/api/search?q=biyo', '/api/autoComplete?q=biyo', '/api/discipline/count?q=biyo']) {
      const res = await get(`${path}&locale=${encodeURIComponent(locale)}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual(expect.objectContaining({ statusCode: 400, field: 'locale' }));
    }
  });

  it('leaves the English answers as they were: same results, same order', async () => {
    const queries = ['q=biology', 'q=anatomy', 'q=nursing%20fundamentals', 'q=genetics&limit=24&offset=0'];
    const before = await Promise.all(queries.map(async (q) => (await get(`/api/search?${q}`)).json()));
    const names = await t.database.db.selectFrom('discipline_name').selectAll().execute();
    expect(names.length).toBeGreaterThan(0);
    await t.database.db.deleteFrom('discipline_name').execute();
    await refreshSearchDocuments(t.database.db);
    t.app.answerCache.clear();
    try {
      const without = await Promise.all(queries.map(async (q) => (await get(`/api/search?${q}`)).json()));
      expect(without).toEqual(before);
      // Not found as typed any more: at most the typo rule's 'biology' answers it.
      const unnamed = (await get('/api/search?q=biyoloji')).json();
      expect(unnamed.correctedQuery ?? (unnamed.count === 0 ? 'nothing' : 'found')).not.toBe('found');
    } finally {
      await t.database.db.insertInto('discipline_name').values(names).execute();
      await refreshSearchDocuments(t.database.db);
      t.app.answerCache.clear();
    }
  });
});
