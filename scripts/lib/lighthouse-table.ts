// The figures bench:lighthouse prints: per page, the median of its runs (never the best run), the
// host's benchmarkIndex beside them (Lighthouse's measure of how fast this CPU was during the
// runs: simulated throttling scales the observed work, so a slow or busy host gives a worse TBT),
// and the spread of TBT, the figure that moves most with the machine.

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** lhr.environment.benchmarkIndex of the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated at (a fixed device: its own index ÷ the device's, or one given for all runs). */
  cpuSlowdown?: number;
  /**
   * Of tbtMs, what tasks that ran before the page's own first paint contributed (simulated runs
   * gathered first: scripts/lib/tbt-before-paint.ts); NaN where it could not be read.
   */
  tbtBeforePaintMs?: number;
}

export interface Targets {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's own median over the runs (the median run of one figure need not be that of another). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const m = (key: keyof RunFigures) => median(runs.map((r) => r[key] ?? Number.NaN));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    benchmarkIndex: m('benchmarkIndex'),
    ...(runs.some((r) => r.cpuSlowdown !== undefined) ? { cpuSlowdown: m('cpuSlowdown') } : {}),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const thousands = (n: number) => Math.round(n).toLocaleString('en-GB');

/**
 * A markdown table, one row per page: medians, ✗ beside a figure off target, TBT's range and
 * benchmarkIndex. With `cpuSlowdown` (a fixed device, scripts/lib/device-slowdown.ts), a column
 * says the multiplier the runs used, beside the index it was computed from: one for every run, or
 * 'per-run' when each run had its own (the page's median, and their range over several runs).
 * Where the runs read it, a column splits TBT at the page's own first paint: the median of the
 * part that came from tasks run before it (scripts/lib/tbt-before-paint.ts), and of the rest.
 */
export function lighthouseTable(
  pages: Array<{ label: string; runs: RunFigures[] }>,
  targets: Targets,
  options: { cpuSlowdown?: number | 'per-run' } = {},
): string {
  const slowdown = (runs: RunFigures[]) => {
    if (options.cpuSlowdown === undefined) return '';
    if (options.cpuSlowdown !== 'per-run') return ` ${options.cpuSlowdown}× |`;
    const used = runs.map((r) => r.cpuSlowdown ?? Number.NaN);
    const spread = runs.length > 1 ? ` (${Math.min(...used).toFixed(2)}–${Math.max(...used).toFixed(2)})` : '';
    return ` ${median(used).toFixed(2)}×${spread} |`;
  };
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const withBeforePaint = pages.some(({ runs }) => runs.some((r) => r.tbtBeforePaintMs !== undefined));
  // Each part's own median over the runs (after = the run's TBT less its part before the paint).
  const paintSplit = (runs: RunFigures[]) => {
    if (!withBeforePaint) return '';
    const read = runs.filter((r) => r.tbtBeforePaintMs !== undefined && !Number.isNaN(r.tbtBeforePaintMs));
    if (!read.length) return ' – |';
    const before = median(read.map((r) => r.tbtBeforePaintMs!));
    const after = median(read.map((r) => r.tbtMs - r.tbtBeforePaintMs!));
    return ` ${thousands(before)} / ${thousands(after)} ms${read.length < runs.length ? ` (${read.length} run${read.length === 1 ? '' : 's'})` : ''} |`;
  };
  const rows = pages.map(({ label, runs }) => {
    const f = medianFigures(runs);
    const tbts = runs.map((r) => r.tbtMs);
    const range = runs.length > 1 ? ` (${thousands(Math.min(...tbts))}–${thousands(Math.max(...tbts))})` : '';
    return (
      `| ${label} | ${f.performance}${mark(f.performance >= targets.performance)}` +
      ` | ${f.accessibility}${mark(f.accessibility >= targets.accessibility)}` +
      ` | ${f.bestPractices}${mark(f.bestPractices >= targets.bestPractices)}` +
      ` | ${f.seo}${mark(f.seo >= targets.seo)}` +
      ` | ${seconds(f.fcpMs)} | ${seconds(f.lcpMs)}${mark(f.lcpMs <= targets.lcpMs)}` +
      ` | ${thousands(f.tbtMs)} ms${mark(f.tbtMs <= targets.tbtMs)}${range} |${paintSplit(runs)}` +
      ` ${f.cls.toFixed(3)}${mark(f.cls <= targets.cls)}` +
      ` | ${thousands(f.benchmarkIndex)} |${slowdown(runs)} ${runs.length} |`
    );
  });
  const withSlowdown = options.cpuSlowdown !== undefined;
  return [
    `| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT (min–max) |${withBeforePaint ? ' of it, before / after first paint |' : ''} CLS | benchmarkIndex |${withSlowdown ? ' CPU slowdown |' : ''} runs |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|${withBeforePaint ? '---:|' : ''}---:|---:|${withSlowdown ? '---:|' : ''}---:|`,
    ...rows,
  ].join('\n');
}
