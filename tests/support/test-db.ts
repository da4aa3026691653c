/**
 * Real databases for API tests (rules of the house §2): PGlite in memory always, and a
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL when it is set
 * (`.ci/run` sets it). Each test file gets its own migrated, seeded database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { openDatabase, migrateToLatest, type Database, type DatabaseKind } from '../../server/db/database.ts';
import { seedDatabase, type SeedOptions } from '../../server/ingest/seed.ts';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import type { DB } from '../../server/db/types.ts';
import { TEMPLATE_PREFIX } from './global-setup.ts';
import { announceCatalogueChanged } from '../../server/modules/catalogue/catalogue-changes.ts';
import { loadConfig, type Config } from '../../server/config.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The database kinds API tests run against: `describe.each(databaseKinds)`. */
export const databaseKinds: DatabaseKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Connection string of the throw-away PostgreSQL database (postgres kind only). */
  url?: string;
  cleanup(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** An empty throw-away database (or a copy of `template`) on the server TEST_DATABASE_URL names; `drop()` removes it. */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `exchange_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return {
    url: withDatabaseName(serverUrl, name),
    async drop() {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      // The pool's end() resolves before its sockets have closed; a forced drop can then
      // kill a backend that is still saying goodbye, and its FATAL 57P01 reaches a client
      // nobody listens to any more (an unhandled error in the run). Wait for them first.
      await waitForNoSessions(a, name);
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * Migrating and seeding took 6–7 s per PGlite database and 1.5 s per PostgreSQL one, for every
 * test file. Within one run the migrations and the seed do not change, so each (kind, seed) is
 * built once and copied: a PGlite data-folder tarball in the run's folder, a PostgreSQL template
 * database. `tests/support/global-setup.ts` makes the folder and removes both after the run.
 */
function seedKey(seed: Partial<SeedOptions> | false): string {
  const text = seed === false ? 'migrated' : JSON.stringify({ products: 240, seed: 7, ...seed });
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

function snapshotFolder(): string | undefined {
  try {
    return inject('testDbSnapshots') || undefined;
  } catch {
    return undefined; // outside a vitest worker: build every database
  }
}

async function migratedAndSeeded(database: Database, seed: Partial<SeedOptions> | false): Promise<void> {
  await migrateToLatest(database.db);
  if (seed !== false) await seedDatabase(database.db, { products: 240, seed: 7, ...seed });
}

async function openPgliteCopy(seed: Partial<SeedOptions> | false): Promise<Database> {
  const folder = snapshotFolder();
  const file = folder ? join(folder, `pglite-${seedKey(seed)}.tar`) : undefined;
  if (file && existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: new Blob([await readFile(file)]) });
    // What the seed tells the process once it has loaded (search answers made before are stale).
    announceCatalogueChanged();
    return database;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migratedAndSeeded(database, seed);
  if (file && database.snapshot) {
    // Two workers may build the same one: each writes its own file, the rename is atomic.
    const part = `${file}.${process.pid}.part`;
    await writeFile(part, Buffer.from(await (await database.snapshot()).arrayBuffer()));
    await rename(part, file);
  }
  return database;
}

/** The name of the run's template for `seed` on the PostgreSQL server, built when it is missing. */
async function postgresTemplate(seed: Partial<SeedOptions> | false): Promise<string | undefined> {
  const folder = snapshotFolder();
  if (!folder || !serverUrl) return undefined;
  const name = `${TEMPLATE_PREFIX}${basename(folder).replace(/\W/g, '').toLowerCase()}_${seedKey(seed)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One builder per template across the run's workers; the others wait, then copy it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, building), poolSize: 4 });
      try {
        await migratedAndSeeded(database, seed);
      } finally {
        await database.close();
      }
      await waitForNoSessions(admin, building);
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

async function waitForNoSessions(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function createTestDatabase(
  kind: DatabaseKind,
  seed: Partial<SeedOptions> | false = {},
): Promise<TestDatabase> {
  let database: Database;
  let cleanup: () => Promise<void>;
  let url: string | undefined;
  if (kind === 'postgres') {
    const template = await postgresTemplate(seed);
    const created = await createPostgresDatabase(template);
    url = created.url;
    database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    cleanup = async () => {
      await database.close();
      await created.drop();
    };
    if (!template) await migratedAndSeeded(database, seed);
    else announceCatalogueChanged();
  } else {
    database = await openPgliteCopy(seed);
    cleanup = () => database.close();
  }
  return { database, url, cleanup };
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
}

/**
 * The config API tests run with: no built PWA, and load shedding off unless `env` turns it on
 * (a busy CI machine lags, and a shed 503 would fail tests about something else;
 * tests/server/hardening/shutdown-and-load.test.ts tests shedding).
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ DIST_DIR: '/nonexistent-dist', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', ...env } as NodeJS.ProcessEnv);
}

/** A real app over `database` with `testConfig(env)`, without a logger unless `options` give one. */
export function buildTestApp(
  database: Database,
  env: Record<string, string | undefined> = {},
  options: BuildOptions = { logger: false },
): Promise<FastifyInstance> {
  return buildApp(testConfig(env), database, options);
}

/** A real app on a real, seeded database; call `close()` in afterAll. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { seed?: Partial<SeedOptions> | false; env?: Record<string, string> } = {},
): Promise<TestApp & { close(): Promise<void> }> {
  const testDb = await createTestDatabase(kind, options.seed ?? {});
  const config = testConfig(options.env);
  const app = await buildApp(config, testDb.database, { logger: false });
  return {
    ...testDb,
    app,
    config,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/**
 * The first product id (in id order) matching a SQL condition on `product p`, so tests pick
 * seeded products by property rather than by hard-coded id. Throws naming `what` when none.
 */
export async function pickProduct(db: Kysely<DB>, condition: string, what: string): Promise<string> {
  const { rows } = await sql
    .raw<{ product_id: string }>(`select p.product_id from product p where ${condition} order by p.product_id limit 1`)
    .execute(db);
  const id = rows[0]?.product_id;
  if (!id) throw new Error(`the seeded catalogue has no ${what}`);
  return id;
}
