/**
 * A Chromium performance trace of what `run` does in a page, through the DevTools protocol: the
 * events of the given categories, collected as they are reported. For the benchmarks that read
 * a page's main thread (bench:long-tasks, bench:page-work).
 */
import type { CDPSession } from '@playwright/test';

/** One trace event, as Chromium reports it (the fields the benchmarks read). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

/**
 * Records with the debugger on, as Lighthouse does (it enables it for the initiators' stacks).
 * The timeline's events carry the JavaScript stack where they were asked for (a timer set, a
 * request made). Without a debugger V8 keeps no source positions, and finding them for such a
 * stack parses every function on it again, on the main thread, when the stack is taken: with a
 * chunk's top level on it, the whole chunk. Measured on a product page: 33-58 ms of
 * `V8.CollectSourcePositions` on the main thread per load, inside the modules' evaluation, which
 * neither a visitor (nothing takes stacks) nor Lighthouse (positions kept as code is compiled,
 * mostly off the main thread) pays. With the debugger on: none.
 */
async function likeLighthouse(cdp: CDPSession): Promise<void> {
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
}

export async function collectTrace(
  cdp: CDPSession,
  categories: readonly string[],
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
  await likeLighthouse(cdp);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...categories] },
  });
  await run();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/**
 * The page's own navigation: the `navigationStart` on the renderer thread that painted the page's
 * first content, the one that paint names. Chromium may start the tab in a renderer of its own
 * (about:blank) and move the page to another process, so neither the first navigation in the
 * trace nor the busiest renderer is reliably the page's; and each SVG picture is a document with
 * a navigation of its own on the page's thread, so neither is the last before the paint.
 */
export function pageNavigation(events: TraceEvent[]): TraceEvent {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigationId = (e: TraceEvent | undefined) =>
    (e?.args?.data as { navigationId?: string } | undefined)?.navigationId;
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === fcp?.pid &&
        e.tid === fcp.tid &&
        e.ts <= fcp.ts &&
        (navigationId(fcp) === undefined || navigationId(e) === navigationId(fcp)),
    )
    .at(-1);
  if (!navigation) throw new Error('no first contentful paint, or no navigation before it, in the trace');
  return navigation;
}
