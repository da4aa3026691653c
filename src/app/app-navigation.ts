// The app's history, outside React. React Router's declarative router (its <Router>) draws from
// it; code outside React navigates with it (the session service's sign-in and sign-out); and it
// does the two things the data router did for us at navigation time:
// - starts the new route's data (`onNavigate`, the route table's prefetch) at once, not after
//   the screen's chunk has loaded and rendered;
// - remembers, per history entry, where the page was scrolled (restored on Back) and whether the
//   navigation asked to keep the scroll position (`preventScrollReset`, as filters and tabs do).
// The data router (createBrowserRouter) costs about 17 kB gzip more in every page's entry and
// nothing here needs its loaders' other powers (size budgets).
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Navigator,
  type To,
} from 'react-router';

type History = ReturnType<typeof createBrowserHistory>;

export interface NavigationUpdate {
  action: NavigationType;
  location: Location;
}

export interface AppNavigation {
  /** What <AppRouter> hands to React Router's <Router>. */
  readonly navigator: Navigator;
  readonly location: Location;
  readonly action: NavigationType;
  /** For code outside React (an absolute path with its query). */
  navigate(to: To, options?: { replace?: boolean }): void;
  /** Called on every navigation, before React renders it; returns the unsubscribe. */
  subscribe(listener: (update: NavigationUpdate) => void): () => void;
  /** The scroll position saved for a history entry, if the page was left from there. */
  savedScroll(key: string): number | undefined;
  /** Whether the navigation to this entry asked to keep the scroll position. */
  keepsScroll(key: string): boolean;
}

const SCROLL_STORE = 'exchange:scroll-positions';
const MAX_SAVED = 50;

function readSaved(): Map<string, number> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(SCROLL_STORE) ?? '{}') as Record<string, unknown>;
    return new Map(Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return new Map();
  }
}

/**
 * One per app. `history` is the browser's by default; tests pass a memory history
 * (UNSAFE_createMemoryHistory with v5Compat, so it tells its listener about its own pushes).
 */
export function createAppNavigation(
  history: History = createBrowserHistory({ v5Compat: true }),
  onNavigate?: (location: Location) => void,
): AppNavigation {
  const listeners = new Set<(update: NavigationUpdate) => void>();
  // Survives a reload (same tab, same entries), as the browser's own restoration does.
  const scroll = typeof sessionStorage === 'undefined' ? new Map<string, number>() : readSaved();
  const keepScroll = new Set<string>();
  let nextKeepsScroll = false;
  let current = history.location;

  const save = () => {
    scroll.delete(current.key);
    scroll.set(current.key, window.scrollY);
    while (scroll.size > MAX_SAVED) scroll.delete(scroll.keys().next().value!);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      save();
      try {
        sessionStorage.setItem(SCROLL_STORE, JSON.stringify(Object.fromEntries(scroll)));
      } catch {
        // Storage full or denied: Back after a reload then starts at the top.
      }
    });
  }

  // The history calls one listener: this one fans out (React Router's <Router> state, prefetch).
  history.listen(({ action, location }) => {
    // The page on screen is still the one being left (React has not rendered the new one).
    save();
    if (nextKeepsScroll) keepScroll.add(location.key);
    nextKeepsScroll = false;
    current = location;
    onNavigate?.(location);
    for (const listener of listeners) listener({ action, location });
  });
  onNavigate?.(history.location);

  const move =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown, opts?: NavigateOptions): void => {
      nextKeepsScroll = Boolean(opts?.preventScrollReset);
      history[method](to, state);
    };

  return {
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: move('push'),
      replace: move('replace'),
    },
    get location() {
      return history.location;
    },
    get action() {
      return history.action;
    },
    navigate: (to, options) => (options?.replace ? history.replace(to) : history.push(to)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    savedScroll: (key) => scroll.get(key),
    keepsScroll: (key) => keepScroll.has(key),
  };
}
