// Screenshots of product detail per role for docs/screenshots (opt-in: SCREENSHOTS=1).
import { test, type Page } from '@playwright/test';
import { signLmsToken } from '../server/modules/identity/lms-token.ts';
import { decideConsent, DEMO_EMAILS, signInAs } from './fixtures';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

const shots: Array<{ name: string; email: string | null; product: string; query?: string; lms?: string }> = [
  { name: 'anonymous', email: null, product: '9781844235780' },
  { name: 'student', email: DEMO_EMAILS.student, product: '9781882369874' },
  { name: 'instructor', email: DEMO_EMAILS.instructor, product: '9781711007823' },
  { name: 'unverified-instructor', email: DEMO_EMAILS.unverifiedInstructor, product: '9781711007823' },
  { name: 'no-institution', email: DEMO_EMAILS.noInstitution, product: '9781711007823' },
  { name: 'k12-buyer', email: DEMO_EMAILS.k12Buyer, product: '9781710525113' },
  { name: 'lms', email: DEMO_EMAILS.instructor, product: '9781711007823', lms: 'ORG-US-HE-002' },
];

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  if (await dismiss.isVisible()) await dismiss.click();
}

for (const shot of shots) {
  test(`product page: ${shot.name}`, async ({ page }, info) => {
    await decideConsent(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (shot.email) await signInAs(page, shot.email);
    const query = shot.lms
      ? `?integration_context_token=${signLmsToken('e2e-only-lms-token-secret-never-used-in-production', { org: shot.lms, role: 'instructor', minutes: 10 }).token}`
      : '';
    await page.goto(`/products/${shot.product}${query}`);
    await settle(page);
    await page.screenshot({ path: `docs/screenshots/product-${shot.name}-${info.project.name}.png`, fullPage: true });
  });
}

test('product page: compare formats and contents', async ({ page }, info) => {
  await decideConsent(page);
  await signInAs(page, DEMO_EMAILS.instructor);
  await page.goto('/products/9781711007823?tab=contents');
  await settle(page);
  await page.screenshot({ path: `docs/screenshots/product-contents-${info.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Compare formats' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `docs/screenshots/product-compare-${info.project.name}.png` });
});
