// Pages drawn by React's server renderer (the default, PAGE_RENDERING=server). What a crawler, a chat preview or a phone before its script gets is
// read from the HTML as sent; then the app takes the page over without drawing it again, a press
// made before it has is not lost, and a visitor's own parts come after.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAILS, decideConsent, signInAs, storedValue } from './fixtures';

/** Holds the app's code back until the function it returns is called: the server's page alone. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the footer's language chooser's code back (a part taken over after the page) until released. */
async function holdChooserCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/locale-chooser-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's text as the server sent it (tags dropped), and the answer itself. */
async function htmlOf(page: Page, path: string) {
  const answer = await page.request.get(path);
  const html = await answer.text();
  return {
    answer,
    html,
    text: html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  };
}

test('a search page comes whole: its count, results, and a product link, before any script', async ({
  page,
  baseURL,
}) => {
  const { answer, html, text } = await htmlOf(page, '/en-us/search?q=biology');
  // The logo leads to the console on the page's own host (dev's stand-in), as the app draws it.
  expect(html).toContain(`class="site-header__logo" href="${baseURL}/console"`);
  expect(answer.status()).toBe(200);
  expect(text).toContain('Search results for “biology”');
  expect(text).toMatch(/Showing 1 - 24 of \d+ Results/);
  expect(html).toMatch(/<a [^>]*href="\/en-us\/products\/\d{13}\//);
  expect(html).toContain('<title>biology - Exchange Search</title>');
  expect(html).not.toContain('needs JavaScript');
  // The same page for everyone: a shared cache may keep it a minute, and revalidate it.
  expect(answer.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  const again = await page.request.get('/en-us/search?q=biology', {
    headers: { 'if-none-match': answer.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
});

test('a product page comes with its title, summary and tabs; an unknown one answers 404', async ({ page }) => {
  const search = await htmlOf(page, '/en-us/search?q=biology');
  const href = /<a [^>]*href="(\/en-us\/products\/\d{13}\/[^"]*)"/.exec(search.html)![1]!.replaceAll('&amp;', '&');
  const { answer, html, text } = await htmlOf(page, href);
  expect(answer.status()).toBe(200);
  const title = /<title>([^<]+) - Exchange<\/title>/.exec(html)?.[1];
  expect(title).toBeTruthy();
  expect(html).toMatch(/<h1[^>]*>/);
  expect(text).toContain('ISBN-13:');
  expect(html).toContain('role="tab"');

  const unknown = await htmlOf(page, '/en-us/products/0000000000000/nothing?uuid=0000000000000');
  expect(unknown.answer.status()).toBe(404);
  expect(unknown.answer.headers()['cache-control']).toBe('no-cache');
  const missing = await htmlOf(page, '/en-us/no/such/page');
  expect(missing.answer.status()).toBe(404);
});

test('a product page comes with every tab it has, and the app asks for none of their parts again', async ({ page }) => {
  // Its table of contents and modules (whether it has those tabs) and its discipline's feature
  // are in the page: before, the server drew it without its Contents tab, which appeared once
  // the phone had asked for the contents itself.
  const collection = '/en-us/products/9781619292925/biology-collection-selected-chapters-from-understanding-biology';
  const { html } = await htmlOf(page, collection);
  const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1]);
  expect(tabs).toEqual(['Overview', 'Getting started', 'Features', 'Contents', 'Author(s)', 'Modules']);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(products\/\d+\/(toc|module)|disciplineFeature)/.test(request.url())) asked.push(request.url());
  });
  await page.goto(collection);
  // Alive: the alternate formats' details are asked for once the page has loaded and gone idle.
  await page.waitForRequest(/\/api\/products\/\d+\?getRelated=true/);
  await page.getByRole('tab', { name: 'Contents' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Part I: Foundations');
  expect(asked).toEqual([]);
});

test('a Turkish page comes in Turkish from the server', async ({ page }) => {
  const { answer, html } = await htmlOf(page, '/tr-tr/search?q=biyoloji');
  expect(answer.status()).toBe(200);
  expect(html).toContain('<html lang="tr-TR"');
  expect(html).toContain('<title>biyoloji - Exchange Arama</title>');
  expect(html).not.toContain('Search results for');
});

