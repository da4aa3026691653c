// The device's recent searches, kept in IndexedDB (idb-keyval) and
// read through TanStack Query under ['device', …] (never persisted by the query persister, never
// sent to the server), so every search box shows the same list. Storage that fails (private
// mode, quota) leaves the list in memory for the visit.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { idbKeyval } from '../storage/safe-keyval';
import { addRecent, recentListOf, removeRecent, type RecentSearch } from '../../domain/search/recent-searches';

// Bounded in time: a store that never answers leaves the list in memory, as a failing one does.
const { get, set, del } = idbKeyval;

const KEY = 'exchange.recent-searches';

export function recentSearchesQueryOptions() {
  return queryOptions({
    queryKey: ['device', 'recent-searches'] as const,
    queryFn: () => readList(),
    // Local data: never stale, never paused by the network.
    staleTime: Infinity,
    networkMode: 'always',
  });
}

async function readList(): Promise<RecentSearch[]> {
  try {
    return recentListOf(await get(KEY));
  } catch {
    return [];
  }
}

// Changes run one after another, each on what the last one wrote (two quick searches both stay).
let queue: Promise<void> = Promise.resolve();

function update(queryClient: QueryClient, change: (list: RecentSearch[]) => RecentSearch[]): Promise<void> {
  queue = queue.then(async () => {
    const key = recentSearchesQueryOptions().queryKey;
    const stored = await readList();
    // Storage is the truth; when it cannot be read, what this visit has seen so far.
    const base = stored.length > 0 ? stored : (queryClient.getQueryData(key) ?? []);
    const next = change(base);
    queryClient.setQueryData(key, next);
    try {
      await (next.length > 0 ? set(KEY, next) : del(KEY));
    } catch {
      // the list stays in memory for this visit
    }
  });
  return queue;
}

export function recordRecentSearch(queryClient: QueryClient, entry: RecentSearch): Promise<void> {
  return update(queryClient, (list) => addRecent(list, entry));
}

export function forgetRecentSearch(queryClient: QueryClient, q: string): Promise<void> {
  return update(queryClient, (list) => removeRecent(list, q));
}

export function clearRecentSearches(queryClient: QueryClient): Promise<void> {
  return update(queryClient, () => []);
}
