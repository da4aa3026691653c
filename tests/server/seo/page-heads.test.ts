/**
 * Every kind of page fetched as a crawler or a chat's link preview fetches it: no script, a
 * bot's user agent. What it reads is the server's HTML alone: title, description, canonical,
 * alternates, robots rule, Open Graph and JSON-LD (expanded by a JSON-LD processor, each type
 * and property checked against schema.org's vocabulary), and the preview's picture.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { importCatalog } from '../../../server/ingest/catalog-import.ts';
import { schemaOrgVocabulary } from '../../support/schema-org-vocabulary.ts';

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HOST = 'catalogue.example.edu';
const ORIGIN = `http://${HOST}`;

// The hostile-description product of the e2e run, renamed so that its name tries to end the
// JSON-LD block and the head ('</script>', '<!--', a replacement pattern '$&').
const template = JSON.parse(readFileSync('e2e/fixtures/hostile-product.jsonl', 'utf8').split('\n')[0]!) as Record<string, unknown>;
const HOSTILE_NAME = 'Ends </script><script>alert(1)</script> here <!-- and $& "quoted"';
const hostile = {
  ...template,
  productId: 'SEO-HOSTILE-1',
  slug: 'seo-hostile-1',
  name: HOSTILE_NAME,
  description: {
    html: '<p>Oceans move heat around the planet. </p><script>alert(2)</script><p>This book follows currents, tides and waves from the first chapter to the last, with field data on every page, and ends with a long look at the climate ahead of us all.</p>',
  },
};
const PRIVATE_NAME = 'Lakeshore Private Custom Oceanography Pack';
const owned = { ...template, productId: 'SEO-OWNED-1', slug: 'seo-owned-1', name: PRIVATE_NAME, orgId: 'ORG-US-HE-001', isCustom: true };

function headOf(html: string) {
  const document = new JSDOM(html).window.document;
  const meta = (key: string) =>
    [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) => m.getAttribute('content'));
  return {
    document,
    title: document.title,
    meta,
    one: (key: string) => meta(key)[0] ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as object),
  };
}

/** A loader that knows schema.org's context without the network: its terms are schema.org's IRIs. */
const documentLoader = async (url: string) => {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`no network: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': 'https://schema.org/' } } };
};

type Expanded = Record<string, unknown> & { '@type'?: string[] };

/** Every type and property of the expanded data that schema.org does not define: [] when all are. */
async function vocabularyErrors(data: object): Promise<string[]> {
  const vocabulary = schemaOrgVocabulary();
  const expanded = (await jsonld.expand(data as jsonld.JsonLdDocument, { documentLoader: documentLoader as never })) as Expanded[];
  const errors: string[] = [];
  const local = (iri: string) => (iri.startsWith('https://schema.org/') ? iri.slice('https://schema.org/'.length) : null);
  const visit = (node: Expanded) => {
    const types = (node['@type'] ?? []).map((t) => local(t) ?? `<${t}>`);
    for (const type of types) if (!vocabulary.types.has(type)) errors.push(`type ${type}`);
    for (const [key, values] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      const name = local(key);
      // schema.org's action annotations: `query-input` annotates SearchAction's `query`.
      const property = name?.replace(/-(input|output)$/, '') ?? null;
      if (!property || !types.some((t) => vocabulary.hasProperty(t, property))) errors.push(`${types.join('/')}.${name ?? key}`);
      for (const value of values as Expanded[]) if (typeof value === 'object' && !('@value' in value)) visit(value);
    }
  };
  for (const node of expanded) visit(node);
  return errors;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it('the vocabulary check names what schema.org does not define', async () => {
  const data = { '@context': 'https://schema.org', '@type': 'Book', isbn: '1', flavour: 'x', author: { '@type': 'Persona', name: 'A' } };
  expect((await vocabularyErrors(data)).sort()).toEqual(['Book.flavour', 'Persona.name', 'type Persona']);
});

describe.each(databaseKinds)('what a crawler reads on %s', (kind) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
  beforeAll(() => {
    // The build's head as index.html has it: a generic description and title, replaced per page.
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="Browse course materials."\n/>\n<title>Exchange Search</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp(kind, { seed: { products: 40 }, env: { DIST_DIR: dist } });
  beforeAll(async () => {
    await importCatalog(t.database.db, [hostile, owned].map((p) => JSON.stringify(p)).join('\n'));
  });
  const fetchPage = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': BOT, host: HOST } });

  it("a product: its name, text, canonical address, alternates, Open Graph and a Book in schema.org's words", async () => {
    const res = await fetchPage('/tr-tr/products/SEO-HOSTILE-1/old-slug?uuid=x');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.title).toBe(`${HOSTILE_NAME} - Exchange`);
    expect(head.one('description')).toBe(
      'Oceans move heat around the planet. This book follows currents, tides and waves from the first chapter to the last, with field data on every page, and ends…',
    );
    expect(head.meta('description')).toHaveLength(1); // the build's own is replaced
    expect(head.canonical).toBe(`${ORIGIN}/tr-tr/products/SEO-HOSTILE-1/seo-hostile-1`);
    expect(head.alternates).toEqual({
      'en-US': `${ORIGIN}/en-us/products/SEO-HOSTILE-1/seo-hostile-1`,
      'en-GB': `${ORIGIN}/en-gb/products/SEO-HOSTILE-1/seo-hostile-1`,
      'en-AU': `${ORIGIN}/en-au/products/SEO-HOSTILE-1/seo-hostile-1`,
      'en-CA': `${ORIGIN}/en-ca/products/SEO-HOSTILE-1/seo-hostile-1`,
      'en-NZ': `${ORIGIN}/en-nz/products/SEO-HOSTILE-1/seo-hostile-1`,
      'tr-TR': `${ORIGIN}/tr-tr/products/SEO-HOSTILE-1/seo-hostile-1`,
      'x-default': `${ORIGIN}/en-us/products/SEO-HOSTILE-1/seo-hostile-1`,
    });
    expect(head.one('robots')).toBeNull();
    expect(head.one('og:type')).toBe('book');
    expect(head.one('og:title')).toBe(`${HOSTILE_NAME} - Exchange`);
    expect(head.one('og:url')).toBe(head.canonical);
    expect(head.one('og:locale')).toBe('tr_TR');
    expect(head.meta('og:locale:alternate')).toEqual(['en_US', 'en_GB', 'en_AU', 'en_CA', 'en_NZ']);
    expect(head.one('og:image')).toBe(`${ORIGIN}/api/covers/SEO-HOSTILE-1.png`);
    expect(head.one('og:image:alt')).toBe(`${HOSTILE_NAME} kapağı`);
    expect(head.one('book:isbn')).toBe('9781999000011'); // the isbn list's second entry (spec §2)
    expect(head.meta('book:author')).toEqual(['Marisol K. Ortega', 'Tomasz Lindqvist']);
    expect(head.one('twitter:card')).toBe('summary');

    // The name could not end the block: one element, whose JSON holds the name as it is.
    expect(head.jsonLd).toHaveLength(1);
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('<!-- and');
    const graph = (head.jsonLd[0] as { '@graph': Array<Record<string, unknown>> })['@graph'];
    const book = graph.find((n) => n['@type'] === 'Book')!;
    expect(book).toMatchObject({
      name: HOSTILE_NAME,
      isbn: '9781999000011',
      bookEdition: '1e',
      bookFormat: 'EBook',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'Pearson' },
      author: [
        { '@type': 'Person', name: 'Marisol K. Ortega' },
        { '@type': 'Person', name: 'Tomasz Lindqvist' },
      ],
      about: { '@type': 'Thing', name: 'Oceanography' },
      url: `${ORIGIN}/tr-tr/products/SEO-HOSTILE-1/seo-hostile-1`,
      image: `${ORIGIN}/api/covers/SEO-HOSTILE-1.png`,
    });
    expect(book).not.toHaveProperty('offers'); // no price is public to an anonymous visitor
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Physical Sciences', 'Oceanography', HOSTILE_NAME]);
    expect(crumbs.itemListElement[1]!.item).toBe(`${ORIGIN}/tr-tr/search?disc=oceanography`);
    expect(await vocabularyErrors(head.jsonLd[0]!)).toEqual([]);
  });

  it('a product with alternate formats lists each as a workExample', async () => {
    const [first] = await t.database.db
      .selectFrom('related_product as r')
      .innerJoin('product as p', 'p.product_id', 'r.product_id')
      .select('p.product_id')
      .where('p.org_id', 'is', null)
      .limit(1)
      .execute();
    const id = first!.product_id;
    const head = headOf((await fetchPage(`/en-us/products/${id}`)).body);
    const book = head.jsonLd[0] as { '@graph'?: Array<Record<string, unknown>> } & Record<string, unknown>;
    const node = (book['@graph']?.find((n) => n['@type'] === 'Book') ?? book) as { workExample?: Array<{ '@type': string; url: string }> };
    expect(node.workExample?.length).toBeGreaterThan(0);
    for (const work of node.workExample!) {
      expect(work['@type']).toBe('Book');
      expect(work.url).toMatch(new RegExp(`^${ORIGIN}/en-us/products/[^/]+/[a-z0-9-]+$`));
    }
    expect(await vocabularyErrors(book)).toEqual([]);
  });

  it("the preview's picture is a PNG of the size the page states", async () => {
    const head = headOf((await fetchPage('/en-us/products/SEO-HOSTILE-1')).body);
    const image = await t.app.inject({ method: 'GET', url: new URL(head.one('og:image')!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.rawPayload)).toEqual({ width: Number(head.one('og:image:width')), height: Number(head.one('og:image:height')) });
    expect(head.one('og:image:width')).toBe('600');
    expect(head.one('og:image:type')).toBe('image/png');
  });

  it('home: the site in each locale, searchable at its own search page', async () => {
    for (const [locale, title, tag] of [
      ['en-us', 'Exchange Search', 'en-US'],
      ['en-gb', 'Exchange Search', 'en-GB'],
      ['tr-tr', 'Exchange Arama', 'tr-TR'],
    ] as const) {
      const res = await fetchPage(`/${locale}`);
      expect(res.statusCode).toBe(200);
      const head = headOf(res.body);
      expect(head.title).toBe(title);
      expect(head.one('description')?.length).toBeGreaterThan(50);
      expect(head.canonical).toBe(`${ORIGIN}/${locale}`);
      expect(head.one('og:type')).toBe('website');
      expect(head.one('robots')).toBeNull();
      const graph = (head.jsonLd[0] as { '@graph': Array<Record<string, unknown>> })['@graph'];
      expect(graph.map((n) => n['@type'])).toEqual(['WebSite', 'Organization']);
      expect(graph[0]).toMatchObject({
        url: `${ORIGIN}/${locale}`,
        inLanguage: tag,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/${locale}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      expect(await vocabularyErrors(head.jsonLd[0]!)).toEqual([]);
    }
  });

  it('a search page: its query in the title, followed but not indexed', async () => {
    const en = headOf((await fetchPage('/en-us/search?q=marine%20biology&type=all')).body);
    expect(en.title).toBe('marine biology - Exchange Search');
    expect(en.one('robots')).toBe('noindex, follow');
    expect(en.one('description')).toContain('“marine biology”');
    const tr = headOf((await fetchPage('/tr-tr/search?q=biyoloji')).body);
    expect(tr.title).toBe('biyoloji - Exchange Arama');
    expect(tr.one('robots')).toBe('noindex, follow');
    expect(headOf((await fetchPage('/en-us/search')).body).title).toBe('Exchange Search');
  });

  it('an unknown address or product: 404, not for an index', async () => {
    for (const url of ['/en-us/no/such/page', '/tr-tr/products/0000000000000/nothing?uuid=0000000000000', '/en-us/products/bad%20id']) {
      const res = await fetchPage(url);
      expect(res.statusCode, url).toBe(404);
      const head = headOf(res.body);
      expect(head.one('robots'), url).toBe('noindex');
      expect(head.jsonLd, url).toEqual([]);
    }
  });

  it("an institution's own product gives away nothing: no name, text, picture or data", async () => {
    for (const url of ['/en-us/products/SEO-OWNED-1/seo-owned-1', '/en-us/products/SEO-OWNED-1?integration_context_token=abc']) {
      const res = await fetchPage(url);
      const head = headOf(res.body);
      expect(res.statusCode, url).toBe(401); // sign in first (a forged LMS token counts as none)
      expect(res.body, url).not.toContain(PRIVATE_NAME);
      expect(res.body, url).not.toContain('SEO-OWNED-1.png');
      expect(head.title, url).toBe('Exchange Search');
      expect(head.one('robots'), url).toBe('noindex');
      expect(head.jsonLd, url).toEqual([]);
    }
    // Nor as another product's alternate format.
    const related = await t.database.db.selectFrom('related_product').select('product_id').where('related_product_id', '=', 'SEO-OWNED-1').execute();
    expect(related).toEqual([]);
  });
});
