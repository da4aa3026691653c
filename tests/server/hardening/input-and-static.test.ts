/**
 * Hostile input an operator meets on day one: non-finite numbers, an LMS
 * token whose organisation holds a NUL, credentials in the request log, and paths that are
 * not the PWA's routes. Each answered 500, or index.html with 200, or logged a token before.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';
import { isAppRoute, matchesRoute } from '../../../server/plugins/static-pwa.ts';
import { randomUUID } from 'node:crypto';

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 20 } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/api/search?q=biology&limit=Infinity', 'limit'],
    ['/api/search?q=biology&limit=-Infinity', 'limit'],
    ['/api/search?q=biology&offset=1e309', 'offset'],
    ['/api/autoComplete?q=biology&limit=1e400', 'limit'],
    ['/api/discipline/count?q=biology&offset=Infinity', 'offset'],
  ])('%s is a 400 naming %s, not a 500', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
  });

  it('an LMS token whose organisation holds a NUL is refused as a bad token, not a 500', async () => {
    const { token } = signLmsToken(t.config.lmsTokenSecret, { org: 'ORG\u0000X', role: 'instructor', minutes: 30 });
    const user = await get(`/api/user?token=${encodeURIComponent(token)}`);
    expect(user.statusCode).toBe(401);
    const search = await get(`/api/search?q=biology&token=${encodeURIComponent(token)}`);
    expect(search.statusCode).toBe(200); // search is a shared read: a bad token just gets no organisation
  });
});

describe('the request log', () => {
  const t = useTestApp('pglite', { seed: { products: 5 } });

  it('shows no token of any kind', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(t.database, {}, { logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.inject({ method: 'GET', url: '/api/search?q=bio&token=SECRET-ONE' });
      await app.inject({ method: 'GET', url: '/?integration_context_token=SECRET-TWO' });
      await app.inject({ method: 'GET', url: '/api/products/X?lmsIntegrationToken=SECRET-THREE' });
      await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer SECRET-FOUR' } });
      const log = lines.join('');
      expect(log).toContain('token=[redacted]');
      expect(log).toContain('/api/search?q=bio');
      for (const secret of ['SECRET-ONE', 'SECRET-TWO', 'SECRET-THREE', 'SECRET-FOUR'])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('static files and app routes', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
  beforeAll(() => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>Exchange</title></head>');
    writeFileSync(path.join(dist, 'assets', 'index-ABC123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp('pglite', { seed: false, env: { DIST_DIR: dist } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the PWA at app routes (404 for an address no route knows), the real asset at its path', async () => {
    for (const [url, status] of [
      ['/en-us', 200],
      ['/tr-tr/search?q=biology', 200],
      ['/en-us/getstarted', 200],
      ['/en-gb/products/P1/some-slug', 404], // no such product
      ['/en-us/no/such/page', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<title>');
    }
    expect((await get('/assets/index-ABC123.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('sends an address without a locale to the same page under the visitor’s locale', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/', {}, '/en-us'],
      ['/search?q=biology&type=all', {}, '/en-us/search?q=biology&type=all'],
      ['/products/P1/some-slug?uuid=u', { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' }, '/tr-tr/products/P1/some-slug?uuid=u'],
      ['/getstarted', { 'accept-language': 'fr-FR, en-AU;q=0.7' }, '/en-au/getstarted'],
      // The device's choice (its cookie) wins over the browser's languages.
      ['/search?q=x', { 'accept-language': 'tr', cookie: 'a=1; exchange.locale=en-gb' }, '/en-gb/search?q=x'],
      ['/no/such/page', { cookie: 'exchange.locale=xx-yy' }, '/en-us/no/such/page'],
    ];
    for (const [url, headers, to] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(308);
      expect(res.headers.location, url).toBe(to);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.vary, url).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('a missing hashed asset, a dotfile or a missing file is a JSON 404, never index.html', async () => {
    for (const url of [
      '/assets/index-DEADBEEF.js',
      '/.env',
      '/%2eenv',
      '/.git/config',
      '/robots-missing.txt',
      '/api/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('isAppRoute', () => {
    expect(isAppRoute('/products/P-1/biology-1e')).toBe(true);
    expect(isAppRoute('/getstarted')).toBe(true);
    expect(isAppRoute('/assets/x.js')).toBe(false);
    expect(isAppRoute('/console/help')).toBe(false);
    expect(isAppRoute('/%E0%A4%A')).toBe(false);
  });
});

describe("route shells (a first visit gets its route's prerendered HTML)", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
  beforeAll(() => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>x</title></head><main>neutral</main>');
    writeFileSync(
      path.join(dist, 'route-shells.json'),
      JSON.stringify([
        { path: '/', html: '<!doctype html><html lang="en-US"><head><title>x</title></head><main>home shell</main>' },
        { path: '/search', html: '<!doctype html><head><title>x</title></head><main>search shell</main>' },
        {
          path: '/products/:id/:slug?',
          html: '<!doctype html><head><title>x</title></head><main>product shell</main>',
          dataPreload: '/api/products/:id?getRelated=true',
        },
      ]),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp('pglite', { seed: false, env: { DIST_DIR: dist } });
  beforeAll(async () => {
    const product = (id: string, name: string, more: Record<string, unknown> = {}) => ({
      product_id: id,
      uuid: randomUUID(),
      slug: id.toLowerCase(),
      name,
      platform: 'etext' as const,
      product_model: 'ETEXT2_PXE' as const,
      offer_type: 'national' as const,
      audience: 'highered' as const,
      ...more,
    });
    await t.database.db
      .insertInto('organisation')
      .values({ org_id: 'ORG-1', name: 'Org', display_name: 'Org', classification: 'higher_ed', country: 'US' })
      .execute();
    await t.database.db
      .insertInto('product')
      .values([
        product('P-TITLE', 'Tom & Jerry\'s <b>"Biology"</b>', { has_cover: true }),
        product('P-PLAIN', 'Plain Chemistry', { has_cover: false }),
        product('P-COLL', 'A Collection of Physics', { platform: 'collection', product_model: 'COLLECTION' }),
        product('P-OWNED', 'Secret Institution Course', { org_id: 'ORG-1', is_custom: true }),
      ])
      .execute();
  });

  it('answers each route with its shell, every other app route with index.html (404 where no page is)', async () => {
    const expected: Array<[string, string, number]> = [
      ['/en-us', 'home shell', 200],
      ['/en-us/', 'home shell', 200],
      ['/tr-tr?utm=1', 'home shell', 200],
      ['/en-us/search?q=biology', 'search shell', 200],
      ['/en-gb/products/P1', 'product shell', 404], // no such product
      ['/en-us/products/P1/some-slug?uuid=u', 'product shell', 404],
      ['/en-us/products', 'neutral', 404],
      ['/en-us/products/P1/slug/extra', 'neutral', 404],
      ['/en-us/searching', 'neutral', 404],
      ['/tr-tr/getstarted', 'neutral', 200],
    ];
    for (const [url, marker, status] of expected) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<main>${marker}</main>`);
    }
  });

  it("a product's shell preloads its product as the app asks for it, not with an LMS token", async () => {
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await page('/en-us/products/97816%2019/a-slug?uuid=u')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/products/97816%2019?getRelated=true">',
    );
    expect(await page('/en-us/products/P1?integration_context_token=abc')).not.toContain('rel="preload"');
    expect(await page('/en-us/search?q=x')).not.toContain('rel="preload"');
  });

  it("a product page's HTML names the product in its title, escaped; its body is the route's skeleton", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/en-us/products/P-TITLE/some-slug?uuid=u' })).body;
    expect(html).toContain('<title>Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Biology&quot;&lt;/b&gt; - Exchange</title>');
    expect(html).toContain('<main>product shell</main>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="/api/products/P-TITLE?getRelated=true"');
  });

  it("a product page without a known public product names no product", async () => {
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    for (const url of [
      '/en-us/products/NO-SUCH-PRODUCT', // the app shows its not-found page
      '/en-us/products/P-OWNED', // an institution's own product: its name is not for every visitor
      '/en-us/products/P-TITLE?integration_context_token=abc', // an LMS launch: the token decides
      '/en-us/products/bad%20id', // not a product id
    ]) {
      const html = await page(url);
      expect(html, url).toContain('<main>product shell</main>');
      expect(html, url).not.toContain('Secret Institution Course');
    }
  });

  it("says the page's language and names it in every locale", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/tr-tr/search?q=a%20b', headers: { host: 'shop.example' } })).body;
    expect(html).toContain('<link rel="alternate" hreflang="en-US" href="http://shop.example/en-us/search?q=a%20b">');
    expect(html).toContain('<link rel="alternate" hreflang="tr-TR" href="http://shop.example/tr-tr/search?q=a%20b">');
    expect(html).toContain('<link rel="alternate" hreflang="en-GB" href="http://shop.example/en-gb/search?q=a%20b">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://shop.example/en-us/search?q=a%20b">');
    expect(html.match(/rel="alternate"/g)).toHaveLength(7);
    // A product's alternates name its canonical address in each locale (its slug, no query), as its canonical link does.
    const product = (await t.app.inject({ method: 'GET', url: '/tr-tr/products/P-PLAIN?uuid=u', headers: { host: 'shop.example' } })).body;
    expect(product).toContain('<link rel="alternate" hreflang="en-US" href="http://shop.example/en-us/products/P-PLAIN/p-plain">');
    expect(product).toContain('<link rel="canonical" href="http://shop.example/tr-tr/products/P-PLAIN/p-plain">');
    expect(html.match(/rel="alternate"/g)).toHaveLength(7);
    const home = (await t.app.inject({ method: 'GET', url: '/en-gb', headers: { host: 'shop.example' } })).body;
    expect(home).toContain('hreflang="tr-TR" href="http://shop.example/tr-tr"');
    expect(home).toContain('<html lang="en-GB">');
    expect((await t.app.inject({ method: 'GET', url: '/tr-tr' })).body).toContain('<html lang="tr-TR">');
  });

  it('matchesRoute', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/search')).toBe(false);
    expect(matchesRoute('/products/:id/:slug?', '/products/9781/a-slug')).toBe(true);
    expect(matchesRoute('/products/:id/:slug?', '/products/9781/')).toBe(true);
    expect(matchesRoute('/products/:id/:slug?', '/products/')).toBe(false);
  });
});
