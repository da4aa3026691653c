/**
 * `npm run bench:page-work`: how much of the main thread a page takes after its first contentful
 * paint, for two builds side by side. Lighthouse's simulated TBT multiplies this host's observed
 * tasks, and they vary from one load to the next by more than most changes do; this reads the same
 * tasks from Chromium's own trace, unthrottled, many times, alternating between the origins, and
 * prints medians. "Blocking at N×" is Σ max(0, N × task − 50 ms) over the tasks after the first
 * contentful paint: what Lighthouse's TBT would make of them on a device N times slower (without
 * its network simulation or its TTI window).
 *
 *   npm run bench:page-work -- --origin http://127.0.0.1:4301 --origin http://127.0.0.1:4300 \
 *     --page '/en-us/search?q=biology' [--script none|app] [--runs 10] [--slowdown 10]
 *
 * `--script none` loads the server's HTML with no module started (scripts/lib/script-floor-proxy.ts):
 * the browser's own parse, layout, paint and pictures. The page is fetched from each origin and
 * served to the browser as it came (so both builds' HTML is what they serve); everything else the
 * page asks for goes to the origin. 375 × 812 at 1.75x, a phone's viewport as Lighthouse's.
 */
import { chromium } from '@playwright/test';
import { findChromium } from './chromium';
import { floorModuleList } from './lib/script-floor-proxy';
import { collectTrace, pageNavigation, type TraceEvent } from './lib/chromium-trace';

const NOOP_PATH = '/__bench/noop.js';
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];
const FIGURES = ['busy', 'blocking', 'Layout', 'Paint', 'UpdateLayoutTree', 'fcp'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

function figuresOf(events: TraceEvent[], slowdown: number): Figures {
  const { pid, tid, ts: navigation } = pageNavigation(events);
  const on = events.filter((e) => e.pid === pid && e.tid === tid && e.dur);
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.tid === tid && e.ts >= navigation,
  )?.ts;
  if (fcp === undefined) throw new Error('no first contentful paint in the trace');
  const after = on.filter((e) => e.ts >= fcp);
  const tasks = after.filter((e) => e.name === 'RunTask');
  const ms = (us: number) => us / 1000;
  const sum = (name: string) => ms(after.filter((e) => e.name === name).reduce((s, e) => s + e.dur!, 0));
  return {
    busy: ms(tasks.reduce((s, e) => s + e.dur!, 0)),
    blocking: tasks.reduce((s, e) => s + Math.max(0, ms(e.dur!) * slowdown - 50), 0),
    Layout: sum('Layout'),
    Paint: sum('Paint'),
    UpdateLayoutTree: sum('UpdateLayoutTree'),
    fcp: ms(fcp - navigation),
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const origins = argv.flatMap((a, i) => (argv[i - 1] === '--origin' ? [a.replace(/\/$/, '')] : []));
  const page = option(argv, '--page') ?? '/en-us/search?q=biology';
  const script = option(argv, '--script') ?? 'app';
  const runs = Number(option(argv, '--runs') ?? 10);
  const slowdown = Number(option(argv, '--slowdown') ?? 10);
  if (!origins.length)
    throw new Error('give one --origin or more (a running server each, e.g. the build before and after)');
  if (script !== 'none' && script !== 'app') throw new Error('--script is none or app');
  const found = findChromium();
  if (!found) throw new Error('no Chromium found: set CHROMIUM_PATH or run `npx playwright install chromium`');
  const browser = await chromium.launch({ executablePath: found.executablePath, args: ['--no-sandbox'] });
  const results = new Map<string, Figures[]>(origins.map((o) => [o, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const origin of origins) {
        const served = await (await fetch(origin + page)).text();
        const html = script === 'none' ? floorModuleList(served, 'none') : served;
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          deviceScaleFactor: 1.75,
          isMobile: true,
        });
        const tab = await context.newPage();
        await tab.route('**/*', async (route) => {
          const url = new URL(route.request().url());
          if (url.pathname + url.search === page)
            return route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
          if (url.pathname === NOOP_PATH) return route.fulfill({ body: 'export {};', contentType: 'text/javascript' });
          return route.continue();
        });
        const cdp = await context.newCDPSession(tab);
        const events = await collectTrace(cdp, TRACE_CATEGORIES, async () => {
          await tab.goto(origin + page, { waitUntil: 'load' });
          // The app's start runs after load (the boot waits a frame, then its modules): wait it out.
          await tab.waitForTimeout(script === 'app' ? 4000 : 1500);
        });
        results.get(origin)!.push(figuresOf(events, slowdown));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `\n${page}, ${script === 'none' ? 'no module started' : 'as served'}, median of ${runs}, ` +
      `host ms after the first contentful paint (FCP: from navigation)\n`,
  );
  console.log(`| origin | main thread busy | blocking at ${slowdown}× | Layout | Paint | style | FCP |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [origin, figures] of results) {
    const cells = FIGURES.map((f) => median(figures.map((r) => r[f])).toFixed(1));
    console.log(`| ${origin} | ${cells.join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
