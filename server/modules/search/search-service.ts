/**
 * How a search text becomes results:
 *
 * 1. A text that is a valid ISBN-13 or ISBN-10 (hyphens and spaces allowed) looks the
 *    product up by ISBN; when that finds nothing under the filters, the text is searched.
 * 2. The words are searched as typed (all words, last one a prefix while being typed);
 *    when that finds nothing and the last word was whole (a lone short word, a trailing
 *    space in autocomplete), once more with the last word as a prefix.
 * 3. Only when nothing matches as typed: each word of 4+ letters that is not in the
 *    vocabulary as typed gets its corrections under the typo rule (typo.ts); the words
 *    are searched with their corrections, and the answer carries `correctedQuery`.
 *    Exact matches therefore always come before corrected ones: corrections are only
 *    searched when there are no exact matches.
 *
 * In every attempt, a reader of another locale than en-us also finds by each word the subjects
 * whose names in that locale the word stands for: the start of a name being typed ('biyo'), in
 * Turkish a name with other endings ('biyolojisi' for 'Biyoloji'; contract/subject-name-match.ts).
 * en-us reads no names of its own: the catalogue's are its names.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { parseQuery, correctedText, type ParsedQuery } from './query.ts';
import { allowedTypos, chooseCorrection, MIN_WORD_FOR_TWO_TYPOS, oneTypoVariants } from './typo.ts';
import { isbnPrefix } from './isbn.ts';
import { normalizeText } from './text.ts';
import { MAX_AUTHOR_SUGGESTIONS, type SortKey } from '../../../contract/search-options.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales.ts';
import { subjectNameWordsFor } from '../../../contract/subject-name-match.ts';
import { licenceToday } from '../../../contract/seat-licence.ts';
import type { SearchFilters } from './options.ts';
import {
  searchPage,
  subjectCounts,
  subjectNameWords,
  suggest,
  typoCandidates,
  type AuthorRow,
  type SearchPageResult,
  type SubjectCountRow,
  type SuggestionRow,
  type TextMatch,
  type WordTerms,
} from './search-repository.ts';
import { learnedBoosts, learnedReplacement } from '../learning/index.ts';

export interface Corrected<T> {
  result: T;
  /** The text searched instead of the typed one, when a correction was needed. */
  correctedQuery: string | null;
}

function typedWords(parsed: ParsedQuery): WordTerms[] {
  return parsed.words.map((w) => ({ terms: [w.text], prefix: w.prefix, stop: w.stop }));
}

/** Each word with the subject-name words it stands for in the reader's locale. */
type Namer = (words: WordTerms[]) => WordTerms[];

/**
 * Where a value a text's answers all need is kept once (the routes pass the answer cache's
 * `value`): what a text that finds nothing becomes (a learned rule, a typo correction) is the
 * same for its results, its subject counts and its suggestions, and a results page asks for
 * the first two at once. Without one, each call works it out itself.
 */
export type Shared = <T>(key: unknown[], produce: () => Promise<T>) => Promise<T>;
const unshared: Shared = (_key, produce) => produce();

const unnamed: Namer = (words) => words;

/** The namer of `locale`: none for en-us, nor for a locale without names of its own. */
export async function subjectNamer(db: Kysely<DB>, locale: Locale): Promise<Namer> {
  if (locale === DEFAULT_LOCALE) return unnamed;
  const nameWords = await subjectNameWords(db, locale);
  if (nameWords.length === 0) return unnamed;
  return (words) =>
    words.map((w) => {
      if (w.stop) return w;
      const names = [...new Set(w.terms.flatMap((t) => subjectNameWordsFor(t, w.prefix, nameWords, locale)))];
      return names.length > 0 ? { ...w, names } : w;
    });
}

/**
 * Runs `attempt` with the words as typed; when it reports nothing found, runs it once
 * more with the corrected words, if any word has a correction. Every attempt's words carry
 * the subject names `namer` gives them.
 */
