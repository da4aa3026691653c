/**
 * Opens the database: PGlite (embedded, in-process) by default, a PostgreSQL server
 * when a connection string is given. Both are driven by Kysely's PostgresDialect, so
 * migrations and queries are one dialect.
 */
import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect, type LogEvent, type Migration, type PostgresPool } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlitePool } from './pglite-pool.ts';
import { StatementNames, prepareStatements } from './prepared-statements.ts';
import { lockFolder } from './pglite-lock.ts';
import { fallbackWarner, readPoolWithFallback } from './read-fallback.ts';
import type { DB } from './types.ts';
import * as m0001 from './migrations/0001-catalogue.ts';
import * as m0002 from './migrations/0002-search.ts';
import * as m0003 from './migrations/0003-identity.ts';
import * as m0004 from './migrations/0004-drop-product-search-vector.ts';
import * as m0005 from './migrations/0005-catalogue-version.ts';
import * as m0006 from './migrations/0006-search-common.ts';
import * as m0007 from './migrations/0007-web-vitals.ts';
import * as m0008 from './migrations/0008-rate-limits.ts';
import * as m0009 from './migrations/0009-search-events.ts';
import * as m0010 from './migrations/0010-search-learning.ts';
import * as m0011 from './migrations/0011-search-fold-turkish.ts';
import * as m0012 from './migrations/0012-discipline-names.ts';
import * as m0013 from './migrations/0013-search-common-subjects.ts';
import * as m0014 from './migrations/0014-click-evidence-guard.ts';
import * as m0015 from './migrations/0015-catalogue-imports.ts';
import * as m0016 from './migrations/0016-onix-feeds.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  /** Read-write handle. */
  db: Kysely<DB>;
  /** Handle for cacheable catalogue reads (a replica when DATABASE_READ_URL is set). */
  read: Kysely<DB>;
  /** Each pool's connections now, for an operator's metrics (plugins/prometheus.ts). */
  poolStats(): PoolStats[];
  /** Reads retried on the primary because the replica's connection failed (db/read-fallback.ts). */
  readFallbacks(): number;
  /**
   * PGlite only: the data folder as a tarball, which `pgliteSnapshot` opens again. Tests open a
   * migrated, seeded database from one instead of migrating and seeding each time.
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** 'write' (the primary), 'read' (the replica, when DATABASE_READ_URL is set). */
  pool: 'write' | 'read';
  /** Connections open. */
  total: number;
  /** Open and not in use. */
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /** PGlite in memory: start from this data folder (a `Database.snapshot()`), not an empty one. */
  pgliteSnapshot?: Blob;
  /** Largest number of pooled connections to PostgreSQL. */
  poolSize?: number;
  /**
   * Who opens the database ('server', 'seed', …): named to a second process that tries a PGlite
   * folder; 'server' also plans PostgreSQL statements without parallel workers (see the pool).
   */
  role?: string;
  /** PostgreSQL: how long to wait for a connection before failing (ms; default 1000). */
  connectTimeoutMs?: number;
  /** PostgreSQL: statement_timeout and idle_in_transaction_session_timeout (ms; default 10000). */
  statementTimeoutMs?: number;
  /** PostgreSQL, the server: prepare repeated statements (prepared-statements.ts; default true). */
  preparedStatements?: boolean;
  /** PostgreSQL: told of an error on an idle pooled connection (a restart, a failover). */
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL with a read replica: told of each read retried on the primary after the replica's
   * connection failed; absent, a warn line (the first at once, then at most one per 10 s).
   */
  onReadFallback?: (error: Error) => void;
  /** Told of every statement a pool ran (tracing: cluster/tracing.ts); absent, Kysely logs nothing. */
  queryLogger?: ((pool: 'exchange' | 'exchange-read') => (event: LogEvent) => void) | undefined;
}

// numeric (1700) as a JS number: prices are small decimals; int8 (20) as number: counts.
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(20, (v) => Number(v));
// date (1082) stays a 'YYYY-MM-DD' string, as PGlite returns it: no time-zone shifts.
pg.types.setTypeParser(1082, (v) => v);

// One naming for every pool of the process (prepared-statements.ts).
const statementNames = new StatementNames();

/**
 * A pool that survives the database going away: an idle connection the server drops (a
 * restart, a failover, idle_session_timeout, pg_terminate_backend) emits 'error' on the pool,
 * which without a listener ends the process; the pool then opens fresh connections when the
 * database is back. Every wait is bounded: connecting, each statement, an idle transaction.
 */