test("a subject's page and a corrected search are titled in the HTML as the app titles them", async ({ page }) => {
  // The title names what was searched: a subject's name or the corrected words, which only the
  // page's answers tell (a link preview and a crawler read the HTML's).
  const subject = await htmlOf(page, '/en-us/search?disc=biology');
  expect(subject.html).toContain('<title>Biology - Exchange Search</title>');
  expect(subject.html).toContain('<meta property="og:title" content="Biology - Exchange Search">');
  const corrected = await htmlOf(page, '/en-us/search?q=biolgy');
  expect(corrected.html).toContain('<title>biology - Exchange Search</title>');
  const turkish = await htmlOf(page, '/tr-tr/search?disc=biology');
  expect(turkish.html).toContain('<title>Biyoloji - Exchange Arama</title>');

  await page.goto('/en-us/search?disc=biology');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page).toHaveTitle('Biology - Exchange Search');
});

test('the app takes the page over without drawing it again, with no mismatch', async ({ page }) => {
  // A part only the device knows (its camera: the scan button) drawn in the browser's first
  // render made React find the pages differ (#418) about one run in three, whenever the button's
  // lazy chunk had arrived by then; it now comes after the page is alive (use-hydrated.ts).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/en-us/search?q=biology');
  const heading = page.getByRole('heading', { level: 1, name: 'Search results for “biology”' });
  // The element the server sent stays: React attached to it rather than drawing a new one.
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  const searchField = page.getByRole('banner').locator('input[name="q"]');
  await searchField.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  // The cookie banner is the device's to show: it comes once the app is alive.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
  await expect(searchField).toHaveAttribute('data-from-server', 'yes');
  await page.locator('main a[href*="/products/"]').first().click();
  await expect(page).toHaveURL(/\/en-us\/products\/\d{13}\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors.filter((e) => /hydrat|did not match|418|423|425/i.test(e))).toEqual([]);
});

test('a results page carries the subject outline, and the whole tree only to name a chosen secondary subject', async ({
  page,
}) => {
  // The facet and the header draw categories and primary disciplines: a page carries those. The
  // secondary disciplines (most of the tree's bytes) come with a page that names one.
  const plain = await htmlOf(page, '/en-us/search?q=biology');
  expect(plain.html).toContain('["disciplines","outline","en-us"]');
  expect(plain.html).not.toContain('["disciplines","list","en-us"]');
  expect(plain.html).not.toContain('biology-cell-molecular-biology');
  expect(plain.html).toContain('"code":"biology"');

  const named = await htmlOf(page, '/en-us/search?disc=biology-cell-molecular-biology');
  expect(named.answer.status()).toBe(200);
  expect(named.text).toContain('Search results for “Cell &amp; Molecular Biology”');
  expect(named.html).toContain('["disciplines","list","en-us"]');
  expect(named.html).toContain('<title>Cell &amp; Molecular Biology - Exchange Search</title>');

  // Taken over as sent; once idle, the device keeps the whole tree for its offline search by
  // subject names (a page now carries only the outline of it).
  const errors = watchMismatches(page);
  await page.goto('/en-us/search?q=biology');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “biology”' })).toBeVisible();
  const keptSecondaries = async () => {
    const kept = JSON.parse((await storedValue<string>(page, 'exchange.query-cache')) ?? '{}') as {
      clientState?: { queries: Array<{ queryKey: unknown[]; state: { data?: unknown } }> };
    };
    const tree = kept.clientState?.queries.find((q) => q.queryKey.join() === 'disciplines,list,en-us')?.state.data as
      Array<{ primaryDisciplines: Array<{ secondaryDisciplines: Array<{ code: string }> }> }> | undefined;
    return tree?.flatMap((c) => c.primaryDisciplines.flatMap((d) => d.secondaryDisciplines.map((s) => s.code))) ?? [];
  };
  await expect.poll(keptSecondaries, { timeout: 20_000 }).toContain('biology-cell-molecular-biology');
  await page.goto('/en-us/search?disc=biology-cell-molecular-biology');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “Cell & Molecular Biology”' }),
  ).toBeVisible();
  expect(mismatches(errors)).toEqual([]);
});

