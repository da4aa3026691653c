// Search analytics events (issue 13). Not in the entry: the pages that record events (search,
// product, the search box's suggestions through a dynamic import) bring it. `track()` does
// nothing without analytics consent (group C0002, spec §7) — no queue, no chunk, no request.
// With it, the first event loads the queue and sender (analytics-queue.ts) and hands it the
// event with the moment it happened. Page hide sends what is queued with sendBeacon; coming
// back online sends it with fetch. Listening starts when this module loads.
import type * as QueueModule from './analytics-queue';
import type { AnalyticsEvent } from './analytics-queue';
import { appStore } from './app-jotai';
import { apiUrl } from './api-client';
import { performanceConsentAtom } from './consent';
import { forgetVisit, visitIdAt } from './visit-id';

export type { AnalyticsEvent };
type Queue = typeof QueueModule;

/** Where the queue is kept (handed to analytics-queue.ts, which keeps no name of its own). */
export const ANALYTICS_QUEUE_KEY = 'exchange.analyticsQueue';

let queue: Queue | null = null;
let loading: Promise<Queue | null> | null = null;
const allowed = () => appStore.get(performanceConsentAtom);

function load(): Promise<Queue | null> {
  loading ??= import('./analytics-queue').then(
    (m) => {
      m.configure({ key: ANALYTICS_QUEUE_KEY, url: apiUrl('/api/events'), allowed });
      return (queue = m);
    },
    () => (loading = null), // offline without the chunk: try again with the next event
  );
  return loading;
}

/** Records an event, only with analytics consent. */
export function track(event: AnalyticsEvent): void {
  if (!allowed()) return;
  const at = Date.now();
  const visitId = visitIdAt(at);
  void load().then((m) => {
    m?.enqueue({ ...event, visitId }, at);
    m?.sendLater();
  });
}

/** Listens for the moments to send (once, when this module loads). */
function startAnalytics(): void {
  const forget = () => {
    queue?.clearQueue();
    forgetVisit();
    // Withdrawn before the chunk ever loaded: the stored queue goes all the same.
    try {
      window.localStorage.removeItem(ANALYTICS_QUEUE_KEY);
    } catch {
      // storage blocked: nothing was stored either
    }
  };
  appStore.sub(performanceConsentAtom, () => {
    if (!allowed()) forget();
  });
  if (!allowed()) forget();
  const beacon = () => {
    if (allowed()) void queue?.send('beacon');
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon();
  });
  window.addEventListener('pagehide', beacon);
  window.addEventListener('online', () => {
    if (allowed()) void load().then((m) => m?.send('fetch'));
  });
  // Events left from an earlier visit: load the sender only if there are some.
  let waiting = false;
  try {
    waiting = window.localStorage.getItem(ANALYTICS_QUEUE_KEY) !== null;
  } catch {
    waiting = false;
  }
  if (allowed() && waiting) void load().then((m) => m?.sendLater());
}

startAnalytics();

let lastSearch: { key: string; queryId: string } | null = null;

/** A random id for one search, so clicks can be tied to it (per search, never per person). */
function newQueryId(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(8, '0');
}

/**
 * The query id of the search `key` names, and whether it is new: going back to the same results
 * (from a product page, another page of them) is the same search, not a new one.
 */
export function searchIdFor(key: string): { queryId: string; isNew: boolean } {
  if (lastSearch?.key === key) return { queryId: lastSearch.queryId, isNew: false };
  lastSearch = { key, queryId: newQueryId() };
  return { queryId: lastSearch.queryId, isNew: true };
}

/** The query id of the search on screen (for result clicks), if it was recorded. */
export function currentQueryId(key: string): string | null {
  return lastSearch?.key === key ? lastSearch.queryId : null;
}
