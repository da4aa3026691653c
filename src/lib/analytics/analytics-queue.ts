// The analytics queue and sender, loaded by src/lib/analytics/analytics.ts once analytics are
// allowed (a chunk of its own, out of the entry). Events — search, suggestion click, result
// click, facet click, product view and CTA — go to POST /api/events — only while the consent group C0002 allows
// analytics (spec §7), never with personal data (contract/search-events personalDataField: an
// event that would carry an email or a token is dropped here, and the server refuses it too;
// so is one whose text breaks contract/text.ts, a NUL or a lone surrogate).
//
// Events wait in a small queue kept in localStorage (at most EVENT_QUEUE_MAX, oldest dropped),
// sent in batches: a few seconds after the last event, with sendBeacon when the page is hidden
// or left, and when the browser comes back online. Offline, nothing is sent and the queue
// survives reloads; each event carries its age, so the server dates it correctly. Withdrawing
// consent empties the queue.
import {
  type SearchEvent,
  EVENT_AGE_MAX_MS,
  EVENT_QUEUE_MAX,
  EVENTS_PER_BATCH_MAX,
  personalDataField,
} from '../../../contract/search-events';
import { isKeptEventList, type KeptEvent } from '../../../contract/kept-events';
import { findTextProblem } from '../../../contract/text';
import { readStored, removeStored, writeStored } from '../storage/storage';

/** An event as recorded; its age is added when it is sent. analytics.ts takes the type from here. */
export type AnalyticsEvent = Omit<SearchEvent, 'ageMs'>;

const SEND_AFTER_MS = 3000;

// Handed over by analytics.ts (this chunk imports nothing of the entry's, so loading it does
// not reshape the entry's chunks): where the queue is kept, where it goes, whether it may.
// Until then nothing is kept and nothing may be sent.
let queueKey: string | null = null;
let url = '/api/events';
let allowed: () => boolean = () => false;

export function configure(options: { key: string; url: string; allowed: () => boolean }): void {
  queueKey = options.key;
  url = options.url;
  allowed = options.allowed;
}
const readQueue = (): KeptEvent[] => (queueKey === null ? [] : (readStored(queueKey, isKeptEventList) ?? []));
function writeQueue(queue: KeptEvent[]): void {
  if (queueKey === null) return;
  if (queue.length === 0) removeStored(queueKey);
  else writeStored(queueKey, queue.slice(-EVENT_QUEUE_MAX));
}

let timer: number | undefined;
let sending = false;

/**
 * Records an event that happened at `at`, if analytics are allowed, it carries nothing personal
 * and its text keeps to contract/text.ts: the server refuses a whole batch for one bad event,
 * and a refused batch is dropped, so one bad event must never travel with good ones.
 */
export function enqueue(event: AnalyticsEvent, at: number): void {
  if (!allowed() || personalDataField(event as unknown as Record<string, unknown>) || findTextProblem(event)) return;
  writeQueue([...readQueue(), { event, at }]);
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void send('fetch'), SEND_AFTER_MS);
}

/** The next batch to send (events too old for the server are dropped). */
function nextBatch(now: number): { batch: KeptEvent[]; body: string } | null {
  const queue = readQueue().filter((q) => now - q.at <= EVENT_AGE_MAX_MS);
  writeQueue(queue);
  if (queue.length === 0) return null;
  const batch = queue.slice(0, EVENTS_PER_BATCH_MAX);
  const events = batch.map((q) => ({ ...q.event, ageMs: Math.max(0, Math.round(now - q.at)) }));
  return { batch, body: JSON.stringify({ events }) };
}

function dropSent(batch: KeptEvent[]): void {
  const sent = new Set(batch.map((q) => `${q.at}\n${JSON.stringify(q.event)}`));
  writeQueue(readQueue().filter((q) => !sent.has(`${q.at}\n${JSON.stringify(q.event)}`)));
}

/** Sends the queue: 'beacon' when the page goes away, 'fetch' otherwise (batch after batch). */
export async function send(mode: 'beacon' | 'fetch'): Promise<void> {
  window.clearTimeout(timer);
  if (!allowed()) return writeQueue([]);
  if (!navigator.onLine || (sending && mode === 'fetch')) return;
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

/** Forgets queued events (consent withdrawn). */
export function clearQueue(): void {
  writeQueue([]);
}

/** Whether events wait from an earlier visit (offline then, or the tab closed before sending). */
export function hasQueued(): boolean {
  return readQueue().length > 0;
}

export function sendLater(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void send('fetch'), SEND_AFTER_MS);
}
