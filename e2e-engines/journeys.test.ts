/**
 * The named journeys on every engine (E2E_ENGINES, default chromium,firefox,webkit): search with
 * facets and autocomplete, the product page by role with its call to action, sign-in, consent,
 * offline after one online visit, the update prompt, kiosk reset, axe, and the fallbacks for
 * what an engine lacks (share, barcode reading, installing). Against the production build on
 * the real server, as the Playwright suite, reached through a proxy that can cut the link
 * (e2e-engines/switchable-proxy.ts). Assertions mirror the Chromium specs' (e2e/*.spec.ts).
 * Run: `npm run build && npm run test:engines` (E2E_ENGINES=webkit for one engine).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ean13Png } from '../e2e/support/barcode.ts';
import { ownServer, type OwnServer } from '../scripts/lib/own-server.ts';
import { e2eServerEnv } from '../e2e/server-env.ts';
import type { Engine, EngineName, EnginePage } from './engine-page.ts';
import { launchEngine, selectedEngines } from './engines.ts';
import { attribute, clickOn, count, find, gone, poll, textShows, urlMatches } from './page-queries.ts';
import { switchableProxy, type SwitchableProxy } from './switchable-proxy.ts';
import { runAxe } from './axe.ts';
import { IPHONE_SAFARI_UA } from './user-agents.ts';

const basePort = Number(process.env.E2E_ENGINES_PORT ?? 4420);
const JOURNEY_MS = process.env.CI ? 180_000 : 150_000;
const RETRIES = Number(process.env.E2E_ENGINES_RETRIES ?? (process.env.CI ? 1 : 0));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const SEARCH_LABEL = 'Enter Title, Author, ISBN, or Subject keywords';
const RESULTS = '.result-list:not([aria-hidden]) > li';
const COUNT = '.search-page__count';
const ASIDE = 'aside[aria-label="Access options"]';
/** GLP, higher ed, institutional: the instructor sees HE-001's $100.99 and 'Create a course'. */
const PRICED = '9781711007823';
/** GLP with a table of contents and a video. */
const WITH_CONTENTS = '9781844235780';
/** eText with national offers: the student's offers. */
const ETEXT_NATIONAL = '9781882369874';
const CONSENT_KEY = 'exchange.cookieConsent';
const PASSWORD = 'exchange-demo';

let server: OwnServer;
let proxy: SwitchableProxy;
let origin = '';
const shots = path.join('test-results', 'engines');

before(async () => {
  // The browsers reach the server through the proxy: the console's address is the proxy's too.
  const proxyPort = basePort + 1;
  server = ownServer(basePort, e2eServerEnv(basePort, `http://127.0.0.1:${proxyPort}`), 200_000);
  await server.start();
  proxy = await switchableProxy(proxyPort, server.url);
  origin = proxy.url;
  mkdirSync(shots, { recursive: true });
});

after(async () => {
  await proxy?.close();
  await server?.stop();
});

// ---- helpers: what the Playwright specs do with fixtures, over the thin driver --------------

async function open(page: EnginePage, pathname: string): Promise<void> {
  await page.goto(`${origin}${pathname}`);
  if (!pathname.startsWith('/favicon')) await appRendered(page);
}

/**
 * The app has drawn over the prerendered HTML: React's own properties on the header. Before
 * that, the page shows but its buttons do nothing yet (the shell is HTML only): a press would
 * be lost, for a user as for a test.
 */
async function appRendered(page: EnginePage): Promise<void> {
  await poll('the app rendered', () =>
    page.evaluate<boolean>(
      `const el = document.querySelector('header, main'); return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));`,
    ),
  );
}

/** Decides cookie consent before the app starts (a same-origin file first: no init scripts in WebDriver). */
async function decideConsent(page: EnginePage, performance = false): Promise<void> {
  await open(page, '/favicon.svg');
  const choice = JSON.stringify({ version: 1, groups: { C0002: performance }, decidedAt: '2025-01-01T00:00:00.000Z' });
  await page.evaluate(`localStorage.setItem(args[0], args[1]);`, CONSENT_KEY, choice);
}

