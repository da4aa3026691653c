/**
 * SQL of search, subject counts and autocomplete. One statement per answer:
 * hits, total and platform counts come back together. docs/search.md has the plans.
 *
 * Everything runs on search_document (narrow rows, see migrations/0002-search.ts); the
 * product table is read for the shown page only. Text matching: every word must match
 * (AND), each word as its English stem or its plain form (title words are indexed both
 * ways, authors and ISBNs plainly), a correction OR-ed with the typed word; the last word
 * may be a prefix. Matching uses the GIN index of doc_vector (all fields, out of line);
 * ranking reads head_vector (no description), which stays in the row.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { PLATFORM_TYPES, type PlatformType, type SortKey } from '../../../contract/search-options.ts';
import { type SearchFilters, RESULT_DESCRIPTION_CHARS, UNFILTERED } from './options.ts';
import { prefixUpperBound } from './typo.ts';
import { licenceActiveSql } from '../../db/seat-licence-sql.ts';
import { PREFIX_MIN_LENGTH } from './query.ts';
import { TIER_CAP } from '../learning/index.ts';
import {
  AUDIENCE_BITS,
  COLUMN_SHOW_BY,
  audiencePredicate,
  col,
  hiddenProducts,
  openablePredicate,
  showByPredicate,
  subjectKeys,
  showByKeysOf,
  subjectPredicate,
  typeKeysOf,
  typePredicate,
  type Sql,
} from './filters-sql.ts';

/** One query word: what was typed first, then its corrections (all OR-ed). */
export interface WordTerms {
  terms: string[];
  prefix: boolean;
  /** Stop word kept as a prefix: plain words only. */
  stop: boolean;
  /**
   * Words of the reader's locale's subject names the word stands for (contract/subject-name-match.ts:
   * 'biyo', 'biyolojisi' → 'biyoloji'), matched whole and plainly where those names are: in
   * doc_vector only, as every locale's names are.
   */
  names?: string[];
}

export type TextMatch =
  { kind: 'words'; words: WordTerms[]; key: string } | { kind: 'isbn'; isbn13: string; isbn10: string | null };

export interface SearchPageInput {
  match: TextMatch | null;
  filters: SearchFilters;
  sort: SortKey | null;
  limit: number;
  offset: number;
  /** K-12 list: products with an active seat licence of filters.orgId first (spec §2). */
  licensedFirst: boolean;
  /**
   * The day licences are judged on (contract/seat-licence.ts licenceToday), taken once per
   * request: the licensed sort and each result's `active` flag then agree across midnight.
   */
  today: string;
  /** Learned click boosts per product id (learning/click-ranking.ts), for word searches ranked by relevance. */
  boosts?: ReadonlyMap<string, number> | null;
}

export interface SearchRow {
  product_id: string;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  book_edition: string | null;
  isbn13: string | null;
  brand_name: string | null;
  org_id: string | null;
  product_type: 'sample' | 'beta' | 'other';
  platform: 'etext' | 'revel' | 'collection' | 'learning_applications' | 'print' | 'glp';
  product_model: string;
  k12_available_for_license: boolean;
  offer_type: 'institutional' | 'national';
  coming_soon: boolean;
  product_stage: 'live' | 'review';
  audience: 'k12' | 'highered' | 'all';
  has_cover: boolean;
  date_published: string | null;
  authors: { givenName: string; familyName: string }[];
  licences: {
    licenseId: string;
    orgId: string;
    status: 'active' | 'expired' | 'pending';
    active: boolean;
    seats: number;
    startsOn: string;
    endsOn: string;
  }[];
}

export interface SearchPageResult {
  total: number;
  platforms: Record<PlatformType, number>;
  rows: SearchRow[];
}

// --- building blocks ---------------------------------------------------------------

/**
 * The tsquery of the words: AND of words, OR of each word's terms and of English/plain forms, and
 * of the subject-name words it stands for (plain, whole).
 */