test('a product page carries its description in the HTML, and is taken over with no mismatch', async ({ page }) => {
  // The server sanitises the description's HTML (DOMPurify on jsdom, the page's rules); the
  // browser keeps that markup while it takes the page over (it once drew the text instead, and
  // React reported #418).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const collection = '/en-us/products/9781619292925/biology-collection-selected-chapters-from-understanding-biology';
  const { text } = await htmlOf(page, collection);
  expect(text).toContain('Written for the way today’s students learn');
  await page.goto(collection);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  await expect(page.locator('.product-description')).toContainText('Written for the way today’s students learn');
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
  expect(errors.filter((e) => /hydrat|did not match|418|423|425/i.test(e))).toEqual([]);
});

test('a press made before the app has taken the page over is made again once it has', async ({ page }) => {
  // The app's code held back while the visitor presses the header's Sign in.
  const release = await holdAppCode(page);
  await page.goto('/en-us/search?q=biology', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/search\?q=biology$/);
  release();
  await expect(page).toHaveURL(/\/en-us\/signin\?returnUrl=/);
});

test('a product page left before the app has taken it over is kept for offline all the same', async ({ page }) => {
  const search = await htmlOf(page, '/en-us/search?q=biology');
  const href = /<a [^>]*href="(\/en-us\/products\/(\d{13})\/[^"]*)"/.exec(search.html)!;
  const [path, productId] = [href[1]!.replaceAll('&amp;', '&'), href[2]!];
  // The product screen's code held back: the app runs, but cannot take the page over.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The visitor switches away (the page is hidden, as before it is left), until the app is
  // running and hands the page's answers off.
  const handedOff = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      delete (document as { visibilityState?: unknown }).visibilityState;
      return window.localStorage.getItem('exchange.query-cache.unsaved') ?? '';
    });
  await expect.poll(handedOff, { timeout: 20_000 }).toContain(`["products","detail","${productId}"`);
  // Not taken over yet: what was handed off is the page's own answers, to join the device's.
  expect(await handedOff()).toContain('"pageOnly":true');
  release();

  // The next page, once taken over, adds them to what the device keeps.
  await page.goto('/en-us');
  await expect
    .poll(async () => (await storedValue<string>(page, 'exchange.query-cache')) ?? '', { timeout: 20_000 })
    .toContain(`["products","detail","${productId}"`);
  // Taken back once the next start has stored it; the product page, taken over once released,
  // may have saved the product itself before it was left, so this can come a moment later.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('exchange.query-cache.unsaved')), { timeout: 20_000 })
    .toBeNull();
});

test('text typed before the app has taken the page over reaches it: the sign-in form sends it', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/en-us/signin?returnUrl=%2Fen-us%2F', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill('student@example.edu');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  release();
  // The form's own check would say 'Enter your email and your password.' had the app not seen them.
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByLabel('Email')).toHaveValue('student@example.edu');
});

test('a search typed before the app has taken the page over gets its suggestions once it has', async ({ page }) => {
  test.skip(page.viewportSize()!.width < 992, 'the phone header opens its search in a dialog, drawn by the app');
  const release = await holdAppCode(page);
  await page.goto('/en-us/search?q=biology', { waitUntil: 'domcontentloaded' });
  const field = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Enter Title, Author, ISBN, or Subject keywords' });
  await field.fill('');
  await field.pressSequentially('chem', { delay: 20 });
  release();
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await expect(field).toHaveValue('chem');
});

