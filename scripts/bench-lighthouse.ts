/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package) on home, a search and a product page
 * of the production build served by the real server (server/main.ts, in-memory PGlite with the
 * demo catalogue), in the system's Chromium. Mobile emulation, five runs per page, interleaved
 * (home, search, product, home, …) so a busy machine weighs on every page alike; each figure is
 * the median of its runs (never the best run), with the host's benchmarkIndex beside it. Two
 * tables from one invocation: Lighthouse's default simulated throttling (Lantern: slow 4G, 4x
 * CPU, computed from an unthrottled run), then `devtools` throttling (Chromium really slows the
 * line and the CPU), so a simulated gain can be checked against a real one. Prints both tables
 * (markdown, to paste) and writes them to docs/performance.md and the Lighthouse row of docs/measured.md.
 *
 *   npm run bench:lighthouse                    # builds, starts a server on a free port
 *   npm run bench:lighthouse -- --no-build      # uses dist/ as it is
 *   npm run bench:lighthouse -- --url http://127.0.0.1:8092 --runs 3
 *   npm run bench:lighthouse -- --throttling simulate --no-write   # one method only, a quick look
 *
 * A fixed device instead of the host (scripts/lib/device-slowdown.ts): `--device low` (a Moto G
 * Power, benchmarkIndex 264) or `--device mid` (a Pixel 5, 1,000). Each run's
 * throttling.cpuSlowdownMultiplier is its own lhr.environment.benchmarkIndex (Lighthouse measures
 * the host just before the page's load) ÷ the device's: the run is gathered, then audited at that
 * multiplier, so a host that is slower at one moment is slowed less then, and every run emulates
 * the same phone. Pages home / search / product in en-us and tr-tr, simulated throttling; the
 * table shows each page's median index and multiplier, and the run is written, dated, to its own
 * section of docs/performance.md (the default run's tables are left as they are). Such a run also
 * reads, from Lantern's own simulation, how much of each TBT came from tasks that ran before the
 * page's first paint (scripts/lib/tbt-before-paint.ts): a column gives the median of that part
 * and of the rest.
 * `--benchmark-index N` sets one multiplier for every run instead (to repeat a run exactly, or to
 * compare two builds at the same slowdown); `--throttling devtools` slows the page as it loads,
 * so its multiplier comes from a calibration first (three Lighthouse runs of home, median).
 *
 *   npm run bench:lighthouse -- --device low                  # median of 5
 *   npm run bench:lighthouse -- --device mid --runs 1 --no-write
 *   npm run bench:lighthouse -- --device low --benchmark-index 2300   # no calibration: this index
 *
 * Where a page's blocking time comes from (`--script`, scripts/lib/script-floor-proxy.ts): the same
 * server HTML with no module started (`none`: the browser's own layout, paint and pictures), with
 * React DOM's chunk alone (`react-dom`), and as served (`app`), interleaved in one invocation.
 * Such a run is printed, never written (the docs' tables are the pages as served).
 *
 *   npm run bench:lighthouse -- --device low --script none,react-dom,app --runs 3
 *
 * Nothing leaves the machine: Chromium's background services are off, Lighthouse loads no
 * plugins, and every request a run made is checked to be the server's own (a run that reached
 * another host fails the benchmark).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium';
import { lighthouseTable, median, medianFigures, type RunFigures } from './lib/lighthouse-table';
import { demoProductPath, startDemoServer } from './lib/own-server';
import { buildProduction } from './lib/production-build';
import { withMarkedSection } from './lib/marked-section';
import { calibrate, cpuSlowdownFor, deviceLine, DEVICES, driftNote, parseDeviceArgs, type Device } from './lib/device-slowdown';
import { freshPageLine, freshPageMicroseconds } from './lib/host-memory';
import { startScriptFloorProxy, type ScriptFloor } from './lib/script-floor-proxy';
import { tbtBeforeFirstPaint } from './lib/tbt-before-paint';

type Throttling = 'simulate' | 'devtools';
/** How much of the app a page starts: as served, or less of it through the floor proxy. */
type Script = 'app' | ScriptFloor;
const SCRIPTS: Script[] = ['none', 'react-dom', 'app'];

interface Options {
  url: string | null;
  runs: number;
  build: boolean;
  write: boolean;
  /** Lighthouse's throttling methods, in order: 'simulate' (Lantern, the default) and 'devtools' (real, applied in the browser). */
  throttling: Throttling[];
  /** A fixed device (`--device low|mid`): the CPU slowdown is computed from the host's benchmarkIndex. */
  device: Device | null;
  /** `--benchmark-index N`: the host's index as given, instead of a calibration. */
  benchmarkIndex: number | null;
  /** `--script none,react-dom,app`: which of the app each page starts (default: as served). */
  scripts: Script[];
}

function parseArgs(argv: string[]): Options {
  const { device, benchmarkIndex } = parseDeviceArgs(argv);
  // On a fixed device the score the issue targets is the simulated one; --throttling still chooses.
  const options: Options = {
    url: null,
    runs: 5,
    build: true,
    write: true,
    throttling: device ? ['simulate'] : ['simulate', 'devtools'],
    device,
    benchmarkIndex,
    scripts: ['app'],
  };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--url') options.url = argv[++i] ?? null;
    else if (argv[i] === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 5);
    else if (argv[i] === '--no-build') options.build = false;
    else if (argv[i] === '--no-write') options.write = false;
    else if (argv[i] === '--script') {
      const scripts = (argv[++i] ?? '').split(',');
      const unknown = scripts.filter((script) => !SCRIPTS.includes(script as Script));
      if (unknown.length || !scripts.length) throw new Error(`--script takes a list of ${SCRIPTS.join(', ')}`);
      options.scripts = scripts as Script[];
    } else if (argv[i] === '--throttling') {
      const method = argv[++i];
      if (method !== 'simulate' && method !== 'devtools') throw new Error('--throttling takes simulate or devtools');
      options.throttling = [method];
    }
  }
  return options;
}

const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
};

/** Issue #38's targets on a fixed device: a low-tier phone, and a mid-tier one that should score near the top. */
const DEVICE_TARGETS: Record<Device, typeof TARGETS> = {
  low: { ...TARGETS, performance: 90, lcpMs: 2500, tbtMs: 200 },
  mid: { ...TARGETS, performance: 98, lcpMs: 2500, tbtMs: 200 },
};

/**
 * The CPU slowdown of a fixed-device invocation, and the host index it came from. `perRun`: each
 * simulated run's own index sets its multiplier (hostIndex and multiplier are then the runs'
 * medians, known once they are done).
 */
interface DeviceRun {
  device: Device;
  hostIndex: number;
  /** The calibration runs' indices (empty when the index was given, or read per run). */
  calibration: number[];
  multiplier: number;
  perRun: boolean;
}

/**
 * One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like, a
 * known flake of Lighthouse itself, not of the page) is run again, at most twice. Any other
 * error, and a third failure, stops the benchmark. With `slowdownFor`, the run is simulated at
 * the CPU slowdown its own reading of the host calls for (gatheredAtItsOwnSlowdown), and the
 * result carries the part of its TBT that came from before the page's first paint.
 */
async function lighthouseRun(
  url: string,
  flags: Parameters<typeof lighthouse>[1],
  slowdownFor?: (index: number) => number,
): Promise<(Awaited<ReturnType<typeof lighthouse>> & { tbtBeforePaintMs?: number }) | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const result = slowdownFor ? await gatheredAtItsOwnSlowdown(url, flags, slowdownFor) : await lighthouse(url, flags);
    const error = result?.lhr.runtimeError;
    if (!error) return result;
    const traceFlake = /^NO_NAVSTART$|^NO_FCP$|TRACE|NO_TRACING_STARTED/.test(error.code ?? '');
    if (!traceFlake || attempt === 3) throw new Error(`Lighthouse on ${new URL(url).pathname}: ${error.message}`);
    console.log(`Lighthouse could not record ${new URL(url).pathname} (${error.code}); running it again`);
  }
}

