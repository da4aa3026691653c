// Search that learns. Two visitors (with analytics consent) search a text the catalogue lacks,
// find nothing, search again with the catalogue's word and open a product; the admin accepts the
// proposal on /insights/learning; a visitor now finds the product with the first text, online
// and with the server unreachable (the device's own index, with the rules it keeps); the rule is undone. Then the click-ranking switch, both ways: a product opened in several visits for a
// search rises while the switch is on and returns to its place when it is off.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { decideConsent, DEMO_EMAILS, isMobile, requestsTo, signInAs } from './fixtures';
import { expectNoViolations } from './support/axe';
import { pageSearchAnswer } from './support/page-answers';

// A text no title, author or description of the demo catalogue holds, and the word people then use.
const LACKING = 'osteology primer';
const CATALOGUE_WORD = 'anatomy';
// The switch's search (no other spec's), and how many visits open its 8th result.
const RANKED = 'foundations';

test.describe.configure({ mode: 'serial' });

/** A fresh visitor (own context: no HTTP cache, no session storage, so a new visit). */
async function visitor(browser: Browser, baseURL: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await decideConsent(page, true);
  return { page, close: () => context.close() };
}

const resultIds = async (page: Page) =>
  (await page.locator('.result-card__link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))).map(
    (p) => p.split('/')[2]!,
  );

test.describe('search that learns', () => {
  test.beforeEach(async ({ page }) => test.skip(isMobile(page), 'one width is enough: the screens are covered elsewhere'));

  test('a synonym the catalogue lacks: nothing, then the publisher accepts the proposal, then the product', async ({ browser, page, baseURL }) => {
    test.setTimeout(120_000);
    let wanted = '';
    for (let i = 0; i < 2; i++) {
      const v = await visitor(browser, baseURL!);
      const sent = requestsTo(v.page, '/api/events');
      await v.page.goto(`/search?q=${encodeURIComponent(LACKING)}`);
      await expect(v.page.getByText(/no results|0 results|No products/i).first()).toBeVisible();
      // The event is queued (the queue's chunk loads with the first event) before the visitor moves on.
      await expect
        .poll(
          async () =>
            (await v.page.evaluate(() => localStorage.getItem('exchange.analyticsQueue') ?? '')) +
            sent.map((r) => r.postData() ?? '').join('\n'),
          { timeout: 10_000 },
        )
        .toContain(LACKING);
      const searches = requestsTo(v.page, '/api/search');
      await v.page.goto(`/search?q=${CATALOGUE_WORD}`);
      const first = v.page.locator('.result-card__link').first();
      wanted = (await first.textContent())!.trim();
      await first.click();
      await expect(v.page).toHaveURL(/\/products\//);
      await expect.poll(() => sent.map((r) => r.postData() ?? '').join('\n'), { timeout: 15_000 }).toContain('result-click');
      // The click carries the id the server gave the search's answer (the query-id header), so it can count.
      // A page the server drew came with its search's answer, id included (no request of its own).
      const drawn = await pageSearchAnswer<{ servedQueryId?: string }>(v.page);
      const served = [drawn?.servedQueryId, ...(await Promise.all(searches.map(async (r) => (await r.response())?.headers()['query-id'])))].filter(Boolean);
      const click = sent
        .flatMap((r) => (JSON.parse(r.postData() ?? '{}') as { events?: Array<{ type: string; queryId?: string }> }).events ?? [])
        .find((e) => e.type === 'result-click');
      expect(served).toContain(click?.queryId);
      // Answered before the context closes (closing it would abort a request still in flight).
      for (const request of sent) await request.response();
      await v.close();
    }

    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto('/insights');
    await page.getByRole('link', { name: /Search learning/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search learning' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: LACKING, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('2 visits');
    await expect(row.getByRole('textbox', { name: `Search instead of “${LACKING}”` })).toHaveValue(CATALOGUE_WORD);
    await expectNoViolations(page);
    await row.getByRole('button', { name: `Accept the rule for “${LACKING}”` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Searches for “${LACKING}” now find “${CATALOGUE_WORD}”.` })).toBeVisible();
    const accepted = page.getByRole('region', { name: 'Accepted rules' });
    await expect(accepted.getByRole('rowheader', { name: LACKING, exact: true })).toBeVisible();

    const after = await visitor(browser, baseURL!);
    await after.page.goto(`/search?q=${encodeURIComponent(LACKING)}`);
    await expect(after.page.locator('.result-card__link').first()).toHaveText(wanted);
    await expect(after.page.getByText(`No results for “${LACKING}”`, { exact: false })).toBeVisible();
    // With the server unreachable, the device applies the same rule (kept with its cache) to a
    // search it never sent. (The API is cut, not the network: this context has no service worker
    // to serve the index's lazy chunk offline; e2e/offline-search.spec.ts covers that.)
    await after.page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const field = after.page.getByRole('banner').getByRole('combobox', { name: 'Enter Title, Author, ISBN, or Subject keywords' });
    await field.fill('Osteology Primer');
    await field.press('Enter');
    await expect(after.page.locator('.search-page__count')).toHaveText(/saved on this device$/);
    await expect(after.page.locator('.result-card__link').filter({ hasText: wanted }).first()).toBeVisible();
    await after.close();

    // Undone: the text finds nothing again.
    await accepted.getByRole('button', { name: `Undo the rule for “${LACKING}”` }).click();
    await expect(page.getByRole('status').filter({ hasText: `The rule for “${LACKING}” is undone.` })).toBeVisible();
    const undone = await visitor(browser, baseURL!);
    await undone.page.goto(`/search?q=${encodeURIComponent(LACKING)}`);
    await expect(undone.page.getByText(/no results|0 results|No products/i).first()).toBeVisible();
    await expect(undone.page.locator('.result-card__link')).toHaveCount(0);
    await undone.close();
  });

  test('the click-ranking switch works both ways', async ({ browser, page, baseURL }) => {
    test.setTimeout(120_000);
    const look = async () => {
      const v = await visitor(browser, baseURL!);
      // Relevance order (visitors' default is the newest first; a console link asks for relevance).
      await v.page.goto(`/search?q=${RANKED}&ref=console`);
      await expect(v.page.locator('.result-card__link').nth(9)).toBeVisible();
      const ids = await resultIds(v.page);
      await v.close();
      return ids;
    };
    const before = await look();
    const target = before[7]!;
    // Four visits from four addresses (the e2e server trusts X-Forwarded-For) open the 8th result,
    // each on a search the server answered (its query-id), sent as the browser sends them: one
    // batch per visit. One address, or made-up search ids, would move nothing (tests/server/learning).
    for (let i = 0; i < 4; i++) {
      const visitId = `rankvisit${i}`;
      const from = { 'x-forwarded-for': `192.0.2.${40 + i}` };
      const answered = await page.request.get(`/api/search?q=${RANKED}`, { headers: from });
      const queryId = answered.headers()['query-id']!;
      expect(queryId).toMatch(/^[a-z0-9]{8,16}$/);
      const response = await page.request.post('/api/events', {
        headers: from,
        data: {
          events: [
            { type: 'search', ageMs: 2000, visitId, queryId, query: RANKED, results: 20 },
            { type: 'result-click', ageMs: 1000, visitId, queryId, query: RANKED, position: 8, productId: target },
          ],
        },
      });
      expect(response.status()).toBe(204);
    }

    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto('/insights/learning');
    const toggle = page.getByRole('switch', { name: 'Ranking that follows clicks' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // Off, then on again: turning it on takes in the latest clicks.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await look()).toEqual(before);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const boosted = await look();
    expect(boosted.indexOf(target)).toBeLessThan(7);
    expect(boosted.indexOf(target)).toBeGreaterThanOrEqual(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await look()).toEqual(before);
    // Left as it was found: on.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});

test('a student gets the 403 page on /insights/learning, and the API answers 403', async ({ page }) => {
  test.skip(isMobile(page), 'the page does not depend on the width');
  const { token, userId } = await signInAs(page, DEMO_EMAILS.student);
  await page.goto('/insights/learning');
  await expect(page.getByText(/Sorry, some pages are best left unseen/)).toBeVisible();
  const api = await page.request.get('/api/learning', { headers: { authorization: `Bearer ${token}`, 'x-user-id': userId } });
  expect(api.status()).toBe(403);
});
