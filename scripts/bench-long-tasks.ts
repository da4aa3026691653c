/**
 * `npm run bench:long-tasks`: which main-thread tasks of 50 ms or more a cold visit runs, and what
 * is in them. The production build, served by the real server on a free port, opened in Chromium
 * as a phone (375×812) with the CPU slowed 4× (Lighthouse's mobile factor, applied by Chromium),
 * while a performance trace records. For each long task: when it started (from navigation), how
 * long it ran, and the functions (with their file) that took most of its time, from the V8
 * sampling profile in the same trace. A diagnosis, not a guard: the times move with the machine.
 *
 *   npm run bench:long-tasks                       # home, search and a product page
 *   npm run bench:long-tasks -- --url http://127.0.0.1:8092 --page /search?q=biology
 *   npm run bench:long-tasks -- --device low [--benchmark-index 2300]   # a low-tier phone's CPU
 *
 * `--device low|mid` slows the CPU by the host's benchmarkIndex ÷ the device's
 * (scripts/lib/device-slowdown.ts), as bench:lighthouse and bench:interactions do, instead of 4×.
 * `--stacks N` prints, under each long task, its N heaviest call paths (root first), with the
 * functions' own names from the build's source maps.
 * `--simulate` (with `--device`) loads the page at the host's own speed and lists the tasks that
 * Lighthouse's simulated throttling would count as long: its simulation multiplies each task the
 * host ran by the slowdown, so a task counts from 50 ms ÷ slowdown of the host's time (8.4 ms at
 * 5.94×). The times printed are the host's, with the simulated length beside them.
 */
import { chromium } from '@playwright/test';
import { findChromium } from './chromium';
import { freePort, ownServer } from './lib/own-server';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { calibrate, cpuSlowdownFor, deviceLine, parseDeviceArgs } from './lib/device-slowdown';
import { hostIndex } from './lib/host-index';
import { collectTrace, pageNavigation, type TraceEvent } from './lib/chromium-trace';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
  parent?: number;
}

const LONG_TASK_US = 50_000;
/** Trace events that name the browser's work inside a task (nested ones overlap their parent). */
const BROWSER_WORK = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
  'Decode Image',
  'HitTest',
]);
const CPU_SLOWDOWN = 4;

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/**
 * A built file's position in its original source (file, line, function name), from the build's
 * hidden source maps in dist/assets; null for what is not a built file. Each map is read once.
 */
function positionMapper(dist: string) {
  const maps = new Map<string, TraceMap | null>();
  return (url: string, line: number, column: number) => {
    if (!url.includes('/assets/')) return null;
    const file = url.replace(/^.*\/assets\//, '');
    if (!maps.has(file)) {
      const mapFile = path.join(dist, 'assets', `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
    }
    const map = maps.get(file);
    const found = map ? originalPositionFor(map, { line: line + 1, column }) : null;
    return {
      file,
      source: found?.source ? found.source.replace(/^(\.\.\/)+/, '') : null,
      line: found?.line,
      name: found?.name,
    };
  };
}

/** Where a source file belongs: the app's own module, or the library (package) it is from. */
const owner = (source: string) => {
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return lib ? lib[1]! : source;
};

/**
 * For a window of the main thread: self time per library or module at the top of the stack
 * ("what ran"), and per first app module on the stack ("who asked for it").
 */
function attribute(events: TraceEvent[], pid: number, tid: number, dist: string) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let time = 0;
  // The profile of the page's main thread: its Profile event is on that thread, its chunks come
  // from V8's sampling thread under the same id.
  const profile = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile');
  if (profile) time = Number((profile.args?.data as { startTime: number }).startTime);
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || e.id !== profile?.id) continue;
    const data = (e.args?.data ?? {}) as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node: id });
    });
  }
  const toPosition = positionMapper(dist);
  const positionOf = (n: ProfileNode) =>
    toPosition(n.callFrame.url ?? '', n.callFrame.lineNumber ?? 0, n.callFrame.columnNumber ?? 0);
  const sourceOf = (n: ProfileNode) => {
    const at = positionOf(n);
    return at && (at.source ?? at.file);
  };
  /** A frame as `function (source:line)`; V8's own entries by their name. */
  const nameOf = (n: ProfileNode) => {
    const at = positionOf(n);
    if (!at) return n.callFrame.functionName || '(program)';
    const where = at.source ? `${owner(at.source).replace(/^src\//, '')}:${at.line}` : at.file;
    return `${at.name ?? n.callFrame.functionName ?? '(anonymous)'} (${where})`;
  };
  const leaf = (id: number) => {
    const n = nodes.get(id);
    if (!n) return '?';
    const source = sourceOf(n);
    if (source) return owner(source);
    // V8's own entries: (garbage collector), (program) — the latter is the browser's work (style, layout, parse).
    return n.callFrame.functionName || '(anonymous)';
  };
  const asker = (id: number) => {
    for (let n = nodes.get(id); n; n = n.parent ? nodes.get(n.parent) : undefined) {
      const source = sourceOf(n);
      if (source?.startsWith('src/')) return source;
    }
    return '(none of the app)';
  };
  /** The `count` call paths (root first, up to `depth` frames from the leaf) with the most samples. */
  const stacks = (start: number, end: number, count: number, depth = 14) => {
    const paths = new Map<string, number>();
    let prev = start;
    for (const s of samples) {
      if (s.ts < start || s.ts >= end) continue;
      const frames: string[] = [];
      for (let n = nodes.get(s.node); n && frames.length < depth; n = n.parent ? nodes.get(n.parent) : undefined)
        if (n.callFrame.functionName !== '(root)') frames.push(nameOf(n));
      const key = frames.reverse().join(' > ');
      paths.set(key, (paths.get(key) ?? 0) + s.ts - prev);
      prev = s.ts;
    }
    return [...paths.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, us]) => `${Math.round(us / 1000)} ms: ${key}`);
  };
  const within = (start: number, end: number) => {
    const what = new Map<string, number>();
    const who = new Map<string, number>();
    let prev = start;
    for (const s of samples) {
      if (s.ts < start || s.ts >= end) continue;
      const dt = s.ts - prev;
      prev = s.ts;
      const w = leaf(s.node);
      what.set(w, (what.get(w) ?? 0) + dt);
      const a = asker(s.node);
      who.set(a, (who.get(a) ?? 0) + dt);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m.entries()]
        .filter(([, us]) => us >= 2000)
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, us]) => `${k} ${Math.round(us / 1000)} ms`);
    return { what: top(what, 5), who: top(who, 5) };
  };
  return { within, stacks };
}

