/**
 * `npm run bench:first-results`: how long a visitor waits for the first search result, in a
 * real Chromium against a running server (the production build served by the real server):
 *
 *   npm run build && PORT=8092 DATA_DIR=memory:// npx tsx server/main.ts &
 *   npm run bench:first-results -- --url http://127.0.0.1:8092 --runs 5
 *
 * Two scenarios, each in a fresh browser context (empty HTTP cache, no service worker, empty
 * IndexedDB) with the network throttled through the DevTools protocol (default "Slow 4G":
 * 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up; `--network none` to turn it off):
 *
 *   cold    open /search?q=… directly; time from navigation start to the first result card
 *           in the DOM and visible.
 *   in-app  open / and wait until the home page has settled, then follow a subject link
 *           (a client-side navigation to the not yet loaded search chunk); time from the
 *           click to the first result card.
 *
 * Prints each run and the median of the runs; one warm-up run per scenario is discarded (it
 * fills the server's search cache, so both builds are measured against a warm server).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';

interface Options {
  url: string;
  runs: number;
  query: string;
  network: 'slow4g' | 'none';
}

function parseArgs(argv: string[]): Options {
  const options: Options = { url: 'http://127.0.0.1:8092', runs: 5, query: 'biology', network: 'slow4g' };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--url':
        options.url = value ?? options.url;
        i += 1;
        break;
      case '--runs':
        options.runs = Math.max(1, Number(value) || options.runs);
        i += 1;
        break;
      case '--query':
        options.query = value ?? options.query;
        i += 1;
        break;
      case '--network':
        options.network = value === 'none' ? 'none' : 'slow4g';
        i += 1;
        break;
    }
  }
  return options;
}

function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright's own browser is not installed
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
}

// A loaded card, not the skeleton shown meanwhile (result-card--skeleton).
const RESULT_CARD = '.result-card:not(.result-card--skeleton)';

/**
 * Records, in the page, when the first result card is in the DOM with a size (visible):
 * `window.__firstResultAt` in ms since the navigation started (performance.now()).
 */
const OBSERVE_FIRST_RESULT = `
(() => {
  const check = () => {
    if (window.__firstResultAt !== undefined) return;
    const card = document.querySelector(${JSON.stringify(RESULT_CARD)});
    if (card && card.getBoundingClientRect().height > 0) window.__firstResultAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();
`;

async function throttle(page: Page, network: Options['network']): Promise<void> {
  if (network === 'none') return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

async function freshPage(browser: Browser, options: Options): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  // Decide cookie consent up front, so the banner does not cover anything.
  await context.addInitScript(
    `window.localStorage.setItem('exchange.cookieConsent', ${JSON.stringify(
      JSON.stringify({ version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' }),
    )});`,
  );
  await context.addInitScript(OBSERVE_FIRST_RESULT);
  const page = await context.newPage();
  await throttle(page, options.network);
  return page;
}

async function firstResultAt(page: Page): Promise<number> {
  // globalThis is the page's window there (this script is typed for Node, without the DOM;
  // the app's CSP forbids evaluating strings).
  type Marked = { __firstResultAt?: number };
  await page.waitForFunction(() => (globalThis as unknown as Marked).__firstResultAt !== undefined, null, {
    timeout: 60_000,
    polling: 'raf',
  });
  return page.evaluate(() => (globalThis as unknown as Marked).__firstResultAt ?? NaN);
}

async function cold(browser: Browser, options: Options): Promise<number> {
  const page = await freshPage(browser, options);
  try {
    await page.goto(`${options.url}/search?q=${encodeURIComponent(options.query)}`, { waitUntil: 'commit' });
    return await firstResultAt(page);
  } finally {
    await page.context().close();
  }
}

async function inApp(browser: Browser, options: Options): Promise<number> {
  const page = await freshPage(browser, options);
  try {
    await page.goto(`${options.url}/`, { waitUntil: 'load' });
    const subject = page.locator('.subject-box a, a.subject-box').first();
    await subject.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const clickedAt = await page.evaluate(() => performance.now());
    await subject.click();
    return (await firstResultAt(page)) - clickedAt;
  } finally {
    await page.context().close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const executablePath = systemChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
  try {
    console.log(`first result card, ${options.url}, network ${options.network}, ${options.runs} runs (+1 warm-up)`);
    for (const [name, scenario] of [
      ['cold /search', cold],
      ['in-app / → subject', inApp],
    ] as const) {
      await scenario(browser, options); // warm-up: server caches, disk
      const times: number[] = [];
      for (let i = 0; i < options.runs; i += 1) times.push(await scenario(browser, options));
      console.log(
        `${name.padEnd(20)} median ${median(times).toFixed(0).padStart(5)} ms   runs: ${times.map((t) => t.toFixed(0)).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
