/**
 * What a publisher gives search engines: robots.txt names the sitemap index; the index names a
 * file per locale; together they list every product a visitor may open exactly once per locale,
 * with its alternates, and no institution's own product. An import moves the files' lastmod.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { importCatalog } from '../../../server/ingest/catalog-import.ts';
import { listSitemapChunks, SITEMAP_URLS_PER_FILE, streamSitemapProducts } from '../../../server/modules/seo/sitemap-repository.ts';
import { sitemapEntry, sitemapIndexXml } from '../../../server/modules/seo/sitemap-service.ts';

const HOST = 'catalogue.example.edu';
const ORIGIN = `http://${HOST}`;
const LOCALES = ['en-us', 'en-gb', 'en-au', 'en-ca', 'en-nz', 'tr-tr'];

const template = JSON.parse(readFileSync('e2e/fixtures/hostile-product.jsonl', 'utf8').split('\n')[0]!) as Record<string, unknown>;
const owned = { ...template, productId: 'MAP-OWNED-1', slug: 'map-owned-1', name: 'Private Pack', orgId: 'ORG-US-HE-001', isCustom: true };

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe.each(databaseKinds)('the sitemap on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 120 } });
  beforeAll(async () => {
    await importCatalog(t.database.db, JSON.stringify(owned));
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it('robots.txt names the index', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });

  it('lists every public product exactly once per locale, with its alternates, and no private one', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
    expect(files).toEqual(LOCALES.map((l) => `${ORIGIN}/sitemaps/${l}-1.xml`)); // ~120 products: one file each

    const publicIds = (await t.database.db.selectFrom('product').select(['product_id', 'slug']).where('org_id', 'is', null).execute())
      .map((r) => `${r.product_id}/${r.slug}`)
      .sort();
    expect(publicIds.length).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      const file = await get(`/sitemaps/${locale}-1.xml`);
      expect(file.statusCode).toBe(200);
      const listed = locs(file.body);
      const prefix = `${ORIGIN}/${locale}/products/`;
      expect(listed.every((u) => u.startsWith(prefix))).toBe(true);
      expect(listed.map((u) => u.slice(prefix.length)).sort()).toEqual(publicIds);
      expect(file.body).not.toContain('MAP-OWNED-1');
      // each entry names itself in every locale and x-default
      const first = file.body.slice(file.body.indexOf('<url>'), file.body.indexOf('</url>'));
      expect(first.match(/<xhtml:link rel="alternate" hreflang="/g)).toHaveLength(7);
      expect(first).toContain(`hreflang="tr-TR" href="${ORIGIN}/tr-tr/products/`);
      expect(first).toContain(`hreflang="x-default" href="${ORIGIN}/en-us/products/`);
    }
    expect((await get('/sitemaps/en-us-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/xx-yy-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/en-us-0.xml')).statusCode).toBe(404);
  });

  it('an import moves the lastmod of the file that holds what it changed', async () => {
    const lastmods = async () => [...(await get('/sitemap.xml')).body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
    const before = await lastmods();
    const [first] = await t.database.db.selectFrom('product').select('product_id').where('org_id', 'is', null).limit(1).execute();
    const id = first!.product_id;
    const answer = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Record<string, unknown>;
    const started = Date.now();
    await importCatalog(t.database.db, JSON.stringify({ ...answer, name: `${String(answer.name)} (revised)` }));
    const after = await lastmods();
    expect(after).toHaveLength(before.length);
    for (const [i, lastmod] of after.entries()) {
      expect(Date.parse(lastmod)).toBeGreaterThan(Date.parse(before[i]!));
      expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(started - 1000);
    }
  });

  it('files cut at the limit cover the products once, in order, across their boundaries', async () => {
    const { count } = await t.database.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('org_id', 'is', null)
      .executeTakeFirstOrThrow();
    const publicCount = Number(count);
    expect(publicCount).toBeGreaterThan(100);
    expect(publicCount).toBeLessThanOrEqual(125);
    const chunks = await listSitemapChunks(t.database.db, 25);
    expect(chunks.map((c) => c.count)).toEqual([25, 25, 25, 25, publicCount - 100]);
    const seen: string[] = [];
    for (const [i, chunk] of chunks.entries()) {
      for await (const batch of streamSitemapProducts(t.database.db, chunk.firstId, chunks[i + 1]?.firstId ?? null)) {
        seen.push(...batch.map((p) => p.productId));
      }
      expect(seen).toHaveLength(chunks.slice(0, i + 1).reduce((n, c) => n + c.count, 0));
    }
    expect(new Set(seen).size).toBe(publicCount);
  });
});

it('a file of the longest entries stays under the protocol’s 50 MB', () => {
  const product = { productId: 'X'.repeat(64), slug: 'a'.repeat(200), updatedAt: new Date() };
  const origin = `https://${'h'.repeat(50)}.example.edu`;
  const entry = sitemapEntry(origin, 'en-us', product);
  expect(entry.match(/<xhtml:link /g)).toHaveLength(7);
  expect(Buffer.byteLength(entry) * SITEMAP_URLS_PER_FILE).toBeLessThan(50 * 1024 * 1024 - 1024);
});

it('an entry is escaped XML', () => {
  const entry = sitemapEntry('https://a.example', 'tr-tr', { productId: 'P1', slug: 'x', updatedAt: new Date('2026-01-02T03:04:05Z') });
  expect(entry).toBe(
    '<url><loc>https://a.example/tr-tr/products/P1/x</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>' +
      ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-NZ', 'tr-TR']
        .map((tag) => `<xhtml:link rel="alternate" hreflang="${tag}" href="https://a.example/${tag.toLowerCase()}/products/P1/x"/>`)
        .join('') +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/en-us/products/P1/x"/></url>\n',
  );
  expect(sitemapIndexXml([{ url: 'https://a.example/s?a=1&b=2', lastmod: new Date('2026-01-02T00:00:00Z') }])).toContain(
    '<sitemap><loc>https://a.example/s?a=1&amp;b=2</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>',
  );
});
