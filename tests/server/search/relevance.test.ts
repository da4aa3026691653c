/**
 * Known-item relevance (a search must find the title a user names): queries built from the generated catalogue, each
 * with the product it must find first (top 3 for two typos), on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { allowedTypos, typoDistance } from '../../../server/modules/search/typo.ts';
import { SEARCH_TEXT_MAX, searchTextOf, textLength } from '../../../contract/search-text.ts';

const CATALOGUE = { products: 600, seed: 42 }; // seed 42 has titles over 100 characters
const CASES_PER_KIND = 6;

interface Known {
  id: string;
  name: string;
  titleKey: string;
  isbn13: string;
  isbn10: string;
  authors: { givenName: string; familyName: string }[];
}

interface Case {
  kind: string;
  q: string;
  /** Does a result hit the expected product? */
  expect: (item: SearchItem) => boolean;
  within: number;
  corrected?: boolean;
}

interface SearchItem {
  productId: string;
  source: { 'schema:name': string; 'cnt:auxiliaryFields': { authors: { givenName: string; familyName: string }[] } };
}

const keyOf = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type Edit = (w: string, i: number) => string;
/** The four kinds of typo: a letter dropped, two neighbours swapped, one replaced, one added. */
const EDITS: Edit[] = [
  (w, i) => w.slice(0, i) + w.slice(i + 1),
  (w, i) => w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2),
  (w, i) => w.slice(0, i) + (w[i] === 'x' ? 'q' : 'x') + w.slice(i + 1),
  (w, i) => w.slice(0, i) + 'z' + w.slice(i),
];

/**
 * A misspelling of `word` with exactly `edits` typos of varied kinds and places (`k`
 * picks them), that is no vocabulary word and has no vocabulary word closer than `word`
 * (so the typo rule must lead back to it). Null when none qualifies.
 */
function misspell(word: string, edits: 1 | 2, vocabulary: Set<string>, k: number): string | null {
  const n = word.length;
  for (let attempt = 0; attempt < 24; attempt++) {
    const a = k + attempt;
    let w: string;
    if (edits === 1) {
      w = EDITS[a % 4]!(word, 1 + ((a * 3) % (n - 2)));
    } else {
      // One typo in each half, the later one first so positions stay meaningful.
      const late = Math.floor(n / 2) + 1 + (a % Math.max(1, Math.floor(n / 2) - 2));
      const early = 1 + (a % Math.max(1, Math.floor(n / 2) - 2));
      w = EDITS[(a + 1) % 4]!(EDITS[a % 4]!(word, late), early);
    }
    // The allowance follows the length as typed: two typos need 8+ letters after them.
    if (typoDistance(word, w) !== edits || vocabulary.has(w) || allowedTypos(w.length) < edits) continue;
    const rivals = [...vocabulary].some((v) => v !== word && typoDistance(w, v, edits) <= edits);
    if (!rivals) return w;
  }
  return null;
}