/**
 * Lighthouse gathers the page (unthrottled, as simulation always records it, after measuring the
 * host's benchmarkIndex just before the load), then audits what it gathered at
 * `slowdownFor(that index)`. Lantern applies the multiplier to the recorded trace only when it
 * audits, so it can be chosen after the gather: a host that slowed down since the benchmark began
 * is slowed less, and the phone emulated stays the one named. Lighthouse refuses an audit whose
 * settings differ from the gather's, so the gathered settings are given the same multiplier first.
 */
async function gatheredAtItsOwnSlowdown(
  url: string,
  flags: Parameters<typeof lighthouse>[1],
  slowdownFor: (index: number) => number,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-run-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const cpuSlowdownMultiplier = slowdownFor(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, auditMode: dir, throttling: { cpuSlowdownMultiplier } });
    const tbt = result?.lhr.audits['total-blocking-time']?.numericValue;
    if (!result || tbt === undefined) return result;
    const beforePaint = await tbtBeforeFirstPaint(dir, tbt);
    return Object.assign(result, { tbtBeforePaintMs: beforePaint ?? Number.NaN });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Everything an origin can keep in the browser, cleared before each run. */
const COLD_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'indexeddb',
  'local_storage',
  'cookies',
  'websql',
] as const;

const root = process.cwd();
const NOTES_MARKER = '<!-- notes: kept by bench:lighthouse -->';

