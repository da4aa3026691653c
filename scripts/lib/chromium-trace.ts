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

export async function collectTrace(
  cdp: CDPSession,
  categories: readonly string[],
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
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
