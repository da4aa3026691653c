/**
 * `npm run bench:offline`: in Chromium at a phone's viewport, the repeat-visit time
 * from navigation start to the first product card (a search) or the subject list (home), online
 * and offline (server stopped AND the page offline), median of N runs (default 5).
 *
 *   npm run build && npm run bench:offline           # 5 runs each
 *   BENCH_RUNS=2 npm run bench:offline                  # a short run
 *
 * Starts its own server on the build (scripts/lib/own-server.ts; BENCH_OFFLINE_PORT, default
 * 4392). One warm-up visit per page first, so the worker controls the page and the persisted
 * cache holds the answers: every measured visit is a repeat visit. Target: ≤ 500 ms offline.
 * Writes the table to docs/benchmarks/offline.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from './chromium.ts';
import { ownServer } from './lib/own-server.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const port = Number(process.env.BENCH_OFFLINE_PORT ?? 4392);
const TARGET_OFFLINE_MS = 500;

const pages = [
  {
    name: 'home (subject list)',
    path: '/',
    selector: '.subject-box:not(.subject-box--skeleton), .discipline-list__category a',
  },
  { name: 'search (first product card)', path: '/search?q=biology', selector: '.result-card' },
];

/** Records, in the page, when the first element matching `selector` appears (ms since navigation start). */
const FIRST_CONTENT_PROBE = `
  (() => {
    // The selector is set by the page's own init script, which runs after this one: read it late.
    const done = () => { if (window.__firstContent === undefined) window.__firstContent = performance.now(); };
    const check = () => {
      const selector = window.__benchSelector;
      if (selector && document.querySelector(selector)) { done(); observer.disconnect(); }
    };
    const observer = new MutationObserver(check);
    document.addEventListener('readystatechange', check);
    observer.observe(document, { childList: true, subtree: true });
  })();
`;

