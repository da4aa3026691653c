// Search on a phone, at 375×812: the first-visit overlays one at a time, three
// result cards above the fold, the filters as a modal sheet and back (axe clean open and
// closed). Screenshots for docs/screenshots with SCREENSHOTS=1 (SHOT_TAG=before|after).
import { expect, test, type Page } from '@playwright/test';
import { decideConsent } from './fixtures';
import { expectNoViolations } from './support/axe';

test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 600, 'phone only');

// The e2e files compile without the DOM library: the browser's bits are spelled out.
interface BrowserGlobals {
  scrollY: number;
  document: { activeElement: { closest(selector: string): unknown } | null };
}
const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollY);

const cards = (page: Page) => page.locator('.result-list:not([aria-hidden]) > li');
const countText = (page: Page) => page.locator('.search-page__count');

test('three result cards show above the fold at 375×812', async ({ page }) => {
  await decideConsent(page);
  await page.goto('/search?q=biology');
  await expect(cards(page).first()).toBeVisible();
  const viewport = page.viewportSize()!;
  const bottoms = await cards(page).evaluateAll((items) =>
    items.slice(0, 4).map((el) => el.getBoundingClientRect().bottom),
  );
  expect(bottoms.filter((bottom) => bottom <= viewport.height).length).toBeGreaterThanOrEqual(3);
  // the badge sits under the cover, not over it
  const badge = page.locator('.result-card__badges').first();
  if ((await badge.count()) > 0) {
    const [cover, tag] = await Promise.all([
      badge.locator('xpath=..').locator('img').boundingBox(),
      badge.boundingBox(),
    ]);
    expect(tag!.y).toBeGreaterThanOrEqual(cover!.y + cover!.height - 1);
  }
});

test('filter through the sheet and back: the results stay put; axe clean open and closed', async ({ page }) => {
  test.setTimeout(90_000); // three axe runs over a full results page on 2 busy cores
  await decideConsent(page);
  await page.goto('/search?q=biology');
  await expect(cards(page).first()).toBeVisible();
  // Scroll from the middle of the list, where a thumb would be (the top-left corner may hold
  // the short-lived 'works offline' toast on a phone).
  await page.mouse.move(187, 500);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await expectNoViolations(page);
  const filterBy = page.getByRole('button', { name: 'Filter by' });
  await filterBy.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  await filterBy.click();
  const sheet = page.getByRole('dialog', { name: 'Filter by' });
  await expect(sheet).toBeVisible();
  // full height, sections collapsed, the button sticky at the bottom of the screen
  const box = (await sheet.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(800);
  await expect(sheet.getByRole('button', { name: 'Platform', exact: true })).toHaveAttribute('aria-expanded', 'false');
  const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
  const showBox = (await show.boundingBox())!;
  expect(showBox.y + showBox.height).toBeLessThanOrEqual(812);
  // the focus stays inside
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  const focusInSheet = await page.evaluate(() =>
    Boolean((globalThis as unknown as BrowserGlobals).document.activeElement?.closest('dialog')),
  );
  expect(focusInSheet).toBe(true);
  await expectNoViolations(page);

  await sheet.getByRole('button', { name: 'Platform', exact: true }).click();
  await sheet.getByRole('radio', { name: /^Pearson eText/ }).click();
  await expect(page).toHaveURL(/[?&]type=etexts(&|$)/);
  await expect(sheet.getByRole('link', { name: /^Remove filter: Platform/ })).toBeVisible();
  // The page's count once the filtered results have arrived (meanwhile it may be a placeholder).
  await expect(countText(page)).toHaveText(/^Showing \d+/);
  const count = Number(
    /of (\d+)|Showing (\d+)/
      .exec((await countText(page).textContent()) ?? '')
      ?.slice(1)
      .find(Boolean),
  );
  await expect(show).toHaveText(count === 1 ? 'Show 1 result' : `Show ${count} results`);
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(filterBy).toBeFocused();
  expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(2);
  await expectNoViolations(page);
});

test('first visit: the cookie banner alone, then the small offline notice', async ({ page }) => {
  await page.goto('/search?q=biology');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // the service worker is ready meanwhile; its notice waits for the cookie choice
  await page.evaluate(
    async () =>
      void (await (navigator as unknown as { serviceWorker: { ready: Promise<unknown> } }).serviceWorker.ready),
  );
  await page.waitForTimeout(500);
  await expect(page.getByText('This site now works offline.')).toBeHidden();
  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'This site now works offline.' });
  await expect(notice).toBeVisible();
  expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(56);
});

test('screenshots', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');
  const tag = process.env.SHOT_TAG ?? 'after';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/search?q=biology');
  await page.getByText(/^Showing /).waitFor();
  // the service worker's 'works offline' notice arrives shortly after the first load
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `docs/screenshots/search-phone-first-visit-${tag}.png` });
  const accept = page.getByRole('button', { name: 'Accept all' });
  if (await accept.isVisible()) await accept.click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `docs/screenshots/search-phone-results-${tag}.png` });
  await page.getByRole('button', { name: 'Filter by' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `docs/screenshots/search-phone-filters-${tag}.png` });
});
