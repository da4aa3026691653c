// A generated catalogue written as import lines and imported from a file (read as a stream,
// written in batches) ends up as the very rows the seed writes for the same catalogue: the
// import's derived columns are the seed's, and links to products on later lines of the file
// (across the import's write batches) are kept.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../support/test-db.ts';
import { importCatalog, linesOfFile, type ImportProgress } from '../../../server/ingest/catalog-import.ts';
import { generateProductBatches, referenceRows } from '../../../server/ingest/generator/index.ts';
import { importProductsOf } from '../../../server/ingest/generator/import-lines.ts';
import { writeReferenceRows } from '../../../server/modules/catalogue/catalogue-write-repository.ts';

/** More than one write batch (500 lines), so some related products come on a later batch's lines. */
const PRODUCTS = 700;
const SEED = 11;

const TABLES = [
  ['product', 'product_id', ['created_at', 'updated_at']],
  ['author', 'product_id, position', []],
  ['product_discipline', 'product_id, primary_code', []],
  ['related_product', 'product_id, position', []],
  ['product_toc', 'product_id', []],
  ['product_module', 'product_id, position', []],
  // Offers are read per organisation or country, in position order: the order within each of
  // those groups is what must match (the seed numbers positions per group, the import per line).
  ['offer', 'offer_id', ['position']],
  ['available_to_buy_offer', 'product_id, position', ['id']],
  // What search reads: written batch by batch, the facet counts once at the end.
  ['search_document', 'product_id', []],
  ['search_facet', 'subject, type_key, show_by', []],
  ['search_author', 'author_key', []],
] as const;

async function rowsOf(t: TestDatabase, table: string, order: string, leave: readonly string[]) {
  const rank =
    table === 'offer'
      ? ', row_number() over (partition by product_id, org_id, country order by position) as rank_in_group'
      : '';
  const { rows } = await t.database.db.executeQuery<Record<string, unknown>>({
    sql: `select *${rank} from ${table} order by ${order}`,
    parameters: [],
    query: { kind: 'RawNode' } as never,
    queryId: { queryId: table },
  });
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !leave.includes(key))));
}

describe.each(databaseKinds)('generated import lines on %s', (kind) => {
  let seeded: TestDatabase;
  let imported: TestDatabase;
  let dir: string;
  let file: string;
  /** Links from the first write batch (lines 1–500) to a product on a later line. */
  let forwardLinks = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exchange-import-lines-'));
    file = path.join(dir, 'catalogue.jsonl');
    const lines: string[] = [];
    for (const batch of generateProductBatches({ products: PRODUCTS, seed: SEED })) {
      for (const product of importProductsOf(batch)) lines.push(JSON.stringify(product));
    }
    // Last product first: the generator lists a work's formats together, so reversed, links
    // point at later lines too, some across the import's first write batch.
    lines.reverse();
    await writeFile(file, `${lines.join('\n')}\n`);
    const lineOf = new Map(lines.map((l, i) => [(JSON.parse(l) as { productId: string }).productId, i + 1]));
    lines.slice(0, 500).forEach((l) => {
      for (const r of (JSON.parse(l) as { isRelatedTo?: Array<{ productId: string }> }).isRelatedTo ?? [])
        if ((lineOf.get(r.productId) ?? 0) > 500) forwardLinks++;
    });
    [seeded, imported] = await Promise.all([
      createTestDatabase(kind, { products: PRODUCTS, seed: SEED }),
      createTestDatabase(kind, false),
    ]);
    await writeReferenceRows(imported.database.db, referenceRows());
  }, 120_000);
  afterAll(async () => {
    await Promise.all([seeded?.cleanup(), imported?.cleanup()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('imports every line from the file, telling its progress, into the rows the seed writes', async () => {
    const progress: ImportProgress[] = [];
    const result = await importCatalog(imported.database.db, linesOfFile(file), {
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ imported: 700, created: 700, updated: 0, skipped: [], lines: 700 });
    // Each pass ends by telling where it got to: the file has 700 lines and a final line break.
    expect(progress.at(-1)).toEqual({ phase: 'write', lines: 700 });
    expect(progress.filter((p) => p.phase === 'check').at(-1)).toEqual({ phase: 'check', lines: 700 });

    for (const [table, order, leave] of TABLES) {
      const want = await rowsOf(seeded, table, order, leave);
      const got = await rowsOf(imported, table, order, leave);
      expect(got.length, table).toBe(want.length);
      expect(got, table).toEqual(want);
    }
    // The file really had links into a later write batch (the rows above include them).
    expect(forwardLinks).toBeGreaterThan(0);
  }, 120_000);

  it('a second import of the same file updates every product in place and changes no row', async () => {
    const before = await rowsOf(imported, 'related_product', 'product_id, position', []);
    const result = await importCatalog(imported.database.db, linesOfFile(file));
    expect(result).toEqual({ imported: 700, created: 0, updated: 700, skipped: [], lines: 700 });
    expect(await rowsOf(imported, 'related_product', 'product_id, position', [])).toEqual(before);
  }, 120_000);
});
