// A page in another locale paints in its words before any script runs: the server sends the
// shell the build drew in that locale, and once the locale has been used the service worker
// opens its pages offline from the same (scripts/first-paint/shell-plugin.ts, sw/sw.ts).
import { expect, test } from '@playwright/test';
import { CONSENT_KEY } from './fixtures';

const TURKISH_SKIP_LINK = 'Ana içeriğe geç';
const TURKISH_SIGN_IN = 'Oturum aç';
const TURKISH_LOADING = 'Sayfa yükleniyor';
const ENGLISH_SKIP_LINK = 'Skip to main content';
const TURKISH_START_OVER = 'Baştan başla';

test('a tr-tr page comes in Turkish from the server, and offline from the worker', { tag: '@shell' }, async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const choice = JSON.stringify({ version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' });
  await context.addInitScript(`window.localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, ${JSON.stringify(choice)});`);
  const page = await context.newPage();

  // The HTML as it arrives, before the app has run: a route shell (search) and the neutral page.
  const search = await page.goto('/tr-tr/search?q=biyoloji');
  const searchHtml = (await search!.text()).replace(/&#x27;|&#39;/g, "'");
  expect(searchHtml).toContain(TURKISH_SKIP_LINK);
  expect(searchHtml).toContain(TURKISH_SIGN_IN);
  expect(searchHtml).toContain(TURKISH_LOADING);
  expect(searchHtml).not.toContain(ENGLISH_SKIP_LINK);
  const neutral = await context.request.get('/tr-tr/getstarted');
  expect(await neutral.text()).toContain(TURKISH_SKIP_LINK);
  // en-us keeps its own words.
  expect(await (await context.request.get('/en-us/search?q=biology')).text()).toContain(ENGLISH_SKIP_LINK);

  // The worker keeps the locale's page once the locale is used (after load and idle).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await expect
    .poll(() => page.evaluate(async () => (await caches.open('locale-shells')).match('/shells/tr-tr.html').then(Boolean)), {
      timeout: 30_000,
    })
    .toBe(true);

  await context.setOffline(true);
  const offline = await page.goto('/tr-tr/search?q=kimya');
  expect(offline!.fromServiceWorker()).toBe(true);
  const offlineHtml = await offline!.text();
  expect(offlineHtml).toContain(TURKISH_SKIP_LINK);
  expect(offlineHtml).not.toContain(ENGLISH_SKIP_LINK);
  // The app then draws in Turkish as well.
  await expect(page.getByRole('link', { name: TURKISH_SKIP_LINK })).toBeAttached();
  // An en-us page offline still opens from the precached index.html.
  const english = await page.goto('/en-us/search?q=biology');
  expect(english!.fromServiceWorker()).toBe(true);
  expect(await english!.text()).toContain(ENGLISH_SKIP_LINK);
  await context.close();
});

/** The chunks the page's HTML lists for the boot (src/boot.ts), by file name without its hash. */
function listedModules(html: string): string[] {
  const list = JSON.parse(/<script type="application\/json" id="app-modules">(.*?)<\/script>/.exec(html)![1]!) as {
    modules: string[];
  };
  return list.modules.map((url) => url.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
}

test("a page's HTML lists its locale's words with the app, and the page loads no other locale's", async ({
  browser,
  baseURL,
}) => {
  // No worker: its precache fetches every precached chunk, en-us's words among them.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const html = async (url: string) => (await context.request.get(url)).text();
  // Each page its own words (docs/regions.md §4): tr-tr's stand alone; British English is
  // en-us's and its spelling on top.
  const trHome = listedModules(await html('/tr-tr'));
  expect(trHome).toContain('catalogue-tr-tr');
  expect(trHome).not.toContain('messages-en-us');
  expect(listedModules(await html('/tr-tr/products/9781619292925/some-slug'))).toEqual(
    expect.arrayContaining(['catalogue-tr-tr', 'catalogue-product-tr-tr']),
  );
  const enHome = listedModules(await html('/en-us'));
  expect(enHome).toContain('messages-en-us');
  expect(enHome.filter((name) => name.startsWith('catalogue-'))).toEqual([]);
  for (const url of ['/en-gb/search?q=biology', '/en-au/getstarted']) {
    const listed = listedModules(await html(url));
    expect(listed, url).toEqual(expect.arrayContaining(['catalogue-en-gb', 'messages-en-us']));
    expect(listed, url).not.toContain('catalogue-tr-tr');
  }

  // A Turkish page draws in Turkish having fetched no English words.
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/tr-tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konunuza göz atın');
  // The server drew the heading; the app's code (and its words) come once it has painted.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  expect(scripts.some((path) => /\/catalogue-tr-tr-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/messages-en-us-[\w-]+\.js$/.test(path))).toEqual([]);
  await context.close();
});

test('a kiosk in tr-tr returns to the tr-tr home after its idle reset', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const choice = JSON.stringify({ version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' });
  await context.addInitScript(`window.localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, ${JSON.stringify(choice)});`);
  const page = await context.newPage();
  // 5 s: the shortest idle setting (src/domain/session/kiosk.ts).
  await page.goto('/tr-tr/?kiosk=1&idle=5');
  await expect(page.getByRole('heading', { level: 1, name: 'Konunuza göz atın' })).toBeVisible();
  // The heading comes with the server's Turkish shell, before the app runs; kiosk mode is on
  // (and kept for the session) once its Start over button shows.
  await expect(page.getByRole('button', { name: TURKISH_START_OVER })).toBeVisible();
  await page.goto('/tr-tr/search?q=biyoloji');
  await expect(page).toHaveURL(/\/tr-tr\/search\?/);
  // Idle: no input from here on.
  await expect(page).toHaveURL(/\/tr-tr\/?$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Konunuza göz atın' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr-TR');
  await context.close();
});
