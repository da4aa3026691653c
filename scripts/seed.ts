/**
 * Loads the demo catalogue into the configured database:
 *
 *   npm run seed -- [--products N] [--seed S] [--reset] [--events N]
 *
 * The database is PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR
 * (default data/pglite) — server/config.ts. Migrations run first. A catalogue that
 * already holds products is left alone unless --reset, which empties the catalogue
 * tables first (server/modules/catalogue/catalogue-write-repository.ts resetCatalogue). Defaults: DEMO_PRODUCTS (3,000) and
 * DEMO_SEED (1), the catalogue `npm start` loads. Progress: count and rate.
 *
 * Search events (for the insights page): a fresh catalogue comes with a demo history of DEMO_EVENTS
 * (20,000) search events over the last 90 days; `--events N` sets the number, and also writes
 * the history into a database that already has its catalogue (when it holds no events yet, or
 * with --reset, which replaces them). `--events 0`: none.
 *
 * PGlite is single-process: stop the server before seeding its data folder.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { migrateToLatest } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { countProducts, resetCatalogue } from '../server/modules/catalogue/catalogue-write-repository.ts';
import { sql } from 'kysely';
import { openDatabaseOrExit } from './open-database.ts';
import { seedEvents } from '../server/ingest/events-seed.ts';

const USAGE = 'usage: npm run seed -- [--products N] [--seed S] [--reset] [--events N]';

function fail(message: string): never {
  console.error(`seed: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

function integer(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value < min) fail(`--${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

let args;
try {
  args = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      events: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfig();
const products = integer('products', args.products, config.demoProducts, 0);
const seed = integer('seed', args.seed, config.demoSeed, 0);
const events = args.events === undefined ? null : integer('events', args.events, config.demoEvents, 0);
const where = config.databaseUrl
  ? `PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1) || 'default database'})`
  : `PGlite at ${config.dataDir}`;

const database = await openDatabaseOrExit(config, 'seed');
let exitCode = 0;
try {
  await migrateToLatest(database.db);
  const existing = await countProducts(database.db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from discipline_category`.execute(database.db);
  const hasCatalogue = existing > 0 || (rows[0]?.n ?? 0) > 0;
  if (hasCatalogue && !args.reset && events !== null) {
    console.log(`seed: ${where} already holds a catalogue (${existing.toLocaleString('en-US')} products); kept.`);
    exitCode = await writeEvents(events, false, args.reset);
  } else if (hasCatalogue && !args.reset) {
    console.error(
      `seed: ${where} already holds a catalogue (${existing.toLocaleString('en-US')} products); nothing written.`,
    );
    console.error('seed: run again with --reset to replace it (or --events N to add a search history only).');
    exitCode = 1;
  } else {
    if (hasCatalogue) {
      await resetCatalogue(database.db);
      console.log(`seed: emptied the catalogue (${existing.toLocaleString('en-US')} products)`);
    }
    console.log(`seed: ${products.toLocaleString('en-US')} products, seed ${seed}, into ${where}`);
    // On a terminal, progress lines overwrite each other; in a log they are kept.
    const live = process.stdout.isTTY;
    const summary = await seedDatabase(database.db, {
      products,
      seed,
      log: (line) => {
        const isProgress = / products \([\d,]+\/s\)$/.test(line);
        if (live && isProgress) process.stdout.write(`\r${line}\x1b[K`);
        else process.stdout.write(`${live ? '\r\x1b[K' : ''}${line}\n`);
      },
    });
    console.log(`seed: done — ${summary.products.toLocaleString('en-US')} products in ${summary.seconds.toFixed(1)} s`);
    exitCode = await writeEvents(events ?? config.demoEvents, true, args.reset);
  }
} catch (error) {
  console.error(`seed: failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);

/** The demo search history (for the insights page); an existing one is replaced only with --reset. */
async function writeEvents(count: number, fresh: boolean, reset: boolean): Promise<number> {
  if (count === 0) return 0;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from search_event`.execute(database.db);
  const held = rows[0]?.n ?? 0;
  if (held > 0 && !reset && !fresh) {
    console.error(`seed: ${where} already holds ${held.toLocaleString('en-US')} search events; run with --reset to replace them.`);
    return 1;
  }
  await seedEvents(database.db, { events: count, seed, replace: true, log: (line) => console.log(line) });
  return 0;
}
