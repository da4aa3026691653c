/// <reference lib="dom" />
// Product detail: one journey per demo account on products of each platform, at
// both widths (the playwright projects), through the built PWA on the real server with the
// demo catalogue (seed 1, 600 products). The products named below were picked from that
// catalogue for what they hold; each test says what it relies on.
import { expect, test, type Page } from '@playwright/test';
import { signLmsToken } from '../server/modules/identity/lms-token.ts';
import { decideConsent, DEMO_EMAILS, signInAs, storedValue } from './fixtures';
import { expectNoViolations } from './support/axe';

/** GLP, higher ed, institutional: HE-001 direct bill $100.99 + instant $133.99; HE-002 instant, access card $154.99, trial. */
const GLP_INSTITUTIONAL = '9781711007823';
/** eText (ETEXT2_CITE), higher ed, national: instant access ×2 and an access card; has a video. */
const ETEXT_NATIONAL = '9781882369874';
/** eText, audience all, K-12 licence available; the K-12 school has an active seat licence. */
const ETEXT_LICENSED = '9781710525113';
/** A custom collection owned by ORG-AU-HE-001 (no demo account belongs to it). */
const FOREIGN_CUSTOM = '9781724040992';
/** GLP (SUMATRA_CITE) with a video, a table of contents and author biographies. */
const GLP_VIDEO = '9781844235780';
/** A collection (higher ed, national offers) with alternate formats. */
const COLLECTION = '9781619292925';
/** Imported at start (e2e/fixtures/hostile-product.jsonl): hostile description HTML. */
const HOSTILE = 'XSS-HOSTILE-1';
const LMS_SECRET = 'e2e-only-lms-token-secret-never-used-in-production';

const aside = (page: Page) => page.getByRole('complementary', { name: 'Access options' });

/** What the stand-in console shows it received: its dt/dd pairs. */
async function received(page: Page): Promise<Record<string, string>> {
  await expect(page.getByRole('heading', { name: 'Course creation request received' })).toBeVisible();
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('dt')).map((dt) => [
        (dt.textContent ?? '').trim(),
        (dt.nextElementSibling?.textContent ?? '').trim(),
      ]),
    ),
  );
}

