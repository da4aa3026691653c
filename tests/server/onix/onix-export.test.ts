/**
 * ONIX export (issue #40 item 4): valid against EDItEUR's XSD (xmllint, installed by npm test's
 * first step, scripts/ensure-browser.ts), and the round trip at demo size: the demo catalogue
 * exported, imported into an empty catalogue, gives the same products on every field ONIX
 * carries (the differences, by design, are listed in docs/catalog-import.md "Round trip").
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, readFileSync, existsSync, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/test-db.ts';
import { writeOnixMessage } from '../../../server/ingest/onix/write-onix.ts';
import { loadSubjectMap } from '../../../server/ingest/onix/subject-map.ts';
import { importFeedFile } from '../../../server/ingest/import-feed.ts';
import { findProduct } from '../../../server/modules/catalogue/product-repository.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types.ts';
import type { Product } from '../../../contract/schemas/product.ts';

/** The schemas sit beside the repository: ../shared/reference/onix/ from its root. */
const XSD = new URL('../../../../shared/reference/onix/ONIX_BookProduct_3.0_reference.xsd', import.meta.url).pathname;
// The demo catalogue's size (DEMO_PRODUCTS' default); smaller only to debug a difference quickly.
const DEMO_PRODUCTS = Number(process.env.ONIX_ROUND_TRIP_PRODUCTS ?? 3000);

function xmllint(file: string): { ok: boolean; output: string } {
  const run = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (run.error) throw new Error(`xmllint is needed (apt-get install libxml2-utils): ${run.error.message}`);
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.slice(0, 4000) };
}

/** What ONIX carries of a product, as the import reads it back. */
async function carried(db: Kysely<DB>, p: Product) {
  const priced = await db
    .selectFrom(p.productPlatform === 'print' ? 'available_to_buy_offer' : 'offer')
    .select(['country', 'currency', 'price'])
    .where('product_id', '=', p.productId)
    .where('country', 'is not', null)
    .where('price', 'is not', null)
    .$if(p.productPlatform !== 'print', (q) => q.where('kind' as never, '=', 'INSTANT_ACCESS' as never))
    .orderBy('position')
    .execute();
  // One price per country and currency (the first, as the export writes): ONIX has no offer durations.
  const first = new Map<string, number>();
  for (const o of priced)
    if (!first.has(`${o.country}|${o.currency}`)) first.set(`${o.country}|${o.currency}`, Number(o.price));
  const prices = [...first.entries()].sort();
  const toc = await db
    .selectFrom('product_toc')
    .select('toc_string')
    .where('product_id', '=', p.productId)
    .executeTakeFirst();
  const related = await db
    .selectFrom('related_product')
    .select('related_product_id')
    .where('product_id', '=', p.productId)
    .orderBy('position')
    .execute();
  const [main, ...others] = p.disciplines.map(
    (d) => `${d.primaryDiscipline.code}/${d.secondaryDiscipline?.code ?? ''}`,
  );
  return {
    name: p.name,
    isbn: p.isbn.length === 2 && p.isbn[0] === p.isbn[1] ? [p.isbn[1]] : p.isbn,
    // ONIX has no middle name: NamesBeforeKey holds given and additional names.
    authors: p.authors.map((a) => [
      [a.givenName, a.additionalName].filter(Boolean).join(' '),
      a.familyName,
      a.biography ?? null,
    ]),
    bookEdition: p.bookEdition || null,
    disciplines: [main, others.sort()],
    audience: p.audience,
    description: p.description.html.trim(),
    toc: toc?.toc_string ?? null,
    comingSoon: p.comingSoon,
    datePublished: p.datePublished ?? null,
    copyrightYear: p.copyrightYear ?? null,
    publisher: p.publisher ?? null,
    brand: p.brand.name,
    cover: p.image !== undefined,
    related: related.map((r) => r.related_product_id),
    prices,
    // ONIX forms are coarser than platforms: print, eText and online (Revel and the other online platforms).
    form: p.productPlatform === 'print' || p.productPlatform === 'etext' ? p.productPlatform : 'online',
  };
}

describe('ONIX export', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  const dir = mkdtempSync(join(tmpdir(), 'onix-export-'));
  const file = join(dir, 'catalogue.xml');
  let written = 0;

  beforeAll(async () => {
    [source, target] = await Promise.all([
      createTestDatabase('pglite', { products: DEMO_PRODUCTS, seed: 7 }),
      createTestDatabase('pglite', { products: 0, seed: 7 }),
    ]);
    const out = createWriteStream(file);
    written = await writeOnixMessage(source.database.db, out, {
      sender: 'Exchange demo',
      coverBase: 'https://exchange.example',
      subjects: await loadSubjectMap(),
    });
    out.end();
    await once(out, 'finish');
  }, 600_000);
  afterAll(async () => {
    await Promise.all([source?.cleanup(), target?.cleanup()]);
  });

  it('writes every product as ONIX 3.0 reference tags, valid against the XSD', () => {
    expect(existsSync(XSD)).toBe(true);
    expect(written).toBe(DEMO_PRODUCTS);
    const result = xmllint(file);
    expect(result.output).toContain('validates');
    expect(result.ok).toBe(true);
  });

  it('round trip: imported into an empty catalogue, the same products on every field ONIX carries', async () => {
    const result = await importFeedFile(target.database.db, file, {});
    expect(result).toMatchObject({ imported: DEMO_PRODUCTS, created: DEMO_PRODUCTS, skipped: [], warnings: [] });
    const ids = (
      await source.database.db.selectFrom('product').select('product_id').orderBy('product_id').execute()
    ).map((r) => r.product_id);
    const differences: string[] = [];
    for (const id of ids) {
      const options = { withRelated: false, openableOwners: [] };
      const before = await carried(source.database.db, (await findProduct(source.database.db, id, options))!);
      const found = await findProduct(target.database.db, id, options);
      if (!found) {
        differences.push(`${id}: missing`);
        continue;
      }
      const after = await carried(target.database.db, found);
      for (const key of Object.keys(before) as (keyof typeof before)[])
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
          differences.push(`${id}.${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`);
    }
    const byField = new Map<string, string[]>();
    for (const d of differences) {
      const field = /^[^.:]+\.(\w+)/.exec(d)?.[1] ?? d;
      byField.set(field, [...(byField.get(field) ?? []), d]);
    }
    expect([...byField].map(([field, list]) => `${field}: ${list.length}, e.g. ${list[0]}`)).toEqual([]);
  }, 600_000);

  it('a message with no product (a query that found nothing) says <NoProduct/>, stays valid, and imports nothing', async () => {
    const none = join(dir, 'none.xml');
    const out = createWriteStream(none);
    const count = await writeOnixMessage(source.database.db, out, {
      sender: 'Exchange demo',
      coverBase: 'https://exchange.example',
      subjects: await loadSubjectMap(),
      productIds: [],
    });
    out.end();
    await once(out, 'finish');
    expect(count).toBe(0);
    expect(readFileSync(none, 'utf8')).toContain('<NoProduct/>');
    expect(xmllint(none)).toMatchObject({ ok: true });
    expect(await importFeedFile(target.database.db, none, {})).toMatchObject({ imported: 0, lines: 0, skipped: [] });
  });
});
