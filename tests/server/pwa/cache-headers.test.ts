/**
 * The shell and the worker are revalidated on every load (`no-cache`), so an
 * update is found at once; hashed build files are cached for good (`immutable`). Checked on the
 * real server over real HTTP, against a small dist folder written here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

describe('PWA cache headers', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-pwa-'));
  let base = '';
  beforeAll(() => {
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'icons'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Exchange</title>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Exchange"}');
    writeFileSync(path.join(dist, 'assets', 'index-ABC123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'index-ABC123.css'), 'body{}');
    writeFileSync(path.join(dist, 'icons', 'icon-192.png'), 'png');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp('pglite', { seed: false, env: { DIST_DIR: dist } });
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const cacheControl = async (url: string) => {
    const res = await fetch(base + url);
    await res.arrayBuffer();
    return { status: res.status, cacheControl: res.headers.get('cache-control') };
  };

  it('index.html, at / and at every app route, is served no-cache', async () => {
    for (const url of ['/', '/index.html', '/search?q=biology']) {
      expect(await cacheControl(url), url).toEqual({ status: 200, cacheControl: 'no-cache' });
    }
    // The not-found page too, with its 404 (no such product, no such page).
    for (const url of ['/products/P1/slug', '/no/such/page']) {
      expect(await cacheControl(url), url).toEqual({ status: 404, cacheControl: 'no-cache' });
    }
  });

  it('the service worker and the manifest are served no-cache', async () => {
    expect(await cacheControl('/sw.js')).toEqual({ status: 200, cacheControl: 'no-cache' });
    expect(await cacheControl('/manifest.webmanifest')).toEqual({ status: 200, cacheControl: 'no-cache' });
  });

  it('hashed files under /assets/ are immutable for a year', async () => {
    for (const url of ['/assets/index-ABC123.js', '/assets/index-ABC123.css']) {
      expect(await cacheControl(url), url).toEqual({
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
  });

  it('other public files (icons) are cached for an hour, not for good', async () => {
    expect(await cacheControl('/icons/icon-192.png')).toEqual({ status: 200, cacheControl: 'public, max-age=3600' });
  });
});
