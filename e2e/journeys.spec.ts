// Journeys per role, on the production build and the real server: home → a subject
// → a search with autocomplete → the next page and a filter → a product → sign out, at both
// widths. A screenshot of each step goes to test-results/journeys/<width>/<role>/ (git-ignored;
// CI keeps it as an artifact). On the product: every tab, the offers, and where the role may,
// the course hand-off reaching the console receiver.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { decideConsent, DEMO_ROLES, isMobile, signInAs, waitForHome } from './fixtures';

const SEARCH_LABEL = 'Enter Title, Author, ISBN, or Subject keywords';
const results = (page: Page) => page.locator('.result-list:not([aria-hidden]) > li');
const countText = (page: Page) => page.locator('.search-page__count');

function shooter(page: Page, info: TestInfo, role: string) {
  let step = 0;
  return async (name: string) => {
    step += 1;
    const file = `test-results/journeys/${info.project.name}/${role}/${String(step).padStart(2, '0')}-${name}.png`;
    await page.screenshot({ path: file });
  };
}

async function journey(page: Page, info: TestInfo, role: string, signedIn: boolean) {
  const shot = shooter(page, info, role);

  await page.goto('/');
  await waitForHome(page);
  if (signedIn) await expect(page.getByRole('banner').getByRole('button', { name: /Account settings/ })).toBeVisible();
  await shot('home');

  // A subject from the home page.
  const subject = page.locator('.subject-box__title a').first();
  const subjectName = (await subject.textContent()) ?? '';
  await subject.click();
  await expect(page).toHaveURL(/\/search\?(.*&)?cat=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(countText(page)).toHaveText(/^Showing \d+ - \d+ of \d+ Results$|^$/);
  await shot(`subject-${subjectName.replace(/\W+/g, '-').toLowerCase()}`);

  // A search with the autocomplete open (the mobile search view under 992 px).
  if (isMobile(page)) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const scope = isMobile(page) ? page.getByRole('dialog', { name: 'Search' }) : page.getByRole('banner');
  const field = scope.getByRole('combobox', { name: SEARCH_LABEL });
  await field.fill('');
  await field.pressSequentially('biology', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await shot('autocomplete');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]q=biology(&|$)/);
  await expect(results(page).first()).toBeVisible();
  await expect(countText(page)).toHaveText(/^Showing 1 - \d+ of \d+ Results$/);
  await shot('results');

  // The next page, when there is one.
  const nav = page.getByRole('navigation', { name: 'Search results pages' });
  if (await nav.getByRole('link', { name: 'Page 2' }).isVisible()) {
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(countText(page)).toHaveText(/^Showing 25 - \d+ of \d+ Results$/);
    await shot('page-2');
  }

  // A platform filter with results (which platforms are offered depends on the role). Under
  // 992 px the filters are a sheet: open it on its Platform section, close it with 'Show N results'.
  const filterBy = page.getByRole('button', { name: 'Filter by' });
  const openSheet = async () => {
    if (!isMobile(page)) return;
    if ((await filterBy.getAttribute('aria-expanded')) !== 'true') await filterBy.click();
    const section = page.getByRole('dialog', { name: 'Filter by' }).getByRole('button', { name: 'Platform', exact: true });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  };
  await openSheet();
  const radios = page.getByRole('group', { name: 'Platform' }).getByRole('radio');
  let chosen = false;
  for (const radio of await radios.all()) {
    const name = (await radio.getAttribute('aria-label')) ?? (await radio.evaluate((el) => el.closest('label')?.textContent ?? ''));
    const count = Number(/\((\d+)\)\s*$/.exec(name)?.[1] ?? 0);
    if (count > 0 && !(await radio.isChecked()) && !/^All/.test(name)) {
      await radio.click();
      await expect(page).toHaveURL(/[?&]type=/);
      await expect(radio).toBeChecked();
      chosen = true;
      break;
    }
  }
  if (isMobile(page)) {
    await page.getByRole('button', { name: /^Show (\d+ results?|results)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filter by' })).toHaveCount(0);
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
  const aside = page.getByRole('complementary', { name: 'Access options' });
  await expect(aside).toBeVisible();
  for (const name of await page.getByRole('tab').allInnerTexts()) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByText('Loading pricing options')).toHaveCount(0);
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
    await page.getByRole('banner').getByRole('button', { name: /Account settings/ }).click();
    await page.getByRole('group', { name: 'My account' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin\?returnUrl=/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account settings/ })).toHaveCount(0);
    await shot('signed-out');
  }
}

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await decideConsent(page);
});

test('journey of a visitor (signed out)', async ({ page }, info) => {
  await journey(page, info, 'visitor', false);
});

for (const { role, email } of DEMO_ROLES) {
  test(`journey of the ${role}`, async ({ page }, info) => {
    await signInAs(page, email);
    await journey(page, info, role, true);
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
  await tabTo(page, page.getByRole('complementary', { name: 'Access options' }).getByRole('button', { name: 'Sign in' }));
});
