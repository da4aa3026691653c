/**
 * The server's pages drawn by a renderer build (dist/.ssr/server-render.js): here a small
 * stand-in renderer written into a dist folder of its own, so what is checked is the server's
 * side, over real HTTP: the markup goes into the page's root with the answers beside it, the
 * noscript notice goes, the renderer's API calls reach the server's own routes, the page is kept
 * and revalidated with its ETag, and an address with an LMS token or a request with credentials
 * neither gets nor fills the shared page. The real renderer is driven by e2e/server-render.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../../support/test-app.ts';
import { seedDemoAccounts } from '../../../server/modules/identity/demo-accounts.ts';

const INDEX = `<!doctype html>
<html lang="en-US">
  <head>
    <title>Exchange Search</title>
  </head>
  <body>
    <div id="root"><div class="skeleton">Loading page</div></div>
    <noscript>This catalogue needs JavaScript to run.</noscript>
  </body>
</html>
`;

// A renderer as the build's: one copy per locale (the locale in its address), its API calls
// through the fetch it is given. It counts its renders in a global, so the test sees the cache.
const RENDERER = `
export async function createPageRenderer(fetcher, locale) {
  return {
    async render(url) {
      globalThis.__renders = (globalThis.__renders ?? 0) + 1;
      const health = await (await fetcher('/healthz', { headers: { Accept: 'application/json' } })).json();
      return {
        html: '<main><h1>' + locale + ' ' + url.replaceAll('<', '&lt;') + '</h1><p>health ' + health.ok + '</p></main>',
        state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
        // The title its screen sets: a subject's page is named for the subject, which only the
        // page's answers tell; other screens here set none.
        title: url.includes('disc=botany') ? 'Botany & Plants - Exchange Search' : null,
        // A page past the last one moves to the last.
        redirect: url.endsWith('&page=9') ? '/search?q=fungi&page=2' : null,
      };
    },
  };
}
`;

/**
 * A dist folder of the describe's own with the page template and `renderer` as the renderer
 * build, written before the app starts (hooks run in the order they are registered) and removed
 * after.
 */
function useRendererDist(name: string, renderer: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), `exchange-ssr-${name}`));
  beforeAll(() => {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, '.ssr', 'server-render.js'), renderer);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

