/**
 * Query parsing (issue 3): what a search text asks for, before any SQL.
 *
 * - The key: the whole text normalised (text.ts), compared with title and author keys
 *   for known-item boosts (exact title, exact author name, title starting with it).
 * - The words: normalised words without English stop words (the document drops them
 *   too). The last word is a prefix ("campbell bio") when the text ends inside it and it
 *   has at least PREFIX_MIN_LENGTH characters; a stop word in that place is kept as a
 *   prefix of plain words ("music the" → "music theory").
 * - An ISBN: the whole text as an ISBN-13 or ISBN-10 (isbn.ts).
 */
import { ENGLISH_STOP_WORDS, endsInsideWord, normalizeText } from './text.ts';
import { parseIsbn, type IsbnQuery } from './isbn.ts';

/** Shorter last words are whole words: "in" or "ch" would expand to half the catalogue. */
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

export function parseQuery(raw: string, options: { prefixLastWord?: boolean } = {}): ParsedQuery {
  const text = raw.trim();
  const key = normalizeText(text);
  const all = key === '' ? [] : key.split(' ');
  const lastIsPrefix = (options.prefixLastWord ?? true) && endsInsideWord(raw);
  const words: QueryWord[] = [];
  all.forEach((word, i) => {
    const last = i === all.length - 1;
    const prefix = last && lastIsPrefix && Array.from(word).length >= PREFIX_MIN_LENGTH;
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
