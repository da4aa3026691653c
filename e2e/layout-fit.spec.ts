/// <reference lib="dom" />
// What users meet at 375 and 1280 px (issue "What users meet", points 7 and 10): the order of a
// product page on a phone, the offline toast beside the call to action, the right column at
// desktop width, prices on one line, the institution picker's choices, phone result cards and
// Compare formats on a phone. Boxes and line counts measured in the real browser.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decideConsent, DEMO_EMAILS, signInAs } from './fixtures';

/** eText, national offers (instant access ×2, an access card): what a student pays is listed. */
const ETEXT_NATIONAL = '9781882369874';
/** GLP, institutional offers with direct bill ("$100.99 USD*"); one alternate format. */
const GLP_INSTITUTIONAL = '9781711007823';
/** eText with a K-12 seat licence, contact-sales block, alternate formats and the mobile-app block. */
const ETEXT_LICENSED = '9781710525113';

const aside = (page: Page) => page.getByRole('complementary', { name: 'Access options' });
const box = async (locator: Locator) => (await locator.boundingBox())!;

const phone = (viewport: { width: number } | null) => (viewport?.width ?? 1280) < 600;

test.beforeEach(async ({ page }) => decideConsent(page));

test.describe('phone', () => {
  test.skip(({ viewport }) => !phone(viewport), 'phone only');

  test('a product page shows title, action and price in the first screen, then the description, then the rest', async ({
    page,
  }) => {
    await signInAs(page, DEMO_EMAILS.student);
    await page.goto(`/products/${ETEXT_NATIONAL}`);
    const title = page.getByRole('heading', { level: 1 });
    const action = aside(page).getByRole('link', { name: 'Join your course' });
    const price = aside(page).locator('.offer-line__price').first();
    await expect(price).toBeVisible();
    const screen = page.viewportSize()!.height;
    for (const part of [title, action, price]) {
      const { y, height } = await box(part);
      expect(y + height).toBeLessThanOrEqual(screen);
    }
    expect((await box(title)).y).toBeLessThan((await box(action)).y);
    expect((await box(action)).y).toBeLessThan((await box(price)).y);
    // The description (the tabs) before the alternate formats and the mobile-app block.
    const tabs = await box(page.getByRole('tablist'));
    const formats = await box(page.getByRole('heading', { name: 'Alternate formats' }));
    expect(tabs.y).toBeLessThan(formats.y);
    const app = page.locator('.mobile-feature');
    if ((await app.count()) > 0) expect(tabs.y).toBeLessThan((await box(app)).y);
  });

  test("the 'works offline' toast leaves the call to action uncovered", async ({ page }) => {
    // The news comes once the service worker has stored the app: it can take a while on a busy machine.
    test.setTimeout(90_000);
    // A smaller phone (375×667), where the call to action is near the bottom of the first screen.
    await page.setViewportSize({ width: 375, height: 667 });
    await signInAs(page, DEMO_EMAILS.instructor);
    await page.goto(`/products/${GLP_INSTITUTIONAL}`);
    const actions = aside(page).locator('.cta__actions');
    await expect(aside(page).getByRole('button', { name: 'Create a course' })).toBeVisible();
    const toast = page.locator('.toast--small');
    await expect(toast).toBeVisible({ timeout: 60_000 });
    // Wherever the page is scrolled to, the action at the bottom of the screen or at its middle.
    const screen = page.viewportSize()!.height;
    for (const at of [screen - 8, screen / 2]) {
      const now = await box(actions);
      await page.evaluate((dy) => window.scrollBy(0, dy), now.y + now.height - at);
      const a = await box(actions);
      const t = await box(toast);
      const overlap = a.y < t.y + t.height && t.y < a.y + a.height && a.x < t.x + t.width && t.x < a.x + a.width;
      expect(overlap, `toast ${JSON.stringify(t)} over the action ${JSON.stringify(a)}`).toBe(false);
    }
  });

  test('result cards keep the description and the ISBN that tell editions apart', async ({ page }) => {
    await page.goto('/search?q=biology');
    const cards = page.locator('.result-list:not([aria-hidden]) > li');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    for (let i = 0; i < 3; i++) {
      await expect(cards.nth(i).locator('.result-card__description')).toBeVisible();
      await expect(cards.nth(i).getByText('ISBN-13:')).toBeVisible();
      await expect(cards.nth(i).getByText(/^97[89]\d{10}$/)).toBeVisible();
    }
  });

  test('Compare formats fits the screen as cards and is still a table with its headers', async ({ page }) => {
    await signInAs(page, DEMO_EMAILS.instructor);
    await page.goto(`/products/${GLP_INSTITUTIONAL}`);
    await aside(page).getByRole('button', { name: 'Compare formats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare formats' });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: 'The formats of Understanding Biology side by side' });
    await expect(table).toBeAttached();
    await expect(dialog.getByText('$100.99 USD')).toBeVisible();
    // Nothing wider than its box: the table in the dialog, every cell in the screen.
    const overflow = await dialog.evaluate((d) =>
      [d, ...Array.from(d.querySelectorAll('*'))]
        // (the visually hidden caption and headers are 1 px boxes on purpose)
        .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
    );
    expect(overflow).toEqual([]);
    const width = page.viewportSize()!.width;
    for (const cell of await table.getByRole('cell').all()) {
      const { x, width: w } = await box(cell);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(width);
    }
    // A table for assistive technology: its headers, a row per format, six values each.
    for (const name of ['Platform', 'Edition', 'ISBN-13', 'Access length', 'Your price', 'Main features']) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeAttached();
    }
    const formats = table.getByRole('rowheader');
    await expect(formats).toHaveCount(2);
    await expect(formats.first()).toContainText('Understanding Biology');
    await expect(table.getByRole('cell')).toHaveCount(12);
  });
});

