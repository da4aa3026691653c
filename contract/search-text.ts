/**
 * spec §5 / §9: search text 2 to 100 characters; autocomplete from 3. A character is a
 * Unicode code point on both sides (the server's JSON-schema `maxLength` counts code points
 * too), so '😀' is one character, not two UTF-16 units, and a cut never splits a surrogate
 * pair. Surrounding spaces do not count.
 */
import { AUTOCOMPLETE_MIN_LENGTH } from './search-options.ts';
import { normaliseText } from './text.ts';

export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;

/**
 * The text search matches on: lower case, accents removed (é → e), every run of other
 * characters than letters and digits one space. The server's search and the accepted
 * synonym rules (keyed by it) both use this one definition; its SQL twin is `search_fold` /
 * `search_key` (server/db/migrations/0011-search-fold-turkish.ts), checked against it case by
 * case.
 *
 * Turkish dotted and dotless i match each other, as any accent does: 'İstanbul', 'ISTANBUL',
 * 'ıstanbul' and 'istanbul' all read 'istanbul'. A Turkish keyboard types the capital of 'i' as
 * 'İ' and of 'ı' as 'I', while an English one types 'I' for 'i', so which letter a searcher
 * meant cannot be told from the text; telling them apart would lose 'ISTANBUL' for one or the
 * other. The same fold for every locale keeps documents and queries comparable whatever
 * language the reader has chosen. Display keeps the text as it was written.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replaceAll('ı', 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Length in characters (code points). */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The first `max` characters (code points) of `text`. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text; // at most `max` UTF-16 units: at most `max` code points
  let out = '';
  let n = 0;
  for (const ch of text) {
    if (n === max) break;
    out += ch;
    n++;
  }
  return out;
}

export type SearchTextCheck = 'empty' | 'too-short' | 'too-long' | 'ok';

/**
 * What spec §5 says of a search text: trimmed, then 2 to 100 characters, counted in NFC
 * (contract/text.ts) as the server counts them: 'e' + combining accent is one character.
 */
export function checkSearchText(text: string): SearchTextCheck {
  const length = textLength(normaliseText(text).trim());
  if (length === 0) return 'empty';
  if (length < SEARCH_TEXT_MIN) return 'too-short';
  if (length > SEARCH_TEXT_MAX) return 'too-long';
  return 'ok';
}

/** The text a search sends: trimmed, cut at 100 characters (spec §5), trimmed again. */
export function searchTextOf(raw: string): string {
  return cutText(normaliseText(raw).trim(), SEARCH_TEXT_MAX).trim();
}

/** spec §5: suggestions are asked for from 3 characters (surrounding spaces not counted). */
export function isAutocompleteText(text: string): boolean {
  return textLength(text.trim()) >= AUTOCOMPLETE_MIN_LENGTH;
}
