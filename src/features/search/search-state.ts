// UI state of the results page. spec §2: the list/grid layout is kept for the session, so it
// lives in sessionStorage under the 'exchange.' prefix (spec §3 browser storage: a session
// key; sign-out clears those keys). Storage access is defensive (src/lib/storage/storage.ts).
import { atom } from '../../lib/state/app-jotai';
import { readStored, writeStored } from '../../lib/storage/storage';
import type { Layout } from '../../domain/search/search-results';

export const LAYOUT_STORAGE_KEY = 'exchange.search.layout';

const isLayout = (value: unknown): value is Layout => value === 'list' || value === 'grid';

const storedLayoutAtom = atom<Layout | null>(null);

/**
 * Whether the 'Filter by' sheet is open: outside the search page's state, so opening it draws the
 * button and the sheet, not the page's results again (a press that waited 200 ms on a low-tier
 * phone). The page closes it as it goes.
 */
export const filterSheetOpenAtom = atom(false);

/** The chosen layout: memory first, then the session's stored value, else list. */
export const searchLayoutAtom = atom(
  (get): Layout => get(storedLayoutAtom) ?? readStored(LAYOUT_STORAGE_KEY, isLayout, 'session') ?? 'list',
  (_get, set, layout: Layout) => {
    set(storedLayoutAtom, layout);
    writeStored(LAYOUT_STORAGE_KEY, layout, 'session');
  },
);
