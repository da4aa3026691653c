/// <reference lib="dom" />
// spec §2 modal 'Just a moment...' (button 'Refresh'), §4 "Changing institution reclassifies"
// and "Refresh modal clears saved default institution and reloads", §8 its text. Reached as a
// user reaches it: a validated instructor at a university and a school (the demo account
// two.audiences@example.edu) switches the product page's institution picker from one to the
// other, which changes the role and so everything the page shows.
import { expect, test, type Page } from '@playwright/test';
import { decideConsent, signInAs } from './fixtures';

/** eText, audience all, K-12 licence available; the demo school has an active seat licence for it. */
const ETEXT_LICENSED = '9781710525113';
const DEFAULT_INSTITUTE_KEY = 'exchange.user.defaultInstitute';

const aside = (page: Page) => page.getByRole('complementary', { name: 'Access options' });

test.beforeEach(async ({ page }) => decideConsent(page));
// Two full page loads with a sign-in each: room on a busy machine.
test.setTimeout(90_000);

test("switching from a university to a school shows 'Just a moment...'; Refresh reloads the page as the school's K-12 buyer", async ({
  page,
}) => {
  await signInAs(page, 'two.audiences@example.edu');
  await page.goto(`/products/${ETEXT_LICENSED}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // As the university's instructor: no K-12 contact-sales block.
  const picker = aside(page).getByLabel('Institution', { exact: true });
  await expect(picker).toBeVisible();
  const options = await picker.locator('option').evaluateAll((els) =>
    els.map((el) => ({ value: (el as HTMLOptionElement).value, selected: (el as HTMLOptionElement).selected })),
  );
  expect(options).toHaveLength(2);
  const university = options.find((o) => o.selected)!.value;
  const school = options.find((o) => !o.selected)!.value;
  await expect(aside(page).getByRole('link', { name: /Contact your sales rep/ })).toHaveCount(0);

  // Marks this document: a reload forgets it.
  await page.evaluate(() => ((window as unknown as { __beforeRefresh?: boolean }).__beforeRefresh = true));

  await picker.selectOption(school);
  const dialog = page.getByRole('dialog', { name: 'Just a moment...' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "We're refreshing this page so you can see pricing options for the institution you selected.",
  );
  await expect(page).toHaveURL(new RegExp(`organizationId=${school}`));
  // The switch saved the school as the default; Refresh clears it before reloading (spec §4).
  expect(await page.evaluate((key) => window.localStorage.getItem(key), DEFAULT_INSTITUTE_KEY)).toContain(school);

  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;

  expect(await page.evaluate(() => (window as unknown as { __beforeRefresh?: boolean }).__beforeRefresh)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // After the reload the page is the school's: the picker shows it, and the K-12 buyer's blocks show.
  await expect(aside(page).getByLabel('Institution', { exact: true })).toHaveValue(school);
  await expect(aside(page).getByText('Institutional license activated')).toBeVisible();
  await expect(aside(page).getByRole('link', { name: /Contact your sales rep/ })).toBeVisible();
  expect(school).not.toBe(university);
});

test('switching between two universities re-prices in place: no refresh modal', async ({ page }) => {
  await signInAs(page, 'instructor@example.edu');
  await page.goto(`/products/${ETEXT_LICENSED}`);
  const picker = aside(page).getByLabel('Institution', { exact: true });
  const other = await picker.locator('option:not(:checked)').first().getAttribute('value');
  await picker.selectOption(other!);
  await expect(page).toHaveURL(new RegExp(`organizationId=${other}`));
  await expect(page.getByRole('dialog', { name: 'Just a moment...' })).toHaveCount(0);
});
