// Screenshots of the shell for docs/screenshots (opt-in: SCREENSHOTS=1). The discipline list
// is a fixed, richer sample than the demo seed so the pictures show a realistic page.
import { test } from '@playwright/test';
import { decideConsent, disciplineFixture, waitForHome } from './fixtures';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

test('screenshots', async ({ page }, info) => {
  const width = info.project.name;
  await page.route(/\/api\/discipline(\?|$)/, (route) => route.fulfill({ json: disciplineFixture }));
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // first visit: with the consent banner
  await page.goto('/');
  await waitForHome(page);
  await page.screenshot({ path: `docs/screenshots/home-consent-${width}.png` });

  await decideConsent(page);
  await page.goto('/');
  await waitForHome(page);
  await page.screenshot({ path: `docs/screenshots/home-${width}.png`, fullPage: true });

  await page.goto('/no-such-page');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `docs/screenshots/not-found-${width}.png`, fullPage: true });

  await page.goto('/getstarted');
  await page.getByRole('textbox', { name: 'Invitation link' }).fill('https://elsewhere.example.com/x');
  await page.getByText('Sorry, course not found. Please check the link.').waitFor();
  await page.screenshot({ path: `docs/screenshots/get-started-${width}.png`, fullPage: true });

  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHome(page);
  await page.screenshot({ path: `docs/screenshots/home-dark-${width}.png`, fullPage: true });
});
