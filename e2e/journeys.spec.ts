// Journeys per role, on the production build and the real server: home → a subject
// → a search with autocomplete → the next page and a filter → a product → sign out, in en-us
// (the spec's words, exactly) at both widths and in tr-tr (the Turkish catalogue's) once a role. A
// screenshot of each step goes to test-results/journeys/<width>/<locale>/<role>/ (git-ignored;
// CI keeps it as an artifact). On the product: every tab, the offers, and where the role may,
// the course hand-off reaching the console receiver.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { decideConsent, DEMO_ROLES, isMobile, signInAs, waitForHome } from './fixtures';
import { pageTrail, withTrail } from './support/page-trail';

const SEARCH_LABEL = 'Enter Title, Author, ISBN, or Subject keywords';
const results = (page: Page) => page.locator('.result-list:not([aria-hidden]) > li');
const countText = (page: Page) => page.locator('.search-page__count');

/** What a journey reads on screen, in each locale it runs in. */
interface Words {
  locale: 'en-us' | 'tr-tr';
  /** The browser's language (the first visit's choice of locale follows it). */
  browser: string;
  accountSettings: RegExp;
  openSearch: string;
  searchTitle: string;
  searchLabel: string;
  suggestions: string;
  /** The count over a subject's or a search's results: any page, the first, the second. */
  anyCount: RegExp;
  firstPageCount: RegExp;
  secondPageCount: RegExp;
  pages: string;
  page2: string;
  filterBy: string;
  platform: string;
  allPlatforms: RegExp;
  showResults: RegExp;
  accessOptions: string;
  loadingPricing: string;
  myAccount: string;
  signOut: string;
}

const EN_US: Words = {
  locale: 'en-us',
  browser: 'en-US',
  accountSettings: /Account settings/,
  openSearch: 'Search',
  searchTitle: 'Search',
  searchLabel: SEARCH_LABEL,
  suggestions: 'Search suggestions',
  anyCount: /^Showing \d+ - \d+ of \d+ Results$|^$/,
  firstPageCount: /^Showing 1 - \d+ of \d+ Results$/,
  secondPageCount: /^Showing 25 - \d+ of \d+ Results$/,
  pages: 'Search results pages',
  page2: 'Page 2',
  filterBy: 'Filter by',
  platform: 'Platform',
  allPlatforms: /^All/,
  showResults: /^Show (\d+ results?|results)$/,
  accessOptions: 'Access options',
  loadingPricing: 'Loading pricing options',
  myAccount: 'My account',
  signOut: 'Sign out',
};

const TR_TR: Words = {
  locale: 'tr-tr',
  browser: 'tr-TR',
  accountSettings: /Hesap ayarları/,
  openSearch: 'Ara',
  searchTitle: 'Arama',
  searchLabel: 'Başlık, yazar, ISBN veya konu anahtar sözcükleri girin',
  suggestions: 'Arama önerileri',
  anyCount: /^[\d.]+ sonuçtan [\d.]+ - [\d.]+ arası gösteriliyor$|^[\d.]+ sonucun tümü gösteriliyor$|^$/,
  firstPageCount: /^[\d.]+ sonuçtan 1 - \d+ arası gösteriliyor$/,
  secondPageCount: /^[\d.]+ sonuçtan 25 - \d+ arası gösteriliyor$/,
  pages: 'Arama sonuçları sayfaları',
  page2: 'Sayfa 2',
  filterBy: 'Filtrele',
  platform: 'Platform',
  allPlatforms: /^Tümü/,
  showResults: /^([\d.]+ sonucu göster|Sonuçları göster)$/,
  accessOptions: 'Erişim seçenekleri',
  loadingPricing: 'Fiyat seçenekleri yükleniyor',
  myAccount: 'Hesabım',
  signOut: 'Oturumu kapat',
};

