// Interaction latency from the Event Timing API, the entries web-vitals' INP is made of: a
// PerformanceObserver on 'event' entries (durationThreshold 16, the lowest the API allows)
// installed before the page's own scripts, and the arithmetic that turns a step's entries into
// one figure. One interaction (a key press, a tap) is every entry sharing its interactionId; its
// latency is the longest of them, as INP counts it. A step's latency is its worst interaction
// (typing a word is seven interactions, and the slowest key is the one the thumb feels).

/** What the page keeps of each entry; read back with `readEntries`. */
export interface EventEntry {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

/** The init script: runs in every document of the context before the app, keeps entries on window. */
export const OBSERVE_EVENTS = `(() => {
  const kept = (window.__eventTimings = []);
  const describe = (node) => {
    if (!node || !node.tagName) return '';
    const name = node.getAttribute('aria-label') || (node.textContent || '').trim().slice(0, 30);
    return node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '') + (name ? ' "' + name + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      kept.push({ interactionId: e.interactionId, name: e.name, startTime: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd, target: describe(e.target) });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** Entries at and after `since` (the page's clock). */
export const readEntries = (since: number): EventEntry[] =>
  ((window as unknown as { __eventTimings?: EventEntry[] }).__eventTimings ?? []).filter((e) => e.startTime >= since);

export interface Interaction {
  /** The longest entry's duration (Event Timing rounds to 8 ms). */
  latencyMs: number;
  /** Until the first handler ran, in the handlers, and until the next frame was shown (web-vitals' phases). */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  name: string;
  target: string;
}

/**
 * One step's interactions, worst first. An interaction's latency is its longest entry's; its
 * phases span all its entries, as web-vitals' attribution counts them: input delay until the
 * first handler, processing from the first handler to the end of the last, presentation the rest.
 */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const groups = new Map<number, EventEntry[]>();
  for (const e of entries) groups.set(e.interactionId, [...(groups.get(e.interactionId) ?? []), e]);
  return [...groups.values()]
    .map((group) => {
      const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
      const start = Math.min(...group.map((e) => e.startTime));
      const processingStart = Math.min(...group.map((e) => e.processingStart));
      const processingEnd = Math.max(...group.map((e) => e.processingEnd));
      const inputDelayMs = Math.max(0, processingStart - start);
      const processingMs = Math.max(0, processingEnd - processingStart);
      return {
        latencyMs: longest.duration,
        inputDelayMs,
        processingMs,
        presentationMs: Math.max(0, longest.duration - inputDelayMs - processingMs),
        name: longest.name,
        target: group.find((e) => e.target)?.target ?? '',
      };
    })
    .sort((a, b) => b.latencyMs - a.latencyMs);
}

/** The lowest duration the API reports: a step with no entry was faster than this. */
export const BELOW_THRESHOLD_MS = 16;

/**
 * The p-th percentile (0–100) of `values`, the nearest-rank way: p75 of five runs is the second
 * slowest, a run that happened, not an average of two.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
