// Field metrics (issue #17): with analytics consent the page sends its Core Web Vitals to
// POST /api/metrics when it is left; without consent it sends nothing. One width is enough.
import { expect, test, type Page, type Request } from '@playwright/test';
import { decideConsent, isMobile, waitForHome } from './fixtures';

function metricRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/metrics') seen.push(r);
  });
  return seen;
}

test.beforeEach(async ({ page }) => test.skip(isMobile(page), 'the reporter does not depend on the width'));

test('with analytics allowed, leaving the page reports LCP, CLS and TTFB for its route', async ({ page }) => {
  await decideConsent(page, true);
  const seen = metricRequests(page);
  await page.goto('/search?q=biology');
  await expect(page.locator('.search-page__count')).toHaveText(/^Showing /);
  await page.getByRole('heading', { level: 1 }).click(); // an interaction: INP has something to measure
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/metrics');
  await page.goto('/redeemcode');
  const body = (await sent).postDataJSON() as { metrics: Array<{ name: string; route: string; value: number }> };
  const names = body.metrics.map((m) => m.name);
  expect(names).toEqual(expect.arrayContaining(['LCP', 'CLS', 'TTFB']));
  expect(new Set(body.metrics.map((m) => m.route))).toEqual(new Set(['/search']));
  expect(seen.length).toBe(1);
});

test('without analytics consent nothing is sent', async ({ page }) => {
  await decideConsent(page, false);
  const seen = metricRequests(page);
  await page.goto('/');
  await waitForHome(page);
  await page.getByRole('heading', { level: 1 }).click();
  await page.goto('/redeemcode');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto('/search?q=biology');
  await expect(page.locator('.search-page__count')).toHaveText(/^Showing /);
  expect(seen).toEqual([]);
});
