// Field metrics (what real visits measure): with analytics consent the page sends its Core Web Vitals to
// POST /api/metrics when it is left; without consent it sends nothing. One width is enough.
import { expect, test } from '@playwright/test';
import { decideConsent, hidePage, isMobile, requestsTo, waitForApp, waitForHome } from './fixtures';

test.beforeEach(async ({ page }) => test.skip(isMobile(page), 'the reporter does not depend on the width'));

test('with analytics allowed, hiding the page reports LCP, CLS and TTFB for its route', async ({ page }) => {
  await decideConsent(page, true);
  // Keeps a copy of each metrics beacon's body (the search events for the insights page leave by beacon
  // too, to /api/events); the beacon still goes to the real server.
  await page.addInitScript(`
    window.__beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob && String(url).includes('/api/metrics')) window.__beacons.push(data);
      return send(url, data);
    };
    // When web-vitals has started watching LCP (and, in the same turn, the inputs that end it).
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options && (options.type === 'largest-contentful-paint' || options.entryTypes?.includes('largest-contentful-paint')))
        window.__lcpWatched = true;
      return observe.call(this, options);
    };
  `);
  const seen = requestsTo(page, '/api/metrics');
  await page.goto('/search?q=biology');
  await expect(page.locator('.search-page__count')).toHaveText(/^Showing /);
  await waitForApp(page);
  // The reporter's chunk (with web-vitals) loaded once consent allowed it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('field-metrics-reporter')),
      ),
    )
    .toBe(true);
  // An interaction: INP has something to measure, and LCP is final. web-vitals ends LCP on a real
  // input or a real hide (the hide below is a script's), so the press comes once it is watching:
  // a press before it left the beacon without LCP on a loaded machine.
  await page.waitForFunction(() => (window as unknown as { __lcpWatched?: boolean }).__lcpWatched === true);
  await page.getByRole('heading', { level: 1 }).click();
  const sent = page.context().waitForEvent('request', (r) => new URL(r.url()).pathname === '/api/metrics');
  await hidePage(page);
  await sent;
  // Playwright does not show a beacon's body: the page's own copy of it (recordBeacons).
  const body = JSON.parse(await page.evaluate<string>('window.__beacons[0].text()')) as {
    metrics: Array<{ name: string; route: string; value: number }>;
  };
  const names = body.metrics.map((m) => m.name);
  expect(names).toEqual(expect.arrayContaining(['LCP', 'CLS', 'TTFB']));
  expect(new Set(body.metrics.map((m) => m.route))).toEqual(new Set(['/search']));
  expect(seen.length).toBe(1);
});

test('without analytics consent nothing is sent', async ({ page }) => {
  await decideConsent(page, false);
  const seen = requestsTo(page, '/api/metrics');
  await page.goto('/');
  await waitForHome(page);
  await page.getByRole('heading', { level: 1 }).click();
  await hidePage(page);
  await page.goto('/search?q=biology');
  await expect(page.locator('.search-page__count')).toHaveText(/^Showing /);
  await hidePage(page);
  await page.waitForTimeout(500); // a beacon would have left by now
  expect(seen).toEqual([]);
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('field-metrics-reporter')),
    ),
  ).toBe(false);
});
