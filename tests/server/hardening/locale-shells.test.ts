/**
 * A page in another locale is sent drawn in that locale's words: the route's own shell where the
 * build drew one (route-shells.json, `locales`), else the locale's route-neutral page
 * (shells/{locale}.html), else en-us's (the app then draws in the locale's words). Whichever it
 * is, its list of modules names the locale's words chunks (locale-words.json), no other's.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-db.ts';
import { withLocaleWords, type LocaleWords } from '../../../server/plugins/locale-words.ts';

/** The boot's list of modules, as the build writes it into a page. */
const modulesList = (modules: string[]) =>
  `<script type="application/json" id="app-modules">${JSON.stringify({ app: '/assets/main.js', stages: ['/assets/react-dom.js'], modules })}</script>`;
const listed = (html: string) =>
  (JSON.parse(/id="app-modules">([^<]*)<\/script>/.exec(html)![1]!) as { modules: string[] }).modules;

const WORDS: LocaleWords = {
  pages: {
    'en-us': ['/assets/messages-en-us.js'],
    'en-gb': ['/assets/catalogue-en-gb.js', '/assets/messages-en-us.js'],
    'tr-tr': ['/assets/catalogue-tr-tr.js'],
  },
  routes: {
    '/search': {
      'en-us': ['/assets/messages-en-us.js'],
      'en-gb': ['/assets/catalogue-en-gb.js', '/assets/messages-en-us.js'],
      'tr-tr': ['/assets/catalogue-tr-tr.js'],
    },
  },
};

describe('locale shells', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
  let t: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="en-US"><title>neutral</title>${modulesList(['/assets/messages-en-us.js', '/assets/app-shared.js'])}`,
    );
    writeFileSync(path.join(dist, 'locale-words.json'), JSON.stringify(WORDS));
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
          html: `<!doctype html><html lang="en-US"><title>search shell</title>${modulesList(['/assets/messages-en-us.js', '/assets/search-page.js'])}`,
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

  const title = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(status);
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
    expect(await title('/tr-tr/products', 404)).toBe('nötr'); // no such page: the app draws its not-found page
    expect(await title('/en-us/getstarted')).toBe('neutral');
    expect(await title('/en-gb/getstarted')).toBe('neutral');
  });

  it("lists the page's locale's words chunks with the app's, whichever page it was drawn from", async () => {
    const modules = async (url: string) => listed((await t.app.inject({ method: 'GET', url })).body);
    expect(await modules('/en-us/getstarted')).toEqual(['/assets/messages-en-us.js', '/assets/app-shared.js']);
    expect(await modules('/en-gb/getstarted')).toEqual([
      '/assets/catalogue-en-gb.js',
      '/assets/messages-en-us.js',
      '/assets/app-shared.js',
    ]);
    expect(await modules('/en-gb/search?q=biology')).toEqual([
      '/assets/catalogue-en-gb.js',
      '/assets/messages-en-us.js',
      '/assets/search-page.js',
    ]);
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

describe('withLocaleWords', () => {
  const page = `<head>${modulesList(['/assets/messages-en-us.js', '/assets/app.js'])}</head>`;

  it("swaps another locale's words chunks for the page's, the rest of the list as it was", () => {
    const tr = withLocaleWords(page, WORDS, 'tr-tr', null);
    expect(listed(tr)).toEqual(['/assets/catalogue-tr-tr.js', '/assets/app.js']);
    expect(tr).toContain('"app":"/assets/main.js","stages":["/assets/react-dom.js"]');
    // Drawn in its own locale's words already: the same list.
    expect(withLocaleWords(tr, WORDS, 'tr-tr', null)).toBe(tr);
    expect(withLocaleWords(page, WORDS, 'en-us', null)).toBe(page);
  });

  it('leaves a page as it is without a list, or where the build named no words', () => {
    expect(withLocaleWords('<head></head>', WORDS, 'tr-tr', null)).toBe('<head></head>');
    expect(withLocaleWords(page, { pages: {}, routes: {} }, 'tr-tr', null)).toBe(page);
  });
});
