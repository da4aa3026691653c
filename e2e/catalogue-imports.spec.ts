// Catalogue imports (issue #40 item 5): the demo admin uploads a JSON-lines feed with one invalid
// line (e2e/fixtures/catalogue-feed-one-bad-line.jsonl) and "skip invalid records", sees the
// import's progress, then the summary and the report, and downloads the report as CSV. The first
// status poll is held back a moment (a slow network), so the progress is on screen long enough to
// be seen; everything else is the real server and database.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS, isMobile, signInAs } from './fixtures';
import { expectNoViolations } from './support/axe';

const FEED = 'e2e/fixtures/catalogue-feed-one-bad-line.jsonl';

test('an admin uploads a feed, follows its progress, reads the report and downloads it as CSV', async ({ page }, testInfo) => {
  // One upload a run (the server's catalogue is shared by both projects); the phone width is
  // looked at below, on the same page.
  test.skip(isMobile(page), 'the phone width is checked by resizing this page');
  await signInAs(page, DEMO_EMAILS.admin);
  let held = false;
  await page.route(/\/api\/admin\/catalogue-imports\/[0-9a-f-]{36}$/, async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });

  // From the insights page, where admins find it.
  await page.goto('/insights');
  await page.getByRole('link', { name: 'Catalogue imports: upload a feed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue imports' })).toBeVisible();

  await page.getByLabel('Feed file').setInputFiles(FEED);
  await page.getByRole('checkbox', { name: 'Skip invalid records and import the valid ones' }).check();
  await page.getByRole('button', { name: 'Upload' }).click();

  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText('Importing the feed')).toBeVisible();

  // A retry uploads the same feed again: its two products are there from the first try.
  const summary = testInfo.retry === 0 ? '2 new, 0 updated' : '0 new, 2 updated';
  await expect(page.getByText(`Imported 2 of 3 products. ${summary}.`)).toBeVisible();
  await expect(progress).toBeHidden();
  const report = page.getByRole('table', { name: 'Report' });
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('cell')).toHaveText([
    'line 2',
    'disciplines[0].primaryDiscipline.code',
    'unknown primary discipline "no-such-subject"',
  ]);
  await expect(page.getByRole('table', { name: 'History' }).getByRole('row').nth(1)).toContainText('skip invalid');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download report (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogue-import-[0-9a-f-]{36}\.csv$/);
  expect(await readFile((await download.path())!, 'utf8')).toBe(
    'record,field,message\r\nline 2,disciplines[0].primaryDiscipline.code,"unknown primary discipline ""no-such-subject"""\r\n',
  );

  await expectNoViolations(page, 'catalogue imports, the report shown');
  // At a phone's width the history table scrolls sideways inside its section.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoViolations(page, 'catalogue imports at 375 px');
  // The report and the history scroll by keyboard as well.
  for (const name of ['Report (table)', 'History (table)']) {
    await page.getByRole('region', { name }).focus();
    await expect(page.getByRole('region', { name })).toBeFocused();
  }

  // The uploaded products are in the catalogue.
  const product = await page.request.get('/api/products/9781999890018');
  expect(product.status()).toBe(200);
});
