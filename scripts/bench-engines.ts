/**
 * `npm run bench:engines`: the same two figures on Chromium, Firefox and WebKit, measured the
 * same way on each (the cross-engine drivers of e2e-engines/), median of N runs:
 *
 *   first results, cold    a fresh profile (no cache, no service worker) opens /search?q=biology;
 *                          time from navigation start to the first result card in the DOM
 *   first results, warm    the same address again in the same profile, online (the worker's
 *                          shell and the persisted answers)
 *   offline repeat visit   the same again with the link to the server cut (proxy refuses
 *                          every connection; e2e-engines/switchable-proxy.ts); and home's subject list
 *
 * No network throttling: only Chromium can throttle (DevTools), and the point is comparing
 * engines, so all three get the unthrottled loopback. Timing: the page's own clock
 * (performance.now(), from navigation start) when a MutationObserver first sees the card. On
 * Chromium and Firefox the observer is there before the page's first script (an init /
 * preload script); classic WebDriver has no such hook, so on WebKit it lands as soon as the
 * driver can run script in the new document, and a card already there then counts at that
 * moment (an upper bound).
 *
 *   npm run build && npm run bench:engines                       # 5 runs, all three engines
 *   BENCH_RUNS=3 E2E_ENGINES=firefox,webkit npm run bench:engines
 *
 * Writes the table into docs/performance.md (between the bench:engines markers).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ownServer } from './lib/own-server.ts';
import { e2eServerEnv } from '../e2e/server-env.ts';
import type { EngineName, EnginePage } from '../e2e-engines/engine-page.ts';
import { launchEngine, selectedEngines } from '../e2e-engines/engines.ts';
import { switchableProxy } from '../e2e-engines/switchable-proxy.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const port = Number(process.env.BENCH_ENGINES_PORT ?? 4460);
const SEARCH = { path: '/search?q=biology', selector: '.result-card' };
const HOME = { path: '/', selector: '.subject-box:not(.subject-box--skeleton), .discipline-list__category a' };
const DOC = 'docs/performance.md';
const START = '<!-- bench:engines start -->';
const END = '<!-- bench:engines end -->';

/** Page-side: on the new document, a one-time observer for `selector`; answers its time, or null. */
const PROBE = `
  const [selector, token] = args;
  if (window.__benchToken === token) return null; // still the document we left
  if (!window.__benchWatching) {
    window.__benchWatching = true;
    const seen = () => {
      if (window.__benchFirst === undefined && document.querySelector(selector)) window.__benchFirst = performance.now();
    };
    seen();
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }
  return window.__benchFirst ?? null;
`;

const probed = new WeakSet<EnginePage>();

