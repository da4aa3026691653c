// Signing in and out through the real form, API and database: the
// header's signed-in state, the 'My account' menu by keyboard, and sign-out (spec §4), in en-us
// and in tr-tr (e2e/support/locales.ts).
import { expect, test, type Page } from '@playwright/test';
import { decideConsent, isMobile } from './fixtures';
import { at, JOURNEY_LOCALES, otherLocalesAtOneWidth, type LocaleWords } from './support/locales';

const PASSWORD = 'exchange-demo';

// The 'My account' menu is a disclosure: a labelled group of links and buttons.
const accountMenu = (page: Page, w: LocaleWords) => page.getByRole('group', { name: w.myAccount });

test.beforeEach(async ({ page }) => decideConsent(page));

for (const w of JOURNEY_LOCALES) {
  test.describe(w.locale, () => {
    test.use({ locale: w.browser });
    otherLocalesAtOneWidth(w, 'desktop');

    test('an admin signs in, uses the account menu by keyboard, and signs out', async ({ page }) => {
      await page.goto(at(w, '/redeemcode?ref=console'));
      await page.getByRole('banner').getByRole('button', { name: w.signIn }).click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/signin\\?returnUrl=`));

      await page.getByLabel(w.email).fill('admin@example.edu');
      await page.getByLabel(w.password).fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: w.signIn }).click();

      // Login success reloads the return page (spec §4: after 2 s), in the same locale.
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/redeemcode\\?ref=console$`), { timeout: 15_000 });
      const profile = page.getByRole('button', { name: `AM Alex Morgan ${w.accountSettings}` });
      await expect(profile).toBeVisible();

      // Down on the button opens the menu on its first entry: the admin entry (spec §4).
      await profile.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('heading', { name: w.myAccount })).toBeVisible();
      await expect(accountMenu(page, w).getByRole('link', { name: w.adminDashboard })).toBeFocused();
      // Then ours for admins: Insights.
      await page.keyboard.press('ArrowDown');
      await expect(accountMenu(page, w).getByRole('link', { name: w.insights })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(accountMenu(page, w).getByRole('button', { name: w.accountSettings })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(accountMenu(page, w).getByRole('button', { name: w.signOut })).toBeFocused();
      // From Sign out, Down returns to the profile button.
      await page.keyboard.press('ArrowDown');
      await expect(profile).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: w.myAccount })).toBeHidden();

      // Sign out: to sign-in with a return to the current page.
      await profile.click();
      await accountMenu(page, w).getByRole('button', { name: w.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/signin\\?returnUrl=`));
      const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
      expect(returnUrl).toContain('/redeemcode');
      await expect(page.getByRole('banner').getByRole('button', { name: w.accountSettings })).toHaveCount(0);
    });

    test('a wrong password is refused without saying which field was wrong', async ({ page }) => {
      await page.goto(at(w, '/signin?returnUrl=%2F'));
      await page.getByLabel(w.email).fill('student@example.edu');
      await page.getByLabel(w.password).fill('not-the-password');
      await page.getByRole('main').getByRole('button', { name: w.signIn }).click();
      await expect(page.getByRole('alert')).toContainText(w.wrongCredentials);
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/signin`));
    });

    test('a student has no admin entry in the account menu', async ({ page }) => {
      test.skip(isMobile(page), 'the account menu is the same at both widths; once is enough');
      await page.goto(at(w, '/signin?returnUrl=%2Fredeemcode'));
      await page.getByLabel(w.email).fill('student@example.edu');
      await page.getByLabel(w.password).fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: w.signIn }).click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/redeemcode$`), { timeout: 15_000 });
      const profile = page.getByRole('button', { name: new RegExp(`${w.accountSettings}$`) });
      await profile.click();
      await expect(accountMenu(page, w).getByRole('button', { name: w.accountSettings })).toBeVisible();
      await expect(page.getByRole('link', { name: w.adminDashboard })).toHaveCount(0);
      await expect(page.getByRole('link', { name: w.insights })).toHaveCount(0);
    });
  });
}