/** Signs in through the real API and stores the session where the app keeps it (the form: its own journey). */
async function signInAs(page: EnginePage, email: string): Promise<{ userId: string }> {
  return page.evaluate<{ userId: string }>(
    `const response = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: args[0], password: args[1] }) });
     if (!response.ok) throw new Error('sign-in: HTTP ' + response.status);
     const body = await response.json();
     localStorage.setItem('exchange.session', JSON.stringify({ token: body.token, userId: body.userId, expiresAt: Date.parse(body.expiresAt) }));
     return { userId: body.userId };`,
    email,
    PASSWORD,
  );
}

async function waitForHome(page: EnginePage): Promise<void> {
  await find(page, 'h1');
  await find(page, '.subject-box:not(.subject-box--skeleton), .discipline-list__category a, .notice');
}

async function h1(page: EnginePage): Promise<string> {
  await find(page, 'h1');
  return page.evaluate<string>(`return document.querySelector('h1').textContent.trim();`);
}

async function waitForWorker(page: EnginePage): Promise<void> {
  // WebKit claims the first page later than the others: a reload is what a second visit is.
  try {
    await poll(
      'a controlling service worker',
      () => page.evaluate<boolean>(`return !!navigator.serviceWorker.controller;`),
      20_000,
    );
  } catch {
    await page.reload();
    await poll(
      'a controlling service worker',
      () => page.evaluate<boolean>(`return !!navigator.serviceWorker.controller;`),
      40_000,
    );
  }
}

/**
 * Clicks the tab named `name`, waits until it is the chosen one, and returns its panel's
 * selector: the panel read sooner (a loaded host) may still be the previous tab's.
 */
async function chooseTab(page: EnginePage, name: string): Promise<string> {
  await clickOn(page, '[role="tab"]', name);
  await poll(
    `${name} selected`,
    async () => (await attribute(page, await find(page, '[role="tab"]', name), 'aria-selected')) === 'true',
  );
  const panelId = await attribute(page, await find(page, '[role="tab"]', name), 'aria-controls');
  return find(page, `[role="tabpanel"][id="${panelId}"]`);
}

async function text(page: EnginePage, selector: string): Promise<string> {
  return page.evaluate<string>(
    `return (document.querySelector(args[0])?.textContent ?? '').replace(/\\s+/g, ' ').trim();`,
    selector,
  );
}

/** The search bar's field at desktop width. */
const HEADER_FIELD = `header input[role="combobox"][aria-label="${SEARCH_LABEL}"], header input[role="combobox"][placeholder="${SEARCH_LABEL}"]`;

// ---- the journeys, once per engine ------------------------------------------------------------

