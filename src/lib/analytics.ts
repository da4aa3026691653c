// Search analytics events (issue 13): search, suggestion click, result click, facet click,
// product view and CTA, sent to POST /api/events — only while the consent group C0002 allows
// analytics (spec §7), never with personal data (contract/search-events personalDataField: an
// event that would carry an email or a token is dropped here, and the server refuses it too).
//
// Events wait in a small queue kept in localStorage (at most EVENT_QUEUE_MAX, oldest dropped),
// sent in batches: a few seconds after the last event, with sendBeacon when the page is hidden
// or left, and when the browser comes back online. Offline, nothing is sent and the queue
// survives reloads; each event carries its age, so the server dates it correctly. Withdrawing
// consent empties the queue.
import {
  EVENT_AGE_MAX_MS,
  EVENT_QUEUE_MAX,
  EVENTS_PER_BATCH_MAX,
  personalDataField,
  type SearchEvent,
} from '../../contract/search-events';
import { facetChoice } from '../domain/search-events';
import { appStore } from './app-jotai';
import { apiUrl } from './api-client';
import { performanceConsentAtom } from './consent';
import { readStored, removeStored, writeStored } from './storage';

export const ANALYTICS_QUEUE_KEY = 'exchange.analyticsQueue';
const SEND_AFTER_MS = 3000;

export type AnalyticsEvent = Omit<SearchEvent, 'ageMs'>;
interface Queued {
  event: AnalyticsEvent;
  at: number;
}

function isQueue(value: unknown): value is Queued[] {
  return Array.isArray(value) && value.every((q) => typeof q === 'object' && q !== null && typeof q.at === 'number');
}

const allowed = () => appStore.get(performanceConsentAtom);
const readQueue = (): Queued[] => readStored(ANALYTICS_QUEUE_KEY, isQueue) ?? [];
function writeQueue(queue: Queued[]): void {
  if (queue.length === 0) removeStored(ANALYTICS_QUEUE_KEY);
  else writeStored(ANALYTICS_QUEUE_KEY, queue.slice(-EVENT_QUEUE_MAX));
}

let timer: number | undefined;
let sending = false;

/** Records an event, if analytics are allowed and it carries nothing personal. */
export function track(event: AnalyticsEvent): void {
  if (!allowed() || personalDataField(event as unknown as Record<string, unknown>)) return;
  writeQueue([...readQueue(), { event, at: Date.now() }]);
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void send('fetch'), SEND_AFTER_MS);
}

/** The next batch to send (events too old for the server are dropped). */
function nextBatch(now: number): { batch: Queued[]; body: string } | null {
  const queue = readQueue().filter((q) => now - q.at <= EVENT_AGE_MAX_MS);
  writeQueue(queue);
  if (queue.length === 0) return null;
  const batch = queue.slice(0, EVENTS_PER_BATCH_MAX);
  const events = batch.map((q) => ({ ...q.event, ageMs: Math.max(0, Math.round(now - q.at)) }));
  return { batch, body: JSON.stringify({ events }) };
}

function dropSent(batch: Queued[]): void {
  const sent = new Set(batch.map((q) => `${q.at}\n${JSON.stringify(q.event)}`));
  writeQueue(readQueue().filter((q) => !sent.has(`${q.at}\n${JSON.stringify(q.event)}`)));
}

/** Sends the queue: 'beacon' when the page goes away, 'fetch' otherwise (batch after batch). */
export async function send(mode: 'beacon' | 'fetch'): Promise<void> {
  window.clearTimeout(timer);
  if (!allowed()) return writeQueue([]);
  if (!navigator.onLine || (sending && mode === 'fetch')) return;
  const url = apiUrl('/api/events');
  if (mode === 'beacon') {
    const next = nextBatch(Date.now());
    if (next && navigator.sendBeacon?.(url, new Blob([next.body], { type: 'application/json' }))) dropSent(next.batch);
    return;
  }
  sending = true;
  try {
    for (let next = nextBatch(Date.now()); next; next = nextBatch(Date.now())) {
      const response = await fetch(url, {
        method: 'POST',
        body: next.body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      });
      // A refused batch (400) would be refused again: drop it. 429 and 5xx: try later.
      if (response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429)) dropSent(next.batch);
      if (!response.ok) break;
    }
  } catch {
    // offline or the server away: the queue waits for the next chance
  } finally {
    sending = false;
  }
}

/** Listens for the moments to send; call once at start (main.tsx). */
export function startAnalytics(): void {
  appStore.sub(performanceConsentAtom, () => {
    if (!allowed()) writeQueue([]);
  });
  if (!allowed()) writeQueue([]);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void send('beacon');
  });
  window.addEventListener('pagehide', () => void send('beacon'));
  window.addEventListener('online', () => void send('fetch'));
  // Events left from an earlier visit (offline then, or the tab closed before sending).
  if (allowed() && readQueue().length > 0) timer = window.setTimeout(() => void send('fetch'), SEND_AFTER_MS);
}

/** A random id for one search, so clicks can be tied to it (per search, never per person). */
export function newQueryId(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(8, '0');
}

let lastSearch: { key: string; queryId: string } | null = null;

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

/** A facet click, when a move from `search` to `href` chose a filter (domain/search-events). */
export function trackFacetChoice(search: string, href: string): void {
  const choice = facetChoice(search, href);
  if (choice) track({ type: 'facet-click', ...choice });
}
