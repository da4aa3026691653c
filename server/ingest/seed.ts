/**
 * Loads the generated demo catalogue (server/ingest/generator) into a database — PGlite or
 * PostgreSQL, the same code.
 *
 * Speed: the generator streams products in batches of about 500 (with their authors,
 * subjects, contents, offers…), each written with multi-row INSERTs; secondary indexes
 * are rebuilt once at the end instead of row by row; on PostgreSQL the next batch is
 * generated while the previous one is being written (the server works in its own
 * process — PGlite runs in this thread, so there it is simply sequential).
 * Figures: docs/benchmarks/seed.md (`npm run bench:seed`).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { generateProductBatches, referenceRows } from './generator/index.ts';
import { refreshSearchDocuments } from '../modules/search/search-document-repository.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version-repository.ts';
import { announceCatalogueChanged } from '../modules/catalogue/catalogue-changes.ts';
import {
  analyzeDatabase,
  hasSubjects,
  raiseIndexBuildMemory,
  withSecondaryIndexesDeferred,
  writeProductRows,
  writeReferenceRows,
} from '../modules/catalogue/catalogue-write-repository.ts';
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
      await writeReferenceRows(trx, reference);

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
    await raiseIndexBuildMemory(trx);
    await withSecondaryIndexesDeferred(trx, load);
  });
  // PGlite has no autovacuum to gather statistics after a bulk load; the planner needs them.
  if (total >= BULK_FROM_PRODUCTS) await analyzeDatabase(db);
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
  if (await hasSubjects(db)) return null;
  return seedDatabase(db, options);
}