async function openProduct(page: Page, productId: string, query = '') {
  await page.goto(`/products/${productId}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => decideConsent(page));

test('anonymous: sign in to see prices, View demo, tabs by keyboard kept in the address', async ({ page }) => {
  await openProduct(page, GLP_VIDEO);
  await expect(page).toHaveTitle(/ - Exchange$/);
  await expect(aside(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(
    aside(page).getByText('Register or sign in to see pricing options and to create this course'),
  ).toBeVisible();
  await expect(aside(page).getByRole('link', { name: /View demo/ })).toHaveAttribute('target', '_blank');
  await expect(aside(page)).not.toContainText('$');

  // The video waits for consent (spec §8) and 'Change my settings' opens the consent panel.
  await expect(page.getByText(/This content is hosted by a third party \(media\.example\.com\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Change my settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Tabs: arrow keys, Home/End, the choice in the address; back restores the previous tab.
  const overview = page.getByRole('tab', { name: 'Overview' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Getting started' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=getting-started/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Author(s)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'About the author' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Contents' }).click();
  await expect(page).toHaveURL(/[?&]tab=contents/);
  const firstPart = page.getByRole('tabpanel').getByRole('button').first();
  await expect(firstPart).toHaveAttribute('aria-expanded', 'true');
  await firstPart.click();
  await expect(firstPart).toHaveAttribute('aria-expanded', 'false');
  await page.goBack();
  await expect(overview).toHaveAttribute('aria-selected', 'true');

  // A shared link opens on its tab.
  await openProduct(page, GLP_VIDEO, '?tab=contents');
  await expect(page.getByRole('tab', { name: 'Contents' })).toHaveAttribute('aria-selected', 'true');
});

test('student: student offers with prices and footnotes, the invite-link note, the action navigates', async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.student);
  await openProduct(page, ETEXT_NATIONAL);
  const offers = aside(page).getByRole('region', { name: 'Student access options' });
  await expect(offers).toBeVisible();
  await expect(offers.getByRole('heading', { name: 'Instant access' })).toBeVisible();
  await expect(offers.getByText(/^\d+ days? Subscription$/).first()).toBeVisible();
  await expect(offers.getByText(/^\$\d+\.\d{2} USD/).first()).toBeVisible();
  await expect(offers.getByText('Buy access card per student, per course.')).toBeVisible();
  await expect(offers.getByText('Bookstore pricing may vary.')).toBeVisible();
  await expect(aside(page).getByText('You will need a course invite link.')).toBeVisible();
  const action = aside(page).getByRole('link', { name: 'Join your course' });
  await expect(action).toHaveAttribute('href', /^\/console\/courses\/create\?returnUrl=/);
  await action.click();
  await expect(page.getByRole('heading', { name: 'Join your course' })).toBeVisible();
});

test('student-instructor: sees the student offers too', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.studentInstructor);
  await openProduct(page, ETEXT_NATIONAL);
  await expect(aside(page).getByRole('region', { name: 'Student access options' })).toBeVisible();
});

test('validated instructor: billing choice, the form POST reaches the console, switching institution re-prices', async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  await openProduct(page, GLP_INSTITUTIONAL);
  await expect(aside(page).getByRole('radio', { name: 'Seamless billing' })).toBeChecked();
  await expect(aside(page).getByRole('radio', { name: 'Access card' })).not.toBeChecked();
  await expect(aside(page).getByText('$100.99 USD')).toBeVisible();
  await expect(page.getByText('Verify your account to get full access to courses you create.')).toHaveCount(0);

  await aside(page).getByRole('button', { name: 'Create a course' }).click();
  expect(await received(page)).toMatchObject({
    Name: 'Ada Lovelace',
    productId: GLP_INSTITUTIONAL,
    orgId: 'ORG-US-HE-001',
    isDirectBill: 'true',
    isSeatLicense: 'false',
    offerId: `OFF-${GLP_INSTITUTIONAL}-ORG-US-HE-001-DIRECT_BILL-180`,
    licenseId: 'null',
  });
  await expect(page).toHaveURL(/\/console\/courses\/create\?returnUrl=/);
  await page.goBack();

  await expect(aside(page).getByRole('heading', { name: 'Alternate formats' })).toBeVisible();
  await aside(page).getByLabel('Institution').selectOption('ORG-US-HE-002');
  await expect(page).toHaveURL(/organizationId=ORG-US-HE-002/);
  await expect(aside(page).getByText('$154.99 USD*')).toBeVisible();
  await expect(aside(page).getByRole('radio', { name: 'Seamless billing' })).toHaveCount(0);
  await expect(aside(page).getByText('$100.99 USD')).toHaveCount(0);
});

test('offline: prices marked with their time and the action held until the device is back', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  await openProduct(page, GLP_INSTITUTIONAL);
  const create = aside(page).getByRole('button', { name: 'Create a course' });
  await expect(create).toBeEnabled();
  await context.setOffline(true);
  await expect(create).toBeDisabled();
  await expect(aside(page).getByText('You are offline. Connect to the internet to continue.')).toBeVisible();
  await expect(aside(page).getByText(/^Prices as of /)).toBeVisible();
  await expect(aside(page).getByText('$100.99 USD*')).toBeVisible();
  await context.setOffline(false);
  await expect(create).toBeEnabled();
  await expect(aside(page).getByText(/^Prices as of /)).toHaveCount(0);
});

test('unverified instructor: the verify messages and the verification form link', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.unverifiedInstructor);
  await openProduct(page, GLP_INSTITUTIONAL);
  await expect(page.getByText('Verify your account to get full access to courses you create.')).toBeVisible();
  await aside(page).getByRole('button', { name: 'Verify your account to get full access to this course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  const form = dialog.getByRole('link', { name: /Go to form/ });
  await expect(form).toHaveAttribute('target', '_blank');
  const href = await form.getAttribute('href');
  const url = new URL(href ?? '', 'http://x');
  expect(url.pathname).toBe('/console/verify');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    catalogCode: GLP_INSTITUTIONAL,
    firstName: 'Uma',
    lastName: 'Patel',
    email: 'unverified.instructor@example.edu',
    forceLogout: 'true',
  });
});

test('instructor without institution: the banner, the add-institution link, the action held', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.noInstitution);
  await openProduct(page, GLP_INSTITUTIONAL);
  await expect(page.getByText('Add your institution to see all products and pricing options available.')).toBeVisible();
  await expect(aside(page).getByRole('link', { name: 'Add your institution' })).toBeVisible();
  // Sold to institutions only: without one there is no offer, so the action waits (spec §4 "no offers").
  await expect(aside(page).getByRole('button', { name: 'Create a course' })).toBeDisabled();
  await expect(aside(page).getByText('There are no offers for this product yet.')).toBeVisible();
});

test('K-12 buyer: the licence badge, contact sales, and the licence in the hand-off', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.k12Buyer);
  await openProduct(page, ETEXT_LICENSED);
  await expect(aside(page).getByText('Institutional license activated')).toBeVisible();
  await expect(aside(page).getByText("Create this course using your institution's license")).toBeVisible();
  await expect(
    aside(page).getByText('Contact Pearson to ask questions, confirm institutional pricing, and purchase'),
  ).toBeVisible();
  await expect(aside(page).getByRole('link', { name: /Contact your sales rep/ })).toHaveAttribute('target', '_blank');
  await aside(page).getByRole('button', { name: 'Create a course' }).click();
  expect(await received(page)).toMatchObject({
    orgId: 'ORG-US-K12-001',
    isSeatLicense: 'true',
    licenseId: `LIC-US-K12-001-${ETEXT_LICENSED}`,
  });
});

test('LMS arrival: a read-only institution, no alternate formats, the hand-off without organisation fields', async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  const { token } = signLmsToken(LMS_SECRET, { org: 'ORG-US-HE-002', role: 'instructor', minutes: 30 });
  await openProduct(page, GLP_INSTITUTIONAL, `?integration_context_token=${encodeURIComponent(token)}`);
  await expect(aside(page).getByRole('combobox')).toHaveCount(0);
  // spec §2: alternate formats are hidden when an integration token is in the address.
  await expect(aside(page).getByRole('heading', { name: 'Alternate formats' })).toHaveCount(0);
  await expect(aside(page).getByText(/^Pacific C/)).toBeVisible();
  await aside(page).getByRole('button', { name: 'Create a course' }).click();
  const fields = await received(page);
  expect(fields).toMatchObject({
    productId: GLP_INSTITUTIONAL,
    orgId: '(not sent)',
    isDirectBill: '(not sent)',
    isSeatLicense: '(not sent)',
    offerId: `OFF-${GLP_INSTITUTIONAL}-ORG-US-HE-002-INSTANT_ACCESS-180`,
  });
  expect(fields['LMS organisation']).toMatch(/\(ORG-US-HE-002\), role instructor$/);
});

test('collection: its heading, modules, and the action opening the console in a new tab', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  await openProduct(page, COLLECTION);
  await expect(page.getByText('Collection', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ modules?$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Modules' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  const popup = page.waitForEvent('popup');
  await aside(page)
    .getByRole('button', { name: /Customize this collection/ })
    .click();
  const consolePage = await popup;
  await expect(consolePage.getByRole('heading', { name: 'Course creation request received' })).toBeVisible();
  expect(new URL(consolePage.url()).searchParams.get('type')).toBe('collection');
});

test('missing, forbidden and sign-in-only products', async ({ page }) => {
  await openProduct(page, '9999999999999');
  await expect(page.getByRole('heading', { name: 'Well…This is awkward.' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the homepage/ })).toBeVisible();

  // Anonymous on an institution's own product: sign in (401).
  await page.goto(`/products/${FOREIGN_CUSTOM}`);
  await expect(page).toHaveURL(/\/signin\?returnUrl=/);

  await signInAs(page, DEMO_EMAILS.instructor);
  await openProduct(page, FOREIGN_CUSTOM);
  await expect(page.getByRole('heading', { name: 'Sorry, some pages are best left unseen.' })).toBeVisible();
  await expect(page.getByText('It looks like you do not have permissions to access this page.')).toBeVisible();
});

test('internal errors: the product cause; failed offers keep the page and the banner dismisses', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'test-fault', value: 'product', url: test.info().project.use.baseURL! }]);
  await page.goto(`/products/${GLP_INSTITUTIONAL}`);
  await expect(
    page.getByText('Error occurred while loading the product data. Product Repository Unavailable!'),
  ).toBeVisible({
    timeout: 20_000,
  });

  await context.clearCookies();
  await context.addCookies([{ name: 'test-fault', value: 'offers', url: test.info().project.use.baseURL! }]);
  await signInAs(page, DEMO_EMAILS.instructor);
  await openProduct(page, GLP_INSTITUTIONAL);
  const banner = page.getByRole('alert').filter({ hasText: 'Oops, something went wrong.' });
  await expect(
    banner.getByText('Error occurred while loading offers for this product. Offers Service Unavailable!'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
});

test('hostile description HTML renders with no script run and no dangerous attribute', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openProduct(page, HOSTILE);
  await expect(page.getByText('Plain paragraph survives.')).toBeVisible();
  const showMore = page.getByRole('button', { name: 'Show more' });
  if ((await showMore.count()) > 0) await showMore.click();
  await page.getByText('hover me').hover();
  // Links to other sites keep working, opening a new tab without a handle on this one.
  await expect(page.locator('main a[href="https://example.com/safe"]')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('#js-link')).not.toHaveAttribute('href', /.*/);
  await page.getByRole('tab', { name: 'Author(s)' }).click();
  await expect(page.getByText(/biography text stays text/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  const dangerous = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
        if (/^(javascript|data|vbscript):/i.test(attr.value.replace(/[\u0000-\u0020]/g, '')))
          found.push(`${el.tagName} ${attr.name}`);
        if (attr.name === 'srcdoc') found.push(`${el.tagName} srcdoc`);
      }
      if (['SCRIPT', 'OBJECT', 'EMBED', 'FORM'].includes(el.tagName)) found.push(el.tagName);
      if (el.tagName === 'IFRAME' && !el.closest('.product-video')) found.push('IFRAME');
    }
    return found;
  });
  expect(dangerous).toEqual([]);
  expect(violations).toEqual([]);
});

test('axe: no WCAG 2.2 A/AA violation with each tab and each dialog open', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO_EMAILS.unverifiedInstructor);
  await openProduct(page, GLP_VIDEO);
  const check = (state: string) => expectNoViolations(page, state);
  const tabs = await page.getByRole('tab').allInnerTexts();
  for (const name of tabs) {
    await page.getByRole('tab', { name }).click();
    await check(`tab ${name}`);
  }
  await aside(page).getByRole('button', { name: 'Verify your account to get full access to this course' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible();
  await check('verify dialog');
  await page.keyboard.press('Escape');
  await aside(page).getByRole('button', { name: 'Compare formats' }).click();
  await expect(page.getByRole('dialog', { name: 'Compare formats' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('compare view');
  await page.keyboard.press('Escape');
  await aside(page).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('share dialog');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await check('dark scheme');
});

/** The device's viewed list as IndexedDB holds it: its product ids, newest first. */
async function storedViewed(page: Page): Promise<string[]> {
  return ((await storedValue<Array<{ productId: string }>>(page, 'exchange.recently-viewed')) ?? []).map(
    (p) => p.productId,
  );
}

test("viewed products appear on home under 'Recently viewed', newest first", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Browse your subject' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await openProduct(page, GLP_VIDEO);
  const first = await page.getByRole('heading', { level: 1 }).innerText();
  // Kept on the device, not sent anywhere (a person reads the page before leaving it).
  await expect.poll(() => storedViewed(page)).toEqual([GLP_VIDEO]);
  await openProduct(page, ETEXT_NATIONAL);
  const second = await page.getByRole('heading', { level: 1 }).innerText();
  await expect.poll(() => storedViewed(page)).toEqual([ETEXT_NATIONAL, GLP_VIDEO]);
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Recently viewed' }).getByRole('link');
  await expect(list).toHaveText([second, first]);
  await list.first().click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
});
