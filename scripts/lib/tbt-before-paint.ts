/**
 * How much of a simulated run's Total Blocking Time came from tasks that ran before the page's
 * own first contentful paint: work done while nothing was on screen, which no press could meet.
 *
 * Why it is there at all: Lantern (Lighthouse's simulation) estimates FCP from a graph that holds
 * only the first task that parsed HTML, the first that laid out, the first that painted and the
 * render-blocking scripts' tasks. The full graph, from which TBT is read, also holds every other
 * task of 10 ms or more before the paint: above all the navigation's commit (the window and its
 * V8 context made, the body's first bytes handled; 21–59 ms of this host). Simulated, those run
 * first and push the page's first layout and paint past the simulated FCP, where TBT counts it
 * (at half the CPU multiplier, Lantern's rate for layout). Reading the split needs the simulation
 * itself, so this runs Lighthouse's own computed metrics on a gathered run's saved artifacts, and
 * checks that the two parts add up to the TBT Lighthouse reported.
 */
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<{ type: string; event?: { ts: number } }, NodeTiming>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

/** Blocking time (ms) of one simulation's tasks, split at the trace's first contentful paint. */
function splitAtPaint(estimate: Estimate, fcpMs: number, ttiMs: number, paintTs: number) {
  let before = 0;
  let after = 0;
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || !node.event || timing.duration < Lantern.Metrics.TBTUtils.BLOCKING_TIME_THRESHOLD)
      continue;
    const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
    const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, fcpMs, ttiMs);
    if (node.event.ts < paintTs) before += blocking;
    else after += blocking;
  }
  return { before, after };
}

/**
 * The TBT (ms) that tasks which ran before the trace's first contentful paint contributed, from
 * the artifacts Lighthouse saved in `dir` (gatherMode; their settings carry the CPU multiplier
 * the run was audited at).
 * Null when the parts do not add up to `reportedTbtMs` (a Lighthouse whose simulation this no
 * longer follows): better no figure than a wrong one.
 */
export async function tbtBeforeFirstPaint(dir: string, reportedTbtMs: number): Promise<number | null> {
  const artifacts = loadArtifacts(dir) as unknown as Record<string, unknown> & {
    settings: Record<string, unknown>;
    Trace: unknown;
  };
  const settings = artifacts.settings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  // Lighthouse's own types for these computed artifacts are internal; the fields read are above.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const tbt = (await LanternTotalBlockingTime.request(data as any, context as any)) as unknown as MetricResult;
  const fcp = (await LanternFirstContentfulPaint.request(data as any, context as any)) as unknown as MetricResult;
  const tti = (await LanternInteractive.request(data as any, context as any)) as unknown as MetricResult;
  const navigation = await ProcessedNavigation.request(artifacts.Trace as any, context as any);
  /* eslint-enable @typescript-eslint/no-explicit-any */
  const paintTs = navigation.timestamps.firstContentfulPaint;
  if (paintTs === undefined) return null;
  // As Lantern's TBT: each estimate is read with the opposite FCP estimate and the same TTI one,
  // and the figure is their mean (TotalBlockingTime.getEstimateFromSimulation).
  const optimistic = splitAtPaint(
    tbt.optimisticEstimate,
    fcp.pessimisticEstimate.timeInMs,
    tti.optimisticEstimate.timeInMs,
    paintTs,
  );
  const pessimistic = splitAtPaint(
    tbt.pessimisticEstimate,
    fcp.optimisticEstimate.timeInMs,
    tti.pessimisticEstimate.timeInMs,
    paintTs,
  );
  const total = (optimistic.before + optimistic.after + pessimistic.before + pessimistic.after) / 2;
  if (Math.abs(total - reportedTbtMs) > 1) return null;
  return (optimistic.before + pessimistic.before) / 2;
}
