/**
 * A page in another locale is sent drawn in that locale's words: the route's own shell where the
 * build drew one (route-shells.json, `locales`), else the locale's route-neutral page
 * (shells/{locale}.html), else en-us's (the app then draws in the locale's words).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-db.ts';

describe('locale shells', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
  let t: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en-US"><title>neutral</title>');
    mkdirSync(path.join(dist, 'shells'));
    writeFileSync(path.join(dist, 'shells', 'tr-tr.html'), '<!doctype html><html lang="en-US"><title>nötr</title>');
    writeFileSync(
      path.join(dist, 'route-shells.json'),
      JSON.stringify([
        {
          path: '/',
          html: '<!doctype html><html lang="en-US"><title>home shell</title>',
          locales: { 'tr-tr': { html: '<!doctype html><html lang="en-US"><title>ana sayfa kabuğu</title>' } },
        },
        {
          path: '/search',
          html: '<!doctype html><html lang="en-US"><title>search shell</title>',
          locales: { 'tr-tr': { html: '<!doctype html><html lang="en-US"><title>arama kabuğu</title>' } },
        },
      ]),
    );
    t = await createTestApp('pglite', { seed: false, env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const title = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
  };

  it("sends a tr-tr page its locale's shell, and en-us's to locales without one", async () => {
    expect(await title('/tr-tr')).toBe('ana sayfa kabuğu');
    expect(await title('/tr-tr/search?q=biyoloji')).toBe('arama kabuğu');
    expect(await title('/en-us/search?q=biology')).toBe('search shell');
    expect(await title('/en-gb/search?q=biology')).toBe('search shell');
    expect(await title('/en-gb')).toBe('home shell');
  });

  it("sends the locale's route-neutral page for its other routes, index.html elsewhere", async () => {
    expect(await title('/tr-tr/getstarted')).toBe('nötr');
    expect(await title('/tr-tr/products')).toBe('nötr');
    expect(await title('/en-us/getstarted')).toBe('neutral');
    expect(await title('/en-gb/getstarted')).toBe('neutral');
  });

  it('says the page language in <html lang> whichever shell it was drawn from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tr-tr/getstarted' });
    expect(res.body).toContain('<html lang="tr-TR"');
  });

  it('serves the locale page itself, not cached for long (the service worker keeps it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shells/tr-tr.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>nötr</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
