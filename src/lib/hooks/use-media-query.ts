import { useOnDevice } from './use-hydrated';

interface Watched {
  list: MediaQueryList;
  matches: boolean;
  listeners: Set<() => void>;
}

// One MediaQueryList per query for the whole page, its answer kept up to date by its own change
// event. Asking `matchMedia(query).matches` in every render (React asks a store's snapshot at
// least twice per render) makes the browser bring style and layout up to date each time: on the
// product page at 4x CPU that was 16 ms of one long task. Keyed by the matchMedia function too,
// so a test that installs another one starts afresh.
let watchedBy: ((query: string) => MediaQueryList) | null = null;
const watched = new Map<string, Watched>();

function watch(query: string): Watched | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (watchedBy !== window.matchMedia) {
    watched.clear();
    watchedBy = window.matchMedia;
  }
  let entry = watched.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    const created: Watched = { list, matches: list.matches, listeners: new Set() };
    list.addEventListener('change', (event) => {
      created.matches = event.matches;
      for (const listener of created.listeners) listener();
    });
    watched.set(query, created);
    entry = created;
  }
  return entry;
}

const subscriptions = new Map<string, (onChange: () => void) => () => void>();

/** One subscribe function per query, so a part's subscription lasts as long as the part. */
function subscriptionTo(query: string) {
  let subscribe = subscriptions.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const entry = watch(query);
      if (!entry) return () => {};
      entry.listeners.add(onChange);
      return () => entry.listeners.delete(onChange);
    };
    subscriptions.set(query, subscribe);
  }
  return subscribe;
}

/**
 * Live result of a CSS media query; false where matchMedia is missing, and on the server, whose
 * page React takes over as it is drawn: the device's answer follows in a transition (useOnDevice).
 */
export function useMediaQuery(query: string): boolean {
  return useOnDevice(() => watch(query)?.matches ?? false, false, subscriptionTo(query));
}

/** spec §9: 992px separates desktop from mobile. */
export const DESKTOP_QUERY = '(min-width: 992px)';
/** spec §9: 600 px separates the narrowest layouts (tabs, the LMS institution label). */
export const NARROW_QUERY = '(max-width: 599px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