export function tsqueryOf(words: readonly WordTerms[]): Sql {
  const parts = words.map((w) => {
    const alternatives = w.terms.map((term) => {
      const lexeme = w.prefix ? `${term}:*` : term;
      return w.stop
        ? sql`to_tsquery('simple', ${lexeme})`
        : sql`(to_tsquery('english', ${lexeme}) || to_tsquery('simple', ${lexeme}))`;
    });
    for (const name of w.names ?? []) alternatives.push(sql`to_tsquery('simple', ${name})`);
    return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** Products by ISBN: their own ISBN-13/ISBN-10, or listed (the print book of a digital format). */
function isbnProducts(isbn13: string, isbn10: string | null): Sql {
  const list = isbn10 ? [isbn13, isbn10] : [isbn13];
  const own = isbn10 ? sql`(x.isbn13 = ${isbn13} or x.isbn10 = ${isbn10})` : sql`x.isbn13 = ${isbn13}`;
  return sql`(select x.product_id from product x where ${own} or x.isbns && ${list}::text[])`;
}

/**
 * Text match over a document row: every word in the whole document (description too).
 * A last word being typed matches as a prefix of title, author, ISBN, subject or brand
 * words only — as a prefix of any description word, a short start ("equat") would match a
 * third of the catalogue — or as a whole word anywhere.
 */
function matchPredicate(a: string, match: TextMatch | null): Sql {
  if (!match) return sql`true`;
  if (match.kind === 'isbn') return sql`${col(a, 'product_id')} in ${isbnProducts(match.isbn13, match.isbn10)}`;
  const words = match.words;
  const last = words[words.length - 1]!;
  if (!last.prefix) return sql`${col(a, 'doc_vector')} @@ ${tsqueryOf(words)}`;
  const whole = words.map((w, i) => (i === words.length - 1 ? { ...w, prefix: false } : w));
  const rest = words.slice(0, -1);
  // A short start ("public fi") after other words is checked on the rows those words find
  // (ts_match_vq is the @@ operator in a form the planner does not take to the index):
  // read from the GIN index, "f" or "fi" would gather the lists of hundreds of words.
  const short = rest.length > 0 && last.terms.every((t) => Array.from(t).length < PREFIX_MIN_LENGTH);
  const started = short
    ? sql`ts_match_vq(${col(a, 'head_vector')}, ${tsqueryOf([last])})`
    : sql`${col(a, 'head_vector')} @@ ${tsqueryOf([last])}`;
  return sql`(${col(a, 'doc_vector')} @@ ${tsqueryOf(whole)}
    or (${rest.length > 0 ? sql`${col(a, 'doc_vector')} @@ ${tsqueryOf(rest)} and ` : sql``}${started}))`;
}

function licensedPredicate(a: string, orgId: string, today: string): Sql {
  return sql`${col(a, 'product_id')} in (
    select l.product_id from seat_license l
    where l.org_id = ${orgId} and ${licenceActiveSql('l', today)})`;
}

/**
 * Relevance of a text match. Known-item signals first (exact title 8, exact author
 * name 4, title starting with the text 2 or containing it 1, the text starting with the
 * whole title — "art history mitchell" — 2), then the weighted text
 * rank of head_vector (title 1.0, authors/ISBN 0.4, subjects/brand 0.2; no description),
 * which stays below 1. An ISBN ranks the product's own ISBN before products listing it.
 */
function scoreOf(a: string, match: TextMatch): Sql {
  if (match.kind === 'isbn') {
    const own = match.isbn10
      ? sql`(x.isbn13 = ${match.isbn13} or x.isbn10 = ${match.isbn10})`
      : sql`x.isbn13 = ${match.isbn13}`;
    return sql`(select case when ${own} then 2 else 1 end from product x where x.product_id = ${col(a, 'product_id')})::real`;
  }
  const key = match.key;
  return sql`(
      case when ${col(a, 'title_key')} = ${key} then 8 else 0 end
    + case when ${col(a, 'authors_key')} like ${`%|${key}|%`} then 4 else 0 end
    + case when ${col(a, 'title_key')} like ${`${key}%`} then 2
           when strpos(${col(a, 'title_key')}, ${key}) > 0 then 1
           when starts_with(${key}, ${col(a, 'title_key')} || ' ') then 2 else 0 end
    + ts_rank('{0.05, 0.2, 0.4, 1.0}', ${col(a, 'head_vector')}, ${tsqueryOf(match.words)}, 1)
  )::real`;
}

/** A score with learned boosts: the fraction grows, the whole points (known-item tiers) stay. */
function boostedScoreOf(a: string, match: TextMatch, boosts: ReadonlyMap<string, number>): Sql {
  const boost = sql`coalesce((${[...boosts.values()]}::real[])[array_position(${[...boosts.keys()]}::text[], ${col(a, 'product_id')})], 0)`;
  return sql`(select floor(x.s) + least(x.s - floor(x.s) + ${boost}, ${TIER_CAP}) from (select ${scoreOf(a, match)} as s) x)::real`;
}

/** ORDER BY over rows exposing search_document's columns under alias `a` (score when ranked). */
function orderOf(a: string, sort: SortKey | null, ranked: boolean, licensed: Sql | null): Sql {
  const parts: Sql[] = [];
  if (licensed) parts.push(sql`${licensed} desc`);
  switch (sort) {
    case 'name':
      parts.push(col(a, 'name_sort'));
      break;
    case 'familyName':
      parts.push(col(a, 'author_sort'));
      break;
    case 'datePublished':
      parts.push(sql`${col(a, 'date_published')} desc nulls last`);
      break;
    case null:
      if (ranked) parts.push(sql`${col(a, 'score')} desc`);
      parts.push(sql`${col(a, 'date_published')} desc nulls last`);
      break;
  }
  parts.push(col(a, 'product_id'));
  return sql.join(parts, sql`, `);
}

/** The JSON object of one result (spec §3 search item fields, shaped by the route). */
function itemObject(a: string, orgId: string | null, today: string): Sql {
  const licences = orgId
    ? sql`(select coalesce(json_agg(json_build_object(
          'licenseId', l.license_id, 'orgId', l.org_id, 'status', l.status,
          'active', ${licenceActiveSql('l', today)},
          'seats', l.seats, 'startsOn', l.starts_on, 'endsOn', l.ends_on) order by l.starts_on desc, l.license_id), '[]'::json)
        from seat_license l where l.product_id = ${col(a, 'product_id')} and l.org_id = ${orgId})`
    : sql`'[]'::json`;
  return sql`json_build_object(
    'product_id', ${col(a, 'product_id')}, 'uuid', ${col(a, 'uuid')}, 'slug', ${col(a, 'slug')}, 'name', ${col(a, 'name')},
    'description', left(${col(a, 'description_text')}, ${sql.lit(RESULT_DESCRIPTION_CHARS)}),
    'book_edition', ${col(a, 'book_edition')}, 'isbn13', ${col(a, 'isbn13')}, 'brand_name', ${col(a, 'brand_name')},
    'org_id', ${col(a, 'org_id')}, 'product_type', ${col(a, 'product_type')}, 'platform', ${col(a, 'platform')},
    'product_model', ${col(a, 'product_model')}, 'k12_available_for_license', ${col(a, 'k12_available_for_license')},
    'offer_type', ${col(a, 'offer_type')}, 'coming_soon', ${col(a, 'coming_soon')},
    'product_stage', ${col(a, 'product_stage')}, 'audience', ${col(a, 'audience')}, 'has_cover', ${col(a, 'has_cover')},
    'date_published', ${col(a, 'date_published')},
    'authors', (select coalesce(json_agg(json_build_object('givenName', au.given_name, 'familyName', au.family_name)
                order by au.position), '[]'::json) from author au where au.product_id = ${col(a, 'product_id')}),
    'licences', ${licences})`;
}

/** count(*) per platform option over rows carrying type_mask under alias `a`. */
function platformCounts(a: string): Sql {
  return sql.join(
    PLATFORM_TYPES.map((type) => sql`(count(*) filter (where ${typePredicate(a, type)}))::int as ${sql.ref(type)}`),
    sql`, `,
  );
}

function platformsOf(row: Record<string, unknown> | null): Record<PlatformType, number> {
  const out = {} as Record<PlatformType, number>;
  for (const type of PLATFORM_TYPES) out[type] = Number(row?.[type] ?? 0);
  return out;
}

/**
 * The search_facet subjects that answer the counts of a text-less query: none (the whole
 * catalogue), one category, or one discipline code; null when the counts need the rows
 * (the institution show-by, several subjects).
 */
function facetSubjects(filters: SearchFilters): string[] | null {
  if (filters.showBy === 'institution') return null;
  const { category, disciplines } = subjectKeys(filters);
  if (category && disciplines.length > 0) return null;
  if (category) return [category];
  if (filters.disciplines.length === 1) return disciplines;
  if (filters.disciplines.length > 1) return null;
  return [''];
}

function audienceColumn(filters: SearchFilters): Sql {
  return filters.audience === 'highered' ? sql`f.highered` : filters.audience === 'k12' ? sql`f.k12` : sql`f.products`;
}

/**
 * Whether the rows `where` selects (over search_document `d`) include a product the caller may
 * not open. The precomputed answers (search_facet, search_common) count every product, so they
 * serve a signed-in caller only when this is false; else the live SQL, which leaves those
 * products out, answers.
 */
async function hidesAny(db: Kysely<DB>, filters: SearchFilters, where: Sql): Promise<boolean> {
  if (filters.openableOwners === null) return false;
  const { rows } = await sql<{ hides: boolean }>`
    select exists (select 1 from search_document d
      where d.product_id in ${hiddenProducts(filters.openableOwners)} and ${where}) as hides`.execute(db);
  return rows[0]!.hides;
}

/** The rows a search's counts are taken over: the text and every filter but the platform. */
function countedRows(a: string, match: TextMatch | null, filters: SearchFilters): Sql {
  return sql`${matchPredicate(a, match)} and ${subjectPredicate(a, filters)}
    and ${showByPredicate(a, filters)} and ${audiencePredicate(a, filters)}`;
}

// --- search ---------------------------------------------------------------------------

export async function searchPage(db: Kysely<DB>, input: SearchPageInput): Promise<SearchPageResult> {
  const { match, filters } = input;
  const licensed = input.licensedFirst && filters.orgId ? filters.orgId : null;
  const subjects = match ? null : facetSubjects(filters);
  const boosts = input.boosts?.size && match?.kind === 'words' ? input.boosts : null;
  const common = boosts
    ? null
    : commonKey(match, filters, input.sort === null && !licensed, input.offset + input.limit);
  const precomputed = (subjects || common) && !(await hidesAny(db, filters, countedRows('d', match, filters)));
  if (subjects && precomputed) return browsePage(db, input, subjects, licensed);
  if (common && precomputed) {
    const answer = await commonPage(db, input, common);
    if (answer) return answer;
  }

  const ranked = match !== null && input.sort === null;
  const query = sql<{ total: number; platforms: Record<string, unknown>; items: SearchRow[] }>`
    with matched as materialized (
      select d.product_id, d.type_mask, d.date_published
        ${input.sort === 'name' ? sql`, d.name_sort` : input.sort === 'familyName' ? sql`, d.author_sort` : sql``}
        ${ranked && match ? sql`, ${boosts ? boostedScoreOf('d', match, boosts) : scoreOf('d', match)} as score` : sql``}
        ${licensed ? sql`, ${licensedPredicate('d', licensed, input.today)} as licensed` : sql``}
      from search_document d
      where ${countedRows('d', match, filters)} and ${openablePredicate('d', filters)}
    ),
    hits as (select * from matched m where ${typePredicate('m', filters.type)}),
    page as (
      select h.product_id, row_number() over () as ord
      from (select * from hits h order by ${orderOf('h', input.sort, ranked, licensed ? sql`h.licensed` : null)}
            limit ${input.limit} offset ${input.offset}) h
    )
    select
      (select count(*)::int from hits) as total,
      (select row_to_json(c) from (select ${platformCounts('m')} from matched m) c) as platforms,
      (select coalesce(json_agg(${itemObject('p', filters.orgId, input.today)} order by page.ord), '[]'::json)
         from page join product p on p.product_id = page.product_id) as items
  `;
  const { rows } = await query.execute(db);
  const row = rows[0]!;
  return { total: row.total, platforms: platformsOf(row.platforms), rows: row.items };
}

// --- precomputed answers of common words (migrations/0006-search-common.ts) ----------------

/** Products of a common word's relevance order kept (10 pages of 24). */
export const COMMON_TOP_K = 240;
/**
 * Version of what decides a common word's answer (matchPredicate, scoreOf, orderOf, the
 * counts). Bump it with any change there: rows computed by other code are then ignored
 * until the next refresh of the search documents rewrites them.
 */
export const COMMON_RANKING = 3;

/**
 * The search_common key of a text match that a precomputed answer may serve: one word as
 * typed (no correction), no filter but the default `type=all` list, relevance order
 * (`ranked`), within the first COMMON_TOP_K results. Null otherwise.
 */
export function commonKey(
  match: TextMatch | null,
  filters: SearchFilters,
  ranked: boolean,
  end: number,
): string | null {
  if (!match || match.kind !== 'words' || match.words.length !== 1 || !ranked || end > COMMON_TOP_K) return null;
  const word = match.words[0]!;
  // Subject names are not in the precomputed answers.
  if (word.terms.length !== 1 || word.stop || word.names?.length) return null;
  // The text must be the word alone: "the nursing" searches the word "nursing" too, but its
  // key ranks titles starting with "the nursing" first, which "nursing"'s answer does not.
  if (match.key !== word.terms[0]) return null;
  if (filters.type !== 'all' || filters.showBy !== null || filters.audience !== null) return null;
  if (filters.category !== null || filters.disciplines.length > 0) return null;
  return `${word.terms[0]}${word.prefix ? '*' : ''}`;
}

async function commonPage(db: Kysely<DB>, input: SearchPageInput, key: string): Promise<SearchPageResult | null> {
  const { rows } = await sql<{ found: boolean; platforms: Record<string, unknown> | null; items: SearchRow[] }>`
    with c as (select platforms, ids from search_common where query = ${key} and ranking = ${COMMON_RANKING}),
    page as (
      select u.product_id, u.ord
      from c cross join lateral unnest(c.ids[${input.offset + 1}:${input.offset + input.limit}]) with ordinality u(product_id, ord)
    )
    select exists (select 1 from c) as found, (select platforms from c) as platforms,
      (select coalesce(json_agg(${itemObject('p', input.filters.orgId, input.today)} order by page.ord), '[]'::json)
         from page join product p on p.product_id = page.product_id) as items
  `.execute(db);
  const row = rows[0]!;
  if (!row.found) return null;
  const platforms = platformsOf(row.platforms);
  return { total: platforms.all, platforms, rows: row.items };
}

/** Text-less queries answerable from search_facet: counts from it, the page by index order. */
async function browsePage(
  db: Kysely<DB>,
  input: SearchPageInput,
  subjects: string[],
  licensed: string | null,
): Promise<SearchPageResult> {
  const { filters } = input;
  const query = sql<{ platforms: Record<string, unknown> | null; items: SearchRow[] }>`
    with page as (
      select h.product_id, row_number() over () as ord
      from (select d.product_id from search_document d
            where ${subjectPredicate('d', filters)} and ${typePredicate('d', filters.type)}
              and ${showByPredicate('d', filters)} and ${audiencePredicate('d', filters)}
              and ${openablePredicate('d', filters)}
            order by ${orderOf('d', input.sort, false, licensed ? licensedPredicate('d', licensed, input.today) : null)}
            limit ${input.limit} offset ${input.offset}) h
    )
    select
      (select json_object_agg(t.type_key, t.n) from (
         select f.type_key, sum(${audienceColumn(filters)})::int as n from search_facet f
         where f.subject = any(${subjects}::text[]) and f.show_by = ${filters.showBy ?? ''}
         group by f.type_key) t) as platforms,
      (select coalesce(json_agg(${itemObject('p', filters.orgId, input.today)} order by page.ord), '[]'::json)
         from page join product p on p.product_id = page.product_id) as items
  `;
  const { rows } = await query.execute(db);
  const row = rows[0]!;
  const platforms = platformsOf(row.platforms);
  return { total: platforms[filters.type], platforms, rows: row.items };
}

// --- subject counts -------------------------------------------------------------------

export interface SubjectCountRow {
  /** '' for the total, else `c:` category or `p:` primary discipline code. */
  subject: string;
  highered: number;
  k12: number;
  /** Both lists together, each product once. */
  products: number;
}

/** The three counts of a subject row over the matched rows `m` (audience_mask). */
function audienceCounts(): Sql {
  return sql`
    (count(*) filter (where (m.audience_mask & ${sql.lit(AUDIENCE_BITS.highered)}) <> 0))::int as highered,
    (count(*) filter (where (m.audience_mask & ${sql.lit(AUDIENCE_BITS.k12)}) <> 0))::int as k12,
    count(*)::int as products`;
}

/**
 * Products per category and primary discipline for the text and every filter except the
 * subject ones (so the other subjects keep their counts) and the audience (both are
 * counted: highered = audience highered or all, k12 = k12 or all, products = either, once).
 * Subject '' is the total.
 */
export async function subjectCounts(
  db: Kysely<DB>,
  match: TextMatch | null,
  filters: SearchFilters,
): Promise<SubjectCountRow[]> {
  const counted = sql`${matchPredicate('d', match)} and ${typePredicate('d', filters.type)} and ${showByPredicate('d', filters)}`;
  // Text-less counts come from search_facet, a common word's from search_common_subjects, for
  // every platform option and show-by but the institution's (it depends on the caller).
  // The precomputed rows are asked whether they hide anything only when one could serve.
  const common = match ? commonKey(match, UNFILTERED, true, 0) : null;
  const precomputed =
    filters.showBy !== 'institution' && (!match || common !== null) && !(await hidesAny(db, filters, counted));
  if (!match && precomputed) {
    const { rows } = await sql<SubjectCountRow>`
      select f.subject, f.highered, f.k12, f.products from search_facet f
      where f.type_key = ${filters.type} and f.show_by = ${filters.showBy ?? ''} and f.subject not like 's:%'
    `.execute(db);
    return rows;
  }
  if (common && precomputed) {
    const { rows } = await sql<{ subjects: SubjectCountRow[] }>`
      select subjects from search_common_subjects
      where query = ${common} and type_key = ${filters.type} and show_by = ${filters.showBy ?? ''}
        and ranking = ${COMMON_RANKING}`.execute(db);
    if (rows[0]) return rows[0].subjects;
  }
  const { rows } = await sql<SubjectCountRow>`
    with matched as materialized (
      select d.audience_mask, d.subjects from search_document d
      where ${counted} and ${openablePredicate('d', filters)}
    )
    select '' as subject, ${audienceCounts()}
      from matched m
    union all
    select s.subject, ${audienceCounts()}
      from matched m cross join lateral unnest(m.subjects) s(subject)
      where s.subject not like 's:%'
      group by s.subject
  `.execute(db);
  return rows;
}

export interface SubjectCountsByFilter {
  /** A PLATFORM_TYPES option. */
  type: PlatformType;
  /** '' (none) or a show-by a product's own columns decide. */
  showBy: string;
  rows: SubjectCountRow[];
}

/**
 * subjectCounts of a text for an anonymous caller under every platform option and column
 * show-by at once (one scan of the matches, grouped as search_facet is): what
 * search_common_subjects keeps for a common word. Every pair is listed, a pair without a match
 * with its zero total, as subjectCounts answers it.
 */
export async function subjectCountsByFilter(db: Kysely<DB>, match: TextMatch): Promise<SubjectCountsByFilter[]> {
  // Grouped by the masks first (a few dozen distinct pairs), then each group spread over the
  // options its masks hold: spreading every match over them cost five times as much.
  const { rows } = await sql<SubjectCountRow & { type_key: PlatformType; show_by: string }>`
    with matched as materialized (
      select d.audience_mask, d.subjects, d.type_mask, d.show_mask from search_document d
      where ${matchPredicate('d', match)}
    ),
    grouped as (
      select m.type_mask, m.show_mask, s.subject, ${audienceCounts()}
        from matched m cross join lateral unnest(array['']::text[] || m.subjects) s(subject)
        where s.subject not like 's:%'
        group by 1, 2, 3
    )
    select t.type_key, b.show_by, g.subject,
        sum(g.highered)::int as highered, sum(g.k12)::int as k12, sum(g.products)::int as products
      from grouped g
      cross join lateral unnest(${typeKeysOf('g')}) t(type_key)
      cross join lateral unnest(${showByKeysOf('g')}) b(show_by)
      group by 1, 2, 3
      order by 1, 2, 3
  `.execute(db);
  const out: SubjectCountsByFilter[] = [];
  for (const type of PLATFORM_TYPES) {
    for (const showBy of ['', ...COLUMN_SHOW_BY]) {
      const of = rows.filter((r) => r.type_key === type && r.show_by === showBy);
      out.push({
        type,
        showBy,
        rows:
          of.length > 0
            ? of.map(({ subject, highered, k12, products }) => ({ subject, highered, k12, products }))
            : [{ subject: '', highered: 0, k12: 0, products: 0 }],
      });
    }
  }
  return out;
}

// --- autocomplete ---------------------------------------------------------------------

export interface SuggestionRow {
  product_id: string;
  uuid: string;
  slug: string;
  name: string;
  isbn13: string | null;
  isbns: string[];
  platform: SearchRow['platform'];
  product_model: string;
  has_cover: boolean;
  /** The owning organisation of an institution's own product, else null. */
  org_id: string | null;
  authors: { givenName: string; familyName: string }[];
}

export interface AuthorRow {
  given_name: string;
  family_name: string;
  products: number;
}

export interface SuggestInput {
  /** Whole-text key (normalised). */
  key: string;
  words: WordTerms[];
  /** Digits of an ISBN being typed, or a whole ISBN. */
  isbnPrefix: string | null;
  isbn: { isbn13: string; isbn10: string | null } | null;
  filters: SearchFilters;
  limit: number;
  authorLimit: number;
}

/**
 * Product suggestions in tiers, each stopping the next when it fills the limit: titles
 * starting with the text (title order), then any title/author/ISBN/subject words matching
 * (rank order) — or, for digits, ISBNs starting with them. Plus author suggestions whose
 * full name or family name starts with the text. One statement.
 */
export async function suggest(
  db: Kysely<DB>,
  input: SuggestInput,
): Promise<{ products: SuggestionRow[]; authors: AuthorRow[] }> {
  const { filters } = input;
  const where = sql`${subjectPredicate('d', filters)} and ${typePredicate('d', filters.type)}
    and ${audiencePredicate('d', filters)} and ${openablePredicate('d', filters)}`;
  const limit = input.limit;
  let tiers: Sql;
  if (input.isbn) {
    tiers = sql`(select d.product_id from search_document d
                 where d.product_id in ${isbnProducts(input.isbn.isbn13, input.isbn.isbn10)} and ${where}
                 order by ${scoreOf('d', { kind: 'isbn', ...input.isbn })} desc, d.product_id limit ${limit})`;
  } else if (input.isbnPrefix) {
    tiers = sql`(select d.product_id from product x join search_document d on d.product_id = x.product_id
                 where x.isbn13 ~>=~ ${input.isbnPrefix} and x.isbn13 ~<~ ${prefixUpperBound(input.isbnPrefix)} and ${where}
                 order by x.isbn13 using ~<~ limit ${limit})`;
  } else {
    const startsWith = input.key === '' ? sql`false` : sql`d.title_key like ${`${input.key}%`}`;
    tiers = sql`(select d.product_id from search_document d where ${startsWith} and ${where}
                 order by d.title_key, d.date_published desc nulls last, d.product_id limit ${limit})`;
    if (input.words.length > 0) {
      const tsq = tsqueryOf(input.words);
      // A short last word after others is checked on the rows the others find (see matchPredicate).
      const last = input.words[input.words.length - 1]!;
      const short =
        input.words.length > 1 && last.prefix && last.terms.every((t) => Array.from(t).length < PREFIX_MIN_LENGTH);
      const named = input.words.some((w) => w.names?.length);
      const matches = named
        ? headOrNames('d', input.words, short)
        : short
          ? sql`d.head_vector @@ ${tsqueryOf(input.words.slice(0, -1))} and ts_match_vq(d.head_vector, ${tsq})`
          : sql`d.head_vector @@ ${tsq}`;
      tiers = sql`${tiers} union all
        (select d.product_id from search_document d where ${matches} and not (${startsWith}) and ${where}
         order by ts_rank('{0.05, 0.2, 0.4, 1.0}', d.head_vector, ${tsq}, 1) desc, d.date_published desc nulls last, d.product_id
         limit ${limit})`;
    }
  }
  const authorKey = input.isbn || input.isbnPrefix || input.key === '' ? null : `${input.key}%`;
  const { rows } = await sql<{ products: SuggestionRow[]; authors: AuthorRow[] }>`
    with s as (select product_id, row_number() over () as ord from (select * from (${tiers}) t limit ${limit}) u)
    select
      (select coalesce(json_agg(json_build_object(
          'product_id', p.product_id, 'uuid', p.uuid, 'slug', p.slug, 'name', p.name, 'isbn13', p.isbn13, 'isbns', p.isbns,
          'platform', p.platform, 'product_model', p.product_model, 'has_cover', p.has_cover, 'org_id', p.org_id,
          'authors', (select coalesce(json_agg(json_build_object('givenName', au.given_name, 'familyName', au.family_name)
                      order by au.position), '[]'::json) from author au where au.product_id = p.product_id))
        order by s.ord), '[]'::json)
       from s join product p on p.product_id = s.product_id) as products,
      ${
        authorKey
          ? sql`(select coalesce(json_agg(a), '[]'::json) from (
                  select given_name, family_name, products from search_author
                  where (author_key like ${authorKey} or family_key like ${authorKey}) and products > 0
                  order by products desc, author_key limit ${input.authorLimit}) a)`
          : sql`'[]'::json`
      } as authors
  `.execute(db);
  return rows[0]!;
}

/**
 * Suggestions' match when a word stands for subject names: each word in the head (titles,
 * authors, ISBNs, the catalogue's subject names) or by its names in doc_vector, where the
 * locales' subject names are. `short`: the last word is a short start, checked on the rows the
 * others find (see matchPredicate).
 */
function headOrNames(a: string, words: readonly WordTerms[], short: boolean): Sql {
  const parts = words.map((w, i) => {
    const head =
      i === words.length - 1 && short
        ? sql`ts_match_vq(${col(a, 'head_vector')}, ${tsqueryOf([w])})`
        : sql`${col(a, 'head_vector')} @@ ${tsqueryOf([{ ...w, names: [] }])}`;
    if (!w.names?.length) return head;
    return sql`(${head} or ${col(a, 'doc_vector')} @@ ${tsqueryOf([{ terms: [], prefix: false, stop: true, names: w.names }])})`;
  });
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** The words (folded, each once) of a locale's subject names (discipline_name). */
export async function subjectNameWords(db: Kysely<DB>, locale: string): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`
    select distinct w as word
    from discipline_name n cross join lateral unnest(tsvector_to_array(to_tsvector('simple', search_fold(n.name)))) w
    where n.locale = ${locale}
  `.execute(db);
  return rows.map((r) => r.word);
}

// --- typo candidates -------------------------------------------------------------------

export interface CandidateRequest {
  word: string;
  prefix: boolean;
  /** Strings one typo away (short words), looked up exactly or as starts. */
  variants: string[] | null;
}

/**
 * Vocabulary words near each query word: for short words the words equal to (or, for a
 * prefix, starting with) one of its one-typo variants; for long words the nearest
 * neighbours by trigram distance (word similarity for a prefix). One statement.
 */
export async function typoCandidates(
  db: Kysely<DB>,
  requests: readonly CandidateRequest[],
): Promise<Map<string, { term: string; documents: number }[]>> {
  const out = new Map<string, { term: string; documents: number }[]>();
  if (requests.length === 0) return out;
  const parts: Sql[] = requests.map((r, i) => {
    if (r.variants) {
      if (r.prefix) {
        const lower = [r.word, ...r.variants];
        const upper = lower.map(prefixUpperBound);
        return sql`(select ${i}::int as i, t.term, t.documents
          from unnest(${lower}::text[], ${upper}::text[]) v(lo, hi)
          cross join lateral (select term, documents from search_term
                              where term ~>=~ v.lo and term ~<~ v.hi order by documents desc limit 3) t)`;
      }
      return sql`(select ${i}::int as i, term, documents from search_term where term = any(${[r.word, ...r.variants]}::text[]))`;
    }
    return r.prefix
      ? sql`(select ${i}::int as i, term, documents from search_term order by ${r.word} <<-> term limit 30)`
      : sql`(select ${i}::int as i, term, documents from search_term order by term <-> ${r.word} limit 30)`;
  });
  const { rows } = await sql<{
    i: number;
    term: string;
    documents: number;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  for (const row of rows) {
    const word = requests[row.i]!.word;
    const list = out.get(word) ?? [];
    list.push({ term: row.term, documents: row.documents });
    out.set(word, list);
  }
  return out;
}