async function withCorrections<T>(
  db: Kysely<DB>,
  parsed: ParsedQuery,
  attemptWords: (match: TextMatch & { kind: 'words' }) => Promise<T>,
  isEmpty: (result: T) => boolean,
  namer: Namer,
  shared: Shared,
): Promise<Corrected<T>> {
  const attempt = (match: TextMatch & { kind: 'words' }) => attemptWords({ ...match, words: namer(match.words) });
  const typed = await attempt({ kind: 'words', words: typedWords(parsed), key: parsed.key });
  if (!isEmpty(typed)) return { result: typed, correctedQuery: null };
  // Nothing as typed: the last word may be unfinished ("ph", "calculus ii " in autocomplete).
  const started = parseQuery(parsed.text, { prefixLastWord: 'always' });
  const last = parsed.words.at(-1);
  if (last && !last.prefix && started.words.at(-1)?.prefix) {
    const asPrefix = await attempt({ kind: 'words', words: typedWords(started), key: started.key });
    if (!isEmpty(asPrefix)) return { result: asPrefix, correctedQuery: null };
  }
  // Learned: a rule the publisher accepted for this text, before the typo rule.
  const learned = await shared(['learned', parsed.text], () => learnedReplacement(db, parsed.text));
  if (learned) {
    const rule = parseQuery(learned);
    const ruled =
      rule.words.length > 0 ? await attempt({ kind: 'words', words: typedWords(rule), key: rule.key }) : typed;
    if (!isEmpty(ruled)) return { result: ruled, correctedQuery: learned };
  }
  const correction = await shared(['correction', parsed.words.map((w) => [w.text, w.prefix, w.stop])], () =>
    correctWords(db, parsed),
  );
  if (!correction) return { result: typed, correctedQuery: null };
  const corrected = await attempt({ kind: 'words', words: correction.words, key: correction.key });
  if (isEmpty(corrected)) return { result: typed, correctedQuery: null };
  return { result: corrected, correctedQuery: correction.text };
}

/** The words with their corrections, or null when no word has one. */
export async function correctWords(
  db: Kysely<DB>,
  parsed: ParsedQuery,
): Promise<{ words: WordTerms[]; key: string; text: string } | null> {
  const eligible = parsed.words.filter(
    (w) => !w.stop && allowedTypos(Array.from(w.text).length) > 0 && !/^[0-9]+$/.test(w.text),
  );
  if (eligible.length === 0) return null;
  const candidates = await typoCandidates(
    db,
    eligible.map((w) => ({
      word: w.text,
      prefix: w.prefix,
      variants: Array.from(w.text).length < MIN_WORD_FOR_TWO_TYPOS ? oneTypoVariants(w.text) : null,
    })),
  );
  const replacements = new Map<string, string>();
  const words: WordTerms[] = parsed.words.map((w) => {
    const correction = chooseCorrection(w.text, candidates.get(w.text) ?? [], w.prefix);
    if (!correction || w.stop) return { terms: [w.text], prefix: w.prefix, stop: w.stop };
    replacements.set(w.text, correction.best);
    // The best correction only: the results are those of the text `correctedQuery` shows.
    return { terms: [w.text, correction.best], prefix: w.prefix, stop: false };
  });
  if (replacements.size === 0) return null;
  const text = correctedText(parsed, replacements);
  return { words, key: normalizeText(text), text };
}

// --- search -----------------------------------------------------------------------------

export interface SearchInput {
  q: string | null;
  filters: SearchFilters;
  sort: SortKey | null;
  limit: number;
  offset: number;
  licensedFirst: boolean;
  /** The reader's locale (absent: en-us). */
  locale?: Locale;
  shared?: Shared;
}

const EMPTY_PAGE: SearchPageResult = {
  total: 0,
  platforms: { all: 0, etexts: 0, courses: 0, custom: 0, application: 0, collections: 0, reviewer: 0, beta: 0 },
  rows: [],
};

export async function search(db: Kysely<DB>, input: SearchInput): Promise<Corrected<SearchPageResult>> {
  // One day for the whole request, however many queries it takes (ISBN, then corrections).
  const today = licenceToday();
  // Learned: products people opened for this text rise within their tier.
  const boosts = input.q !== null && input.sort === null ? await learnedBoosts(db, input.q) : null;
  const page = (match: TextMatch | null) =>
    searchPage(db, {
      match,
      filters: input.filters,
      sort: input.sort,
      limit: input.limit,
      offset: input.offset,
      licensedFirst: input.licensedFirst,
      today,
      boosts,
    });
  if (input.q === null) return { result: await page(null), correctedQuery: null };
  const parsed = parseQuery(input.q);
  if (parsed.isbn) {
    const byIsbn = await page({ kind: 'isbn', ...parsed.isbn });
    if (byIsbn.total > 0) return { result: byIsbn, correctedQuery: null };
  }
  if (parsed.words.length === 0) return { result: EMPTY_PAGE, correctedQuery: null };
  // A page past the end is not "nothing found": only an empty first page asks for corrections.
  const namer = await subjectNamer(db, input.locale ?? DEFAULT_LOCALE);
  return withCorrections(db, parsed, page, (r) => r.total === 0, namer, input.shared ?? unshared);
}