/**
 * One Lighthouse run of a page, its figures, and the binary audits it failed. `cpuSlowdown`: a
 * multiplier for the run, or how to compute it from the run's own benchmarkIndex (simulated
 * throttling only: devtools throttling slows the page as it loads).
 */
async function measure(
  url: string,
  port: number,
  throttling: Throttling,
  origin: string,
  cpuSlowdown?: number | ((index: number) => number),
) {
  const flags: Parameters<typeof lighthouse>[1] = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A first visit each run, as the note says: Lighthouse's default keeps IndexedDB and
    // localStorage, so the run after a product page would open home with 'Recently viewed'
    // (and the cookie choice) from the run before.
    clearStorageTypes: [...COLD_STORAGE_TYPES],
    // 'devtools': the page really runs on a slow line and CPU (Lighthouse's mobile figures,
    // applied by Chromium), a check that a simulated gain is a real one.
    throttlingMethod: throttling,
    // A fixed device: only the CPU factor changes, the rest of Lighthouse's mobile throttling
    // (slow 4G, its round trips) is merged in from the defaults.
    ...(typeof cpuSlowdown === 'number' ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  };
  if (typeof cpuSlowdown === 'function' && throttling !== 'simulate')
    throw new Error('a multiplier per run needs simulated throttling');
  const result = await lighthouseRun(url, flags, typeof cpuSlowdown === 'function' ? cpuSlowdown : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? [];
  const outside = requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
  if (outside.length) throw new Error(`${url} reached other hosts: ${[...new Set(outside)].join(', ')}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const figures: RunFigures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...(cpuSlowdown === undefined ? {} : { cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier }),
    ...(result?.tbtBeforePaintMs === undefined ? {} : { tbtBeforePaintMs: result.tbtBeforePaintMs }),
  };
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return { figures, lhr, failing };
}

/** docs/measured.md's one-line summary points at the run just written (its row starts '| Lighthouse'). */
function writeMeasuredRow(when: string, runs: number, tables: Array<{ throttling: Throttling; medians: RunFigures[] }>): void {
  const file = path.join(root, 'docs', 'measured.md');
  if (!existsSync(file)) return;
  const measured = readFileSync(file, 'utf8');
  const list = (medians: RunFigures[], pick: (f: RunFigures) => string) => medians.map(pick).join(' / ');
  const summary = tables
    .map(({ throttling, medians }) =>
      `${throttling}: Performance ${list(medians, (f) => String(f.performance))}, LCP ${list(medians, (f) => (f.lcpMs / 1000).toFixed(2))} s,` +
      ` TBT ${list(medians, (f) => String(Math.round(f.tbtMs)))} ms, CLS ${list(medians, (f) => f.cls.toFixed(3))}` +
      ` (benchmarkIndex ${list(medians, (f) => String(Math.round(f.benchmarkIndex)))})`,
    )
    .join('; ');
  const row =
    `| Lighthouse, mobile, home / search / product, median of ${runs} (\`npm run bench:lighthouse\`, ${when} UTC, \`docs/performance.md\`) |` +
    ` ${summary} |`;
  const next = measured.replace(/^\| Lighthouse, mobile.*$/m, row);
  if (next !== measured) writeFileSync(file, next);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options.url && options.build) {
    buildProduction();
  }
  const server = options.url ? { base: options.url.replace(/\/$/, ''), stop: () => undefined } : await startDemoServer();
  const floors = new Map<Script, { base: string; stop: () => void }>();
  for (const script of options.scripts)
    floors.set(script, script === 'app' ? server : await startScriptFloorProxy(server.base, script));
  const asServed = options.scripts.length === 1 && options.scripts[0] === 'app';
  if (!asServed) options.write = false;
  // Playwright's own browser has no path in findChromium (Playwright launches it itself); ask it.
  const found = findChromium();
  if (!found) throw new Error('no Chromium found: set CHROMIUM_PATH or run `npx playwright install chromium`');
  const chromePath = found.executablePath ?? chromium.executablePath();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-domain-reliability',
      '--disable-sync',
      '--no-first-run',
      '--metrics-recording-only',
      '--disable-features=OptimizationHints,MediaRouter,Translate,AutofillServerCommunication',
    ],
  });
  try {
    // Simulated runs alone: each run's own index sets its multiplier, so no calibration is needed
    // (devtools throttling slows the page as it loads: its multiplier must be known before).
    const perRun = options.benchmarkIndex === null && options.throttling.every((t) => t === 'simulate');
    const deviceRun = options.device
      ? perRun
        ? { device: options.device, hostIndex: Number.NaN, calibration: [], multiplier: Number.NaN, perRun }
        : await deviceSlowdown(options.device, options.benchmarkIndex, server.base, chrome.port)
      : null;
    if (deviceRun?.perRun)
      console.log(`${DEVICES[deviceRun.device].name}: each run's benchmarkIndex ÷ ${DEVICES[deviceRun.device].benchmarkIndex}`);
    else if (deviceRun) console.log(deviceLine(deviceRun.device, deviceRun.hostIndex, deviceRun.multiplier));
    const device = deviceRun?.device;
    const slowdown = !deviceRun ? undefined : perRun ? (index: number) => cpuSlowdownFor(index, device!) : deviceRun.multiplier;
    const productPath = await demoProductPath(server.base);
    const paths = deviceRun
      ? DEVICE_LOCALES.flatMap((locale) => [
          { name: `home-${locale}`, path: `/${locale}` },
          { name: `search-${locale}`, path: `/${locale}/search?q=biology` },
          { name: `product-${locale}`, path: `/${locale}${productPath}` },
        ])
      : [
          { name: 'home', path: '/' },
          { name: 'search', path: '/search?q=biology' },
          { name: 'product', path: productPath },
        ];
    // Each page with each script side by side, so a busy minute weighs on all of them alike.
    const pages = paths.flatMap((page) =>
      options.scripts.map((script) => ({
        ...page,
        name: asServed ? page.name : `${page.name} ${script}`,
        base: floors.get(script)!.base,
      })),
    );
    const targets = deviceRun ? DEVICE_TARGETS[deviceRun.device] : TARGETS;
    const tables: Array<{ throttling: Throttling; table: string; medians: RunFigures[] }> = [];
    for (const throttling of options.throttling) {
      const runs = new Map<string, RunFigures[]>(pages.map((p) => [p.name, []]));
      for (let run = 1; run <= options.runs; run += 1) {
        for (const page of pages) {
          const figures = await measure(`${page.base}${page.path}`, chrome.port, throttling, new URL(page.base).origin, slowdown);
          runs.get(page.name)!.push(figures.figures);
          // The full report of each run, for a closer look (reports/ is git-ignored).
          mkdirSync(path.join(root, 'reports', 'lighthouse'), { recursive: true });
          const suffix = (throttling === 'devtools' ? '-devtools' : '') + (deviceRun ? `-${deviceRun.device}` : '');
          writeFileSync(path.join(root, 'reports', 'lighthouse', `${page.name.replace(' ', '-')}${suffix}-${run}.json`), JSON.stringify(figures.lhr));
          const f = figures.figures;
          console.log(
            `${throttling} run ${run} ${page.name.padEnd(7)} perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}` +
              ` FCP ${Math.round(f.fcpMs)} ms LCP ${Math.round(f.lcpMs)} ms TBT ${Math.round(f.tbtMs)} ms CLS ${f.cls.toFixed(3)}` +
              ` benchmarkIndex ${Math.round(f.benchmarkIndex)}` +
              (f.cpuSlowdown === undefined ? '' : ` slowdown ${f.cpuSlowdown}×`) +
              (f.tbtBeforePaintMs === undefined ? '' : ` (TBT before first paint ${Math.round(f.tbtBeforePaintMs)} ms)`) +
              (figures.failing.length ? `  failing: ${figures.failing.join(', ')}` : ''),
          );
        }
      }
      const table = lighthouseTable(
        pages.map(({ name, path: pagePath }) => ({
          label: `${name} (\`${pagePath.replace(/\?uuid=.*/, '?uuid=…')}\`)`,
          runs: runs.get(name)!,
        })),
        targets,
        deviceRun ? { cpuSlowdown: deviceRun.perRun ? 'per-run' : deviceRun.multiplier } : {},
      );
      tables.push({ throttling, table, medians: pages.map(({ name }) => medianFigures(runs.get(name)!)) });
    }

    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    if (deviceRun) {
      const sections = tables.flatMap(({ throttling, table }) => [`#### ${throttling === 'simulate' ? 'Simulated' : 'Devtools'} throttling`, '', table, '']);
      // Lighthouse measures the host again in every run: their median says whether the load moved since the calibration.
      const observed = median(tables.flatMap(({ medians }) => medians.map((m) => m.benchmarkIndex)));
      if (deviceRun.perRun) {
        deviceRun.hostIndex = observed;
        deviceRun.multiplier = median(tables.flatMap(({ medians }) => medians.map((m) => m.cpuSlowdown ?? Number.NaN)));
      }
      const drift = deviceRun.perRun ? null : driftNote(deviceRun.device, deviceRun.hostIndex, observed);
      // A device run measures with one method (simulate unless told): its section is that method's.
      const method = options.throttling[0]!;
      const section = deviceSection(deviceRun, method, when, options.runs, sections, targets, drift);
      if (options.write) writeDeviceSection(deviceRun.device, method, section);
      console.log(`\n${section}`);
      return;
    }
    const browser = found.source === 'playwright' ? "Playwright's Chromium" : `the Chromium at ${chromePath}`;
    const sections = tables.flatMap(({ throttling, table }) => [
      throttling === 'simulate'
        ? '### Simulated throttling (Lighthouse\'s default; the score the issue targets)'
        : '### Devtools throttling (Chromium slows the line and the CPU 4× itself)',
      '',
      table,
      '',
    ]);
    const doc = [
      '# Performance',
      '',
      '## Lighthouse (lab)',
      '',
      `Written by \`npm run bench:lighthouse\` (scripts/bench-lighthouse.ts) on ${when} UTC: Lighthouse ${lighthouseVersion()}` +
        ` in ${browser}, mobile emulation, the production build served by the real server (in-memory PGlite,` +
        ` demo catalogue), cold cache each run; median of ${options.runs} runs per page (never the best run), pages` +
        ` interleaved. Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${cpus().length} CPUs.`,
      '',
      ...sections,
      `Targets: Performance ≥ ${TARGETS.performance}, Accessibility ${TARGETS.accessibility}, Best Practices ${TARGETS.bestPractices},` +
        ` SEO ≥ ${TARGETS.seo}; LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}. ✗ marks a figure off target.`,
      '',
      "benchmarkIndex is Lighthouse's measure of the host's CPU speed during each run (median beside the",
      'figures; a busy or slow host scores lower and its simulated TBT grows). Compare figures from one',
      'run of the script, measured on a quiet machine of the same kind, rather than across days.',
      '',
      '## Size budgets (deterministic, in `npm test`)',
      '',
      '`npm run check:budgets` (run by `npm run test:e2e` after the build) checks the JavaScript each',
      "route loads before its first render (gzip, from the build's manifest), its CSS, and the",
      "service worker's precache; the budgets live in scripts/first-paint/budgets.ts.",
      '',
    ].join('\n');
    // Written only by a full run (both methods): the record holds both tables of the same run.
    if (options.write && options.throttling.length === 2) {
      // Hand-written notes below the marker survive a new measurement.
      const file = path.join(root, 'docs', 'performance.md');
      const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const notes = previous.includes(NOTES_MARKER)
        ? previous.slice(previous.indexOf(NOTES_MARKER))
        : `${NOTES_MARKER}\n`;
      writeFileSync(file, `${doc}\n${notes}`);
      writeMeasuredRow(when, options.runs, tables);
    }
    console.log(`\n${sections.join('\n')}`);
  } finally {
    chrome.kill();
    for (const [script, floor] of floors) if (script !== 'app') floor.stop();
    server.stop();
  }
}

