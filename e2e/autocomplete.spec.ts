// The search bar's autocomplete dropdown (spec §2 "Search bar", §4 search flow) against the
// real server and its demo catalogue: product and author suggestions, the keyboard, axe.
// Desktop uses the header's field; under 992px the header's Search button opens the mobile
// search view, where the list follows the field. The suggestions a searcher picks from run in
// en-us and in tr-tr (e2e/support/locales.ts); axe, the failing call and screenshots in en-us.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decideConsent, isMobile } from './fixtures';
import { expectNoViolations } from './support/axe';
import { at, EN_US, JOURNEY_LOCALES, otherLocalesAtOneWidth, type LocaleWords } from './support/locales';

interface SearchItem {
  productId: string;
  uuid: string;
  source: {
    'cnt:slug': string;
    'schema:name': string;
    'cnt:auxiliaryFields': { authors: Array<{ givenName: string; familyName: string }> };
  };
}

/** The first product of the catalogue, as the search API lists it (nothing hard-coded). */
async function firstProduct(page: Page): Promise<SearchItem> {
  const response = await page.request.get('/api/search?q=&limit=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: SearchItem[] };
  const item = body.items[0];
  if (!item) throw new Error('the demo catalogue is empty');
  return item;
}

/** Opens a page with the search bar and gives its field (the mobile search view's under 992px). */
async function searchField(page: Page, w: LocaleWords = EN_US, path = '/getstarted?ref=revel'): Promise<Locator> {
  await page.goto(at(w, path));
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (isMobile(page)) {
    await page.getByRole('banner').getByRole('button', { name: w.openSearch, exact: true }).click();
    const field = page.getByRole('dialog', { name: w.searchView }).getByRole('combobox', { name: w.searchLabel });
    await expect(field).toBeFocused();
    return field;
  }
  return page.getByRole('banner').getByRole('combobox', { name: w.searchLabel });
}

const activeOption = (page: Page, field: Locator) =>
  field.getAttribute('aria-activedescendant').then((id) => (id ? page.locator(`[id="${id}"]`) : null));

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await decideConsent(page);
});

