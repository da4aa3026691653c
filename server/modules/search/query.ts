/**
 * Query parsing: what a search text asks for, before any SQL.
 *
 * - The key: the whole text normalised (text.ts), compared with title and author keys
 *   for known-item boosts (exact title, exact author name, title starting with it).
 * - The words: normalised words without English stop words (the document drops them
 *   too). The last word is a prefix ("campbell bio") when the text ends inside it; a
 *   stop word in that place is kept as a prefix of plain words ("music the" → "music
 *   theory"). A last word shorter than PREFIX_MIN_LENGTH is a prefix only after other
 *   words ("public fi", a title cut at 100 characters): alone, "ph" would expand to a
 *   good part of the catalogue, so it matches whole first (search-service.ts retries it
 *   as a prefix when that finds nothing: `prefixLastWord: 'always'`).
 * - An ISBN: the whole text as an ISBN-13 or ISBN-10 (isbn.ts).
 */
import { ENGLISH_STOP_WORDS, endsInsideWord, normalizeText } from './text.ts';
import { parseIsbn, type IsbnQuery } from './isbn.ts';

/** A lone last word shorter than this matches whole first: "in" or "ch" alone would expand to half the catalogue. */
export const PREFIX_MIN_LENGTH = 3;
/** Words searched at most; the rest of a long text is ignored. */
export const MAX_QUERY_WORDS = 16;

export interface QueryWord {
  text: string;
  /** Matches any word starting with it. */
  prefix: boolean;
  /** A stop word kept as a prefix: matched against plain (unstemmed) words only. */
  stop: boolean;
}

export interface ParsedQuery {
  /** The text as given, trimmed. */
  text: string;
  /** normalizeText(text). */
  key: string;
  words: QueryWord[];
  isbn: IsbnQuery | null;
}

/**
 * `prefixLastWord`: true (default) — the last word is a prefix when the text ends inside it
 * (a lone short word excepted); false — never; 'always' — the last word is a prefix
 * whatever its length or what follows it (the retry when nothing matched as typed).
 */
export function parseQuery(raw: string, options: { prefixLastWord?: boolean | 'always' } = {}): ParsedQuery {
  const text = raw.trim();
  const key = normalizeText(text);
  const all = key === '' ? [] : key.split(' ');
  const mode = options.prefixLastWord ?? true;
  const lastIsPrefix = mode === 'always' || (mode && endsInsideWord(raw));
  const words: QueryWord[] = [];
  all.forEach((word, i) => {
    const last = i === all.length - 1;
    const prefix =
      last && lastIsPrefix && (mode === 'always' || all.length > 1 || Array.from(word).length >= PREFIX_MIN_LENGTH);
    const stop = ENGLISH_STOP_WORDS.has(word);
    if (stop && !prefix) return;
    words.push({ text: word, prefix, stop });
  });
  // A text of stop words only ("the it") searches its words plainly rather than nothing.
  if (words.length === 0 && all.length > 0) {
    for (const word of all) words.push({ text: word, prefix: false, stop: true });
  }
  return { text, key, words: dedupe(words).slice(0, MAX_QUERY_WORDS), isbn: parseIsbn(text) };
}

function dedupe(words: QueryWord[]): QueryWord[] {
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  // Keep the last occurrence's prefix flag: "bio biology" needs "biology" plainly and "bio" too.
  for (const w of words) {
    const id = `${w.text}|${w.prefix}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(w);
    }
  }
  return out;
}

/** The text with each corrected word replaced, for `correctedQuery` ("Showing results for …"). */
export function correctedText(parsed: ParsedQuery, corrections: ReadonlyMap<string, string>): string {
  return parsed.key
    .split(' ')
    .map((w) => corrections.get(w) ?? w)
    .join(' ');
}
