/**
 * Real databases for API tests (rules of the house §2): PGlite in memory always, and a
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL when it is set
 * (`.ci/run` sets it). Each test file gets its own migrated, seeded database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { openDatabase, migrateToLatest, type Database, type DatabaseKind } from '../../server/db/database.ts';
import { seedDatabase, type SeedOptions } from '../../server/ingest/seed.ts';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import type { DB } from '../../server/db/types.ts';
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

/** An empty throw-away database on the server TEST_DATABASE_URL names; `drop()` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `exchange_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabaseName(serverUrl, name),
    async drop() {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      // The pool's end() resolves before its sockets have closed; a forced drop can then
      // kill a backend that is still saying goodbye, and its FATAL 57P01 reaches a client
      // nobody listens to any more (an unhandled error in the run). Wait for them first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await a.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function createTestDatabase(
  kind: DatabaseKind,
  seed: Partial<SeedOptions> | false = {},
): Promise<TestDatabase> {
  let database: Database;
  let cleanup: () => Promise<void>;
  let url: string | undefined;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    url = created.url;
    database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    cleanup = async () => {
      await database.close();
      await created.drop();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
    cleanup = () => database.close();
  }
  await migrateToLatest(database.db);
  if (seed !== false) {
    await seedDatabase(database.db, { products: 240, seed: 7, ...seed });
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
