// TanStack Query client and its IndexedDB persister (idb-keyval): catalogue answers stay
// readable offline (architecture: "offline, the same page renders from it").
import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { ApiError } from './api-client';

const DAY = 24 * 60 * 60 * 1000;

/** Persisted data older than this is dropped on start. */
export const PERSIST_MAX_AGE = 7 * DAY;
/**
 * Change when a cached answer's shape changes, so old caches are thrown away. v2:
 * /api/discipline/count answers `all` (a v1 cache would show an empty Subject facet).
 */
export const PERSIST_BUSTER = 'v2';

/**
 * What the persister writes: successful answers, except the device's own lists (['device', …],
 * kept in IndexedDB by their modules): a throttled snapshot of those would bring back an older
 * list than the one their module wrote. Nor the admins' search insights (['insights', …]):
 * they stay on the server.
 */
export const dehydrateOptions = {
  // TanStack's default keeps successful queries only; so do we.
  shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
    query.state.status === 'success' && query.queryKey[0] !== 'device' && query.queryKey[0] !== 'insights',
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Use the cache first and only then the network, so offline pages render from IndexedDB.
        networkMode: 'offlineFirst',
        staleTime: 5 * 60 * 1000,
        gcTime: PERSIST_MAX_AGE,
        // A 4xx answer will not change on retry; a 5xx or a network failure might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** null where IndexedDB is missing (some private modes, jsdom): the app then runs unpersisted. */
export function createIdbPersister(): Persister | null {
  if (typeof indexedDB === 'undefined') return null;
  return createAsyncStoragePersister({
    key: 'exchange.query-cache',
    storage: {
      getItem: async (key) => {
        try {
          return (await get<string>(key)) ?? null;
        } catch {
          return null;
        }
      },
      setItem: async (key, value: string) => {
        try {
          await set(key, value);
        } catch {
          // quota or a blocked database: the cache is an optimisation, carry on
        }
      },
      removeItem: async (key) => {
        try {
          await del(key);
        } catch {
          // same as above
        }
      },
    },
  });
}