/** The locales a fixed-device run measures: the spec's default and the one whose words are longest. */
const DEVICE_LOCALES = ['en-us', 'tr-tr'] as const;

/**
 * The CPU slowdown that makes this host a `device`: the host's benchmarkIndex (given, or the
 * median of three calibration runs of home, each Lighthouse's own measure of the host) ÷ the
 * device's.
 */
async function deviceSlowdown(device: Device, given: number | null, base: string, port: number): Promise<DeviceRun> {
  const measured = given
    ? { index: given, runs: [] }
    : await calibrate(async () => {
        const result = await lighthouseRun(`${base}/en-us`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          clearStorageTypes: [...COLD_STORAGE_TYPES],
        });
        const index = result?.lhr.environment.benchmarkIndex ?? Number.NaN;
        console.log(`calibration: benchmarkIndex ${Math.round(index)}`);
        return index;
      });
  return {
    device,
    hostIndex: measured.index,
    calibration: measured.runs,
    multiplier: cpuSlowdownFor(measured.index, device),
    perRun: false,
  };
}

/** The markdown a fixed-device run writes: dated, with the host's index, the multiplier and the load. */
function deviceSection(
  run: DeviceRun,
  throttling: Throttling,
  when: string,
  runs: number,
  tables: string[],
  targets: typeof TARGETS,
  drift: string | null,
): string {
  const { device, hostIndex, calibration, multiplier } = run;
  const indexFrom = calibration.length
    ? `median of ${calibration.length} calibration runs (${calibration.map((i) => Math.round(i).toLocaleString('en-GB')).join(', ')})`
    : 'given with --benchmark-index';
  const named = DEVICES[device];
  const slowdown = run.perRun
    ? ` each run's own host benchmarkIndex (Lighthouse measures it just before the page's load) ÷ ${named.benchmarkIndex.toLocaleString('en-GB')}:` +
      ` the runs' median index ${Math.round(hostIndex).toLocaleString('en-GB')}, **median CPU slowdown ${multiplier.toFixed(2)}×** (each page's own in the table)`
    : ` host benchmarkIndex ${Math.round(hostIndex).toLocaleString('en-GB')} (${indexFrom}) ÷ ${named.benchmarkIndex.toLocaleString('en-GB')}` +
      ` = **CPU slowdown ${multiplier}×**`;
  return [
    `### Fixed device: ${named.name}, pages drawn by the ${RENDERING}${throttling === 'devtools' ? ', the CPU slowed by Chromium' : ''}, ${when} UTC`,
    '',
    `Written by \`${RENDERING === 'browser' ? 'PAGE_RENDERING=browser ' : ''}npm run bench:lighthouse -- --device ${device}${throttling === 'devtools' ? ' --throttling devtools' : ''}\` on ${when} UTC: Lighthouse ${lighthouseVersion()}, mobile,` +
      `${slowdown}; median of ${runs} run(s) per page, pages interleaved, cold cache each run.` +
      ` Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${cpus().length} CPUs;` +
      ` ${freshPageLine(freshPageMicroseconds())}.` +
      ` benchmarkIndex in the table is each page's runs' median (Lighthouse measures it again every run).`,
    '',
    ...tables,
    ...(drift ? [drift, ''] : []),
    `Targets (issue #38): Performance ≥ ${targets.performance}, TBT ≤ ${targets.tbtMs} ms, LCP ≤ ${targets.lcpMs / 1000} s, CLS ≤ ${targets.cls}. ✗ marks a figure off target.`,
    ...(run.perRun
      ? [
          '',
          "'Of it, before / after first paint': each run's TBT split at the page's own first contentful paint, read from" +
            " Lantern's simulation of the run (scripts/lib/tbt-before-paint.ts), the median of each part. Before: work done" +
            ' while nothing was on screen, which the simulation places after its own estimate of the paint. After: what a' +
            ' press on the drawn page could meet.',
        ]
      : []),
  ].join('\n');
}

