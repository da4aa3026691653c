// Search analytics events. Not in the entry: the pages that record events (search,
// product, the search box's suggestions through a dynamic import) bring it. `track()` does
// nothing without analytics consent (group C0002, spec §7) — no queue, no chunk, no request.
// With it, the first event loads the queue and sender (analytics-queue.ts) and hands it the
// event with the moment it happened. Page hide sends what is queued with sendBeacon; coming
// back online sends it with fetch. Listening starts when this module loads.
//
// Until the chunk has arrived, events wait here in memory; should the page be hidden or left
// before it does (a visitor who searches and goes at once, a phone offline without the chunk),
// they are kept in localStorage and handed to the queue on the next visit, so none is lost.
import type * as QueueModule from './analytics-queue';
import type { AnalyticsEvent } from './analytics-queue';
import { appStore } from '../state/app-jotai';
import { apiUrl } from '../api/api-client';
import { performanceConsentAtom } from './consent';
import { forgetVisit, visitIdAt } from './visit-id';
import { readStored, removeStored, writeStored } from '../storage/storage';
import { EVENT_QUEUE_MAX } from '../../../contract/search-events';
import { isKeptEventList, type KeptEvent } from '../../../contract/kept-events';

export type { AnalyticsEvent };
type Queue = typeof QueueModule;

/** Where the queue is kept (handed to analytics-queue.ts, which keeps no name of its own). */
export const ANALYTICS_QUEUE_KEY = 'exchange.analyticsQueue';
/** Events recorded before the queue's chunk arrived, kept when the page went away first. */
export const ANALYTICS_PENDING_KEY = 'exchange.analyticsPending';

let pending: KeptEvent[] = [];

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

/** Hands the waiting events (this page's and those a left page kept) to the queue, in order. */
function handOver(m: Queue): void {
  const waiting = [...(readStored(ANALYTICS_PENDING_KEY, isKeptEventList) ?? []), ...pending];
  pending = [];
  removeStored(ANALYTICS_PENDING_KEY);
  for (const p of waiting) m.enqueue(p.event, p.at);
}

/** The page goes away before the queue arrived: what waits in memory is kept on the device. */
function keepPending(): void {
  if (pending.length === 0) return;
  const kept = readStored(ANALYTICS_PENDING_KEY, isKeptEventList) ?? [];
  if (writeStored(ANALYTICS_PENDING_KEY, [...kept, ...pending].slice(-EVENT_QUEUE_MAX))) pending = [];
}

/** Records an event, only with analytics consent. */
export function track(event: AnalyticsEvent): void {
  if (!allowed()) return;
  const at = Date.now();
  pending.push({ event: { ...event, visitId: visitIdAt(at) }, at });
  void withQueue((m) => m.sendLater());
}

/** Loads the queue, hands it what waits, then does `then` with it (nothing when it cannot load). */
function withQueue(then: (m: Queue) => void): Promise<void> {
  return load().then((m) => {
    if (!m) return;
    handOver(m);
    then(m);
  });
}

/** Listens for the moments to send (once, when this module loads). */
function startAnalytics(): void {
  const forget = () => {
    queue?.clearQueue();
    forgetVisit();
    pending = [];
    // Withdrawn before the chunk ever loaded: the stored queue goes all the same.
    removeStored(ANALYTICS_QUEUE_KEY);
    removeStored(ANALYTICS_PENDING_KEY);
  };
  appStore.sub(performanceConsentAtom, () => {
    if (!allowed()) forget();
  });
  if (!allowed()) forget();
  const beacon = () => {
    if (!allowed()) return;
    if (!queue) return keepPending();
    handOver(queue); // an event whose hand-over is still a promise away goes in this beacon too
    void queue.send('beacon');
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon();
  });
  window.addEventListener('pagehide', beacon);
  window.addEventListener('online', () => {
    if (allowed()) void withQueue((m) => void m.send('fetch'));
  });
  // Events left from an earlier visit: load the sender only if there are some.
  let waiting = false;
  try {
    waiting =
      window.localStorage.getItem(ANALYTICS_QUEUE_KEY) !== null ||
      window.localStorage.getItem(ANALYTICS_PENDING_KEY) !== null;
  } catch {
    waiting = false;
  }
  if (allowed() && waiting) void withQueue((m) => m.sendLater());
}

// Not on the server, which renders pages with the same modules (src/app/server-render.tsx).
if (!import.meta.env.SSR) startAnalytics();

let lastSearch: { key: string; queryId: string } | null = null;

/** A random id for one search, so clicks can be tied to it (per search, never per person). */
function newQueryId(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(8, '0');
}

/**
 * The query id of the search `key` names, and whether it is new: going back to the same results
 * (from a product page, another page of them) is the same search, not a new one. A new search
 * takes the id the server gave its answer (`served`), so its clicks can count for click ranking;
 * an answer the server did not give (the device's own offline search) gets a random one.
 */
export function searchIdFor(key: string, served?: string | null): { queryId: string; isNew: boolean } {
  if (lastSearch?.key === key) return { queryId: lastSearch.queryId, isNew: false };
  lastSearch = { key, queryId: served ?? newQueryId() };
  return { queryId: lastSearch.queryId, isNew: true };
}

/** The query id of the search on screen (for result clicks), if it was recorded. */
export function currentQueryId(key: string): string | null {
  return lastSearch?.key === key ? lastSearch.queryId : null;
}