async function timeVisit(page: EnginePage, url: string, selector: string): Promise<number> {
  if (page.addInitScript) {
    // Chromium and Firefox: the observer is in the page before its first script.
    if (!probed.has(page)) await page.addInitScript(INIT_PROBE);
    probed.add(page);
    await page.addInitScript(`window.__benchSelector = ${JSON.stringify(selector)};`);
    await page.goto(url);
    const end = Date.now() + 60_000;
    for (;;) {
      const at = await page.evaluate<number | null>('return window.__benchFirst ?? null;').catch(() => null);
      if (typeof at === 'number') return at;
      if (Date.now() > end) throw new Error(`${url}: no ${selector} after 60 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const token = String(Math.random());
  // Navigating from the page itself: the call returns at once, so the observer lands early.
  await page.evaluate(
    `window.__benchToken = args[1]; setTimeout(() => { location.href = args[0]; }, 0); return true;`,
    url,
    token,
  );
  const end = Date.now() + 60_000;
  for (;;) {
    const at = await page.evaluate<number | null>(PROBE, selector, token).catch(() => null);
    if (typeof at === 'number') return at;
    if (Date.now() > end) throw new Error(`${url}: no ${selector} after 60 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Before the page's scripts (where the driver can place one): notes when the selector first matches. */
const INIT_PROBE = `
  (() => {
    const seen = () => {
      const selector = window.__benchSelector;
      if (window.__benchFirst === undefined && selector && document.querySelector(selector)) window.__benchFirst = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    document.addEventListener('readystatechange', seen);
  })();
`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

interface Row {
  engine: EngineName;
  via: string;
  cold: number[];
  warm: number[];
  offlineSearch: number[];
  offlineHome: number[];
}

const loadBefore = loadavg()[0]!;
const proxyPort = port + 1;
const server = ownServer(port, e2eServerEnv(port, `http://127.0.0.1:${proxyPort}`), 200_000);
await server.start();
const proxy = await switchableProxy(proxyPort, server.url);
const rows: Row[] = [];
try {
  for (const name of selectedEngines()) {
    const engine = await launchEngine(name, { webdriver: port + 10, display: port - 4400 + 40 });
    try {
      const row: Row = { engine: name, via: '', cold: [], warm: [], offlineSearch: [], offlineHome: [] };
      // Warm-up, not counted: the server's search cache, the engine's first start.
      const warmUp = await engine.newPage({ width: 375, height: 812 });
      row.via = warmUp.via;
      await timeVisit(warmUp, proxy.url + SEARCH.path, SEARCH.selector);
      await warmUp.close();
      for (let i = 0; i < RUNS; i++) {
        const page = await engine.newPage({ width: 375, height: 812 });
        await page.goto(`${proxy.url}/favicon.svg`);
        await page.evaluate(
          `localStorage.setItem('exchange.cookieConsent', JSON.stringify({ version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' })); return true;`,
        );
        row.cold.push(await timeVisit(page, proxy.url + SEARCH.path, SEARCH.selector));
        await page.close();
      }
      // One profile for the repeat visits: the worker controls it, the answers are persisted.
      const page = await engine.newPage({ width: 375, height: 812 });
      await page.goto(`${proxy.url}/favicon.svg`);
      await page.evaluate(
        `localStorage.setItem('exchange.cookieConsent', JSON.stringify({ version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' })); return true;`,
      );
      await timeVisit(page, proxy.url + HOME.path, HOME.selector);
      // The worker precaches the app before it takes control: time for that, then (WebKitGTK
      // takes control only from the next load) one reload, and time again.
      const controlled = async () => {
        const until = Date.now() + 40_000;
        while (Date.now() < until) {
          if (await page.evaluate<boolean>('return !!navigator.serviceWorker.controller;')) return true;
          await new Promise((r) => setTimeout(r, 500));
        }
        return false;
      };
      if (!(await controlled())) {
        await page.reload();
        if (!(await controlled())) throw new Error(`${name}: no service worker in control`);
      }
      await timeVisit(page, proxy.url + SEARCH.path, SEARCH.selector);
      await new Promise((r) => setTimeout(r, 1500)); // the persister writes at most once a second
      for (let i = 0; i < RUNS; i++) row.warm.push(await timeVisit(page, proxy.url + SEARCH.path, SEARCH.selector));
      proxy.setOnline(false);
      for (let i = 0; i < RUNS; i++)
        row.offlineSearch.push(await timeVisit(page, proxy.url + SEARCH.path, SEARCH.selector));
      for (let i = 0; i < RUNS; i++) row.offlineHome.push(await timeVisit(page, proxy.url + HOME.path, HOME.selector));
      proxy.setOnline(true);
      await page.close();
      rows.push(row);
      const fmt = (xs: number[]) => `${Math.round(median(xs))} ms (${xs.map((x) => Math.round(x)).join(', ')})`;
      console.log(
        `${name}: cold ${fmt(row.cold)}; warm ${fmt(row.warm)}; offline search ${fmt(row.offlineSearch)}; offline home ${fmt(row.offlineHome)}`,
      );
    } finally {
      await engine.stop();
    }
  }
} finally {
  await proxy.close();
  await server.stop();
}

const loadAfter = loadavg()[0]!;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
const table = [
  START,
  `Measured ${when} UTC by \`BENCH_RUNS=${RUNS} npm run bench:engines\`, median of ${RUNS} (each run's figures in the script's output); 375×812 viewport, unthrottled loopback, the 600-product e2e catalogue; host load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on 2 cores shared with other work.`,
  '',
  '| engine | driven by | first results, cold | first results, warm repeat | offline repeat: search | offline repeat: home |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) => `| ${r.engine} | ${r.via} | ${ms(r.cold)} | ${ms(r.warm)} | ${ms(r.offlineSearch)} | ${ms(r.offlineHome)} |`,
  ),
  END,
].join('\n');
console.log(`\n${table}`);
if (existsSync(DOC)) {
  const doc = readFileSync(DOC, 'utf8');
  const next = doc.includes(START)
    ? doc.slice(0, doc.indexOf(START)) + table + doc.slice(doc.indexOf(END) + END.length)
    : `${doc.trimEnd()}\n\n## Every engine: first results and the offline repeat visit\n\n${table}\n`;
  writeFileSync(DOC, next);
  console.log(`written to ${DOC}`);
}