describe('server-rendered pages', () => {
  const dist = useRendererDist('', RENDERER);
  let base = '';
  const t = useTestApp('pglite', { seed: false, env: { DIST_DIR: dist, PAGE_RENDERING: 'server' } });
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

  it("puts the renderer's markup in the root, its answers beside it, and drops the noscript notice", async () => {
    const res = await fetch(`${base}/tr-tr/search?q=biology`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(
      `<div id="root"><main><h1>tr-tr ${base}/tr-tr/search?q=biology</h1><p>health true</p></main></div>`,
    );
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('<noscript>');
    // The head is the page's (its language, its alternates, one title), before the markup.
    expect(html).toContain('<html lang="tr-TR"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('hreflang="x-default"')).toBeGreaterThan(0);
    expect(html.indexOf('hreflang="x-default"')).toBeLessThan(html.indexOf('<div id="root">'));
    // The answers cannot end their script element early.
    expect(html).toContain(
      '<script type="application/json" id="page-state">{"queries":[{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]}</script>',
    );
    expect(html).toContain('<html lang="tr-TR"');
  });

  it('titles the page as its drawn screen does, else from the address', async () => {
    const subject = await (await fetch(`${base}/en-us/search?disc=botany`)).text();
    expect(subject.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Botany &amp; Plants - Exchange Search</title>']);
    expect(subject).toContain('<meta property="og:title" content="Botany &amp; Plants - Exchange Search"');
    const query = await (await fetch(`${base}/en-us/search?q=botany`)).text();
    expect(query.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>botany - Exchange Search</title>']);
  });

  it('sends the visitor where the drawn screen moves to at once, and keeps that answer too', async () => {
    const before = renders();
    for (const cache of ['miss', 'hit']) {
      const res = await fetch(`${base}/tr-tr/search?q=fungi&page=9`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/tr-tr/search?q=fungi&page=2');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-cache')).toBe(cache);
    }
    expect(renders()).toBe(before + 1);
  });

  it('keeps the page for every visitor and revalidates it with its ETag', async () => {
    const first = await fetch(`${base}/en-us/search?q=history`);
    await first.text();
    const before = renders();
    const second = await fetch(`${base}/en-us/search?q=history`);
    expect(await second.text()).toContain(`<h1>en-us ${base}/en-us/search?q=history</h1>`);
    expect(renders()).toBe(before);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await fetch(`${base}/en-us/search?q=history`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('sends a kept page compressed as the client accepts it, and as it is to one that accepts none', async () => {
    const page = `${base}/en-us/search?q=geology`;
    for (const [accepts, encoding] of [
      ['gzip', 'gzip'],
      ['br, gzip', 'br'],
      ['gzip', 'gzip'], // a hit now
      ['identity', null],
    ] as const) {
      const res = await fetch(page, { headers: { 'accept-encoding': accepts } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toContain(`<h1>en-us ${page}</h1>`);
    }
  });

  it('an unknown page is drawn with its 404 and not kept by a shared cache', async () => {
    const res = await fetch(`${base}/en-us/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`<h1>en-us ${base}/en-us/no/such/page</h1>`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('an address with an LMS token, or a request with credentials, gets the shell and fills nothing', async () => {
    const before = renders();
    const lms = await fetch(`${base}/en-us/search?q=biology&integration_context_token=abc`);
    const lmsHtml = await lms.text();
    expect(lmsHtml).toContain('Loading page');
    expect(lmsHtml).not.toContain('id="page-state"');
    expect(lms.headers.get('cache-control')).toBe('no-cache');

    const signedIn = await fetch(`${base}/en-us/search?q=chemistry`, { headers: { authorization: 'Bearer t' } });
    expect(await signedIn.text()).toContain('Loading page');
    expect(signedIn.headers.get('cache-control')).toBe('no-cache');
    expect(renders()).toBe(before);

    // Nor did it fill the shared page: the next anonymous request draws it.
    await (await fetch(`${base}/en-us/search?q=chemistry`)).text();
    expect(renders()).toBe(before + 1);
  });

  it('a forged Host header never reaches the page others are sent', async () => {
    const forged = await fetch(`${base}/en-us/search?q=physics`, { headers: { host: 'evil.example' } });
    await forged.text();
    const honest = await fetch(`${base}/en-us/search?q=physics`);
    expect(await honest.text()).not.toContain('evil.example');
  });
});

// A renderer that asks for the product on a product page, as the app's does, and puts the answer
// in the page's state.
const PRODUCT_RENDERER = `
export async function createPageRenderer(fetcher) {
  return {
    async render(url) {
      const id = /\\/products\\/([^/?]+)/.exec(url)?.[1];
      if (!id) return { html: '<main></main>', state: {} };
      const res = await fetcher('/api/products/' + id + '?getRelated=true', { headers: { Accept: 'application/json' } });
      return { html: '<main><p>product ' + res.status + '</p></main>', state: { product: res.ok ? await res.json() : null } };
    },
  };
}
`;

describe("a product page's renderer", () => {
  const dist = useRendererDist('product-', PRODUCT_RENDERER);
  let base = '';
  let publicId = '';
  let ownedId = '';
  const t = useTestApp('pglite', { seed: { products: 12 }, env: { DIST_DIR: dist, PAGE_RENDERING: 'server' } });
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const db = t.database.db;
    const { higherEd1 } = (await seedDemoAccounts(db)).organisations;
    const ids = (
      await sql<{ product_id: string }>`select product_id from product order by product_id limit 2`.execute(db)
    ).rows;
    [publicId, ownedId] = [ids[0]!.product_id, ids[1]!.product_id];
    await sql`update product set org_id = null where product_id = ${publicId}`.execute(db);
    await sql`update product set org_id = ${higherEd1} where product_id = ${ownedId}`.execute(db);
  });

  it("gets the product the page read for its head, the API's answer, without asking the API again", async () => {
    const page = await fetch(`${base}/en-us/products/${publicId}/any`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<p>product 200</p>');
    const state = JSON.parse(/id="page-state">(.*?)<\/script>/s.exec(html)![1]!.replaceAll('\\u003c', '<')) as {
      product: { productId: string; name: string };
    };
    // The API's own answer afterwards is its first (a miss): the renderer did not call it.
    const api = await fetch(`${base}/api/products/${publicId}?getRelated=true`);
    expect(api.headers.get('x-cache')).toBe('miss');
    const answer = (await api.json()) as { productId: string; name: string };
    expect(state.product.productId).toBe(publicId);
    expect(state.product).toEqual(answer);
    expect(html).toContain(`<title>${answer.name.replaceAll('&', '&amp;')} - Exchange</title>`);
  });

  it("asks the API for an institution's own product, which answers an anonymous visitor 401", async () => {
    const page = await fetch(`${base}/en-us/products/${ownedId}/any`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('<p>product 401</p>');
  });
});

describe('a renderer build that cannot load', () => {
  const dist = useRendererDist(
    'broken-',
    "export async function createPageRenderer(fetcher, locale) { throw new Error('broken build for ' + locale); }\n",
  );
  const t = useTestApp('pglite', { seed: false, env: { DIST_DIR: dist, PAGE_RENDERING: 'server' } });

  it('leaves the site up: every page is the shell, drawn by the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en-us/search?q=biology' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Loading page');
    expect(res.body).not.toContain('id="page-state"');
  });
});
