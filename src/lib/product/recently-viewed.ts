// The device's list of viewed products, kept in IndexedDB (idb-keyval) and read through
// TanStack Query, so home re-renders when the product page records a view. Never sent to the
// server. Storage that fails (private mode, quota) leaves the list in memory for the visit.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { idbKeyval } from '../storage/safe-keyval';
import { addViewed, viewedListOf, type ViewedProduct } from '../../domain/product/recently-viewed';

// Bounded in time: a store that never answers leaves the list in memory, as a failing one does.
const { get, set, del } = idbKeyval;

const KEY = 'exchange.recently-viewed';

export function recentlyViewedQueryOptions() {
  return queryOptions({
    queryKey: ['device', 'recently-viewed'] as const,
    queryFn: () => readList(),
    // Local data: never stale, never paused by the network.
    staleTime: Infinity,
    networkMode: 'always',
  });
}

async function readList(): Promise<ViewedProduct[]> {
  try {
    return viewedListOf(await get(KEY));
  } catch {
    return [];
  }
}

// Views are written one after another (each reads what the last one wrote): two pages opened
// in quick succession must both be kept.
let queue: Promise<void> = Promise.resolve();

export function recordViewed(queryClient: QueryClient, entry: ViewedProduct): Promise<void> {
  queue = queue.then(async () => {
    const key = recentlyViewedQueryOptions().queryKey;
    // Storage is the truth; when it cannot be read, what this visit has seen so far.
    const stored = await readList();
    const base = stored.length > 0 ? stored : (queryClient.getQueryData(key) ?? []);
    const next = addViewed(base, entry);
    queryClient.setQueryData(key, next);
    try {
      await set(KEY, next);
    } catch {
      // the list stays in memory for this visit
    }
  });
  return queue;
}

/** Forgets the list; queued after any view being written, so none comes back after it. */
export function clearViewed(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(recentlyViewedQueryOptions().queryKey, []);
  queue = queue.then(async () => {
    queryClient.setQueryData(recentlyViewedQueryOptions().queryKey, []);
    try {
      await del(KEY);
    } catch {
      // nothing kept to clear
    }
  });
  return queue;
}