function postgresPool(
  connectionString: string,
  max: number,
  options: OpenOptions,
  applicationName: 'exchange' | 'exchange-read',
): pg.Pool {
  const statementMs = options.statementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString,
    max,
    // Named in pg_stat_activity, so an operator (and the replica test) sees which pool is which.
    application_name: applicationName,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 1000,
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: statementMs,
    // No JIT compilation: at a million products a broad search's estimated cost passes
    // jit_above_cost, and compiling its expressions took 20–30 ms of a 230 ms statement
    // (docs/performance.md, "A million products"); no statement here runs long enough to repay it.
    // The server's requests also plan without parallel workers: each is one of many, and at a
    // million products the planner's guess for an ISBN in `isbns` (1 % of the rows, for one)
    // started two workers for a one-row lookup, 2.4 -> 11 ms; the broad searches gained nothing
    // from them. Scripts (an import's refresh) keep them.
    options: options.role === 'server' ? '-c jit=off -c max_parallel_workers_per_gather=0' : '-c jit=off',
    // The driver's own bound, for a server that stops answering without closing the socket
    // (none when statements are unbounded: 0 made it 1 s, cancelling scripts' long builds).
    ...(statementMs > 0 ? { query_timeout: statementMs + 1000 } : {}),
  });
  const onError = options.onPoolError ?? ((e: Error) => console.error(`database: connection lost: ${e.message}`));
  // The server's statements are prepared once per connection (prepared-statements.ts); scripts
  // run most statements once.
  const names = options.role === 'server' && options.preparedStatements !== false ? statementNames : null;
  pool.on('error', onError);
  // A client that loses its socket between two queries emits 'error' itself; with a listener
  // of its own on every client, that is logged, never an uncaught exception.
  pool.on('connect', (client) => {
    client.on('error', onError);
    if (names) prepareStatements(client, names);
  });
  return pool;
}

function postgresKysely(
  pool: pg.Pool | PostgresPool,
  options: OpenOptions,
  applicationName: 'exchange' | 'exchange-read',
): Kysely<DB> {
  const log = options.queryLogger?.(applicationName);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const writePool = postgresPool(options.databaseUrl, options.poolSize ?? 10, options, 'exchange');
    const write = { db: postgresKysely(writePool, options, 'exchange'), pool: writePool };
    let fallbacks = 0;
    const tell = options.onReadFallback ?? fallbackWarner((line) => console.warn(line));
    const readPool = options.databaseReadUrl
      ? postgresPool(options.databaseReadUrl, options.poolSize ?? 10, options, 'exchange-read')
      : null;
    // A read whose replica connection fails is retried once on the primary (read-fallback.ts).
    const onFallback = (error: Error) => {
      fallbacks++;
      tell(error);
    };
    const read = readPool
      ? {
          db: postgresKysely(readPoolWithFallback(readPool, writePool, onFallback), options, 'exchange-read'),
          pool: readPool,
        }
      : null;
    const stats = (name: PoolStats['pool'], pool: pg.Pool): PoolStats => ({
      pool: name,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return {
      kind: 'postgres',
      db: write.db,
      read: read?.db ?? write.db,
      poolStats: () => [stats('write', write.pool), ...(read ? [stats('read', read.pool)] : [])],
      readFallbacks: () => fallbacks,
      async close() {
        if (read) await read.db.destroy();
        await write.db.destroy();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    release = lockFolder(dataDir, options.role ?? 'process'); // throws FolderLockedError naming the owner
  }
  let pglite: PGlite;
  try {
    pglite = await openPglite(dataDir, options.pgliteSnapshot);
  } catch (error) {
    release();
    throw error;
  }
  const pool = new PGlitePool(pglite);
  // Kysely only needs connect() and end() from the pool.
  const log = options.queryLogger?.('exchange');
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }),
    ...(log ? { log } : {}),
  });
  return {
    kind: 'pglite',
    db,
    read: db,
    // One connection, taken in turn: idle when nobody holds it.
    poolStats: () => [{ pool: 'write', total: 1, idle: pool.busy ? 0 : 1, waiting: pool.waiting }],
    readFallbacks: () => 0,
    snapshot: () => pglite.dumpDataDir('none'),
    async close() {
      try {
        await db.destroy();
      } finally {
        release();
      }
    },
  };
}

function openPglite(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm },
    parsers: {
      1082: (v: string) => v, // date as 'YYYY-MM-DD', like the pg driver above
      1700: (v: string) => Number(v),
      20: (v: string) => Number(v),
    },
  });
}

const migrations: Record<string, Migration> = {
  '0001-catalogue': m0001,
  '0002-search': m0002,
  '0003-identity': m0003,
  '0004-drop-product-search-vector': m0004,
  '0005-catalogue-version': m0005,
  '0006-search-common': m0006,
  '0007-web-vitals': m0007,
  '0008-rate-limits': m0008,
  '0009-search-events': m0009,
  '0010-search-learning': m0010,
  '0011-search-fold-turkish': m0011,
  '0012-discipline-names': m0012,
  '0013-search-common-subjects': m0013,
  '0014-click-evidence-guard': m0014,
  '0015-catalogue-imports': m0015,
  '0016-onix-feeds': m0016,
};

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${reason}`, { cause: error });
  }
}
