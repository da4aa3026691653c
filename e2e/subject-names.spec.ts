// Subject names in the page's locale (docs/regions.md §6): a tr-tr page names the demo's subjects
// in Turkish on the home page and in the search page's Subject facet, and a search by a Turkish
// subject name finds that subject's products; an en-us page keeps the catalogue's names.
import { expect, test } from '@playwright/test';
import { decideConsent, waitForHome } from './fixtures';

test.beforeEach(async ({ page }) => {
  await decideConsent(page);
});

test('the home page names subjects in the page’s locale', async ({ page }) => {
  await page.goto('/tr-tr');
  await waitForHome(page);
  await expect(page.getByRole('link', { name: 'Yaşam Bilimleri', exact: true }).first()).toBeVisible();
  await expect(page.getByText('Life Sciences', { exact: true })).toHaveCount(0);

  await page.goto('/en-us');
  await waitForHome(page);
  await expect(page.getByRole('link', { name: 'Life Sciences', exact: true }).first()).toBeVisible();
});

test('a search by a Turkish subject name finds its products, and the facet names it in Turkish', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the facet is in the filter bar the desktop layout shows');
  await page.goto('/tr-tr/search?q=BİYOLOJİ');
  const facet = page.locator('.subject-facet');
  await expect(facet.locator('.subject-facet__name', { hasText: /^Biyoloji$/ })).toBeVisible();
  await expect(facet.locator('.subject-facet__name', { hasText: /^Yaşam Bilimleri$/ })).toBeVisible();
  await expect(page.locator('.result-card').first()).toBeVisible();
});
