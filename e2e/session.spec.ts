// Signing in and out through the real form, API and database: the
// header's signed-in state, the 'My account' menu by keyboard, and sign-out (spec §4).
import { expect, test, type Page } from '@playwright/test';
import { decideConsent, isMobile } from './fixtures';

const PASSWORD = 'exchange-demo';

// The 'My account' menu is a disclosure: a labelled group of links and buttons.
const accountMenu = (page: Page) => page.getByRole('group', { name: 'My account' });

test.beforeEach(async ({ page }) => decideConsent(page));

test('an admin signs in, uses the account menu by keyboard, and signs out', async ({ page }) => {
  await page.goto('/redeemcode?ref=console');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?returnUrl=/);

  await page.getByLabel('Email').fill('admin@example.edu');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();

  // Login success reloads the return page (spec §4: after 2 s).
  await expect(page).toHaveURL(/\/redeemcode\?ref=console$/, { timeout: 15_000 });
  const profile = page.getByRole('button', { name: 'AM Alex Morgan Account settings' });
  await expect(profile).toBeVisible();

  // Down on the button opens the menu on its first entry: the admin entry (spec §4).
  await profile.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(accountMenu(page).getByRole('link', { name: 'Administrative Dashboard' })).toBeFocused();
  // Then ours for admins: Insights.
  await page.keyboard.press('ArrowDown');
  await expect(accountMenu(page).getByRole('link', { name: 'Insights' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(accountMenu(page).getByRole('button', { name: 'Account settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(accountMenu(page).getByRole('button', { name: 'Sign out' })).toBeFocused();
  // From Sign out, Down returns to the profile button.
  await page.keyboard.press('ArrowDown');
  await expect(profile).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeHidden();

  // Sign out: to sign-in with a return to the current page.
  await profile.click();
  await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin\?returnUrl=/);
  const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
  expect(returnUrl).toContain('/redeemcode');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account settings/ })).toHaveCount(0);
});

test('a wrong password is refused without saying which field was wrong', async ({ page }) => {
  await page.goto('/signin?returnUrl=%2F');
  await page.getByLabel('Email').fill('student@example.edu');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/signin/);
});

test('a student has no admin entry in the account menu', async ({ page }) => {
  test.skip(isMobile(page), 'the account menu is the same at both widths; once is enough');
  await page.goto('/signin?returnUrl=%2Fredeemcode');
  await page.getByLabel('Email').fill('student@example.edu');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/redeemcode$/, { timeout: 15_000 });
  const profile = page.getByRole('button', { name: /Account settings$/ });
  await profile.click();
  await expect(accountMenu(page).getByRole('button', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrative Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveCount(0);
});