for (const w of JOURNEY_LOCALES) {
  test.describe(w.locale, () => {
    test.use({ locale: w.browser });
    otherLocalesAtOneWidth(w, 'mobile');

    test('typing the start of a real title suggests it; the keyboard picks it and opens the product', async ({
      page,
    }) => {
      const product = await firstProduct(page);
      const title = product.source['schema:name'];
      const field = await searchField(page, w);
      const typed = title.slice(0, Math.max(12, title.indexOf(' ', 12))).trimEnd();
      await field.pressSequentially(typed, { delay: 20 });

      const listbox = page.getByRole('listbox', { name: w.suggestions });
      await expect(listbox).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      const products = listbox.getByRole('group', { name: w.productsGroup }).getByRole('option');
      const names: string[] = await products.evaluateAll((options) =>
        options.map((o) => o.getAttribute('aria-label') ?? ''),
      );
      const target = names.findIndex((name) => name.startsWith(title));
      expect(target, `"${title}" among ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
      await expect(listbox.getByRole('option', { name: w.viewAll })).toHaveAttribute(
        'href',
        `/${w.locale}/search?${new URLSearchParams({ ref: 'revel', q: typed }).toString()}`,
      );

      // Walk down to the title with the arrow keys: past the authors, then the products.
      const authorCount = await listbox.getByRole('group', { name: w.authorsGroup }).getByRole('option').count();
      for (let i = 0; i <= authorCount + target; i++) await field.press('ArrowDown');
      const active = await activeOption(page, field);
      expect(active).not.toBeNull();
      await expect(active!).toHaveAttribute('aria-selected', 'true');
      await expect(active!).toHaveAttribute('aria-label', names[target]!);
      const href = await active!.getAttribute('href');
      // spec §2: /products/{productId}/{slug} with uuid, and ref carried; q is not
      expect(href).toMatch(new RegExp(`^/${w.locale}/products/[^/?]+/[^/?]+\\?uuid=[0-9a-f-]+&ref=revel$`));
      await expect(field).toBeFocused();

      await field.press('Enter');
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} - Exchange`);
      // the mobile search view has closed and the footer is back
      await expect(page.getByRole('dialog', { name: w.searchView })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test("typing the start of an author's surname suggests the author; choosing it searches the name", async ({
      page,
    }) => {
      const product = await firstProduct(page);
      const author = product.source['cnt:auxiliaryFields'].authors[0];
      if (!author) throw new Error('the first product has no author');
      const start = author.familyName.slice(0, Math.max(4, Math.min(6, author.familyName.length)));
      const field = await searchField(page, w);
      await field.pressSequentially(start, { delay: 20 });

      const authors = page.getByRole('group', { name: w.authorsGroup }).getByRole('option');
      await expect(authors.first()).toBeVisible();
      const count = await authors.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(5);
      const labels: string[] = await authors.evaluateAll((options) =>
        options.map((o) => o.getAttribute('aria-label') ?? ''),
      );
      // every author suggestion's name or surname starts with the text (docs/search.md §3)
      for (const label of labels) {
        const name = label.replace(w.authorOption, '');
        const words = name.toLowerCase().split(/\s+/);
        expect(
          name.toLowerCase().startsWith(start.toLowerCase()) || words.some((w) => w.startsWith(start.toLowerCase())),
        ).toBe(true);
      }
      const wanted = `${author.givenName} ${author.familyName}`;
      const index = labels.findIndex((label) => label.startsWith(`${wanted},`));
      const chosen = index >= 0 ? index : 0;
      const chosenName = labels[chosen]!.replace(w.authorOption, '');
      for (let i = 0; i <= chosen; i++) await field.press('ArrowDown');
      await field.press('Enter');
      await expect(page).toHaveURL(
        `/${w.locale}/search?${new URLSearchParams({ ref: 'revel', q: chosenName }).toString()}`,
      );
    });

    if (w.locale === 'tr-tr') {
      test("typing a subject's Turkish name inflected suggests the subject's products; Enter searches them", async ({
        page,
      }) => {
        // 'Biyolojisi' is 'Biyoloji' (biology) with a possessive ending, and the name as written of
        // 'Koruma Biyolojisi' and 'Deniz Biyolojisi' (conservation and marine biology).
        const subjects = 'biology|ecology-conservation-biology|oceanography-marine-biology';
        const filed = await page.request.get(`/api/search?disc=${encodeURIComponent(subjects)}&sort=datePublished&limit=24`);
        const newest = ((await filed.json()) as { items: SearchItem[] }).items.map((i) => i.productId);
        expect(newest.length).toBeGreaterThan(0);
        const field = await searchField(page, w);
        await field.pressSequentially('biyolojisi', { delay: 20 });
        const listbox = page.getByRole('listbox', { name: w.suggestions });
        const products = listbox.getByRole('group', { name: w.productsGroup }).getByRole('option');
        await expect(products.first()).toBeVisible();
        const hrefs: string[] = await products.evaluateAll((options) => options.map((o) => o.getAttribute('href') ?? ''));
        // No title says 'biyoloji': the subject's name found them, newest first.
        for (const href of hrefs) {
          const id = /\/products\/([^/?]+)\//.exec(href)?.[1] ?? href;
          expect(newest, href).toContain(id);
        }
        await field.press('Enter');
        await expect(page).toHaveURL(`/${w.locale}/search?${new URLSearchParams({ ref: 'revel', q: 'biyolojisi' }).toString()}`);
        await expect(page.getByRole('heading', { level: 1, name: w.resultsFor('biyolojisi') })).toBeVisible();
        // The newest of them is on the first page of results.
        await expect(page.getByRole('main').locator(`a[href*="/products/${newest[0]}/"]`).first()).toBeVisible();
      });
    }

    test('Escape closes the list, a second Escape clears the field; Tab leaves and closes', async ({ page }) => {
      const product = await firstProduct(page);
      const field = await searchField(page, w);
      const listbox = page.getByRole('listbox', { name: w.suggestions });
      await field.pressSequentially(product.source['schema:name'].slice(0, 8), { delay: 20 });
      await expect(listbox).toBeVisible();
      await field.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await field.press('ArrowDown');
      await expect(listbox).toBeVisible();
      await field.press('Tab');
      await expect(listbox).toBeHidden();
      await field.focus();
      await field.press('Escape');
      await expect(field).toHaveValue('');
      if (isMobile(page)) await expect(page.getByRole('dialog', { name: w.searchView })).toBeVisible();
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe with the dropdown open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const product = await firstProduct(page);
    const author = product.source['cnt:auxiliaryFields'].authors[0]?.familyName ?? '';
    const field = await searchField(page);
    // a text that brings authors and products, and an active option
    await field.pressSequentially(author.slice(0, 4) || product.source['schema:name'].slice(0, 6), { delay: 20 });
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    // let the thumbnails arrive
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('a failing call, then no network: no dropdown and no error; submitting still works', async ({ page, context }) => {
  const field = await searchField(page);
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await page.route('**/api/autoComplete**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await field.pressSequentially('economics', { delay: 20 });
  await page.waitForTimeout(700);
  await expect(listbox).toBeHidden();
  await expect(page.getByRole('search').getByRole('alert')).toHaveCount(0);

  await page.unrouteAll();
  await context.setOffline(true);
  await field.pressSequentially(' health', { delay: 20 });
  await page.waitForTimeout(700);
  await expect(listbox).toBeHidden();
  await expect(page.getByRole('search').getByRole('alert')).toHaveCount(0);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?ref=revel&q=economics\+health$/);
  await context.setOffline(false);
});

test('screenshots of the dropdown (SCREENSHOTS=1)', async ({ page }, info) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');
  const width = info.project.name;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const product = await firstProduct(page);
    const author = product.source['cnt:auxiliaryFields'].authors[0]?.familyName ?? 'econ';
    const field = await searchField(page);
    await field.pressSequentially(author.slice(0, 4), { delay: 20 });
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await page.waitForLoadState('networkidle');
    const suffix = scheme === 'dark' ? '-dark' : '';
    await page.screenshot({
      path: `${process.env.SCREENSHOTS_DIR ?? 'docs/screenshots'}/autocomplete${suffix}-${width}.png`,
    });
  }
});
