// axe (WCAG 2.2 A/AA) on the open states, for each demo role, light and dark, at both project
// widths: the account menu and the search page with its filter bar open (both
// depend on the role), and signed out the autocomplete dropdown and the sign-in page. One test per role does both schemes, so each
// role signs in once (the login is rate-limited per address).
import { expect, test, type Page } from '@playwright/test';
import { decideConsent, DEMO_ROLES, isMobile, signInAs } from './fixtures';
import { expectNoViolations } from './support/axe';

const SEARCH_LABEL = 'Enter Title, Author, ISBN, or Subject keywords';

async function checkStates(page: Page, scheme: 'light' | 'dark', signedIn: boolean) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });

  if (signedIn) {
    await page.goto('/');
    const profile = page.getByRole('banner').getByRole('button', { name: /Account settings/ });
    await profile.click();
    await expect(page.getByRole('group', { name: 'My account' })).toBeVisible();
    await expectNoViolations(page, `${scheme} account menu`);
  }

  await page.goto('/search?q=biology');
  await expect(page.locator('.search-page__count')).toHaveText(/^Showing \d+ - \d+ of \d+ Results$/);
  if (signedIn) {
    // The page drawn for everyone stays on screen, dimmed and busy, while the visitor's own
    // results load: axe reads the page they settle on.
    await expect(page.getByRole('banner').getByRole('button', { name: /Account settings/ })).toBeVisible();
    await expect(page.locator('.result-list[aria-busy]')).toHaveCount(0);
    await expect(page.locator('.search-page__count')).toHaveText(/^Showing \d+ - \d+ of \d+ Results$/);
  }
  const filterBy = page.getByRole('button', { name: 'Filter by' });
  if (isMobile(page) && (await filterBy.getAttribute('aria-expanded')) !== 'true') await filterBy.click();
  await expectNoViolations(page, `${scheme} search with the filter bar`);

  // The dropdown is the same for every role: checked signed out only, to keep the suite short.
  if (signedIn) return;
  if (isMobile(page)) {
    // Under 992 px the filters are a modal sheet: close it with its 'Show N results' button.
    await page.getByRole('button', { name: /^Show (\d+ results?|results)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filter by' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  }
  const field = (isMobile(page) ? page.getByRole('dialog', { name: 'Search' }) : page.getByRole('banner')).getByRole(
    'combobox',
    { name: SEARCH_LABEL },
  );
  await field.fill('');
  await field.pressSequentially('bio', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await expectNoViolations(page, `${scheme} autocomplete`);
}

// Six axe runs and two sign-in states per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => decideConsent(page));

for (const { role, email } of DEMO_ROLES) {
  test(`axe on the open states as ${role}, light and dark`, async ({ page }) => {
    await signInAs(page, email);
    for (const scheme of ['light', 'dark'] as const) await checkStates(page, scheme, true);
  });
}

test('axe on the open states signed out, and the sign-in page, light and dark', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await checkStates(page, scheme, false);
    await page.goto('/signin?returnUrl=%2F');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoViolations(page, `${scheme} sign-in`);
  }
});
