// TanStack Query client and its IndexedDB persister (idb-keyval): catalogue answers stay
// readable offline (architecture: "offline, the same page renders from it"). What is kept, for
// how long, and why prices are kept for one session only: docs/offline.md.
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { ApiError } from '../api/api-client';
import { registerPersonalDataClear } from './personal-data';
import { createSafeKeyval, hasIndexedDb, type KeyvalStore } from './safe-keyval';
import { readStored, removeStored, writeStored } from './storage';

const DAY = 24 * 60 * 60 * 1000;

/** How long an answer is fresh unless its query says otherwise. */
export const DEFAULT_STALE_TIME = 5 * 60 * 1000;

/** Persisted data older than this is dropped on start. */
export const PERSIST_MAX_AGE = 7 * DAY;
/** Queries stay in memory at least as long as the persister keeps them (else they'd be lost on save). */
export const QUERY_GC_TIME = PERSIST_MAX_AGE;
/**
 * Change when a cached answer's shape changes. v2: /api/discipline/count answers `all` (a v1
 * cache would show an empty Subject facet).
 */
export const PERSIST_SCHEMA = 'v2';
/** The build's id (vite.config.ts): every deployment starts from a fresh cache. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
export const PERSIST_BUSTER = `${PERSIST_SCHEMA}:${BUILD_ID}`;
/** The IndexedDB key of the persisted cache. */
export const PERSIST_KEY = 'exchange.query-cache';

/**
 * The localStorage key of a client the page was hidden (or left) before the persister wrote it.
 * localStorage, because its write is done before the page goes: an IndexedDB write begun as a
 * page unloads may never finish in WebKit, and then holds up every later read of the store.
 */
export const PERSIST_HANDOFF_KEY = 'exchange.query-cache.unsaved';

const isPersistedClient = (value: unknown): value is PersistedClient =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PersistedClient).timestamp === 'number' &&
  Array.isArray((value as PersistedClient).clientState?.queries);

/** Query keys starting with this hold prices and offers: kept for the session that fetched them. */
export const OFFERS_KEY_ROOT = 'offers';

/**
 * What the persister writes: successful answers, except the device's own lists (['device', …],
 * kept in IndexedDB by their modules): a throttled snapshot of those would bring back an older
 * list than the one their module wrote. Nor the admins' search insights (['insights', …]):
 * they stay on the server.
 */
export const dehydrateOptions = {
  shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
    query.state.status === 'success' && query.queryKey[0] !== 'device' && query.queryKey[0] !== 'insights',
};

export function createQueryClient(): QueryClient {
  // onlineManager starts out 'online' and learns only from online/offline events: a page
  // loaded while offline must start offline, or it would show its last prices as current. It
  // listens from its first subscriber on, which is the client's mount: on a page React takes over
  // from the server that comes late, and an 'offline' meanwhile was missed. So, listening now.
  // (In a browser only: Node 21+ has a `navigator` without `onLine`.)
  if (typeof window !== 'undefined') {
    onlineManager.setOnline(navigator.onLine);
    onlineManager.subscribe(() => undefined);
  }
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Use the cache first and only then the network, so offline pages render from IndexedDB.
        networkMode: 'offlineFirst',
        staleTime: DEFAULT_STALE_TIME,
        gcTime: QUERY_GC_TIME,
        // A 4xx answer will not change on retry; a 5xx or a network failure might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
        // On reconnect (onlineManager), stale queries of the screens on show refetch by themselves.
        refetchOnReconnect: true,
      },
    },
  });
}

/**
 * A 4xx answer (404 missing, 401 sign in, 403 not for you) is as final as a success, and stays
 * as fresh: a route's start that got one is the screen's answer, and the screen mounting must not
 * ask again (TanStack Query's retryOnMount and prefetchQuery both would, since an error holds no
 * data).
 */
export function hasFreshFinalError(
  state: { status: string; error: unknown; errorUpdatedAt: number } | undefined,
  now = Date.now(),
  freshFor = DEFAULT_STALE_TIME,
): boolean {
  // By name: an answer the server's page carried is an ApiError's name and status (server-render.tsx).
  // An ApiError is an answer that was not ok, so below 500 is a 4xx.
  const error = state?.error as ApiError | null | undefined;
  return (
    state?.status === 'error' &&
    error?.name === 'ApiError' &&
    error.status < 500 &&
    now - state.errorUpdatedAt < freshFor
  );
}

const PRICE_SESSION_KEY = 'exchange.price-session';

/**
 * When this browsing session began (sessionStorage: one tab or one launch of the installed app,
 * surviving reloads). Prices fetched before it belong to an earlier session.
 */
export function priceSessionStart(now = Date.now()): number {
  try {
    const stored = Number(window.sessionStorage.getItem(PRICE_SESSION_KEY));
    if (Number.isFinite(stored) && stored > 0) return stored;
    window.sessionStorage.setItem(PRICE_SESSION_KEY, String(now));
  } catch {
    // no sessionStorage: this page load is the session
  }
  return now;
}