async function tracePage(
  base: string,
  pagePath: string,
  executablePath: string | undefined,
  slowdown: number,
  stackCount: number,
  simulate: boolean,
) {
  // Simulated: the host's own speed, long from 50 ms ÷ slowdown (each task times the slowdown).
  const rate = simulate ? 1 : slowdown;
  const longFrom = simulate ? LONG_TASK_US / slowdown : LONG_TASK_US;
  const scale = simulate ? slowdown : 1;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const events = await collectTrace(cdp, TRACE_CATEGORIES, async () => {
      await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
      // Work after load still blocks input: idle callbacks, the worker's precache, web-vitals.
      await page.waitForTimeout(6000);
    });
    const nav = pageNavigation(events);
    const navigationStart = nav.ts;
    const { pid, tid } = nav;
    const tasks = events
      .filter(
        (e) =>
          e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) >= longFrom && e.ts >= navigationStart,
      )
      .sort((a, b) => a.ts - b.ts);
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));
    const { within, stacks } = attribute(events, pid, tid, path.join(process.cwd(), 'dist'));
    console.log(
      simulate
        ? `\n${pagePath}: ${tasks.length} task(s) long at ${slowdown}× as Lighthouse simulates it (host's speed, ≥ ${(longFrom / 1000).toFixed(1)} ms), 375×812`
        : `\n${pagePath}: ${tasks.length} long task(s), CPU ${slowdown}× slower, 375×812`,
    );
    let blocking = 0;
    for (const t of tasks) {
      const dur = t.dur ?? 0;
      blocking += dur * scale - LONG_TASK_US;
      const { what, who } = within(t.ts, t.ts + dur);
      // The browser's own work in the task (parse, style, layout, script compile), from the trace.
      const kinds = new Map<string, number>();
      for (const e of events) {
        if (e.pid !== pid || e.tid !== tid || e.ts < t.ts || e.ts >= t.ts + dur || e === t || !e.dur) continue;
        if (!BROWSER_WORK.has(e.name)) continue;
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur);
      }
      const work = [...kinds.entries()]
        .filter(([, us]) => us >= 5000)
        .sort((a, b) => b[1] - a[1])
        .map(([k, us]) => `${k} ${Math.round(us / 1000)} ms`);
      console.log(
        `  at ${((t.ts - navigationStart) / 1e6).toFixed(2)} s, ${Math.round(dur / 1000)} ms` +
          (simulate ? ` (${Math.round((dur * scale) / 1000)} ms simulated)` : '') +
          `\n    trace: ${work.join(', ') || '-'}` +
          `\n    ran: ${what.join(', ') || '(no samples)'}\n    for: ${who.join(', ') || '(no samples)'}`,
      );
      for (const line of stackCount ? stacks(t.ts, t.ts + dur, stackCount) : []) console.log(`      ${line}`);
    }
    console.log(
      `  blocking time over 50 ms${simulate ? ', simulated' : ''}, summed: ${Math.round(blocking / 1000)} ms (whole recording, not Lighthouse's TBT window)`,
    );
  } finally {
    await browser.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const urlAt = argv.indexOf('--url');
  const pages = argv.flatMap((a, i) => (argv[i - 1] === '--page' ? [a] : []));
  const found = findChromium();
  if (!found) throw new Error('no Chromium found: set CHROMIUM_PATH or run `npx playwright install chromium`');
  const server = urlAt >= 0 ? null : ownServer(await freePort());
  await server?.start();
  const base = urlAt >= 0 ? argv[urlAt + 1]!.replace(/\/$/, '') : server!.url;
  try {
    if (!pages.length) {
      const answer = (await (await fetch(`${base}/api/search?q=biology&limit=1`)).json()) as {
        items: Array<{ productId: string; source: { 'cnt:slug'?: string } }>;
      };
      const item = answer.items[0]!;
      pages.push('/', '/search?q=biology', `/products/${item.productId}/${item.source['cnt:slug'] ?? ''}`);
    }
    let slowdown = CPU_SLOWDOWN;
    const { device, benchmarkIndex } = parseDeviceArgs(argv);
    if (device) {
      const browser = await chromium.launch({ executablePath: found.executablePath, args: ['--no-sandbox'] });
      const index = benchmarkIndex ?? (await calibrate(() => hostIndex(browser))).index;
      await browser.close();
      slowdown = cpuSlowdownFor(index, device);
      console.log(deviceLine(device, index, slowdown));
    }
    const stacksAt = argv.indexOf('--stacks');
    const stackCount = stacksAt >= 0 ? Number(argv[stacksAt + 1] ?? 3) : 0;
    const simulate = argv.includes('--simulate');
    if (simulate && !device) throw new Error('--simulate needs --device low|mid (the slowdown it simulates)');
    for (const p of pages) await tracePage(base, p, found.executablePath, slowdown, stackCount, simulate);
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