test.describe('desktop', () => {
  test.skip(({ viewport }) => phone(viewport), 'desktop only');

  for (const [where, path] of [
    ['product page', `/products/${ETEXT_LICENSED}`],
    ['search results', '/search?q=biology'],
  ] as const) {
    test(`the institution picker shows its whole choice: ${where}`, async ({ page }) => {
      await signInAs(page, DEMO_EMAILS.k12Buyer);
      await page.goto(path);
      const select = page.getByRole('combobox', { name: 'Institution', exact: true });
      await expect(select).toBeVisible({ timeout: 20_000 });
      // The select's own width against the width it would take unconstrained (a copy, out of the
      // layout): narrower means the chosen name is clipped.
      const [shown, needed] = await select.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLSelectElement;
        copy.removeAttribute('id');
        copy.style.cssText = 'position:absolute;visibility:hidden;max-width:none;width:auto;flex:none';
        el.parentElement!.append(copy);
        const widths = [el.getBoundingClientRect().width, copy.getBoundingClientRect().width];
        copy.remove();
        return widths;
      });
      expect(shown).toBeGreaterThanOrEqual(needed! - 0.5);
    });
  }

  test('no empty left column beside a long right column', async ({ page }) => {
    await signInAs(page, DEMO_EMAILS.k12Buyer);
    await page.goto(`/products/${ETEXT_LICENSED}`);
    await expect(aside(page).getByRole('link', { name: /^Contact your sales rep/ })).toBeVisible();
    await expect(aside(page).getByRole('heading', { name: 'Alternate formats' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const left = Math.max(
      ...(await Promise.all(
        ['.product-page__summary', '.product-page__tabs'].map(async (s) => {
          const b = await box(page.locator(s));
          return b.y + b.height;
        }),
      )),
    );
    const right = await box(aside(page));
    // The right column ends at most a short stretch below the left one (measured before: 887 px
    // of empty left column beside the contact-sales block, the formats and the mobile-app block).
    expect(right.y + right.height - left, `left ends at ${left}, right at ${right.y + right.height}`).toBeLessThanOrEqual(200);
    // and what it holds stays reachable: its last part scrolls into view.
    const last = aside(page).getByRole('heading', { name: 'Take your eText anywhere' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
});

test('Compare formats, opened from the capped right column, draws above the whole page', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  await page.goto(`/products/${GLP_INSTITUTIONAL}`);
  await aside(page).getByRole('button', { name: 'Compare formats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare formats' });
  await expect(dialog.getByText('$100.99 USD')).toBeVisible();
  // What the user sees at the middle of each cell belongs to the dialog, not to the page under it.
  const hidden = await dialog.evaluate((d) =>
    Array.from(d.querySelectorAll('td'))
      .map((cell) => {
        const r = cell.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top && !d.contains(top) ? `${cell.textContent}: under ${top.tagName}.${top.className}` : null;
      })
      .filter(Boolean),
  );
  expect(hidden).toEqual([]);
});

test('prices keep their currency and footnote mark on their line', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  await page.goto(`/products/${GLP_INSTITUTIONAL}`);
  await expect(aside(page).getByText('$100.99 USD*')).toBeVisible();
  const prices = aside(page).locator('.offer-line__price');
  expect(await prices.count()).toBeGreaterThan(1);
  const lines = await prices.evaluateAll((els) =>
    els.map((el) => [el.textContent, new Set(Array.from(el.getClientRects(), (r) => Math.round(r.top))).size]),
  );
  for (const [text, count] of lines) expect(count, String(text)).toBe(1);
});

test("every control is set in the page's typeface, and a description's headings in its scale", async ({ page }) => {
  // The search page holds the most kinds of control: the search box's buttons, the layout
  // toggle's, the subject menu's, the filters' radio buttons (desktop) or the Filter by button.
  await page.goto('/en-us/search?q=biology');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “biology”' })).toBeVisible();
  const offTypeface = await page.evaluate(() => {
    const bodyFont = getComputedStyle(document.body).fontFamily;
    return Array.from(document.querySelectorAll('button, input:not([type=hidden]), select, textarea'))
      .filter((el) => getComputedStyle(el).fontFamily !== bodyFont)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${getComputedStyle(el).fontFamily}`);
  });
  expect(offTypeface).toEqual([]);

  // Catalogue HTML brings its own <h3>: 18 px (1.125rem), not the browser's 18.72 px (1.17em).
  await page.goto('/en-us/products/9781619292925/biology-collection-selected-chapters-from-understanding-biology');
  const heading = page.locator('.product-description h3', { hasText: 'Hallmark features' });
  await expect(heading).toBeAttached();
  expect(await heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe('18px');
});
