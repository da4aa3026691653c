// The modal dialog (src/ui/dialog.tsx, a native <dialog> opened with showModal()) in a real
// browser: what the platform gives it and jsdom cannot show. The focus moves in, the page behind
// is inert (no focus, Tab never reaches it), Escape closes it through 'cancel', a press outside
// the panel closes it, the focus goes back to the control that opened it; in the mobile search
// view, Escape is used by the search field first and only then closes the view.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decideConsent, isMobile } from './fixtures';

const LABEL = 'Enter Title, Author, ISBN, or Subject keywords';

interface BrowserGlobals {
  document: Document;
  getComputedStyle: typeof getComputedStyle;
}

/** Where the focus is: in an open dialog, on the page behind, or nowhere in the page. */
function focusPlace(page: Page): Promise<'dialog' | 'page' | 'none'> {
  return page.evaluate(() => {
    const active = (globalThis as unknown as BrowserGlobals).document.activeElement;
    if (!active || active === (globalThis as unknown as BrowserGlobals).document.body) return 'none';
    return active.closest('dialog[open]') ? 'dialog' : 'page';
  });
}

async function openCookieSettings(page: Page): Promise<{ opener: Locator; dialog: Locator }> {
  await decideConsent(page);
  await page.goto('/redeemcode');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' });
  // a keyboard user: focus on the button, Enter
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('a modal: the focus moves in, the page behind takes none, Tab stays inside, Escape closes onto the opener', async ({
  page,
}) => {
  const { opener, dialog } = await openCookieSettings(page);
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  await expect.poll(() => focusPlace(page)).toBe('dialog');
  // its first control: the close button
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // the backdrop dims the page
  const backdrop = await dialog.evaluate(
    (el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el, '::backdrop').backgroundColor,
  );
  expect(backdrop).toBe('rgba(10, 18, 28, 0.55)');

  // The page behind is inert: a script cannot focus it, and neither can Tab or Shift+Tab, however
  // often (the dialog's controls: close, the switch, Confirm).
  await opener.evaluate((button: HTMLElement) => button.focus());
  await expect(opener).not.toBeFocused();
  const seen = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      const place = await focusPlace(page);
      expect(place, `${key} ${i + 1}`).not.toBe('page');
      if (place === 'dialog')
        seen.add(
          await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.activeElement!.outerHTML),
        );
    }
  }
  expect(seen.size).toBe(3);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // the choice is unchanged: Escape decides nothing
  expect(await page.evaluate("JSON.parse(localStorage.getItem('exchange.cookieConsent')).groups.C0002")).toBe(false);
});

test('a press outside the panel closes it; the focus goes back to the opener', async ({ page }) => {
  const { opener, dialog } = await openCookieSettings(page);
  const panel = (await dialog.locator('.dialog').boundingBox())!;
  // a corner of the viewport, outside the panel
  expect(panel.x).toBeGreaterThan(4);
  expect(panel.y).toBeGreaterThan(4);
  await page.mouse.click(3, 3);
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // a press inside the panel does not close it
  await opener.press('Enter');
  await dialog.getByRole('heading', { name: 'Cookie settings' }).click();
  await expect(dialog).toBeVisible();
});

test('mobile search view: Escape closes the list, then clears the field, then closes the view', async ({ page }) => {
  test.skip(!isMobile(page), 'the mobile search view is the phone layout');
  await decideConsent(page);
  await page.goto('/getstarted?ref=revel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await opener.click();
  const view = page.getByRole('dialog', { name: 'Search' });
  const field = view.getByRole('combobox', { name: LABEL });
  await expect(field).toBeFocused();
  await field.pressSequentially('biology', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(view).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await expect(view).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(opener).toBeFocused();
});
