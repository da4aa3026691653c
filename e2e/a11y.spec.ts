// axe (WCAG 2.2 A/AA) on the shell's pages, light and dark, at both project widths.
import { test, type Page } from '@playwright/test';
import { decideConsent, waitForHome } from './fixtures';
import { expectNoViolations } from './support/axe';


const pages: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/', ready: waitForHome },
  {
    name: 'not-found',
    path: '/no-such-page?uuid=1',
    ready: async (p) => void (await p.getByRole('heading', { level: 1 }).waitFor()),
  },
  {
    name: 'redeem-code',
    path: '/redeemcode',
    ready: async (p) => void (await p.getByRole('heading', { level: 1 }).waitFor()),
  },
  {
    name: 'get-started',
    path: `/getstarted?return=${encodeURIComponent('/products/p-1/x')}`,
    ready: async (p) => void (await p.getByRole('heading', { level: 1 }).waitFor()),
  },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await decideConsent(page);
    });

    for (const { name, path, ready } of pages) {
      test(name, async ({ page }) => {
        await page.goto(path);
        await ready(page);
        await expectNoViolations(page);
      });
    }

    test('get-started with the invalid-link error showing', async ({ page }) => {
      await page.goto('/getstarted');
      await page.getByRole('textbox', { name: 'Invitation link' }).fill('not a link');
      await page.getByText('Sorry, course not found. Please check the link.').waitFor();
      await expectNoViolations(page);
    });
  });
}

test('axe: home with the cookie banner, and the cookie settings panel', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHome(page);
  await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
  await expectNoViolations(page);
});