for (const name of selectedEngines()) {
  describe(name, () => {
    let engine: Engine;
    const pages: EnginePage[] = [];
    const newPage = async (viewport = DESKTOP, on: Engine = engine) => {
      const page = await on.newPage(viewport);
      pages.push(page);
      return page;
    };
    const journey = (title: string, fn: (t: { engine: EngineName }) => Promise<void>, skip?: string) =>
      it(title, { timeout: JOURNEY_MS * (RETRIES + 1), ...(skip ? { skip } : {}) }, async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            await fn({ engine: name });
            return;
          } catch (error) {
            const last = pages.at(-1);
            const file = path.join(shots, `${name}-${title.replace(/\W+/g, '-').slice(0, 60)}-${attempt + 1}.png`);
            if (last) await last.screenshot(file).catch(() => undefined);
            if (attempt >= RETRIES) throw error;
            // As the Playwright suite on CI (retries: 1): a second try, and the first failure said.
            console.log(
              `# ${name}: '${title}' failed, trying again: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
          } finally {
            for (const page of pages.splice(0)) await page.close().catch(() => undefined);
            proxy.setOnline(true);
          }
        }
      });

    before(async () => {
      engine = await launchEngine(name, { webdriver: basePort + 10, display: basePort - 4400 + 40 });
    });
    after(async () => {
      await engine?.stop();
    });

    journey('search: the results and their count, a platform facet, page 2', async () => {
      const page = await newPage();
      await decideConsent(page);
      await open(page, '/search?q=biology');
      assert.equal(await h1(page), 'Search results for “biology”');
      await find(page, RESULTS);
      await textShows(page, COUNT, /^Showing 1 - 24 of \d+ Results$/);
      assert.equal(await count(page, RESULTS), 24);
      assert.equal(await page.evaluate<string>('return document.title;'), 'biology - Exchange Search');
      const total = Number(/of (\d+) Results/.exec(await text(page, COUNT))?.[1]);
      assert.ok(total > 24, `more than one page of biology (${total})`);

      // Page 2 through the labelled pagination.
      const firstTitle = await text(page, `${RESULTS} h2, ${RESULTS} h3`);
      await clickOn(page, 'nav[aria-label="Search results pages"] a', 'Page 2');
      await urlMatches(page, /[?&]page=2(&|$)/);
      await textShows(page, COUNT, `Showing 25 - ${Math.min(48, total)} of ${total} Results`);
      await poll(
        'other results on page 2',
        async () => (await text(page, `${RESULTS} h2, ${RESULTS} h3`)) !== firstTitle,
      );

      // A platform with results: its radio's label, as a user clicks it.
      const label = await page.evaluate<string | null>(`
        const fieldset = Array.from(document.querySelectorAll('fieldset')).find((f) => f.querySelector('legend')?.textContent.trim() === 'Platform');
        const input = fieldset && Array.from(fieldset.querySelectorAll('input[type=radio]')).find((r) => {
          const name = r.labels[0]?.textContent ?? '';
          return !r.checked && !/^All/.test(name) && Number(/\\((\\d+)\\)\\s*$/.exec(name)?.[1] ?? 0) > 0;
        });
        if (!input) return null;
        input.labels[0].dataset.e2e = 'platform';
        return input.id;`);
      assert.ok(label, 'a platform with results');
      await page.click('[data-e2e="platform"]');
      await urlMatches(page, /[?&]type=/);
      await poll('the chosen platform checked', () =>
        page.evaluate<boolean>(`return document.getElementById(args[0]).checked;`, label),
      );
      await find(page, RESULTS);
      // One page: 'Showing 9 of 9 Results'; more: 'Showing 1 - 24 of 30 Results'.
      await textShows(page, COUNT, /^Showing (1 - )?\d+ of \d+ Results$/);
    });

    journey('phone: the filter sheet covers the page; closed, the results are where they were', async () => {
      const page = await newPage(PHONE);
      await decideConsent(page);
      await open(page, '/search?q=biology');
      await find(page, RESULTS);
      await page.evaluate(
        `window.scrollTo(0, 600); document.querySelector('.search-page__filter-button').scrollIntoView({ block: 'nearest' });`,
      );
      const scrolled = await page.evaluate<number>('return Math.round(window.scrollY);');
      assert.ok(scrolled > 0, `the page scrolled (${scrolled})`);
      await clickOn(page, 'button', 'Filter by');
      const sheet = await find(page, 'dialog', 'Filter by');
      const height = await page.evaluate<number>(
        `return document.querySelector(args[0]).getBoundingClientRect().height;`,
        sheet,
      );
      assert.ok(height >= 800, `the sheet fills the screen (${height} px)`);
      await find(page, `${sheet} button`, 'Subject');
      await page.press('Escape');
      await gone(page, 'dialog', 'Filter by');
      await poll('the focus back on Filter by', () =>
        page.evaluate<boolean>(`return document.activeElement?.textContent.trim() === 'Filter by';`),
      );
      // Drawn again where it was: the cards have their size, the page its scroll position.
      assert.ok(
        await page.evaluate<boolean>(
          `return document.querySelector(args[0]).getBoundingClientRect().height > 50;`,
          RESULTS,
        ),
      );
      assert.equal(await page.evaluate<number>('return Math.round(window.scrollY);'), scrolled);
    });

    journey('search and a product in tr-tr: Turkish words, Turkish figures', async () => {
      const page = await newPage();
      await decideConsent(page);
      await open(page, '/tr-tr/search?q=biology');
      assert.equal(await h1(page), 'Arama sonuçları: “biology”');
      assert.equal(await page.evaluate<string>('return document.documentElement.lang;'), 'tr-TR');
      await find(page, RESULTS);
      await textShows(page, COUNT, /^[\d.]+ sonuçtan 1 - 24 arası gösteriliyor$/);
      assert.equal(await page.evaluate<string>('return document.title;'), 'biology - Exchange Arama');
      await find(page, 'nav[aria-label="Arama sonuçları sayfaları"] a', 'Sayfa 2');

      // The first result's page, under the same locale, with the product page's Turkish.
      await clickOn(page, `${RESULTS} a[href*="/products/"]`);
      await urlMatches(page, /\/tr-tr\/products\/[^/?]+/);
      await find(page, '[role="tab"]', 'Genel bakış');
      await find(page, 'aside[aria-label="Erişim seçenekleri"] button', 'Oturum aç');
      await textShows(page, 'aside[aria-label="Erişim seçenekleri"]', /Fiyat seçeneklerini görmek/);
    });

    journey('autocomplete: the start of a real title suggests it; the arrow keys and Enter open it', async () => {
      const page = await newPage();
      await decideConsent(page);
      const first = await page.evaluate<{ title: string }>(
        `const r = await fetch('/api/search?q=&limit=1'); const b = await r.json(); return { title: b.items[0].source['schema:name'] };`,
      );
      const title = first.title;
      await open(page, '/getstarted?ref=revel');
      await find(page, 'h1');
      const field = await find(page, HEADER_FIELD);
      const typed = title.slice(0, Math.max(12, title.indexOf(' ', 12))).trimEnd();
      await page.type(field, typed);
      const listbox = await find(page, '[role="listbox"]', 'Search suggestions');
      assert.equal(await attribute(page, field, 'aria-expanded'), 'true');
      const names = await page.evaluate<string[]>(
        `const group = Array.from(document.querySelectorAll(args[0] + ' [role="group"]')).find((g) => (g.getAttribute('aria-label') ?? document.getElementById(g.getAttribute('aria-labelledby'))?.textContent.trim()) === 'Products');
         return group ? Array.from(group.querySelectorAll('[role="option"]')).map((o) => o.getAttribute('aria-label') ?? '') : [];`,
        listbox,
      );
      const target = names.findIndex((n) => n.startsWith(title));
      assert.ok(target >= 0, `"${title}" among ${names.join(' | ')}`);
      const authors = await page.evaluate<number>(
        `const group = Array.from(document.querySelectorAll(args[0] + ' [role="group"]')).find((g) => (g.getAttribute('aria-label') ?? document.getElementById(g.getAttribute('aria-labelledby'))?.textContent.trim()) === 'Authors');
         return group ? group.querySelectorAll('[role="option"]').length : 0;`,
        listbox,
      );
      for (let i = 0; i <= authors + target; i++) await page.press('ArrowDown');
      const active = await page.evaluate<{ selected: string | null; label: string | null; href: string | null }>(
        `const el = document.getElementById(document.querySelector(args[0]).getAttribute('aria-activedescendant'));
         return { selected: el?.getAttribute('aria-selected') ?? null, label: el?.getAttribute('aria-label') ?? null, href: el?.getAttribute('href') ?? null };`,
        field,
      );
      assert.equal(active.selected, 'true');
      assert.equal(active.label, names[target]);
      assert.match(active.href ?? '', /^\/en-us\/products\/[^/?]+\/[^/?]+\?uuid=[0-9a-f-]+&ref=revel$/);
      await page.press('Enter');
      await urlMatches(page, new RegExp(`${active.href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await poll(`the h1 "${title}"`, async () => (await h1(page)) === title);
      await poll(
        'the title',
        async () => (await page.evaluate<string>('return document.title;')) === `${title} - Exchange`,
      );
    });

    journey('product page, anonymous: sign in to see prices, no price shown', async () => {
      const page = await newPage();
      await decideConsent(page);
      await open(page, `/products/${WITH_CONTENTS}`);
      await find(page, 'h1');
      await find(page, `${ASIDE} button`, 'Sign in');
      await textShows(page, ASIDE, /Register or sign in to see pricing options and to create this course/);
      assert.doesNotMatch(await text(page, ASIDE), /\$/);
      // The tabs answer a click and keep the choice in the address.
      await chooseTab(page, 'Contents');
      await urlMatches(page, /[?&]tab=contents/);
    });

    journey('product page, student: the student offers; Join your course navigates', async () => {
      const page = await newPage();
      await decideConsent(page);
      await signInAs(page, 'student@example.edu');
      await open(page, `/products/${ETEXT_NATIONAL}`);
      const offers = await find(page, `${ASIDE} [role="region"], ${ASIDE} section`, 'Student access options');
      await textShows(page, offers, /Instant access/);
      await textShows(page, offers, /\$\d+\.\d{2} USD/);
      await textShows(page, ASIDE, /You will need a course invite link\./);
      const action = await find(page, `${ASIDE} a`, 'Join your course');
      assert.match((await attribute(page, action, 'href')) ?? '', /^\/console\/courses\/create\?returnUrl=/);
      await page.click(action);
      await find(page, 'h1, h2', 'Join your course');
    });

    journey('product page, validated instructor: the price, and Create a course posts to the console', async () => {
      const page = await newPage();
      await decideConsent(page);
      await signInAs(page, 'instructor@example.edu');
      await open(page, `/products/${PRICED}`);
      await textShows(page, ASIDE, /\$100\.99 USD/);
      const seamless = await find(page, `${ASIDE} input[type="radio"]`, 'Seamless billing');
      assert.equal(await page.evaluate<boolean>(`return document.querySelector(args[0]).checked;`, seamless), true);
      await clickOn(page, `${ASIDE} button`, 'Create a course');
      await find(page, 'h1, h2', 'Course creation request received');
      const received = await page.evaluate<Record<string, string>>(
        `return Object.fromEntries(Array.from(document.querySelectorAll('dt')).map((dt) => [dt.textContent.trim(), (dt.nextElementSibling?.textContent ?? '').trim()]));`,
      );
      assert.equal(received.productId, PRICED);
      assert.equal(received.orgId, 'ORG-US-HE-001');
      assert.equal(received.isDirectBill, 'true');
      await urlMatches(page, /\/console\/courses\/create\?returnUrl=/);
    });

    journey('sign-in through the form, the account menu, sign-out', async () => {
      const page = await newPage();
      await decideConsent(page);
      await open(page, '/redeemcode?ref=console');
      await clickOn(page, 'header button', 'Sign in');
      await urlMatches(page, /\/signin\?returnUrl=/);
      await page.type(await find(page, 'input[type="email"], input[name="email"]'), 'admin@example.edu');
      await page.type(await find(page, 'input[type="password"]'), PASSWORD);
      await clickOn(page, 'main button', 'Sign in');
      // Sign-in reloads the return page (spec §4: after 2 s).
      await urlMatches(page, /\/redeemcode\?ref=console$/);
      const profile = await find(page, 'header button', 'AM Alex Morgan Account settings');
      await page.click(profile);
      const menu = await find(page, '[role="group"]', 'My account');
      await clickOn(page, `${menu} button`, 'Sign out');
      await urlMatches(page, /\/signin\?returnUrl=/);
      assert.match(decodeURIComponent(new URL(await page.url()).searchParams.get('returnUrl') ?? ''), /\/redeemcode/);
      await gone(page, 'header button', /Account settings/);
    });

    journey(
      'consent: the banner asks once; the choice persists; Cookies reopens the settings, a modal Escape closes',
      async () => {
        const page = await newPage();
        await open(page, '/redeemcode');
        const banner = await find(page, '[role="region"], section', 'Cookie consent');
        await clickOn(page, `${banner} button`, 'Accept all cookies');
        await gone(page, '[role="region"], section', 'Cookie consent');
        await page.reload();
        await find(page, 'h1');
        await new Promise((r) => setTimeout(r, 1000));
        assert.equal(await count(page, '[role="region"], section', 'Cookie consent'), 0);
        await clickOn(page, 'footer button', 'Cookies');
        const dialog = await find(page, 'dialog', /Cookie settings/);
        const toggle = await find(page, `${dialog} [role="switch"]`, 'Performance and analytics cookies');
        assert.equal(
          await page.evaluate<boolean>(
            `const el = document.querySelector(args[0]); return el.checked ?? el.getAttribute('aria-checked') === 'true';`,
            toggle,
          ),
          true,
        );
        await page.click(toggle);
        await clickOn(page, `${dialog} button`, 'Confirm my choices');
        await gone(page, 'dialog', /Cookie settings/);
        const stored = await page.evaluate<boolean>(
          `return JSON.parse(localStorage.getItem(args[0])).groups.C0002;`,
          CONSENT_KEY,
        );
        assert.equal(stored, false);

        // The modal's platform part on this engine: the focus moves in, the page behind takes
        // none, Tab stays inside, Escape closes (the dialog's 'cancel') and the focus is back on
        // the control that opened it. Opened from the keyboard, as a click does not focus a
        // button in every engine.
        const cookies = await find(page, 'footer button', 'Cookies');
        await page.evaluate(`document.querySelector(args[0]).focus();`, cookies);
        await page.press('Enter');
        await find(page, 'dialog', /Cookie settings/);
        const focusInDialog = `return !!document.activeElement?.closest('dialog[open]');`;
        await poll('the focus in the dialog', () => page.evaluate<boolean>(focusInDialog));
        const behind = await page.evaluate<boolean>(
          `const button = document.querySelector(args[0]); button.focus(); return document.activeElement === button;`,
          cookies,
        );
        assert.equal(behind, false, 'the page behind the dialog takes no focus');
        for (let i = 0; i < 6; i++) {
          await page.press('Tab');
          const where = await page.evaluate<string>(
            `const el = document.activeElement; return !el || el === document.body ? 'none' : el.closest('dialog[open]') ? 'dialog' : 'page';`,
          );
          assert.notEqual(where, 'page', `Tab ${i + 1} reached the page behind the dialog`);
        }
        await page.press('Escape');
        await gone(page, 'dialog', /Cookie settings/);
        await poll('the focus back on Cookies', () =>
          page.evaluate<boolean>(`return document.activeElement === document.querySelector(args[0]);`, cookies),
        );
      },
    );

    journey(
      'offline after one online visit: home, a search, a viewed product, recent searches, held prices',
      async () => {
        const page = await newPage();
        await decideConsent(page);
        await signInAs(page, 'instructor@example.edu');
        await open(page, '/');
        await waitForHome(page);
        await waitForWorker(page);

        await open(page, `/products/${WITH_CONTENTS}`);
        const title = await h1(page);
        const panel = await chooseTab(page, 'Contents');
        const contents = (await text(page, panel)).slice(0, 40);
        assert.ok(contents.length > 0);

        // A search typed in the search box: it becomes a recent search.
        const field = await find(page, HEADER_FIELD);
        await page.type(field, 'biology');
        await page.press('Enter');
        await urlMatches(page, /\/search\?q=biology/);
        const firstResult = await find(page, `${RESULTS} a`, /Biology/);
        const firstResultName = await text(page, firstResult);
        // The cache is written to IndexedDB at most once a second (throttled): a user who reads
        // the results for a moment has them kept; a full page load sooner would lose the write.
        await new Promise((r) => setTimeout(r, 1500));
        await poll('the search kept as a recent one', () =>
          page.evaluate<boolean>(
            `return new Promise((resolve) => { const open = indexedDB.open('keyval-store'); open.onsuccess = () => { try { const get = open.result.transaction('keyval').objectStore('keyval').get('exchange.recent-searches'); get.onsuccess = () => resolve(JSON.stringify(get.result ?? []).includes('biology')); get.onerror = () => resolve(false); } catch { resolve(false); } }; open.onerror = () => resolve(false); });`,
          ),
        );

        await open(page, `/products/${PRICED}`);
        await textShows(page, ASIDE, /\$100\.99 USD\*/);
        // Let the throttled persister write (1 s) before the link goes.
        await new Promise((r) => setTimeout(r, 2000));

        proxy.setOnline(false);
        // Where the driver can tell the engine it is offline (navigator.onLine false, as on a
        // device that lost its network), it does; WebKitGTK's WebDriver cannot (docs/testing.md).
        const engineKnowsOffline = page.setOffline ? (await page.setOffline(true), true) : false;
        await open(page, '/');
        await waitForHome(page);
        await find(page, 'h2', 'Recently viewed');
        await find(page, 'a', new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        await open(page, '/search?q=biology');
        await find(page, `${RESULTS} a`, firstResultName);

        // The recent search offered by the emptied search box.
        const box = await find(page, HEADER_FIELD);
        // Emptied as a user empties it (select all, Backspace), it offers the recent ones.
        await page.click(box);
        await page.evaluate(`document.querySelector(args[0]).select();`, box);
        await page.press('Backspace');
        const recent = await find(page, '[role="listbox"] [role="group"]', 'Recent searches');
        await find(page, `${recent} [role="option"]`, /^biology, recent search$/);
        assert.equal(await attribute(page, box, 'aria-expanded'), 'true');

        await open(page, `/products/${WITH_CONTENTS}?tab=contents`);
        assert.equal(await h1(page), title);
        await textShows(page, '[role="tabpanel"]', new RegExp(contents.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        await open(page, `/products/${PRICED}`);
        await textShows(page, `${ASIDE} *`, /\$100\.99 USD\*/);
        if (!engineKnowsOffline) return;
        await textShows(page, `${ASIDE} *`, /^Prices as of /);
        await textShows(page, `${ASIDE} *`, /^You are offline\. Connect to the internet to continue\.$/);
        const create = await find(page, `${ASIDE} button`, 'Create a course');
        assert.equal(await page.evaluate<boolean>(`return document.querySelector(args[0]).disabled;`, create), true);

        // Back online: the offers revalidate by themselves.
        proxy.setOnline(true);
        await page.setOffline!(false);
        await poll(
          'Create a course enabled again',
          async () => (await count(page, `${ASIDE} button:enabled`, 'Create a course')) === 1,
          60_000,
        );
        await gone(page, `${ASIDE} *`, /^Prices as of /);
      },
    );

    journey(
      'the update prompt: a new worker waits until the user chooses Reload to update',
      async () => {
        const page = await newPage();
        await decideConsent(page);
        await open(page, '/');
        await waitForHome(page);
        await waitForWorker(page);
        const version = () =>
          page.evaluate<string>(
            `return new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = (e) => resolve(String(e.data)); navigator.serviceWorker.controller?.postMessage('VERSION?', [channel.port2]); setTimeout(() => resolve('v1'), 1500); });`,
          );
        // A second deploy of the worker: the same file plus an answer to 'VERSION?'.
        proxy.rewrite(
          '/sw.js',
          (body) =>
            `${body}\nself.addEventListener('message', (e) => { if (e.data === 'VERSION?') e.ports[0].postMessage('v2'); });\n`,
        );
        try {
          await page.evaluate(
            `const r = await navigator.serviceWorker.getRegistration(); await r?.update(); return true;`,
          );
          const prompt = await find(page, '[role="status"]', /A new version of this site is available\./, 60_000);
          assert.equal(
            await page.evaluate<boolean>(`return (await navigator.serviceWorker.getRegistration())?.waiting != null;`),
            true,
          );
          await new Promise((r) => setTimeout(r, 2000));
          assert.equal(await version(), 'v1', 'still the old worker until the user chooses');
          await clickOn(page, `${prompt} button`, 'Reload to update');
          await waitForHome(page);
          await poll('the new worker in control', async () => (await version()) === 'v2', 30_000).catch(
            async (error: Error) => {
              const state = await page.evaluate<string>(
                `const r = await navigator.serviceWorker.getRegistration(); return JSON.stringify({ url: location.href, controller: navigator.serviceWorker.controller?.state, active: r?.active?.state, waiting: r?.waiting?.state, installing: r?.installing?.state, prompt: document.querySelector('[role="status"]')?.textContent });`,
              );
              throw new Error(`${error.message}; worker: ${state}`);
            },
          );
        } finally {
          proxy.rewrite('/sw.js', null);
        }
      },
      // Debian's Chromium 156.0.8078.108 (2026-11-27): through this harness the click on 'Reload to
      // update' leaves the new worker waiting, on this session's first commit too; the same flow in
      // the same binary passes through Playwright's own runner (e2e/offline.spec.ts), so Chromium
      // keeps its check there while the cause here is found.
      name === 'chromium' ? 'Chromium 156.0.8078.108: see e2e/offline.spec.ts for this journey' : undefined,
    );

    journey('kiosk: idle returns home signed out, the search box and viewed products cleared', async () => {
      const page = await newPage();
      await decideConsent(page);
      await signInAs(page, 'instructor@example.edu');
      // 5 s: the shortest idle setting (src/domain/session/kiosk.ts).
      await open(page, '/?kiosk=1&idle=5');
      await waitForHome(page);
      await find(page, 'button', 'Start over');
      assert.equal(await count(page, 'button', 'Install app'), 0);
      await open(page, `/products/${PRICED}`);
      await textShows(page, ASIDE, /\$100\.99 USD\*/);
      await find(page, 'button', 'Start over');
      await page.type(await find(page, HEADER_FIELD), 'someone else’s words');
      // Idle: no input from here on.
      await urlMatches(page, /^http:\/\/[^/]+\/en-us\/?$/, 30_000); // the locale's home
      await waitForHome(page);
      await find(page, 'button', 'Sign in');
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(await count(page, 'h2', 'Recently viewed'), 0);
      assert.equal(await page.evaluate<string | null>(`return localStorage.getItem('exchange.session');`), null);
      await open(page, '/search?q=');
      const box = await find(page, HEADER_FIELD);
      assert.equal(await page.evaluate<string>(`return document.querySelector(args[0]).value;`, box), '');
    });

    journey('axe (WCAG 2.2 A/AA): home with the cookie banner and its settings, results, a product', async () => {
      const page = await newPage();
      await open(page, '/');
      await waitForHome(page);
      await find(page, '[role="region"], section', 'Cookie consent');
      assert.deepEqual(await runAxe(page), [], 'home with the cookie banner');
      await clickOn(page, 'button', 'Cookie settings');
      await find(page, 'dialog', /Cookie settings/);
      assert.deepEqual(await runAxe(page), [], 'the cookie settings panel');
      await decideConsent(page);
      await open(page, '/search?q=biology');
      await find(page, RESULTS);
      await textShows(page, COUNT, /Results$/);
      assert.deepEqual(await runAxe(page), [], 'search results');
      await open(page, `/products/${WITH_CONTENTS}`);
      await find(page, `${ASIDE} button`, 'Sign in');
      assert.deepEqual(await runAxe(page), [], 'a product page');
    });

    journey('share without navigator.share: Copy link copies the address and says so', async () => {
      const page = await newPage();
      await decideConsent(page);
      await signInAs(page, 'instructor@example.edu');
      await open(page, `/products/${PRICED}`);
      const hasShare = await page.evaluate<boolean>(`return typeof navigator.share === 'function';`);
      // The offers arriving move the Share button down: a press before then can miss it.
      await textShows(page, `${ASIDE} *`, /\$100\.99 USD\*/);
      await clickOn(page, `${ASIDE} button`, 'Share');
      const dialog = await find(page, 'dialog', /Share this page/);
      // Where the engine has the device's share sheet, its button; where not, Copy link alone.
      assert.equal(await count(page, `${dialog} button`, 'Share with an app'), hasShare ? 1 : 0);
      await clickOn(page, `${dialog} button`, 'Copy link');
      await textShows(page, `${dialog} [role="status"]`, 'Contents copied to clipboard.');
    });

    journey('barcode without BarcodeDetector: the bundled decoder reads a photo and the product opens', async () => {
      const page = await newPage();
      await decideConsent(page);
      const native = await page.evaluate<boolean>(`return 'BarcodeDetector' in window;`);
      await open(page, '/search');
      await clickOn(page, 'header button', 'Scan a barcode');
      const dialog = await find(page, 'dialog', /Scan a book’s barcode/);
      await find(page, `${dialog} button`, 'Choose a photo');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'exchange-scan-')), 'barcode.png');
      writeFileSync(file, await ean13Png(PRICED));
      await page.setFile(`${dialog} input[type="file"]`, file);
      await urlMatches(page, new RegExp(`/products/${PRICED}`), 30_000);
      await find(page, 'h1');
      assert.equal(await count(page, 'dialog'), 0);
      // Which decoder read it: the ZXing module of our own build where the engine has none.
      if (!native) {
        const loaded = await page.evaluate<string[]>(
          `return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /zxing_reader-.*\\.wasm$/.test(p));`,
        );
        assert.equal(loaded.length, 1, 'the bundled ZXing decoder was loaded from our origin');
      }
    });

    if (name === 'webkit') {
      journey(
        'install on an iPhone (WebKit, no beforeinstallprompt): Install app shows the Add to Home Screen steps',
        async () => {
          const iphone = (engine as Engine & { withUserAgent?: (ua: string) => Engine }).withUserAgent?.(
            IPHONE_SAFARI_UA,
          );
          assert.ok(iphone, 'this WebKit can present itself as an iPhone');
          const page = await newPage(PHONE, iphone);
          await decideConsent(page);
          await open(page, '/');
          await waitForHome(page);
          await clickOn(page, 'button', 'Install app');
          const dialog = await find(page, 'dialog', /Install Exchange on this device/);
          await textShows(page, `${dialog} li`, /Add to Home Screen/);
          assert.deepEqual(await runAxe(page, dialog), [], 'the steps dialog');
          await clickOn(page, `${dialog} button`, 'Close');
          await gone(page, 'dialog');
        },
      );
    }
  });
}
