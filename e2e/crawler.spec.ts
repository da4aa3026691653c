// A crawler or a chat's link preview: no script, a bot's user agent, the real build and server.
// What it reads is the HTML the server sends: the page's title, description, canonical address,
// Open Graph and JSON-LD, and the picture the preview shows.
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

/** A collection with modules and alternate formats (the demo catalogue's). */
const COLLECTION = '9781619292925';
const COLLECTION_NAME = 'Biology Collection: Selected Chapters from Understanding Biology';

test('a product page, read without script, names the product and shows its cover in a preview', async ({ page, request, baseURL }) => {
  const response = await page.goto(`/tr-tr/products/${COLLECTION}?uuid=x`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${COLLECTION_NAME} - Exchange`);
  const canonical = `${baseURL}/tr-tr/products/${COLLECTION}/biology-collection-selected-chapters-from-understanding-biology`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Written for the way today’s students learn/);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': Array<{ '@type': string; name?: string; workExample?: unknown[] }>;
  };
  const book = data['@graph'].find((n) => n['@type'] === 'Book');
  expect(book?.name).toBe(COLLECTION_NAME);
  expect(book?.workExample?.length).toBeGreaterThan(0);
  // The summary the server drew is there without script too.
  await expect(page.getByRole('heading', { level: 1, name: COLLECTION_NAME })).toBeVisible();

  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const bytes = await picture.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([600, 800]);
});

test('search pages are followed but not indexed; unknown pages answer 404', async ({ page }) => {
  await page.goto('/en-us/search?q=biology');
  await expect(page).toHaveTitle('biology - Exchange Search');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  expect((await page.goto('/en-us/no/such/page'))?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('robots.txt leads to a sitemap that lists the products', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`<loc>${baseURL}/sitemaps/en-us-1.xml</loc>`);
  const file = await (await request.get('/sitemaps/en-us-1.xml')).text();
  expect(file).toContain(`<loc>${baseURL}/en-us/products/${COLLECTION}/biology-collection-selected-chapters-from-understanding-biology</loc>`);
});
