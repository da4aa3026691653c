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
 * Nothing leaves the machine: Chromium's background services are off, Lighthouse loads no
 * plugins, and every request a run made is checked to be the server's own (a run that reached
 * another host fails the benchmark).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium';
import { lighthouseTable, medianFigures, type RunFigures } from './lib/lighthouse-table';
import { demoProductPath, startDemoServer } from './lib/own-server';

type Throttling = 'simulate' | 'devtools';

interface Options {
  url: string | null;
  runs: number;
  build: boolean;
  write: boolean;
  /** Lighthouse's throttling methods, in order: 'simulate' (Lantern, the default) and 'devtools' (real, applied in the browser). */
  throttling: Throttling[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = { url: null, runs: 5, build: true, write: true, throttling: ['simulate', 'devtools'] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--url') options.url = argv[++i] ?? null;
    else if (argv[i] === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 5);
    else if (argv[i] === '--no-build') options.build = false;
    else if (argv[i] === '--no-write') options.write = false;
    else if (argv[i] === '--throttling') {
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

/**
 * One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like, a
 * known flake of Lighthouse itself, not of the page) is run again, at most twice. Any other
 * error, and a third failure, stops the benchmark.
 */
async function lighthouseRun(url: string, flags: Parameters<typeof lighthouse>[1]) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags);
    const error = result?.lhr.runtimeError;
    if (!error) return result;
    const traceFlake = /^NO_NAVSTART$|^NO_FCP$|TRACE|NO_TRACING_STARTED/.test(error.code ?? '');
    if (!traceFlake || attempt === 3) throw new Error(`Lighthouse on ${new URL(url).pathname}: ${error.message}`);
    console.log(`Lighthouse could not record ${new URL(url).pathname} (${error.code}); running it again`);
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

/** One Lighthouse run of a page, its figures, and the binary audits it failed. */
async function measure(url: string, port: number, throttling: Throttling, origin: string) {
  const result = await lighthouseRun(url, {
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
  });
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
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const server = options.url ? { base: options.url.replace(/\/$/, ''), stop: () => undefined } : await startDemoServer();
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
    const pages = [
      { name: 'home', path: '/' },
      { name: 'search', path: '/search?q=biology' },
      { name: 'product', path: await demoProductPath(server.base) },
    ];
    const origin = new URL(server.base).origin;
    const tables: Array<{ throttling: Throttling; table: string; medians: RunFigures[] }> = [];
    for (const throttling of options.throttling) {
      const runs = new Map<string, RunFigures[]>(pages.map((p) => [p.name, []]));
      for (let run = 1; run <= options.runs; run += 1) {
        for (const page of pages) {
          const figures = await measure(`${server.base}${page.path}`, chrome.port, throttling, origin);
          runs.get(page.name)!.push(figures.figures);
          // The full report of each run, for a closer look (reports/ is git-ignored).
          mkdirSync(path.join(root, 'reports', 'lighthouse'), { recursive: true });
          const suffix = throttling === 'devtools' ? '-devtools' : '';
          writeFileSync(path.join(root, 'reports', 'lighthouse', `${page.name}${suffix}-${run}.json`), JSON.stringify(figures.lhr));
          const f = figures.figures;
          console.log(
            `${throttling} run ${run} ${page.name.padEnd(7)} perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}` +
              ` FCP ${Math.round(f.fcpMs)} ms LCP ${Math.round(f.lcpMs)} ms TBT ${Math.round(f.tbtMs)} ms CLS ${f.cls.toFixed(3)}` +
              ` benchmarkIndex ${Math.round(f.benchmarkIndex)}` +
              (figures.failing.length ? `  failing: ${figures.failing.join(', ')}` : ''),
          );
        }
      }
      const table = lighthouseTable(
        pages.map(({ name, path: pagePath }) => ({
          label: `${name} (\`${pagePath.replace(/\?uuid=.*/, '?uuid=…')}\`)`,
          runs: runs.get(name)!,
        })),
        TARGETS,
      );
      tables.push({ throttling, table, medians: pages.map(({ name }) => medianFigures(runs.get(name)!)) });
    }

    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
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
    server.stop();
  }
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