test('a language chosen before the app has taken the footer over is the one the page moves to', async ({ page }) => {
  // The footer's chooser is a part the app takes over after the page (its code comes later):
  // held back longer than the app's, so the choice and its press wait for that part.
  const release = await holdAppCode(page);
  const releaseChooser = await holdChooserCode(page);
  await decideConsent(page);
  await page.goto('/en-us/search?q=biology', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Language and region' }).selectOption('tr-tr');
  await page.getByRole('button', { name: 'Change' }).click();
  release();
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/en-us\/search\?q=biology$/);
  releaseChooser();
  await expect(page).toHaveURL(/\/tr-tr\/search\?q=biology$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arama sonuçları: “biology”');
});

test('a language chosen after the app has taken the page over but before the footer is the one the page moves to', async ({
  page,
}) => {
  // Between the two, the chooser is still the server's form: a press let through would send it
  // as the browser does (the same page again, in en-us, with the query gone).
  const releaseChooser = await holdChooserCode(page);
  await decideConsent(page);
  await page.goto('/en-us/search?q=biology', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Language and region' }).selectOption('tr-tr');
  await page.getByRole('button', { name: 'Change' }).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/en-us\/search\?q=biology$/);
  releaseChooser();
  await expect(page).toHaveURL(/\/tr-tr\/search\?q=biology$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arama sonuçları: “biology”');
});

test('a page scrolled before the app has taken it over stays where the reader is', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/en-us/products/9781844235780', { waitUntil: 'domcontentloaded' });
  // Less than the shortest product page's own scroll (about 400 px at 1280 × 800).
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
  const before = await page.evaluate(() => window.scrollY);
  release();
  // The app is live: the cookie banner is the device's to show.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('a wide screen has the filter bar and layout toggle from the first paint, kept as the app takes over; a phone has Filter by', async ({
  page,
}) => {
  // The app's code held back: what shows is the server's page alone.
  const release = await holdAppCode(page);
  await page.goto('/en-us/search?q=biology', { waitUntil: 'domcontentloaded' });
  const wide = (page.viewportSize()?.width ?? 1280) >= 992;
  const bar = page.getByRole('region', { name: 'Filter by' });
  const toggle = page.getByRole('group', { name: 'Layout' });
  const filterBy = page.getByRole('button', { name: 'Filter by' });
  if (wide) {
    await expect(bar).toBeVisible();
    await expect(toggle).toBeVisible();
    await expect(filterBy).toBeHidden();
    await bar.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  } else {
    await expect(bar).toBeHidden();
    await expect(toggle).toBeHidden();
    await expect(filterBy).toBeVisible();
  }
  release();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  if (wide) {
    // The same element: nothing was drawn again or moved.
    await expect(bar).toHaveAttribute('data-from-server', 'yes');
    await expect(toggle).toBeVisible();
  } else {
    await filterBy.click();
    await expect(page.getByRole('dialog', { name: 'Filter by' })).toBeVisible();
  }
});

