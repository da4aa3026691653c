// An institution's own product (a custom edition) opens only for that institution (spec §4:
// 403 for anyone else signed in). So a signed-in instructor of another institution is never
// offered one, in results or suggestions; a member (here through the LMS flow, whose token
// names the institution) finds it, marked as theirs; an anonymous visitor sees it marked, so
// that the sign-in its link leads to is expected.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signLmsToken } from '../server/modules/identity/lms-token.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, decideConsent, isMobile, signInAs } from './fixtures';

const LMS_SECRET = 'e2e-only-lms-token-secret-never-used-in-production';
const LABEL = 'Enter Title, Author, ISBN, or Subject keywords';
const results = (page: Page) => page.locator('.result-list:not([aria-hidden]) > li');

interface Edition {
  name: string;
  orgId: string;
}

/**
 * A custom edition of an institution the demo instructor does not belong to, and the title of
 * the book it was made from, as the API lists them to an anonymous caller (nothing hard-coded).
 */
async function foreignEdition(page: Page): Promise<Edition & { source: string }> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: DEMO_EMAILS.instructor, password: DEMO_PASSWORD },
  });
  const session = (await login.json()) as { token: string; userId: string };
  const user = (await (
    await page.request.get('/api/user', {
      headers: { authorization: `Bearer ${session.token}`, 'x-user-id': session.userId },
    })
  ).json()) as { organizations: { organization: { orgId: string } }[] };
  const mine = new Set(user.organizations.map((o) => o.organization.orgId));
  await page.request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${session.token}`, 'x-user-id': session.userId },
  });
  const answer = await page.request.get('/api/search?q=custom%20edition&type=custom&limit=24');
  const body = (await answer.json()) as {
    items: { source: { 'schema:name': string; 'schema:orgId': string | null } }[];
  };
  const found = body.items.find((i) => i.source['schema:orgId'] && !mine.has(i.source['schema:orgId']));
  if (!found) throw new Error('the demo catalogue has no custom edition of another institution');
  const name = found.source['schema:name'];
  return { name, orgId: found.source['schema:orgId']!, source: name.slice(0, name.indexOf(', Custom Edition')) };
}

/** The header's search field (the mobile search view's under 992px), on the page shown. */
async function searchField(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    return page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: LABEL });
  }
  return page.getByRole('banner').getByRole('combobox', { name: LABEL });
}

/** The product suggestions' accessible names for `typed`. */
async function suggestionsFor(page: Page, typed: string): Promise<string[]> {
  const field = await searchField(page);
  await field.fill('');
  await field.pressSequentially(typed, { delay: 15 });
  const products = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('group', { name: 'Products' })
    .getByRole('option');
  await expect(products.first()).toBeVisible();
  return products.evaluateAll((options) => options.map((o) => o.getAttribute('aria-label') ?? ''));
}

const titleWords = (title: string) => title.split(' ').slice(0, 3).join(' ');

test.beforeEach(async ({ page }) => {
  // Several pages, sign-ins and typed suggestions each: room for a busy machine.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await decideConsent(page);
});

test('a signed-in instructor of another institution is not offered its custom edition, in results or suggestions', async ({
  page,
}) => {
  const edition = await foreignEdition(page);
  await signInAs(page, DEMO_EMAILS.instructor);
  await page.goto(`/search?${new URLSearchParams({ q: edition.source })}`);
  // A page the server drew is every visitor's: the instructor's own results follow once the
  // session has loaded.
  await expect(page.getByRole('button', { name: /Account settings$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(results(page).first()).toBeVisible();
  const titles = await results(page).locator('.result-card__link').allTextContents();
  expect(titles, 'the book it was made from is found').toContain(edition.source);
  expect(titles).not.toContain(edition.name);
  await expect(page.getByText("Your institution's edition")).toHaveCount(0);

  const suggested = await suggestionsFor(page, titleWords(edition.source));
  expect(
    suggested.some((s) => s.startsWith(edition.source)),
    suggested.join(' | '),
  ).toBe(true);
  expect(suggested.filter((s) => s.startsWith(edition.name))).toEqual([]);
});

test('a member (LMS flow of the owning institution) finds it in results and suggestions, marked as theirs', async ({
  page,
}) => {
  const edition = await foreignEdition(page);
  const { token } = signLmsToken(LMS_SECRET, { org: edition.orgId, role: 'instructor', minutes: 30 });
  await page.goto(`/search?${new URLSearchParams({ q: edition.source, integration_context_token: token })}`);
  const card = results(page).filter({ has: page.getByRole('link', { name: edition.name, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Your institution's edition")).toBeVisible();

  const suggested = await suggestionsFor(page, titleWords(edition.source));
  const mine = suggested.filter((s) => s.startsWith(edition.name));
  expect(mine, suggested.join(' | ')).toHaveLength(1);
  expect(mine[0]).toMatch(/, Your institution's edition$/);
});

test('an anonymous visitor sees it marked: opening it asks them to sign in', async ({ page }) => {
  const edition = await foreignEdition(page);
  await page.goto(`/search?${new URLSearchParams({ q: edition.source })}`);
  const card = results(page).filter({ has: page.getByRole('link', { name: edition.name, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Institution edition: sign in to open')).toBeVisible();
  await card.screenshot({ path: `test-results/institution-edition-card-${isMobile(page) ? 375 : 1280}.png` });

  const suggested = await suggestionsFor(page, titleWords(edition.source));
  expect(suggested.filter((s) => s.startsWith(edition.name))).toEqual([
    expect.stringMatching(/, Institution edition: sign in to open$/),
  ]);
  await page.screenshot({ path: `test-results/institution-edition-suggestions-${isMobile(page) ? 375 : 1280}.png` });
});
