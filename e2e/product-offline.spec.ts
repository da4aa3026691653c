/// <reference lib="dom" />
// A product opened offline that the device has never loaded (issue: "Offline, a product never
// seen stays a skeleton forever"): the page says so at once, in words, links to what is on the
// device, and loads the product by itself when the connection returns. Built PWA, real server,
// the worker serving the app's code offline; `setOffline` cuts the page's own requests.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { decideConsent } from './fixtures';

test.beforeEach(async ({ page }) => decideConsent(page));
// Several page loads and a worker install each: room on a busy machine.
test.setTimeout(90_000);

/** The worker controls pages loaded after it installed: wait for it, then load the page again. */
async function underWorker(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Offline for the page and for requests the worker lets through to the network; returns once the
 * page says so. Its notice comes in above the page's content and moves it down: a press aimed
 * before it came lands on whatever moved under the pointer (a card's text, not its link).
 */
async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
}

async function goOnline(page: Page, context: BrowserContext): Promise<void> {
  await page.unroute('**/api/**');
  await context.setOffline(false);
}

test('offline, a product never opened on this device says so at once and loads itself when back online', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/search?q=biology');
  await underWorker(page);
  const link = page.getByRole('main').locator('.result-card__link').nth(2);
  const name = (await link.innerText()).trim();
  expect(name).not.toBe('');

  await goOffline(page, context);
  await link.click();

  // At once: no skeleton left waiting, the words say what is missing and what will happen.
  const heading = page.getByRole('heading', { level: 1, name: 'This product is not on this device yet' });
  await expect(heading).toBeVisible({ timeout: 5_000 });
  await expect(page.locator('.product-page--loading, .product-skeleton')).toHaveCount(0);
  await expect(
    page.getByText("You are offline, and this product's details, offers and prices have not been saved on this device."),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'It will load by itself when the connection returns.' })).toBeVisible();
  const recentlyViewed = page.getByRole('main').getByRole('link', { name: 'Recently viewed' });
  await expect(recentlyViewed).toHaveAttribute('href', '/en-us#recently-viewed');
  await page.screenshot({ path: `docs/screens/product-offline-${testInfo.project.name}.png`, fullPage: false });

  // Back online: the product replaces the message without a reload.
  const marker = await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = Date.now()));
  await goOnline(page, context);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 15_000 });
  await expect(heading).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument)).toBe(marker);
});

test('offline, the link to what is on the device leads to Recently viewed', async ({ page, context }) => {
  await page.goto('/search?q=chemistry');
  await underWorker(page);
  const first = page.getByRole('main').locator('.result-card__link').first();
  const viewed = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewed);
  await page.goBack();
  const other = page.getByRole('main').locator('.result-card__link').nth(3);
  await expect(other).toBeVisible();

  await goOffline(page, context);
  await other.click();
  await page.getByRole('main').getByRole('link', { name: 'Recently viewed' }).click();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  await expect(page.locator('#recently-viewed').getByRole('link', { name: viewed })).toBeVisible();
});