/** Errors that say React found the server's page and its own first render different. */
function watchMismatches(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}
// React's hydration errors by their number ('Minified React error #418'), not any 418 in an address.
const mismatches = (errors: string[]) => errors.filter((e) => /hydrat|did not match|error #(418|423|425)\b/i.test(e));

test("a signed-in visitor's own parts come after the page is taken over; the worker asks the server first", async ({
  page,
}) => {
  // The student's institutions (the picker) were drawn in the first render once the session had
  // loaded before React took the page over: #418, the results thrown away and drawn again, and a
  // press made meanwhile lost. The session now starts once the page is taken over.
  const errors = watchMismatches(page);
  await decideConsent(page);
  await signInAs(page, DEMO_EMAILS.student);
  await page.goto('/en-us/search?q=biology');
  await expect(page.getByRole('combobox', { name: 'Institution' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

  // Again, with the worker in control and this device's answers stored: the server's page still
  // (network first: the worker's shell carries no answers), taken over without a mismatch.
  const again = await page.goto('/en-us/search?q=biology', { waitUntil: 'domcontentloaded' });
  expect(again!.fromServiceWorker()).toBe(true);
  expect(await again!.text()).toContain('id="page-state"');
  // The student's own results, then the press (a press straddling their arrival is no click).
  await expect(page.getByRole('combobox', { name: 'Institution' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.locator('main a[href*="/products/"]').first().click();
  await expect(page).toHaveURL(/\/en-us\/products\/\d{13}\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Account settings/ })).toBeVisible();
  expect(mismatches(errors)).toEqual([]);
});

test("a signed-in visitor's results stay on screen while their own arrive: a card pressed then is still there", async ({
  page,
}) => {
  // The session arrives once the page is taken over and asks for the visitor's own results.
  // Skeletons drawn in between removed the card a press was held on, and the press was lost
  // (a student's first tap on a result stayed on the search page).
  await decideConsent(page);
  await signInAs(page, DEMO_EMAILS.student);
  await page.addInitScript(() => {
    const w = window as unknown as { skeletons: number };
    w.skeletons = 0;
    new MutationObserver(() => {
      if (document.querySelector('ul.result-list[aria-hidden="true"]')) w.skeletons += 1;
    }).observe(document, { subtree: true, childList: true });
  });
  let ownResults = 0;
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/search') ownResults += 1;
  });
  await page.goto('/en-us/search?q=biology');
  await expect(page.getByRole('combobox', { name: 'Institution' })).toBeVisible();
  await expect.poll(() => ownResults).toBeGreaterThan(0);
  await expect(page.locator('.result-list[aria-busy]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { skeletons: number }).skeletons)).toBe(0);
  const first = page.locator('.result-list > li a[href*="/products/"]').first();
  const pressed = new URL(await first.evaluate((a) => (a as HTMLAnchorElement).href));
  await first.click();
  await expect(page).toHaveURL(pressed.href);
});

test('the cookie banner is there from the first paint for a visitor who has not decided, never for one who has, and not without script', async ({
  page,
  browser,
  baseURL,
}) => {
  // The server's page is the same for everyone and carries the banner; a script in its head shows
  // it before the app is live only to an undecided visitor (it came after the take-over, and a
  // first visit's largest paint was its text, seconds late on a phone).
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  const errors = watchMismatches(page);
  // The app's code held back: what the server's page and its head's script show by themselves.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/en-us/search?q=biology');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
  await expect(page.locator('html[data-live]')).toHaveCount(0);

  // The app live: the same banner taken over without a mismatch, and it answers.
  await page.unroute(/\/assets\/.*\.js$/);
  await page.reload();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(banner).toHaveCount(0);
  expect(mismatches(errors)).toEqual([]);

  // Decided: never seen, before the app is live or after.
  await page.goto('/en-us/search?q=biology');
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await expect(banner).toHaveCount(0);
  const decided = await browser.newContext({ baseURL });
  const returning = await decided.newPage();
  await decideConsent(returning);
  await returning.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await returning.goto('/en-us/');
  await expect(returning.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(returning.locator('html[data-live]')).toHaveCount(0);
  await expect(returning.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await decided.close();

  // Without script there is nothing to consent to.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/en-us/search?q=biology');
  await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bare.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await noScript.close();
});

test('an admin page and an unknown page are taken over with no mismatch', async ({ page }) => {
  const errors = watchMismatches(page);
  await signInAs(page, DEMO_EMAILS.admin);
  // The server draws the admin page for nobody (loading); the admin's page comes after.
  await page.goto('/en-us/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Search insights' })).toBeVisible();
  const unknown = await page.goto('/en-us/no/such/page');
  expect(unknown!.status()).toBe(404);
  await expect(page.getByText("You are looking for something that doesn't exist.")).toBeVisible();
  expect(mismatches(errors)).toEqual([]);
});

test("a product's final answer is in the page: a custom edition's 401 and a missing product's 404 are taken over with no mismatch", async ({
  page,
}) => {
  const errors = watchMismatches(page);
  // The page carries the answer it drew as a message, so the app's first render draws the same,
  // whether or not its own request has come back (without it, a loaded phone drew the skeleton: #418).
  const answer = await page.goto('/en-us/products/9781724040992?uuid=9781724040992');
  expect(answer!.status()).toBe(401);
  // Its name and status only: not the address the server asked itself.
  const state = await page.locator('#page-state').textContent();
  expect(state).toContain('"error":{"name":"ApiError","status":401}');
  expect(state).not.toContain('/api/products/');
  // Then the app goes on to sign in (spec §4: 401 triggers login).
  await expect(page).toHaveURL(
    /\/en-us\/signin\?returnUrl=%2Fen-us%2Fproducts%2F9781724040992%3Fuuid%3D9781724040992$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const missing = await page.goto('/en-us/products/9999999999999/nothing?uuid=9999999999999');
  expect(missing!.status()).toBe(404);
  expect(await page.locator('#page-state').textContent()).toContain('"error":{"name":"ApiError","status":404}');
  await expect(page.getByText("You are looking for something that doesn't exist.")).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  expect(mismatches(errors)).toEqual([]);
});