describe.each(databaseKinds)('search relevance on %s', (kind) => {
  const t = useTestApp(kind, { seed: CATALOGUE });
  const cases: Case[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    const { rows } = await sql<Known>`
      select p.product_id as id, p.name, d.title_key as "titleKey", p.isbn13, p.isbn10,
        coalesce((select json_agg(json_build_object('givenName', a.given_name, 'familyName', a.family_name) order by a.position)
                  from author a where a.product_id = p.product_id), '[]'::json) as authors
      from product p join search_document d on d.product_id = p.product_id
      where p.product_stage = 'live' and p.product_type <> 'beta'
      order by p.product_id`.execute(db);
    const vocabulary = new Set(
      (await sql<{ term: string }>`select term from search_term`.execute(db)).rows.map((r) => r.term),
    );
    const spread = <T>(list: T[], n: number) =>
      Array.from(
        { length: Math.min(n, list.length) },
        (_, i) => list[Math.floor((i * list.length) / Math.min(n, list.length))]!,
      );
    const sameTitle = (r: Known) => (item: SearchItem) => keyOf(item.source['schema:name']) === r.titleKey;
    const hasAuthor = (a: { givenName: string; familyName: string }) => (item: SearchItem) =>
      item.source['cnt:auxiliaryFields'].authors.some(
        (x) => x.givenName === a.givenName && x.familyName === a.familyName,
      );
    const sameProduct = (r: Known) => (item: SearchItem) => item.productId === r.id;
    const withAuthors = rows.filter((r) => r.authors.length > 0);

    for (const r of spread(rows, CASES_PER_KIND)) {
      cases.push({ kind: 'exact title', q: r.name, expect: sameTitle(r), within: 1 });
      cases.push({ kind: 'exact title, lower case, no punctuation', q: r.titleKey, expect: sameTitle(r), within: 1 });
    }
    for (const r of spread(rows, CASES_PER_KIND)) {
      const i = r.isbn13;
      cases.push({ kind: 'ISBN-13', q: i, expect: sameProduct(r), within: 1 });
      cases.push({
        kind: 'ISBN-13 with hyphens',
        q: `${i.slice(0, 3)}-${i.slice(3, 4)}-${i.slice(4, 8)}-${i.slice(8, 12)}-${i.slice(12)}`,
        expect: sameProduct(r),
        within: 1,
      });
      cases.push({
        kind: 'ISBN-13 with spaces',
        q: `${i.slice(0, 3)} ${i.slice(3, 7)} ${i.slice(7)}`,
        expect: sameProduct(r),
        within: 1,
      });
      const j = r.isbn10;
      cases.push({ kind: 'ISBN-10', q: j, expect: sameProduct(r), within: 1 });
      cases.push({
        kind: 'ISBN-10 with hyphens',
        q: `${j.slice(0, 1)}-${j.slice(1, 5)}-${j.slice(5, 9)}-${j.slice(9)}`,
        expect: sameProduct(r),
        within: 1,
      });
    }
    for (const r of spread(withAuthors, CASES_PER_KIND)) {
      const a = r.authors[0]!;
      cases.push({
        kind: 'title + author surname',
        q: `${r.name} ${a.familyName}`,
        expect: (item) => sameTitle(r)(item) && hasAuthor(a)(item),
        within: 1,
      });
      cases.push({ kind: 'author name', q: `${a.givenName} ${a.familyName}`, expect: hasAuthor(a), within: 1 });
    }
    // Title starts being typed: all words but the last, then half of it ("campbell bio").
    for (const r of spread(
      rows.filter((x) => x.titleKey.split(' ').length >= 2),
      CASES_PER_KIND,
    )) {
      const words = r.titleKey.split(' ');
      const last = words[words.length - 1]!;
      const q = `${words.slice(0, -1).join(' ')} ${last.slice(0, Math.max(3, Math.ceil(last.length / 2)))}`;
      cases.push({
        kind: 'title prefix',
        q,
        expect: (item) => keyOf(item.source['schema:name']).startsWith(q),
        within: 1,
      });
    }
    // A title being typed on a phone: the last word has 1 or 2 letters so far ("public fi").
    for (const r of spread(
      rows.filter((x) => /^[a-z]{3,}$/.test(x.titleKey.split(' ').at(-1)!) && x.titleKey.split(' ').length >= 2),
      CASES_PER_KIND,
    )) {
      const words = r.titleKey.split(' ');
      const last = words[words.length - 1]!;
      const typed = words.slice(0, -1).join(' ');
      for (const n of [1, 2]) {
        const q = `${typed} ${last.slice(0, n)}`;
        cases.push({
          kind: 'title prefix, 1–2 letters of the last word',
          q,
          expect: (item) => keyOf(item.source['schema:name']).startsWith(q),
          within: 1,
        });
      }
    }
    // A long title pasted into the search box, which cuts it at 100 characters (spec §5),
    // mid-word: its product (or another title starting with those 100 characters) first.
    for (const r of spread(
      rows.filter((x) => textLength(x.name) > SEARCH_TEXT_MAX),
      CASES_PER_KIND,
    )) {
      const q = searchTextOf(r.name);
      cases.push({
        kind: 'title pasted, cut at 100 characters',
        q,
        expect: (item) => keyOf(item.source['schema:name']).startsWith(keyOf(q)),
        within: 1,
      });
    }
    // One typo in a 4–7 letter title word; two in an 8+ letter one; one in an author surname.
    let one = 0;
    let two = 0;
    for (const r of spread(rows, rows.length)) {
      const words = r.titleKey.split(' ');
      const k = one + two;
      const i = words.findIndex(
        (w, j) =>
          j >= k % words.length &&
          /^[a-z]+$/.test(w) &&
          (one < CASES_PER_KIND ? w.length >= 4 && w.length <= 7 : w.length >= 8),
      );
      if (i < 0) continue;
      const w = words[i]!;
      const edits = w.length >= 8 ? 2 : 1;
      if ((edits === 1 && one >= CASES_PER_KIND) || (edits === 2 && two >= CASES_PER_KIND)) continue;
      const m = misspell(w, edits, vocabulary, k);
      if (!m) continue;
      const q = [...words.slice(0, i), m, ...words.slice(i + 1)].join(' ');
      if (edits === 1) {
        cases.push({ kind: 'one typo (4–7 letters)', q, expect: sameTitle(r), within: 1, corrected: true });
        one++;
      } else {
        cases.push({ kind: 'two typos (8+ letters)', q, expect: sameTitle(r), within: 3, corrected: true });
        two++;
      }
      if (one >= CASES_PER_KIND && two >= CASES_PER_KIND) break;
    }
    let surnames = 0;
    const seenAuthors = new Set<string>();
    for (const r of withAuthors) {
      const a = r.authors[0]!;
      const family = a.familyName.toLowerCase();
      if (seenAuthors.has(family) || family.length < 4 || family.length > 7 || !/^[a-z]+$/.test(family)) continue;
      seenAuthors.add(family);
      const m = misspell(family, 1, vocabulary, surnames);
      if (!m) continue;
      cases.push({
        kind: 'misspelt author name',
        q: `${a.givenName} ${m}`,
        expect: hasAuthor(a),
        within: 1,
        corrected: true,
      });
      if (++surnames >= CASES_PER_KIND) break;
    }
  });

  it('builds a table of known-item queries of every kind', () => {
    const kinds = new Set(cases.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(
      [
        'ISBN-10',
        'ISBN-10 with hyphens',
        'ISBN-13',
        'ISBN-13 with hyphens',
        'ISBN-13 with spaces',
        'author name',
        'exact title',
        'exact title, lower case, no punctuation',
        'misspelt author name',
        'one typo (4–7 letters)',
        'title + author surname',
        'title prefix',
        'title prefix, 1–2 letters of the last word',
        'title pasted, cut at 100 characters',
        'two typos (8+ letters)',
      ].sort(),
    );
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it('finds the expected product first (top 3 for two typos)', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?${new URLSearchParams({ q: c.q })}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: SearchItem[]; correctedQuery?: string };
      const rank = body.items.findIndex(c.expect);
      if (rank < 0 || rank >= c.within) {
        failures.push(
          `${c.kind}: "${c.q}" → ${rank < 0 ? 'not found' : `rank ${rank + 1}`}; got ${body.items
            .slice(0, 3)
            .map((i) => i.source['schema:name'])
            .join(' | ')}`,
        );
      }
      if (c.corrected && !body.correctedQuery) failures.push(`${c.kind}: "${c.q}" → no correctedQuery`);
      if (!c.corrected && body.correctedQuery)
        failures.push(`${c.kind}: "${c.q}" → unexpected correctedQuery ${body.correctedQuery}`);
    }
    expect(failures).toEqual([]);
  });

  it('ranks exact matches above corrected ones: a word that exists is never corrected', async () => {
    const { rows } = await sql<{
      term: string;
    }>`select term from search_term where length(term) between 5 and 7 and term ~ '^[a-z]+$' order by documents desc limit 1`.execute(
      t.database.db,
    );
    const word = rows[0]!.term;
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${word}` });
    const body = res.json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.correctedQuery).toBeUndefined();
  });
});
