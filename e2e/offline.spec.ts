/// <reference lib="dom" />
// Installable and offline, in Chromium against the production build on the real
// server. Playwright's webServer cannot be stopped mid-test, and `setOffline` does not stop the
// worker's own fetches, so this file starts its own server (scripts/lib/own-server.ts) on a copy
// of dist/ with an on-disk database (sessions survive a restart), stops it to go offline, and
// starts it again to come back. Run once, at desktop width:
//   npm run build && E2E_PORT=4191 npx playwright test e2e/offline.spec.ts --project=desktop --workers=1
// The reopen with the server stopped (home, a kept search, a search answered by the device, a
// viewed product, held prices) runs in en-us and in tr-tr (e2e/support/locales.ts): the worker
// must answer a locale's page, and the app draw it in that locale's words, with no server.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../scripts/chromium.ts';
import { ownServer, type OwnServer } from '../scripts/lib/own-server.ts';
import { CONSENT_KEY, DEMO_EMAILS, DEMO_PASSWORD, storedValue } from './fixtures';
import { at, EN_US, JOURNEY_LOCALES, type LocaleWords } from './support/locales';

/** GLP, higher ed, institutional: the instructor sees HE-001's $100.99 and 'Create a course'. */
const PRICED = '9781711007823';
/** GLP with a table of contents. */
const WITH_CONTENTS = '9781844235780';

const port = Number(process.env.E2E_PORT ?? 4173) + 100;
let server: OwnServer;
let dist = '';
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

// eslint-disable-next-line no-empty-pattern -- Playwright's hook signature: no fixtures, testInfo
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: the worker and storage do not depend on width');
  testInfo.setTimeout(240_000);
  // Under the project (Playwright's output folder), not the system's temporary one: run by tsx, a
  // server importing the page renderer from outside the project got one module for every
  // locale's address (server/plugins/page-renderer.ts loads one copy per locale), and stopped.
  mkdirSync('test-results', { recursive: true });
  dist = path.resolve(mkdtempSync(path.join('test-results', 'exchange-offline-dist-')));
  cpSync('dist', dist, { recursive: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-offline-data-'));
  server = ownServer(port, { DIST_DIR: dist, DATA_DIR: dataDir }, 200_000);
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function newContext(browser: Browser, w: LocaleWords = EN_US): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    locale: w.browser,
  });
  const choice = JSON.stringify({ version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' });
  await context.addInitScript(
    `window.localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, ${JSON.stringify(choice)});`,
  );
  return context;
}

/** Signs in through the real API and stores the session before the app starts (once per tab). */
async function signIn(context: BrowserContext, email: string): Promise<{ token: string; userId: string }> {
  const response = await context.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { token: string; userId: string; expiresAt: string };
  const stored = JSON.stringify({ token: body.token, userId: body.userId, expiresAt: Date.parse(body.expiresAt) });
  await context.addInitScript(
    `if (!sessionStorage.getItem('e2e.signedIn')) { sessionStorage.setItem('e2e.signedIn', '1'); localStorage.setItem('exchange.session', ${JSON.stringify(stored)}); }`,
  );
  return body;
}

async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

async function waitForHome(page: Page, w: LocaleWords = EN_US): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: w.home })).toBeVisible();
}

/** Everything the origin keeps in IndexedDB (every database, store and value) and Cache Storage. */
async function readDeviceStorage(page: Page): Promise<{ idb: string; caches: Record<string, string[]> }> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(storeName, 'readonly');
        const store = tx.objectStore(storeName);
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        // Strings as they are (the persisted cache is a JSON string), anything else as JSON.
        const text = (values ?? []).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n');
        parts.push(`${name}/${storeName}: ${JSON.stringify(keys)}\n${text}`);
      }
      db.close();
    }
    const cacheUrls: Record<string, string[]> = {};
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      cacheUrls[cacheName] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return { idb: parts.join('\n'), caches: cacheUrls };
  });
}

const aside = (page: Page, w: LocaleWords = EN_US) => page.getByRole('complementary', { name: w.accessOptions });

/** The product page's Contents tab, in each locale. */
const CONTENTS_TAB: Record<LocaleWords['locale'], string> = { 'en-us': 'Contents', 'tr-tr': 'İçindekiler' };

