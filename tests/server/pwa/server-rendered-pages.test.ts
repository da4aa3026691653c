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
import { useTestApp } from '../../support/test-app.ts';

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
      };
    },
  };
}
`;

describe('server-rendered pages', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-ssr-'));
  let base = '';
  beforeAll(() => {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, '.ssr', 'server-render.js'), RENDERER);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp('pglite', { seed: false, env: { DIST_DIR: dist, PAGE_RENDERING: 'server' } });
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

  it("puts the renderer's markup in the root, its answers beside it, and drops the noscript notice", async () => {
    const res = await fetch(`${base}/tr-tr/search?q=biology`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<div id="root"><main><h1>tr-tr ${base}/tr-tr/search?q=biology</h1><p>health true</p></main></div>`);
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('<noscript>');
    // The answers cannot end their script element early.
    expect(html).toContain(
      '<script type="application/json" id="page-state">{"queries":[{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]}</script>',
    );
    expect(html).toContain('<html lang="tr-TR"');
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

describe('a renderer build that cannot load', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-ssr-broken-'));
  beforeAll(() => {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(
      path.join(dist, '.ssr', 'server-render.js'),
      "export async function createPageRenderer(fetcher, locale) { throw new Error('broken build for ' + locale); }\n",
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp('pglite', { seed: false, env: { DIST_DIR: dist, PAGE_RENDERING: 'server' } });

  it('leaves the site up: every page is the shell, drawn by the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en-us/search?q=biology' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Loading page');
    expect(res.body).not.toContain('id="page-state"');
  });
});
