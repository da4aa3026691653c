/**
 * Loads the generated demo catalogue (server/ingest/generator) into a database — PGlite or
 * PostgreSQL, the same code (issue 2 §3).
 *
 * Speed: the generator streams products in batches of about 500 (with their authors,
 * subjects, contents, offers…), each written with multi-row INSERTs; secondary indexes
 * are rebuilt once at the end instead of row by row; on PostgreSQL the next batch is
 * generated while the previous one is being written (the server works in its own
 * process — PGlite runs in this thread, so there it is simply sequential).
 * Figures: docs/benchmarks/seed.md (`npm run bench:seed`).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import { insertRows } from '../db/bulk-insert.ts';
import { generateProductBatches, referenceRows, type ProductRows } from './generator/index.ts';
import { refreshSearchDocuments } from '../modules/search/search-document.ts';
import { announceCatalogueChanged, bumpCatalogueVersion } from '../modules/catalogue/catalogue-version.ts';
import { seedDemoAccounts } from '../modules/identity/demo-accounts.ts';

export interface SeedOptions {
  /** How many products to generate. */
  products: number;
  /** Same seed, same catalogue. */
  seed: number;
  /** Progress lines (count and rate). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  products: number;
  seconds: number;
}

const BATCH_PRODUCTS = 500;
/**
 * From this many products on, indexes are rebuilt after the load and statistics
 * gathered; below it (the 240-product test databases) both cost more than they save.
 */
const BULK_FROM_PRODUCTS = 1000;
const PROGRESS_EVERY_MS = 1000;

type Db = Kysely<DB> | Transaction<DB>;

async function writeProductRows(db: Db, rows: ProductRows): Promise<void> {
  await insertRows(db, 'product', rows.products);
  await insertRows(db, 'author', rows.authors);
  await insertRows(db, 'product_discipline', rows.productDisciplines);
  await insertRows(db, 'related_product', rows.relatedProducts);
  await insertRows(db, 'product_toc', rows.tocs);
  await insertRows(db, 'product_module', rows.modules);
  await insertRows(db, 'seat_license', rows.seatLicenses);
  await insertRows(db, 'offer', rows.offers);
  await insertRows(db, 'available_to_buy_offer', rows.availableToBuy);
}

/** Tables the seed writes: the ones whose indexes it defers. */
const SEEDED_TABLES = [
  'discipline_category',
  'primary_discipline',
  'secondary_discipline',
  'organisation',
  'discipline_feature',
  'product',
  'author',
  'product_discipline',
  'related_product',
  'product_toc',
  'product_module',
  'seat_license',
  'offer',
  'available_to_buy_offer',
];

/**
 * Runs `load` with the secondary indexes of the seeded tables dropped, then rebuilds
 * them from their own definitions (pg_get_indexdef), so indexes other modules add to
 * these tables (search, identity) are covered without this file naming them. Building a
 * GIN index once over loaded rows is many times faster than updating it row by row (the
 * trigram index on product names dominated the load otherwise). Primary keys and unique
 * constraints stay. The search module's own tables are its business (refreshSearchDocuments
 * rebuilds search_document's indexes itself). Meant for a transaction: if anything fails,
 * the indexes come back with the rollback; on PostgreSQL, readers of these tables wait
 * until the seed commits.
 */
async function withSecondaryIndexesDeferred(db: Transaction<DB>, load: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()
      and t.relname = any(${SEEDED_TABLES}::text[])
      and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by t.relname, i.relname`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  await load();
  for (const index of indexes) {
    await sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(db);
  }
}

function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** Logs "seed: 12,000 / 100,000 products (4,210/s)" at most once a second, and always at the end. */
function progressReporter(total: number, started: number, log: ((line: string) => void) | undefined) {
  let last = 0;
  let lastDone = -1;
  return (done: number, force = false) => {
    if (!log || done === lastDone) return;
    const now = Date.now();
    if (!force && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    lastDone = done;
    const seconds = Math.max((now - started) / 1000, 0.001);
    log(`seed: ${formatCount(done)} / ${formatCount(total)} products (${formatCount(Math.round(done / seconds))}/s)`);
  };
}

/**
 * Writes the whole demo catalogue into an empty, migrated database, then the search
 * documents, then the demo accounts (which refer to the organisations).
 *
 * The catalogue is written in ONE transaction (batches of ~500 products, multi-row
 * INSERTs each): a first start that is interrupted leaves an empty database, which
 * seedIfEmpty fills again on the next start, never a half catalogue.
 */
export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const { products: total, seed, log } = options;
  const reference = referenceRows();
  const progress = progressReporter(total, started, log);
  let done = 0;
  let indexing = 0;

  await db.transaction().execute(async (trx) => {
    const load = async () => {
      await insertRows(trx, 'discipline_category', reference.categories);
      await insertRows(trx, 'primary_discipline', reference.primaries);
      await insertRows(trx, 'secondary_discipline', reference.secondaries);
      await insertRows(trx, 'organisation', reference.organisations);
      await insertRows(trx, 'discipline_feature', reference.disciplineFeatures);

      let pending: Promise<void> | null = null;
      for (const batch of generateProductBatches({ products: total, seed, batchSize: BATCH_PRODUCTS })) {
        // One batch in flight: on PostgreSQL the next batch is generated while this one is written.
        if (pending) await pending;
        const count = batch.products.length;
        pending = writeProductRows(trx, batch).then(() => {
          done += count;
          progress(done);
        });
      }
      if (pending) await pending;
      progress(done, true);
      indexing = Date.now();
      await refreshSearchDocuments(trx);
    };
    if (total < BULK_FROM_PRODUCTS) return load();
    // GIN builds go faster with more memory; `local` ends with the transaction.
    await sql`set local maintenance_work_mem = '128MB'`.execute(trx);
    await withSecondaryIndexesDeferred(trx, load);
  });
  // PGlite has no autovacuum to gather statistics after a bulk load; the planner needs them.
  if (total >= BULK_FROM_PRODUCTS) await sql`analyze`.execute(db);
  log?.(`seed: search documents and indexes in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);

  await seedDemoAccounts(db);
  // The demo accounts add seat licences, which search shows (inner hits, show-by institution).
  await bumpCatalogueVersion(db);
  announceCatalogueChanged();
  const seconds = (Date.now() - started) / 1000;
  log?.(`seed: ${formatCount(done)} products loaded in ${seconds.toFixed(1)} s`);
  return { products: done, seconds };
}

/** Seeds when the catalogue is empty; returns what it loaded, or null when it did nothing. */
export async function seedIfEmpty(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary | null> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from discipline_category`.execute(db);
  if ((rows[0]?.n ?? 0) > 0) return null;
  return seedDatabase(db, options);
}

/** How many products the catalogue holds (scripts/seed.ts refuses to seed over a non-empty one). */
export async function countProducts(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from product`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Empties the catalogue: subjects, organisations, products and everything hanging off
 * them (offers, licences, features). Organisations cascade to user_organisation and
 * lms_integration_token; user accounts and sessions stay. Identity counters restart so
 * a re-seed produces the same ids.
 */
export async function resetCatalogue(db: Kysely<DB>): Promise<void> {
  await sql`
    truncate table
      available_to_buy_offer, offer, seat_license, product_module, product_toc, related_product,
      product_discipline, author, product, discipline_feature, secondary_discipline,
      primary_discipline, discipline_category, organisation
    restart identity cascade
  `.execute(db);
  await bumpCatalogueVersion(db);
  announceCatalogueChanged();
}