/** The persisted client without offers fetched before `sessionStart` (a price lives one session). */
export function withoutEarlierSessionsPrices(client: PersistedClient, sessionStart: number): PersistedClient {
  const queries = client.clientState.queries.filter(
    (q) => !(q.queryKey[0] === OFFERS_KEY_ROOT && q.state.dataUpdatedAt < sessionStart),
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** A hand-off of a page's own answers only (DevicePersister.handOffPageAnswers). */
type PageAnswersHandoff = PersistedClient & { pageOnly?: true };

/**
 * `kept` with `page`'s answers added: where both hold a query, the later answer. The device's
 * other answers stay (the page had not restored them when it handed its own off).
 */
export function withPageAnswers<T extends PersistedClient>(kept: T, page: PersistedClient): T {
  const queries = new Map(kept.clientState.queries.map((q) => [q.queryHash, q]));
  for (const q of page.clientState.queries) {
    const held = queries.get(q.queryHash);
    if (!held || held.state.dataUpdatedAt < q.state.dataUpdatedAt) queries.set(q.queryHash, q);
  }
  return {
    ...kept,
    timestamp: Math.max(kept.timestamp, page.timestamp),
    clientState: { ...kept.clientState, queries: [...queries.values()] },
  };
}

export interface DevicePersister extends Persister {
  /**
   * Keeps the answers of a page the app has not taken over yet (the server drew it, and the
   * device's saved answers are restored only after the take-over) for the next start, which adds
   * them to what IndexedDB holds. For a page hidden or left before that: a visitor who opens a
   * product and goes on at once on a slow phone has it offline too.
   */
  handOffPageAnswers(client: PersistedClient): void;
}

/**
 * The persister on IndexedDB, or null where there is none (jsdom; some private modes): the app
 * then runs unpersisted. A failing store (denied, full) degrades to memory, never throws.
 */
export function createIdbPersister(
  backing?: KeyvalStore,
  sessionStart: () => number = () => priceSessionStart(),
): DevicePersister | null {
  if (!backing && !hasIndexedDb()) return null;
  const store = createSafeKeyval(backing);
  // The persister writes at most once a second. A client it has not written yet (results that
  // arrived within that second) is handed to localStorage when the page is hidden (or left), or a
  // visitor who reads the results and goes would find them missing offline; the next start takes
  // it back when it is newer than the stored one.
  let unsaved: PersistedClient | null = null;
  const persister = createAsyncStoragePersister({
    key: PERSIST_KEY,
    storage: {
      getItem: async (key) => {
        const value = await store.get(key);
        return typeof value === 'string' ? value : null;
      },
      setItem: (key, value: string) => {
        unsaved = null;
        return store.set(key, value);
      },
      removeItem: (key) => store.del(key),
    },
  });
  // 'hidden' comes before a page is left or closed too (the Page Lifecycle), so one event serves.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || !unsaved) return;
    writeStored(PERSIST_HANDOFF_KEY, unsaved);
    unsaved = null;
  });
  // Signing out forgets the persisted copy at once (the cleared client is saved a moment later).
  registerPersonalDataClear(() => {
    unsaved = null; // never written back by a hide that follows
    removeStored(PERSIST_HANDOFF_KEY);
    return store.del(PERSIST_KEY);
  }, 'user');
  const takeBackHandoff = async (saved: PersistedClient | undefined) => {
    const handedOff = readStored<PageAnswersHandoff>(PERSIST_HANDOFF_KEY, isPersistedClient);
    if (!handedOff) return saved;
    const { pageOnly, ...client } = handedOff;
    if (!pageOnly && saved && saved.timestamp >= client.timestamp) {
      removeStored(PERSIST_HANDOFF_KEY);
      return saved;
    }
    // A page's own answers join the saved ones (of the same build: another's are dropped on restore).
    const taken = pageOnly && saved && saved.buster === client.buster ? withPageAnswers(saved, client) : client;
    await store.set(PERSIST_KEY, JSON.stringify(taken));
    // Kept until IndexedDB holds it: a store that failed leaves it for the next start.
    if (!store.degraded) removeStored(PERSIST_HANDOFF_KEY);
    return taken;
  };
  return {
    ...persister,
    handOffPageAnswers: (client) => {
      // A hand-off not taken back yet (an earlier page's) gets these answers added, and keeps its kind.
      const held = readStored<PageAnswersHandoff>(PERSIST_HANDOFF_KEY, isPersistedClient);
      const page: PageAnswersHandoff = { ...client, pageOnly: true };
      writeStored(PERSIST_HANDOFF_KEY, held && held.buster === client.buster ? withPageAnswers(held, client) : page);
    },
    persistClient: (client) => {
      unsaved = client;
      return persister.persistClient(client);
    },
    restoreClient: async () => {
      const client = await takeBackHandoff(await persister.restoreClient());
      return client ? withoutEarlierSessionsPrices(client, sessionStart()) : undefined;
    },
  };
}