function shooter(page: Page, info: TestInfo, role: string, locale: string) {
  let step = 0;
  return async (name: string) => {
    step += 1;
    const file = `test-results/journeys/${info.project.name}/${locale}/${role}/${String(step).padStart(2, '0')}-${name}.png`;
    await page.screenshot({ path: file });
  };
}

async function journey(page: Page, info: TestInfo, role: string, signedIn: boolean, w: Words) {
  const shot = shooter(page, info, role, w.locale);
  const trail = pageTrail(page);

  await page.goto(`/${w.locale}`);
  await expect(page).toHaveURL(new RegExp(`/${w.locale}$`));
  await waitForHome(page);
  if (signedIn) await expect(page.getByRole('banner').getByRole('button', { name: w.accountSettings })).toBeVisible();
  await shot('home');

  // A subject from the home page.
  const subject = page.locator('.subject-box__title a').first();
  const subjectName = (await subject.textContent()) ?? '';
  await subject.click();
  await expect(page).toHaveURL(/\/search\?(.*&)?cat=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(countText(page)).toHaveText(w.anyCount);
  await shot(`subject-${subjectName.replace(/\W+/g, '-').toLowerCase()}`);

  // A search with the autocomplete open (the mobile search view under 992 px).
  if (isMobile(page)) await page.getByRole('banner').getByRole('button', { name: w.openSearch, exact: true }).click();
  const scope = isMobile(page) ? page.getByRole('dialog', { name: w.searchTitle }) : page.getByRole('banner');
  const field = scope.getByRole('combobox', { name: w.searchLabel });
  await field.fill('');
  await field.pressSequentially('biology', { delay: 20 });
  await expect(page.getByRole('listbox', { name: w.suggestions })).toBeVisible();
  await shot('autocomplete');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]q=biology(&|$)/);
  // The address changes before the search's answer arrives, and the subject's page stays drawn
  // until it does (its count has the same form): wait for the search's own heading.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('biology');
  await expect(results(page).first()).toBeVisible();
  await expect(countText(page)).toHaveText(w.firstPageCount);
  await shot('results');

  // The next page, when there is one.
  const nav = page.getByRole('navigation', { name: w.pages });
  if (await nav.getByRole('link', { name: w.page2 }).isVisible()) {
    await expect(nav.getByRole('link', { name: w.page2 })).toHaveAttribute('href', /[?&]q=biology(&|$)/);
    // Under load this press was once lost (the heading's 1200 ms focus move, between the mouse
    // going down and coming up), in no run at a desk: if it fails again, the error lists the
    // addresses and search answers that came before it.
    await withTrail(trail, async () => {
      await nav.getByRole('link', { name: w.page2 }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(countText(page)).toHaveText(w.secondPageCount);
    });
    await shot('page-2');
  }

  // A platform filter with results (which platforms are offered depends on the role). Under
  // 992 px the filters are a sheet: open it on its Platform section, close it with 'Show N results'.
  const filterBy = page.getByRole('button', { name: w.filterBy });
  const openSheet = async () => {
    if (!isMobile(page)) return;
    if ((await filterBy.getAttribute('aria-expanded')) !== 'true') await filterBy.click();
    const section = page
      .getByRole('dialog', { name: w.filterBy })
      .getByRole('button', { name: w.platform, exact: true });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  };
  await openSheet();
  const radios = page.getByRole('group', { name: w.platform }).getByRole('radio');
  let chosen = false;
  for (const radio of await radios.all()) {
    const name =
      (await radio.getAttribute('aria-label')) ??
      (await radio.evaluate((el) => el.closest('label')?.textContent ?? ''));
    // A count in brackets, grouped the locale's way ('(1.204)' in Turkish).
    const count = Number(/\(([\d.,]+)\)\s*$/.exec(name)?.[1]?.replace(/[.,]/g, '') ?? 0);
    if (count > 0 && !(await radio.isChecked()) && !w.allPlatforms.test(name)) {
      await radio.click();
      await expect(page).toHaveURL(/[?&]type=/);
      await expect(radio).toBeChecked();
      chosen = true;
      break;
    }
  }
  if (isMobile(page)) {
    await page.getByRole('button', { name: w.showResults }).click();
    await expect(page.getByRole('dialog', { name: w.filterBy })).toHaveCount(0);
  }
  if (chosen) {
    await expect(results(page).first()).toBeVisible();
    await shot('filtered');
  }

  // A product.
  const link = results(page).first().getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/products\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('product');

  // Its tabs, its offers and, where the role may, the course hand-off (not for collections:
  // theirs opens a new tab, covered by product.spec.ts).
  const aside = page.getByRole('complementary', { name: w.accessOptions });
  await expect(aside).toBeVisible();
  for (const name of await page.getByRole('tab').allInnerTexts()) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByText(w.loadingPricing)).toHaveCount(0);
  await shot('product-tabs');
  const start = aside.locator('form:not([target]) button[type=submit]:enabled');
  if ((await start.count()) > 0) {
    await start.first().click();
    await expect(page.getByRole('heading', { name: 'Course creation request received' })).toBeVisible();
    await shot('course-requested');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  if (signedIn) {
    await page.getByRole('banner').getByRole('button', { name: w.accountSettings }).click();
    await page.getByRole('group', { name: w.myAccount }).getByRole('button', { name: w.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${w.locale}/signin\\?returnUrl=`));
    await expect(page.getByRole('banner').getByRole('button', { name: w.accountSettings })).toHaveCount(0);
    await shot('signed-out');
  }
}

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await decideConsent(page);
});

for (const words of [EN_US, TR_TR]) {
  test.describe(words.locale, () => {
    test.use({ locale: words.browser });

    test(`journey of a visitor (signed out) in ${words.locale}`, async ({ page }, info) => {
      await journey(page, info, 'visitor', false, words);
    });

    DEMO_ROLES.forEach(({ role, email }, index) => {
      test(`journey of the ${role} in ${words.locale}`, async ({ page }, info) => {
        // en-us at both widths; tr-tr once a role, the widths taking turns (what tr-tr adds is
        // its words, drawn alike at both widths), so each width meets Turkish pages of several roles.
        test.skip(
          words.locale !== EN_US.locale && isMobile(page) !== (index % 2 === 1),
          `${words.locale}: this role's journey runs at the other width`,
        );
        await signInAs(page, email);
        await journey(page, info, role, true, words);
      });
    });
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; the focus must be visible there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 150) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const focused = await target.evaluate((el) => el.ownerDocument.activeElement === el).catch(() => false);
    if (focused) {
      expect(await page.evaluate<boolean>("document.activeElement?.matches(':focus-visible') ?? false")).toBe(true);
      return;
    }
  }
  throw new Error(`${max} presses of ${key} did not reach ${target.toString()}`);
}

test('keyboard only: a subject, a search, a filter, a product and its call to action', async ({ page }) => {
  test.skip(isMobile(page), 'keyboard journey at desktop width');
  await page.goto('/');
  await waitForHome(page);

  await tabTo(page, page.locator('.subject-box__title a').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?(.*&)?cat=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The focus moved to the new page's main; the header's search field is behind it.
  const field = page.getByRole('banner').getByRole('combobox', { name: SEARCH_LABEL });
  await tabTo(page, field, 'Shift+Tab');
  await page.keyboard.type('biology');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=biology(&|$)/);
  await expect(countText(page)).toHaveText(/^Showing 1 - \d+ of \d+ Results$/);

  // A platform, with the arrow keys in its radio group; the focus stays on the group.
  const platform = page.getByRole('group', { name: 'Platform' });
  await tabTo(page, platform.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]type=/);
  await expect(platform.getByRole('radio', { checked: true })).toBeFocused();
  await expect(results(page).first()).toBeVisible();

  await tabTo(page, results(page).first().getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The call to action (signed out: Sign in), reached by Tab with a visible focus.
  await tabTo(
    page,
    page.getByRole('complementary', { name: 'Access options' }).getByRole('button', { name: 'Sign in' }),
  );
});
