// The search without script (a browser with JavaScript off reading the server's HTML), at 375 px
// and 1280 px (the pages drawn by React's server renderer, the default): the header's search box is a GET form to the
// locale's /search with the field q; on the results page every subject, platform, show-by and
// sort choice, every applied filter's chip and every page is a link, and the filters are a
// 'Filter by' disclosure at a phone's width and the left bar from 992 px (search-page.tsx
// Filters). The markup itself, as React's server renderer draws it: tests/client/search-no-script.test.tsx.
//
// The search bar is on the results, product, get-started and not-found pages (spec §2); the
// home page (the default 'Browse your subject') has none, so the search starts from
// /en-us/getstarted.
import { expect, test, type Page } from '@playwright/test';
import { isMobile } from './fixtures';
import { EN_US as w } from './support/locales';

const results = (page: Page) => page.locator('.result-list:not([aria-hidden]) > li');
const countText = (page: Page) => page.locator('.search-page__count');

/** The filters: at a phone's width a closed <details> ('Filter by'), opened with its summary. */
async function openFilters(page: Page) {
  const disclosure = page.locator('details.search-page__nojs');
  if (isMobile(page) && !(await disclosure.getAttribute('open'))) {
    await disclosure.locator('summary', { hasText: w.filterBy }).click();
  }
  return disclosure;
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the address the search form sends is served: /en-us/search?q=biology', async ({ page }) => {
    const response = await page.goto('/en-us/search?q=biology');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page).toHaveURL(/\/en-us\/search\?q=biology$/);
  });

  test('the HTML the server sends holds the header search as a GET form: /en-us/search, field q', async ({ page }) => {
    await page.goto('/en-us/getstarted');
    const form = page.locator('header form[role="search"]');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/en-us/search');
    await expect(form.locator('input[type="search"]')).toHaveAttribute('name', 'q');
  });

  test('types "biology" into the search box and presses Enter: the results for biology', async ({ page }) => {
    await page.goto('/en-us/getstarted');
    // In the header at 375 px too: without script its search button would open nothing (header.css).
    const field = page.getByRole('banner').getByPlaceholder(w.searchLabel);
    await field.fill('biology');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?(.*&)?q=biology(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: w.resultsFor('biology') })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });

  test("an institution's own product answers 401 and says why, with Sign in as a link that comes back to it", async ({
    page,
  }) => {
    // A custom edition of the demo catalogue (e2e/product.spec.ts FOREIGN_CUSTOM).
    const response = await page.goto('/en-us/products/9781724040992?uuid=9781724040992');
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1, name: 'Institution edition: sign in to open' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/en-us/signin?returnUrl=%2Fen-us%2Fproducts%2F9781724040992%3Fuuid%3D9781724040992');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a subject from the filters: a link, at 375 px in the Filter by disclosure', async ({ page }) => {
    await page.goto('/en-us/search?q=biology');
    const filters = await openFilters(page);
    const facet = filters.locator('.subject-facet__disciplines a').first();
    await expect(facet).toBeVisible();
    const code = new URL(`http://x${await facet.getAttribute('href')}`).searchParams.get('disc');
    await facet.click();
    await expect(page).toHaveURL(new RegExp(`/en-us/search\\?q=biology&disc=${code}$`));
    await expect(results(page).first()).toBeVisible();
    await expect((await openFilters(page)).locator('.subject-facet [aria-current="true"]')).toHaveCount(1);
  });

  test('a platform link, its chip removes it; page 2; a product opens', async ({ page }) => {
    await page.goto('/en-us/search?q=biology');
    const all = await countText(page).textContent();
    let filters = await openFilters(page);
    await filters
      .getByRole('group', { name: w.platform })
      .getByRole('link', { name: /^Pearson eText/ })
      .click();
    await expect(page).toHaveURL(/\/en-us\/search\?(.*&)?type=etexts(&|$)/);
    filters = await openFilters(page);
    await filters.getByRole('link', { name: w.removeFilter(w.platform, 'Pearson eText') }).click();
    await expect(page).not.toHaveURL(/type=/);
    await expect(countText(page)).toHaveText(all ?? '');

    const total = w.totalOf(all ?? '');
    expect(total).toBeGreaterThan(24);
    await page
      .getByRole('navigation', { name: w.pagination })
      .getByRole('link', { name: w.page(2), exact: true })
      .click();
    await expect(page).toHaveURL(/\/en-us\/search\?(.*&)?page=2(&|$)/);
    await expect(countText(page)).toHaveText(w.countRange(25, Math.min(48, total), total));

    const title =
      (await results(page).first().getByRole('heading', { level: 3 }).getByRole('link').textContent()) ?? '';
    await results(page).first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/en-us\/products\/[^/]+\/[^/?]+\?uuid=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test("the header's 'Browse your subject' is a link to home's list of subjects, not a button that opens nothing", async ({
    page,
  }) => {
    await page.goto('/en-us/search?q=biology');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Browse your subject' })).toBeHidden();
    await banner.getByRole('link', { name: 'Browse your subject' }).click();
    await expect(page).toHaveURL(/\/en-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse your subject' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Biology', exact: true }).first()).toBeVisible();
  });

  test('a page past the last one (an old link) is sent on to the last page, as the app would go', async ({ page }) => {
    await page.goto('/en-us/search?q=biology');
    const all = await countText(page).textContent();
    const total = w.totalOf(all ?? '');
    const last = Math.ceil(total / 24);
    expect(last).toBeGreaterThan(1);
    const response = await page.goto(`/en-us/search?q=biology&page=${last + 3}`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`page=${last + 3}$`));
    await expect(page).toHaveURL(new RegExp(`/en-us/search\\?q=biology&page=${last}$`));
    await expect(countText(page)).toHaveText(w.countRange((last - 1) * 24 + 1, total, total));
    await expect(results(page).first()).toBeVisible();
  });
});

// The same form on the app's page (script on), in both journey locales: its attributes, and sent
// by the browser itself (form.submit() fires no submit event, so the app's onSubmit stays out of
// it, as it does without script).
test.describe('the search form as a browser without script sends it', () => {
  for (const locale of ['en-us', 'tr-tr']) {
    test(`${locale}: GET ${locale}/search with the field q, and it lands on the results for biology`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/getstarted`);
      // Under 992 px the header's bar is hidden behind its search button (script is on here).
      const form = page.locator('header form[role="search"]');
      await expect(form).toHaveAttribute('action', `/${locale}/search`);
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form.locator('[name]')).toHaveCount(1);
      await expect(form.locator('input[type="search"]')).toHaveAttribute('name', 'q');
      await form.evaluate((element: HTMLFormElement) => {
        element.querySelector('input')!.value = 'biology';
        element.submit();
      });
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=biology$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('biology');
    });
  }
});