/** Who draws a first visit's page in the measured server (PAGE_RENDERING, server/config.ts: the server unless told). */
const RENDERING: 'server' | 'browser' = process.env.PAGE_RENDERING === 'browser' ? 'browser' : 'server';

/**
 * Each device's section, and the server-drawn pages' beside the browser-drawn ones. The markers
 * are those of the sections already written (from when the browser drew pages by default): the
 * plain one holds the browser's pages, the PAGE_RENDERING=server one the server's. A run with
 * devtools throttling has a section of its own: it never replaces the simulated table.
 */
const deviceMarker = (device: Device, throttling: Throttling) =>
  `bench:lighthouse --device ${device}${RENDERING === 'server' ? ', PAGE_RENDERING=server' : ''}` +
  (throttling === 'devtools' ? ', --throttling devtools' : '');

/** Replaces the device's section of docs/performance.md, or adds it at the end (scripts/lib/marked-section.ts). */
function writeDeviceSection(device: Device, throttling: Throttling, section: string): void {
  const file = path.join(root, 'docs', 'performance.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, withMarkedSection(previous, deviceMarker(device, throttling), section));
  console.log(`bench:lighthouse: wrote the ${device}-tier ${throttling} section of ${file}`);
}

/** The Lighthouse version, for the note (read from its package.json beside its entry). */
function lighthouseVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('lighthouse');
    const pkg = path.join(
      entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}lighthouse`)),
      'node_modules',
      'lighthouse',
      'package.json',
    );
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return '';
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
