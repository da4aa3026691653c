// The search results page in a real browser against the real server and the 600-product demo
// catalogue (spec §2 "Search results", §4, §5; docs/search.md §6 corrected queries), at 375 px
// (mobile: the 'Filter by' button opens the filter bar) and 1280 px; axe on its states. A
// searcher's journeys (a search, paging, a facet, a filter, the sort, a product, an institution)
// run in en-us and in tr-tr (e2e/support/locales.ts); the checks of counts and axe in en-us.
import { expect, test, type Page } from '@playwright/test';
import { decideConsent, isMobile } from './fixtures';
import { expectNoViolations } from './support/axe';
import { at, EN_US, JOURNEY_LOCALES, otherLocalesAtOneWidth, type LocaleWords } from './support/locales';

interface ServiceWorkerNavigator {
  serviceWorker: { ready: Promise<unknown>; controller: unknown };
}

const results = (page: Page) => page.locator('.result-list:not([aria-hidden]) > li');
const countText = (page: Page) => page.locator('.search-page__count');
const openSheet = (page: Page) => page.locator('dialog[open]:has(.filter-sheet)');

/**
 * Under 992px the filters are a sheet (a modal dialog) the 'Filter by' button opens, with its
 * sections collapsed but the one in use: open `section` too (its name in the page's words).
 */
