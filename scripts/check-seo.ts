/**
 * `npm run check:seo`: Lighthouse's SEO category on home, a search and a product page in every
 * locale, on the production build served by the real server (in-memory PGlite, demo catalogue),
 * in the system's Chromium. SEO's audits read the page as sent and as drawn (title, description,
 * status, links, robots rules, hreflang, canonical), not speed, so one run a page decides; the
 * table lists each page's score and the audits it fails.
 *
 *   npm run check:seo                        # builds, starts a server on a free port
 *   npm run check:seo -- --no-build          # uses dist/ as it is
 *   npm run check:seo -- --url http://127.0.0.1:8080
 *
 * Search result pages carry `noindex, follow` on purpose (search engines ask sites to keep their
 * internal result pages out of the index): Lighthouse's `is-crawlable` audit fails them for it,
 * and the table says so beside their score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { LOCALES } from '../contract/locales';
import { findChromium } from './chromium';
import { demoProductPath, startDemoServer } from './lib/own-server';
import { buildProduction } from './lib/production-build';

const args = process.argv.slice(2);
const urlArg = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;

async function main() {
  if (!urlArg && !args.includes('--no-build')) {
    buildProduction();
  }
  const server = urlArg ? { base: urlArg.replace(/\/$/, ''), stop: () => undefined } : await startDemoServer({ DEMO_EVENTS: '0' });
  const found = findChromium();
  if (!found) throw new Error('no Chromium found: set CHROMIUM_PATH or run `npx playwright install chromium`');
  const chrome = await chromeLauncher.launch({
    chromePath: found.executablePath ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows: string[] = [];
  let short = 0;
  try {
    const product = await demoProductPath(server.base);
    for (const locale of LOCALES) {
      for (const [name, pagePath] of [
        ['home', ''],
        ['search', '/search?q=biology'],
        ['product', product],
      ] as const) {
        const url = `${server.base}/${locale}${pagePath}`;
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'], formFactor: 'mobile' });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
          .map((a) => a.id);
        const onPurpose = name === 'search' && failing.length === 1 && failing[0] === 'is-crawlable';
        if (score < 100 && !onPurpose) short += 1;
        rows.push(`| ${locale} | ${name} | ${score} | ${failing.length ? failing.join(', ') + (onPurpose ? ' (noindex on purpose)' : '') : '–'} |`);
        console.log(rows.at(-1));
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(`\nLighthouse SEO, ${when} UTC, ${found.source === 'playwright' ? "Playwright's Chromium" : found.executablePath}\n`);
  console.log(['| locale | page | SEO | failing audits |', '|---|---|---:|---|', ...rows].join('\n'));
  if (short > 0) {
    console.error(`\n${short} page(s) under 100 for a reason other than search pages' noindex`);
    process.exit(1);
  }
}

await main();