for (const w of JOURNEY_LOCALES) {
  test(`after one online visit, with the server stopped and the page offline, home, a search, viewed products and held prices come back; back online they revalidate (${w.locale})`, async ({
    browser,
  }) => {
    const context = await newContext(browser, w);
    const { userId } = await signIn(context, DEMO_EMAILS.instructor);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(at(w, '/'));
    await waitForHome(page, w);
    // The worker registers and, on this first visit already, controls the page (clientsClaim).
    await waitForWorker(page);

    // A product with contents, its Contents tab.
    await page.goto(at(w, `/products/${WITH_CONTENTS}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('tab', { name: CONTENTS_TAB[w.locale] }).click();
    // The panel by its tab's name: read before the switch, the Overview's panel would answer.
    const contentsPanel = page.getByRole('tabpanel', { name: CONTENTS_TAB[w.locale] });
    await expect(contentsPanel).toBeVisible();
    const contentsText = ((await contentsPanel.textContent()) ?? '').trim().slice(0, 40);
    expect(contentsText.length).toBeGreaterThan(0);

    // A search typed in the search box.
    const searchBox = page.getByRole('combobox', { name: w.searchLabel });
    await searchBox.fill('biology');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?q=biology`));
    const firstResult = page
      .getByRole('main')
      .getByRole('link', { name: /Biology/ })
      .first();
    await expect(firstResult).toBeVisible();
    const firstResultName = ((await firstResult.textContent()) ?? '').trim();

    // A priced product: the instructor's offers and the call to action.
    await page.goto(at(w, `/products/${PRICED}`));
    const create = aside(page, w).getByRole('button', { name: 'Create a course' });
    await expect(create).toBeEnabled();
    await expect(aside(page, w).getByText(`${w.price100}*`)).toBeVisible();
    // The lights go out once the device has kept the instructor's prices (the persister writes at
    // most once a second; a fixed pause was too short on a loaded machine).
    await expect
      .poll(async () => (await storedValue<string>(page, 'exchange.query-cache')) ?? '', { timeout: 15_000 })
      .toMatch(new RegExp(`\\["offers","product","${PRICED}",\\{[^}]*"userId":"${userId}"`));

    // Offline for real: the server stopped as well as the page offline.
    await server.stop();
    await context.setOffline(true);

    await page.goto(at(w, '/'));
    await waitForHome(page, w);
    await expect(page.getByRole('heading', { name: w.recentlyViewed })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first(),
    ).toBeVisible();

    await page.goto(at(w, '/search?q=biology'));
    await expect(page.getByRole('main').getByRole('link', { name: firstResultName }).first()).toBeVisible();

    // A search never typed before, answered from the device's index of everything seen: a word
    // of the viewed product's title (not 'biology'), as the user might half-remember it.
    const titleWord = title
      .split(/[^A-Za-z]+/)
      .filter((word) => word.length >= 5 && word.toLowerCase() !== 'biology')
      .sort((a, b) => b.length - a.length)[0]!;
    await page.goto(at(w, `/search?q=${encodeURIComponent(titleWord.toLowerCase())}`));
    await expect(page.getByText(w.localCount)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();

    await page.goto(at(w, `/products/${WITH_CONTENTS}?tab=contents`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('tabpanel')).toContainText(contentsText);

    await page.goto(at(w, `/products/${PRICED}`));
    await expect(aside(page, w).getByText(w.pricesAsOf)).toBeVisible();
    await expect(aside(page, w).getByText(`${w.price100}*`)).toBeVisible();
    await expect(create).toBeDisabled();
    await expect(aside(page, w).getByText(w.offlineAction)).toBeVisible();

    // Back online (server up again): the offers revalidate by themselves, no reload.
    await server.start();
    const offersRefetched = page.waitForResponse((r) => r.url().includes(`/api/products/offers/${PRICED}`) && r.ok(), {
      timeout: 60_000,
    });
    await context.setOffline(false);
    await offersRefetched;
    await expect(aside(page, w).getByText(w.pricesAsOf)).toHaveCount(0);
    await expect(create).toBeEnabled();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('Chromium reports no installability errors (manifest, icons, screenshots, worker)', async () => {
  // A profile on disk: Chromium never offers installing in an incognito-like context, which
  // Playwright's ordinary contexts are ('in-incognito').
  const profile = mkdtempSync(path.join(tmpdir(), 'exchange-offline-profile-'));
  const executablePath = findChromium()?.executablePath;
  const context = await chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForHome(page);
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest(-[\w-]+)?\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("sign-out leaves none of the previous user's data in IndexedDB or Cache Storage", async ({ browser }) => {
  const context = await newContext(browser);
  const { token, userId } = await signIn(context, DEMO_EMAILS.instructor);
  const page = await context.newPage();
  await page.goto(`/products/${PRICED}`);
  await waitForWorker(page);
  await expect(aside(page).getByText('$100.99 USD*')).toBeVisible();
  // Before: the persisted cache holds this user's offers (so the check below can fail).
  await expect.poll(async () => (await readDeviceStorage(page)).idb, { timeout: 15_000 }).toContain('"offers"');

  await page.getByRole('button', { name: /Account settings/ }).click();
  await page.getByRole('group', { name: 'My account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.waitForTimeout(2000);

  const after = await readDeviceStorage(page);
  // None of this user's prices (the page, still drawn while sign-out moves on, may have asked
  // for the anonymous offers, which carry no price: that answer may be kept).
  expect(after.idb).not.toContain('100.99');
  expect(after.idb).not.toContain(userId);
  expect(after.idb).not.toContain(token);
  // Cache Storage: the precache and covers only, never an API answer.
  for (const [cacheName, urls] of Object.entries(after.caches)) {
    for (const url of urls) {
      if (url.startsWith('/api/')) expect(url, cacheName).toMatch(/^\/api\/covers\//);
    }
  }
  const kept = await page.evaluate(() => ({
    session: localStorage.getItem('exchange.session'),
    user: sessionStorage.getItem('exchange.session-user'),
  }));
  expect(kept).toEqual({ session: null, user: null });
  await context.close();
});

test('kiosk: idle returns home signed out, with the search box, viewed products and personal caches cleared; new-tab links show a QR code', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const { userId } = await signIn(context, DEMO_EMAILS.instructor);
  const page = await context.newPage();
  // 5 s: the shortest idle setting (src/domain/session/kiosk.ts).
  await page.goto('/?kiosk=1&idle=5');
  await waitForHome(page);
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);

  // The session keeps kiosk mode without the parameter.
  await page.goto(`/products/${PRICED}`);
  await expect(aside(page).getByText('$100.99 USD*')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();

  // A link that would open a new tab shows its address as a QR code instead.
  const newTabLink = page.locator('a[target="_blank"]').first();
  if ((await newTabLink.count()) > 0) {
    await newTabLink.click();
    const dialog = page.getByRole('dialog', { name: 'Continue on your phone' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^QR code of http/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }

  const searchBox = page.getByRole('combobox', { name: 'Enter Title, Author, ISBN, or Subject keywords' });
  await searchBox.fill('someone else’s words');
  // Idle: no input from here on.
  await expect(page).toHaveURL(/\/en-us\/?$/, { timeout: 30_000 });
  await waitForHome(page);
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await page.waitForTimeout(2000);
  const after = await readDeviceStorage(page);
  // None of this user's prices (the page, still drawn while sign-out moves on, may have asked
  // for the anonymous offers, which carry no price: that answer may be kept).
  expect(after.idb).not.toContain('100.99');
  expect(after.idb).not.toContain(userId);
  expect(after.idb).not.toContain(PRICED);
  expect(await page.evaluate(() => localStorage.getItem('exchange.session'))).toBeNull();

  // Back to a page with the search box: it is empty.
  await page.goto('/search?q=');
  await expect(page.getByRole('combobox', { name: 'Enter Title, Author, ISBN, or Subject keywords' })).toHaveValue('');
  await context.close();
});

test('IndexedDB failing (quota, private mode): the app degrades to memory and does not crash', async ({ browser }) => {
  const context = await newContext(browser);
  await context.addInitScript(() => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await waitForHome(page);
  // In-app moves (no reload): home → product → back home.
  await page.getByRole('link', { name: 'Biology', exact: true }).first().click();
  await expect(page).toHaveURL(/\/search\?/);
  await page.getByRole('main').locator('a[href*="/products/"]').first().click();
  // The product page itself (the results page has an h1 too).
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  // The viewed list lives in memory for the visit: home still shows it.
  await page.goBack();
  await page.goBack();
  await waitForHome(page);
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('an update is applied only after the user chooses Reload', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await waitForHome(page);
  await waitForWorker(page);

  // A second version of the worker: the same file plus an answer to 'VERSION?'.
  const swPath = path.join(dist, 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  writeFileSync(
    swPath,
    `${original}\nself.addEventListener('message', (e) => { if (e.data === 'VERSION?') e.ports[0].postMessage('v2'); });\n`,
  );
  const controllerVersion = () =>
    page
      .evaluate(
        () =>
          new Promise<string>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (e) => resolve(String(e.data));
            navigator.serviceWorker.controller?.postMessage('VERSION?', [channel.port2]);
            setTimeout(() => resolve('v1'), 1500);
          }),
      )
      .catch(() => 'the page is loading again');
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    // Found and waiting, but the page is still served by the old worker, even after a while.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );
    await page.waitForTimeout(2000);
    expect(await controllerVersion()).toBe('v1');

    // A mark on this page's window: gone once the page has been loaded again.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await prompt.getByRole('button', { name: 'Reload to update' }).click();
    await expect.poll(controllerVersion, { timeout: 30_000 }).toBe('v2');
    // The page itself was loaded again (it stayed on the old code on the visit that installed
    // the first worker).
    await expect.poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true)).toBe(false);
    await waitForHome(page);
  } finally {
    writeFileSync(swPath, original);
  }
  await context.close();
});