async function openFilters(page: Page, w: LocaleWords = EN_US, section?: string) {
  if (!isMobile(page)) return;
  // exact: the sheet's close button is 'Filtreleri kapat' in Turkish.
  if ((await openSheet(page).count()) === 0) await page.getByRole('button', { name: w.filterBy, exact: true }).click();
  if (!section) return;
  const toggle = page.getByRole('dialog', { name: w.filterBy }).getByRole('button', { name: section, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Any of the texts, whole. */
function oneOf(...texts: string[]): RegExp {
  return new RegExp(`^(${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}

/**
 * The results, seen: under 992px an open filter sheet covers them (and the page behind it is not
 * drawn), so it is closed first with Escape, as a visitor closes it to look at them.
 */
async function waitForResults(page: Page) {
  const sheet = openSheet(page);
  if (isMobile(page) && (await sheet.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  }
  await expect(results(page).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => decideConsent(page));

for (const w of JOURNEY_LOCALES) {
  test.describe(w.locale, () => {
    test.use({ locale: w.browser });
    otherLocalesAtOneWidth(w, 'desktop');

    test('a search from the header search bar shows the results and the count', async ({ page }) => {
      await page.goto(at(w, '/getstarted'));
      if (isMobile(page)) {
        await page.getByRole('banner').getByRole('button', { name: w.openSearch, exact: true }).click();
        const field = page.getByRole('dialog', { name: w.searchView }).getByPlaceholder(w.searchLabel);
        await field.fill('biology');
        await field.press('Enter');
      } else {
        const field = page.getByRole('banner').getByPlaceholder(w.searchLabel);
        await field.fill('biology');
        await page.getByRole('banner').getByRole('button', { name: w.submitSearch }).click();
      }
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?q=biology$`));
      await expect(page.getByRole('heading', { level: 1, name: w.resultsFor('biology') })).toBeVisible();
      await expect(page).toHaveTitle(w.searchTitle('biology'));
      await waitForResults(page);
      const total = w.totalOf((await countText(page).textContent()) ?? '');
      await expect(countText(page)).toHaveText(w.countRange(1, 24, total));
      await expect(results(page)).toHaveCount(24);
      // spec §2: focus moves to the results heading after 1200 ms
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 5000 });
    });

    test('page 2 of the results, through the labelled pagination', async ({ page }) => {
      await page.goto(at(w, '/search?q=biology'));
      await waitForResults(page);
      const total = w.totalOf((await countText(page).textContent()) ?? '');
      expect(total).toBeGreaterThan(24);
      const nav = page.getByRole('navigation', { name: w.pagination });
      await expect(nav.getByRole('link', { name: w.page(1), exact: true })).toHaveAttribute('aria-current', 'page');
      const firstTitle = await results(page).first().getByRole('heading').textContent();
      await nav.getByRole('link', { name: w.page(2), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?(.*&)?page=2(&|$)`));
      await expect(countText(page)).toHaveText(w.countRange(25, Math.min(48, total), total));
      await expect(results(page)).toHaveCount(Math.min(24, total - 24));
      await expect(results(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
      await expect(nav.getByRole('link', { name: w.page(2), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: w.previousPage })).toBeVisible();
    });

    test('a platform filter narrows the results and its chip removes it', async ({ page }) => {
      await page.goto(at(w, '/search?q=biology'));
      await waitForResults(page);
      const allCount = await countText(page).textContent();
      await openFilters(page, w, w.platform);
      const platform = page.getByRole('group', { name: w.platform });
      // click, not check(): the radio is controlled by the URL, so it turns checked once the
      // navigation has rendered, after check()'s immediate state test (which then fails at times)
      const etext = platform.getByRole('radio', { name: /^Pearson eText \(\d+\)$/ });
      await etext.click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?(.*&)?type=etexts(&|$)`));
      await expect(etext).toBeChecked();
      await expect(countText(page)).not.toHaveText(allCount ?? '');
      await waitForResults(page);
      // every card is on the eText platform
      const lines = await page.locator('.result-list > li .result-card__facts').allTextContents();
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toContain(`${w.platformLine}Pearson eText`);

      await openFilters(page, w);
      const chip = page.getByRole('link', { name: w.removeFilter(w.platform, 'Pearson eText') });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).not.toHaveURL(/type=/);
      await expect(countText(page)).toHaveText(allCount ?? '');
      await expect(page.getByRole('link', { name: w.removeFilter(w.platform, '') })).toHaveCount(0);
      await expect(platform.getByRole('radio', { name: w.allPlatforms })).toBeChecked();
    });

    // The count beside a subject is counted for the text (and the other filters), so the click
    // keeps them: it once dropped q, and a text search's 'Botany 15' led to 37 results.
    test('a subject facet narrows the text search to that subject: q stays, uuid goes, the count is the results', async ({
      page,
    }) => {
      await page.goto(at(w, '/search?q=biology&uuid=x'));
      await waitForResults(page);
      await openFilters(page, w, w.subject);
      const facet = page.locator('.subject-facet__disciplines a').first();
      const name = (await facet.locator('.subject-facet__name').textContent()) ?? '';
      const shown = Number(/\((\d+)\)/.exec((await facet.locator('.subject-facet__count').textContent()) ?? '')?.[1]);
      const code = new URL(`http://x${await facet.getAttribute('href')}`).searchParams.get('disc');
      await facet.click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?q=biology&disc=${code}$`));
      await waitForResults(page);
      await expect(page.getByRole('heading', { level: 1, name: w.resultsFor('biology') })).toBeVisible();
      await expect(countText(page)).toHaveText(oneOf(w.countAll(shown), w.countRange(1, Math.min(24, shown), shown)));
      await openFilters(page, w);
      await expect(page.getByRole('link', { name: w.removeFilter(w.subject, name) })).toBeVisible();
    });

    test('sorting by title orders the results and its chip removes the sort', async ({ page }) => {
      await page.goto(at(w, '/search?q=biology'));
      await waitForResults(page);
      await openFilters(page, w, w.sortBy);
      const title = page.getByRole('group', { name: w.sortBy }).getByRole('radio', { name: w.sortTitle });
      await title.click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?(.*&)?sort=name(&|$)`));
      await expect(title).toBeChecked();
      // The titles' first letters go back in the alphabet once at most, once the sorted page is
      // drawn: page 1 puts the K-12 results before the higher-ed ones, each run in the sort's order
      // (spec §2). Read from the cards, not by role: under 992 px the sheet still covers them.
      const descents = async () => {
        const initials = (await results(page).locator('.result-card__title').allTextContents()).map(
          (t) => t.trim().toLowerCase()[0] ?? '',
        );
        return initials.length > 1 ? initials.filter((c, i) => i > 0 && c < initials[i - 1]!).length : -1;
      };
      await expect.poll(descents).toBeLessThanOrEqual(1);
      await expect.poll(descents).toBeGreaterThanOrEqual(0);
      await openFilters(page, w);
      const chip = page.getByRole('link', { name: w.removeFilter(w.sortBy, w.sortTitle) });
      await chip.click();
      await expect(page).not.toHaveURL(/sort=/);
    });

    test('a misspelt query shows the corrected-query notice', async ({ page }) => {
      await page.goto(at(w, '/search?q=biolgy'));
      await expect(page.getByRole('heading', { level: 1, name: w.resultsFor('biology') })).toBeVisible();
      await expect(page.getByText(w.corrected('biology', 'biolgy'))).toBeVisible();
      await expect(page).toHaveTitle(w.searchTitle('biology'));
      await waitForResults(page);
    });

    test("no results: the suggestions and 'Back to the homepage'", async ({ page }) => {
      await page.goto(at(w, '/search?q=xylophonezz&ref=revel&uuid=u1'));
      await expect(page.getByRole('heading', { name: w.noResultsFor('xylophonezz') })).toBeVisible();
      await expect(page.getByText(w.checkSpelling)).toBeVisible();
      await page.getByRole('link', { name: w.backToHome }).click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}\\?ref=revel$`));
      await expect(page.getByRole('heading', { level: 1, name: w.home })).toBeVisible();
    });

    test('a result card opens the product route with uuid (q removed)', async ({ page }) => {
      await page.goto(at(w, '/search?q=biology&ref=etext'));
      await waitForResults(page);
      const link = results(page).first().getByRole('link');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^/${w.locale}/products/[^/]+/[^/?]+\\?uuid=[0-9a-f-]{36}&ref=etext$`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the layout toggle (desktop) is kept for the session', async ({ page }) => {
      test.skip(isMobile(page), 'below 992px the layout is always a list');
      await page.goto(at(w, '/search?q=biology'));
      await waitForResults(page);
      await page.getByRole('button', { name: w.grid }).click();
      await expect(page.locator('.result-list')).toHaveClass(/result-list--grid/);
      await page.reload();
      await waitForResults(page);
      await expect(page.getByRole('button', { name: w.grid })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.result-list')).toHaveClass(/result-list--grid/);
    });

    test('a signed-in instructor picks an institution; the results follow it', async ({ page }) => {
      await page.goto(at(w, `/signin?returnUrl=${encodeURIComponent('/search?q=biology')}`));
      await page.getByLabel(w.email).fill('instructor@example.edu');
      await page.getByLabel(w.password).fill('exchange-demo');
      await page.getByRole('main').getByRole('button', { name: w.signIn }).click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?q=biology$`), { timeout: 15_000 });
      const picker = page.getByRole('combobox', { name: w.institution });
      await expect(picker.locator('option')).toHaveCount(2);
      const [, second] = await picker
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value));
      await picker.selectOption(second!);
      await expect(page).toHaveURL(new RegExp(`[?&]organizationId=${second}(&|$)`));
      await expect(picker).toHaveValue(second!);
      await waitForResults(page);
      // an instructor with organisations and the beta and review permissions sees more platforms (spec §5)
      await openFilters(page, w, w.platform);
      const platform = page.getByRole('group', { name: w.platform });
      await expect(platform.getByRole('radio', { name: w.collections })).toBeVisible();
      await expect(platform.getByRole('radio', { name: w.classTest })).toBeVisible();
    });

    test('offline, a search seen before renders from the persisted cache', async ({ page, context }) => {
      await page.goto(at(w, '/search?q=biology'));
      await waitForResults(page);
      // The service worker (the shell) controls pages loaded after its installation, so load once
      // more; then give the persister its throttle time to write the query cache to IndexedDB.
      // (The e2e files compile without the DOM library: the browser's types are spelled out.)
      await page.evaluate(
        async () => void (await (navigator as unknown as ServiceWorkerNavigator).serviceWorker.ready),
      );
      await page.reload();
      await waitForResults(page);
      await expect
        .poll(() =>
          page.evaluate(() => Boolean((navigator as unknown as ServiceWorkerNavigator).serviceWorker.controller)),
        )
        .toBe(true);
      await page.waitForTimeout(1500);
      const count = await countText(page).textContent();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w.resultsFor('biology') })).toBeVisible();
      await waitForResults(page);
      await expect(countText(page)).toHaveText(count ?? '');
      await context.setOffline(false);
    });
  });
}

interface CodeCount {
  code: string;
  count: number;
}
type SubjectCountLists = Record<'highered' | 'k12' | 'all', { disciplines: CodeCount[] }>;

test("a subject's facet count is the number of results choosing it gives (both audiences, each product once)", async ({
  page,
}) => {
  // An anonymous visitor sees higher-ed and K-12 results in one list. Take a subject with
  // products of audience "all" (in both lists), where adding the two lists' counts is wrong.
  const answer = await page.request.get('/api/discipline/count?type=all');
  expect(answer.ok()).toBe(true);
  const counts = (await answer.json()) as SubjectCountLists;
  const countIn = (list: CodeCount[], code: string) => list.find((d) => d.code === code)?.count ?? 0;
  const subject = counts.all.disciplines.find(
    (d) => countIn(counts.highered.disciplines, d.code) + countIn(counts.k12.disciplines, d.code) > d.count,
  );
  expect(subject, 'the demo catalogue has a subject with products of audience "all"').toBeDefined();
  const code = subject!.code;

  // Browse another subject (the subject counts ignore the chosen subject, so they stay put;
  // a bare /search lists nothing since an empty search clears the results, spec §4).
  const other = counts.all.disciplines.find((d) => d.code !== code)!.code;
  await page.goto(`/search?disc=${other}`);
  await waitForResults(page);
  await openFilters(page, EN_US, 'Subject');
  await page.locator('.subject-facet__disciplines a').first().waitFor();
  const more = page.getByRole('button', { name: 'Show more +' });
  if (await more.isVisible()) await more.click();
  const facet = page.locator(`.subject-facet__disciplines a[href$="disc=${code}"]`);
  const shown = Number(/\((\d+)\)/.exec((await facet.locator('.subject-facet__count').textContent()) ?? '')?.[1]);
  const name = (await facet.locator('.subject-facet__name').textContent()) ?? '';
  await facet.click();
  await expect(page).toHaveURL(new RegExp(`/search\\?disc=${code}$`));
  await waitForResults(page);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${name}”` })).toBeVisible();
  await expect(countText(page)).toHaveText(new RegExp(`^Showing (${shown} of ${shown}|1 - 24 of ${shown}) Results$`));
  expect(shown).toBe(subject!.count);
  // the chosen subject keeps its count
  await openFilters(page, EN_US, 'Subject');
  await expect(page.locator(`.subject-facet__disciplines a[href$="disc=${code}"] .subject-facet__count`)).toHaveText(
    `(${shown})`,
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe (${scheme}): results with the filter bar open, and no results`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/search?q=biology&type=etexts&filter=available');
    await waitForResults(page);
    await openFilters(page);
    await expect(page.getByRole('link', { name: 'Remove filter: Show by: Available' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/search?q=biolgy');
    await waitForResults(page);
    await expectNoViolations(page);
    await page.goto('/search?q=xylophonezz');
    await page.getByRole('heading', { name: 'No results for “xylophonezz”' }).waitFor();
    await expectNoViolations(page);
  });
}
