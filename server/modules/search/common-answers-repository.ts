/**
 * Precomputed answers of the catalogue's most common words (table
 * migrations/0006-search-common.ts). A word in thousands of products costs ~5 µs a match
 * to rank and count on every search (GIN returns matches unordered, so every match is
 * scored before the top 24 are known); its answer only changes with the catalogue. So
 * refreshSearchDocuments, in the transaction that bumps the catalogue version, asks the
 * ordinary search SQL once per common word for its platform counts, its first
 * COMMON_TOP_K results and its subject counts under every platform option and show-by, and
 * keeps them; likewise for the broadest starts of words ("intro", typed alone, is a prefix of
 * thousands of words' products). A search for the word or start alone (default list,
 * relevance order, first 10 pages) then reads one row and the 24 shown products; anything else
 * (filters, sorts, corrections, deeper pages, other words beside it) runs the SQL as before.
 * The answers are those the SQL gives, by construction.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { parseQuery, PREFIX_MIN_LENGTH } from './query.ts';
import { ENGLISH_STOP_WORDS } from './text.ts';
import { licenceToday } from '../../../contract/seat-licence.ts';
import { UNFILTERED } from './options.ts';
import {
  COMMON_RANKING,
  COMMON_TOP_K,
  searchPage,
  subjectCountsByFilter,
  type TextMatch,
} from './search-repository.ts';

/**
 * Words in at least this many products' titles, authors, subjects or brands are precomputed:
 * below it the live SQL ranks and counts the matches in a few milliseconds.
 */
export const COMMON_MIN_DOCUMENTS = 1000;
/**
 * …the most common first, at most this many: a bound on the refresh (each word costs one broad
 * search per refresh), not the rule. The rule is the threshold above, which is what keeps every
 * live search cheap, so the list has to grow with the catalogue. A cap of 200 held nearly every
 * such word at 100,000 demo products (289 words; the 89 left out in 1,000–1,350 products each)
 * but only the 200 largest of 889 at 1,000,000, where the ones left out are in up to 13,700
 * products each and took 100–250 ms to search (docs/performance.md, "A million products").
 */
export const COMMON_MAX_WORDS = 2000;
/**
 * A start of a word typed alone ("intro", "phy") is precomputed too when the words starting with
 * it are in at least this many products (their counts summed: an upper bound, a product with two
 * such words counts twice). Below it a live search costs at most ~30 ms on the 2-CPU machine (about
 * 3 µs a match); above it, at a million products, "intro" alone matched 134,961 documents and took
 * 0.4 s. A bound on cost, not a share of the catalogue: at 100,000 demo products 22 starts qualify,
 * at 1,000,000 about 1,000 (docs/performance.md, "A million products").
 */
export const COMMON_PREFIX_MIN_DOCUMENTS = 10_000;
/** …at most this many, the broadest first (a bound on the refresh, as COMMON_MAX_WORDS). */
export const COMMON_MAX_PREFIXES = 2000;

export async function refreshCommonAnswers(
  db: Kysely<DB>,
  options: { minDocuments?: number; maxWords?: number; minPrefixDocuments?: number; maxPrefixes?: number } = {},
): Promise<number> {
  await sql`delete from search_common`.execute(db);
  await sql`delete from search_common_subjects`.execute(db);
  const { rows: words } = await sql<{ term: string }>`
    select term from search_term
    where documents >= ${options.minDocuments ?? COMMON_MIN_DOCUMENTS} and term ~ '^[a-z0-9]{3,}$'
    order by documents desc, term limit ${options.maxWords ?? COMMON_MAX_WORDS}`.execute(db);
  // Starts of 3+ characters (shorter ones alone match whole words: query.ts PREFIX_MIN_LENGTH).
  const { rows: starts } = await sql<{ term: string }>`
    select term from (
      select left(term, n) as term, sum(documents) as documents
      from search_term cross join generate_series(${PREFIX_MIN_LENGTH}, 39) n
      where length(term) > n and term ~ '^[a-z0-9]+$'
      group by 1) s
    where documents >= ${options.minPrefixDocuments ?? COMMON_PREFIX_MIN_DOCUMENTS}
    order by documents desc, term limit ${options.maxPrefixes ?? COMMON_MAX_PREFIXES}`.execute(db);
  const terms = new Set([...words, ...starts].map((r) => r.term));
  let kept = 0;
  for (const term of terms) {
    if (ENGLISH_STOP_WORDS.has(term)) continue;
    // As the search box sends it: the word alone, so a word being typed (a prefix).
    const parsed = parseQuery(term);
    const match: TextMatch = {
      kind: 'words',
      key: parsed.key,
      words: parsed.words.map((w) => ({ terms: [w.text], prefix: w.prefix, stop: w.stop })),
    };
    const page = await searchPage(db, {
      match,
      filters: UNFILTERED,
      sort: null,
      limit: COMMON_TOP_K,
      offset: 0,
      licensedFirst: false,
      // No organisation: no licences are read, so the day does not matter.
      today: licenceToday(),
    });
    const subjects = await subjectCountsByFilter(db, match);
    const key = `${parsed.words[0]!.text}${parsed.words[0]!.prefix ? '*' : ''}`;
    await sql`insert into search_common (query, platforms, ids, ranking)
      values (${key}, ${JSON.stringify(page.platforms)}::jsonb, ${page.rows.map((r) => r.product_id)}::text[],
              ${COMMON_RANKING})`.execute(db);
    await sql`insert into search_common_subjects (query, type_key, show_by, subjects, ranking)
      select ${key}, s.type, s.show_by, s.subjects, ${COMMON_RANKING}
      from jsonb_to_recordset(${JSON.stringify(subjects.map((s) => ({ type: s.type, show_by: s.showBy, subjects: s.rows })))}::jsonb)
        as s(type text, show_by text, subjects jsonb)`.execute(db);
    kept++;
  }
  return kept;
}