// --- subject counts ---------------------------------------------------------------------

export async function countSubjects(
  db: Kysely<DB>,
  q: string | null,
  filters: SearchFilters,
  locale: Locale = DEFAULT_LOCALE,
  shared: Shared = unshared,
): Promise<Corrected<SubjectCountRow[]>> {
  if (q === null) return { result: await subjectCounts(db, null, filters), correctedQuery: null };
  const parsed = parseQuery(q);
  const isEmpty = (rows: SubjectCountRow[]) => !rows.some((r) => r.subject === '' && (r.highered > 0 || r.k12 > 0));
  if (parsed.isbn) {
    const byIsbn = await subjectCounts(db, { kind: 'isbn', ...parsed.isbn }, filters);
    if (!isEmpty(byIsbn)) return { result: byIsbn, correctedQuery: null };
  }
  if (parsed.words.length === 0) return { result: [], correctedQuery: null };
  const namer = await subjectNamer(db, locale);
  return withCorrections(db, parsed, (match) => subjectCounts(db, match, filters), isEmpty, namer, shared);
}

// --- autocomplete -------------------------------------------------------------------------

export interface Suggestions {
  products: (SuggestionRow & { matchedFields: MatchedField[] })[];
  authors: AuthorRow[];
}

export type MatchedField = 'name' | 'authors' | 'isbn' | 'subjects';

export async function autocomplete(
  db: Kysely<DB>,
  input: { q: string; filters: SearchFilters; limit: number; locale?: Locale; shared?: Shared },
): Promise<Corrected<Suggestions>> {
  const parsed = parseQuery(input.q);
  const base = { filters: input.filters, limit: input.limit, authorLimit: MAX_AUTHOR_SUGGESTIONS };
  const withFields = (
    result: { products: SuggestionRow[]; authors: AuthorRow[] },
    words: WordTerms[],
  ): Suggestions => ({
    products: result.products.map((p) => ({ ...p, matchedFields: matchedFields(p, words, parsed) })),
    authors: result.authors,
  });
  const digits = isbnPrefix(input.q);
  if (parsed.isbn || digits) {
    const result = await suggest(db, { ...base, key: parsed.key, words: [], isbn: parsed.isbn, isbnPrefix: digits });
    return { result: withFields(result, []), correctedQuery: null };
  }
  if (parsed.words.length === 0) return { result: { products: [], authors: [] }, correctedQuery: null };
  const corrected = await withCorrections(
    db,
    parsed,
    async (match) =>
      withFields(
        await suggest(db, { ...base, key: match.key, words: match.words, isbn: null, isbnPrefix: null }),
        match.words,
      ),
    (r) => r.products.length === 0 && r.authors.length === 0,
    await subjectNamer(db, input.locale ?? DEFAULT_LOCALE),
    input.shared ?? unshared,
  );
  return corrected;
}

/** Which fields of a suggestion the words hit: title, authors, ISBN; else subjects. */
export function matchedFields(row: SuggestionRow, words: readonly WordTerms[], parsed: ParsedQuery): MatchedField[] {
  const fields: MatchedField[] = [];
  const digits = parsed.text.replace(/[\s-]/g, '');
  if (
    /^[0-9X]{3,13}$/i.test(digits) &&
    [row.isbn13 ?? '', ...row.isbns].some((i) => i.startsWith(digits.toUpperCase()))
  ) {
    fields.push('isbn');
  }
  const titleWords = normalizeText(row.name).split(' ');
  const authorWords = normalizeText(row.authors.map((a) => `${a.givenName} ${a.familyName}`).join(' ')).split(' ');
  const hits = (list: string[]) =>
    words.some((w) => w.terms.some((t) => list.some((x) => x.startsWith(t) || (x.length >= 4 && t.startsWith(x)))));
  if (words.length > 0 && hits(titleWords)) fields.push('name');
  if (words.length > 0 && hits(authorWords)) fields.push('authors');
  if (fields.length === 0) fields.push('subjects');
  return fields;
}
