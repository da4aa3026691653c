// Recent searches on the device: up to 10, text plus the subject
// the results were narrowed to, newest first. Pure: how a search joins the list, which ones
// match the text being typed, and where one leads. Never sent to the server.
import { SEARCH_TEXT_MAX, cutText } from '../../../contract/search-text';
import { matchesEveryWord } from './autocomplete';
import { textSearchHref } from '../shell/query-params';

export const RECENT_SEARCHES_MAX = 10;

export interface RecentSearch {
  /** The search text as searched (trimmed). */
  q: string;
  /** Subject the results were narrowed to: a category code, or primary discipline codes. */
  cat: string | null;
  disc: string[];
  /** The subject's name as shown then ('' when none), so the list needs no subject tree. */
  subject: string;
  /** ms since the epoch. */
  at: number;
}

/** Two searches are the same when their text is, ignoring case and spacing. */
export function recentKey(q: string): string {
  return q.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A search moves to the front. The same text searched again replaces the older entry, taking
 * the subject of the newer one (narrowing a search by subject refines it, it is not a second one).
 */
export function addRecent(list: readonly RecentSearch[], entry: RecentSearch, max = RECENT_SEARCHES_MAX): RecentSearch[] {
  const q = cutText(entry.q.trim(), SEARCH_TEXT_MAX);
  if (q === '') return [...list];
  const key = recentKey(q);
  return [{ ...entry, q }, ...list.filter((r) => recentKey(r.q) !== key)].slice(0, max);
}

export function removeRecent(list: readonly RecentSearch[], q: string): RecentSearch[] {
  const key = recentKey(q);
  return list.filter((r) => recentKey(r.q) !== key);
}

/** As the user types: the recent searches every typed word starts a word of (case and accents ignored). */
export function matchingRecent(list: readonly RecentSearch[], text: string): RecentSearch[] {
  if (text.trim() === '') return [...list];
  return list.filter((r) => matchesEveryWord([r.q], text));
}

/** The results page of a recent search: its text and subject, plus the parameters a search carries. */
export function recentSearchHref(search: string, entry: RecentSearch): string {
  const href = textSearchHref(search, entry.q);
  if (!entry.cat && entry.disc.length === 0) return href;
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  if (entry.cat) params.set('cat', entry.cat);
  else params.set('disc', entry.disc.join('|'));
  return `${path}?${params.toString()}`;
}

function isRecent(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.q === 'string' &&
    v.q.trim() !== '' &&
    (v.cat === null || typeof v.cat === 'string') &&
    Array.isArray(v.disc) &&
    v.disc.every((d) => typeof d === 'string') &&
    typeof v.subject === 'string' &&
    typeof v.at === 'number'
  );
}

/** What storage gave back: well-formed entries only, newest first, one per text, at most 10. */
export function recentListOf(stored: unknown): RecentSearch[] {
  if (!Array.isArray(stored)) return [];
  const sorted = stored.filter(isRecent).sort((a, b) => b.at - a.at);
  const seen = new Set<string>();
  return sorted
    .filter((r) => {
      const key = recentKey(r.q);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, RECENT_SEARCHES_MAX);
}

// --- in the search box's dropdown ------------------------------------------------------

/** While typing, at most this many matching recent searches go above the suggestions. */
export const RECENT_WHILE_TYPING_MAX = 5;

/**
 * The dropdown's recent-search options, in the order the arrow keys walk them: each search,
 * then its 'Remove' control (an option of its own, so a keyboard and a screen reader reach it
 * as they reach any other; a listbox may hold nothing but options), and 'Clear all' last. With
 * an empty box: the whole list and 'Clear all'; while typing: the matching ones, no 'Clear all'.
 */
export type RecentOption =
  | { kind: 'recent'; key: string; entry: RecentSearch }
  | { kind: 'remove-recent'; key: string; entry: RecentSearch }
  | { kind: 'clear-recent'; key: 'clear-recent' };

export function recentOptions(list: readonly RecentSearch[], boxText: string): RecentOption[] {
  const empty = boxText.trim() === '';
  const shown = empty ? list : matchingRecent(list, boxText).slice(0, RECENT_WHILE_TYPING_MAX);
  const options: RecentOption[] = shown.flatMap((entry) => {
    const key = recentKey(entry.q);
    return [
      { kind: 'recent' as const, key: `recent-${key}`, entry },
      { kind: 'remove-recent' as const, key: `remove-${key}`, entry },
    ];
  });
  if (empty && options.length > 0) options.push({ kind: 'clear-recent', key: 'clear-recent' });
  return options;
}