async function timeVisit(page: Page, url: string, selector: string): Promise<number> {
  await page.addInitScript(`window.__benchSelector = ${JSON.stringify(selector)};`);
  await page.goto(url);
  await page.waitForSelector(selector, { timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { __firstContent: number }).__firstContent);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const server = ownServer(port, { DEMO_PRODUCTS: '600' });
await server.start();
const executablePath = findChromium()?.executablePath;
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const rows: Array<{ page: string; mode: string; runs: number[] }> = [];
const PRODUCTS = Math.max(0, Number(process.env.BENCH_PRODUCTS ?? 100));
const storageRows: Array<{ products: number; queryCache: number; viewedList: number; usage: number }> = [];

/** Product ids from the catalogue's search answers (the demo catalogue). */
async function productIds(count: number): Promise<string[]> {
  const ids = new Set<string>();
  for (let offset = 0; ids.size < count && offset < 2400; offset += 24) {
    const text = await (await fetch(`${server.url}/api/search?q=&offset=${offset}`)).text();
    for (const m of text.matchAll(/"productId":"([^"]+)"/g)) ids.add(m[1]!);
    if (!text.includes('"productId"')) break;
  }
  return [...ids].slice(0, count);
}

/** What this origin keeps: the persisted query cache and the viewed list (bytes of their values), and the estimate. */
async function storageNow(page: Page) {
  await page.waitForTimeout(1500); // the persister writes at most once a second
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  return page.evaluate(`(async () => {
    const db = await new Promise((resolve, reject) => {
      const r = indexedDB.open('keyval-store');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const read = (key) => new Promise((resolve) => {
      const r = db.transaction('keyval').objectStore('keyval').get(key);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => resolve(undefined);
    });
    const size = (v) => (v === undefined ? 0 : new Blob([typeof v === 'string' ? v : JSON.stringify(v)]).size);
    const queryCache = size(await read('exchange.query-cache'));
    const viewedList = size(await read('exchange.recently-viewed'));
    db.close();
    const usage = (await navigator.storage.estimate()).usage ?? 0;
    return { queryCache, viewedList, usage };
  })()`) as Promise<{ queryCache: number; viewedList: number; usage: number }>;
}
try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const choice = { version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' };
  await context.addInitScript(
    `localStorage.setItem('exchange.cookieConsent', ${JSON.stringify(JSON.stringify(choice))});`,
  );
  await context.addInitScript(FIRST_CONTENT_PROBE);
  // Warm-up: the worker installs and controls the page; each page's answers are persisted.
  const warm = await context.newPage();
  await warm.goto(server.url + '/');
  await warm.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  for (const p of pages) {
    await warm.goto(server.url + p.path);
    await warm.waitForSelector(p.selector, { timeout: 30_000 });
  }
  await warm.waitForTimeout(1500); // the persister writes at most once a second
  await warm.close();

  for (const mode of ['online', 'offline'] as const) {
    if (mode === 'offline') {
      await server.stop();
      await context.setOffline(true);
    }
    for (const p of pages) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const page = await context.newPage();
        runs.push(await timeVisit(page, server.url + p.path, p.selector));
        await page.close();
      }
      rows.push({ page: p.name, mode, runs });
    }
  }
  await context.close();
  console.log(rows.map((r) => `${r.page} ${r.mode}: ${r.runs.map((x) => Math.round(x)).join(', ')} ms`).join('\n'));

  // Storage: what one viewed product costs, and what PRODUCTS cost (a fresh profile, online).
  if (PRODUCTS > 0) {
    await server.start();
    const storageContext = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
    await storageContext.addInitScript(
      `localStorage.setItem('exchange.cookieConsent', ${JSON.stringify(JSON.stringify(choice))});`,
    );
    const page = await storageContext.newPage();
    await page.goto(server.url + '/');
    await page.waitForSelector(pages[0]!.selector);
    const base = await storageNow(page);
    storageRows.push({ products: 0, ...base });
    const ids = await productIds(PRODUCTS);
    for (let i = 0; i < ids.length; i += 1) {
      await page.goto(`${server.url}/products/${encodeURIComponent(ids[i]!)}`);
      // A product that does not open (none expected) is noted, not fatal: the figures say how many opened.
      const opened = await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      if (!opened) console.warn(`product ${ids[i]} did not open`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      if (i === 0 || i === ids.length - 1) storageRows.push({ products: i + 1, ...(await storageNow(page)) });
    }
    await storageContext.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const fmt = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const base = storageRows[0];
const storageTable = base
  ? [
      '| products viewed | query cache (IndexedDB) | viewed list | storage.estimate() usage | per product (query cache + list) |',
      '| --- | --- | --- | --- | --- |',
      ...storageRows.map(
        (r) =>
          `| ${r.products} | ${kb(r.queryCache)} | ${kb(r.viewedList)} | ${kb(r.usage)} | ${
            r.products ? kb((r.queryCache + r.viewedList - base.queryCache - base.viewedList) / r.products) : '–'
          } |`,
      ),
    ].join('\n')
  : '';
const header = '| page | mode | median | runs |\n| --- | --- | --- | --- |';
const lines = rows.map(
  (r) => `| ${r.page} | ${r.mode} | ${fmt(median(r.runs))} | ${r.runs.map((x) => Math.round(x)).join(', ')} |`,
);
const table = [header, ...lines].join('\n');
console.log(table);
if (storageTable) console.log(`\n${storageTable}`);
const offlineWorst = Math.max(...rows.filter((r) => r.mode === 'offline').map((r) => median(r.runs)));
console.log(
  `\noffline target ≤ ${TARGET_OFFLINE_MS} ms: ${offlineWorst <= TARGET_OFFLINE_MS ? 'met' : 'NOT met'} (worst median ${fmt(offlineWorst)})`,
);

mkdirSync('docs/benchmarks', { recursive: true });
writeFileSync(
  'docs/benchmarks/offline.md',
  `# bench:offline\n\nRepeat visit, navigation start → first product card / subject list, Chromium, 375×812 phone viewport, ` +
    `median of ${RUNS} (\`BENCH_RUNS=${RUNS} npm run bench:offline\`, ${new Date().toISOString().slice(0, 10)}). ` +
    `Offline = server stopped and the page offline: shell from the precache, answers from the persisted cache.\n\n${table}\n\n` +
    `Target ≤ ${TARGET_OFFLINE_MS} ms offline: ${offlineWorst <= TARGET_OFFLINE_MS ? 'met' : 'not met'}.\n` +
    (storageTable
      ? `\n## Storage per viewed product\n\nA fresh profile, each product page opened once (its detail, contents, modules, ` +
        `related products, offers), then the persisted query cache and the viewed list measured (\`BENCH_PRODUCTS\`).\n\n${storageTable}\n`
      : ''),
);
console.log('wrote docs/benchmarks/offline.md');
