/**
 * A replica that goes away costs no request (issue 41 item 4): a catalogue read whose connection
 * to the replica fails (refused, or cut mid-statement) is retried once on the primary inside the
 * server, counted in `exchange_db_read_fallbacks_total`; a statement's own error (bad SQL, a
 * statement timeout) is not. Before, `bench:cluster`'s 'stop the replica' saw 0-3 searches or
 * product pages answer 503 until HAProxy marked the replica down. The test runs its own primary
 * and streaming replica (initdb, pg_basebackup) and stops the replica under an in-process app.
 */
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/ingest/seed.ts';
import { pollUntil } from '../../support/poll.ts';
import { canBuildReplica, createOwnCluster, createReplica, type OwnCluster } from '../../support/own-cluster.ts';
import { freePort } from '../../support/server-process.ts';
import { buildTestApp } from '../../support/test-db.ts';

async function rowsOn<T>(cluster: OwnCluster, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!canBuildReplica())('a read whose replica connection fails is retried on the primary', () => {
  let primary: OwnCluster;
  let replica: OwnCluster;
  let database: Database;
  let app: FastifyInstance;
  let productId: string;
  const fallbacks: string[] = [];
  let n = 0;
  // A text nobody searched before, so no kept answer stands in for the database.
  const search = () => app.inject({ method: 'GET', url: `/api/search?q=biology+${++n}` });
  const product = () => app.inject({ method: 'GET', url: `/api/products/${productId}` });
  const recovering = async () =>
    (await sql<{ recovering: boolean }>`select pg_is_in_recovery() as recovering`.execute(database.read)).rows[0]!
      .recovering;

  beforeAll(async () => {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    primary = createOwnCluster(primaryPort);
    primary.start();
    const setup = await openDatabase({ databaseUrl: primary.url, statementTimeoutMs: 0 });
    try {
      await migrateToLatest(setup.db);
      await seedDatabase(setup.db, { products: 20, seed: 3 });
      const { rows } = await sql<{ product_id: string }>`
        select product_id from product where org_id is null order by product_id limit 1`.execute(setup.db);
      productId = rows[0]!.product_id;
    } finally {
      await setup.close();
    }
    replica = createReplica(primaryPort, replicaPort);
    replica.start();
    database = await openDatabase({
      databaseUrl: primary.url,
      databaseReadUrl: replica.url,
      poolSize: 4,
      connectTimeoutMs: 500,
      statementTimeoutMs: 2500,
      onPoolError: () => {}, // the replica's idle connections dropped when it stops
      onReadFallback: (error) => void fallbacks.push(error.message),
    });
    app = await buildTestApp(database, {
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      SEARCH_CACHE_MB: '0',
      CATALOGUE_CHECK_MS: '100000',
      SEARCH_RATE_PER_MINUTE: '0',
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    replica?.destroy();
    primary?.destroy();
  }, 60_000);

  it('reads the replica while it is up', async () => {
    expect(await recovering()).toBe(true);
    expect((await search()).statusCode).toBe(200);
    expect((await product()).statusCode).toBe(200);
    expect(fallbacks).toEqual([]);
  });

  it('does not retry a SQL error or a statement timeout on the primary', async () => {
    await expect(sql`select * from no_such_table`.execute(database.read)).rejects.toMatchObject({ code: '42P01' });
    // statement_timeout (2.5 s here) cancels it: query_canceled, the statement's error, not the connection's.
    await expect(sql`select pg_sleep(10)`.execute(database.read)).rejects.toMatchObject({ code: '57014' });
    expect(fallbacks).toEqual([]);
    expect(database.readFallbacks()).toBe(0);
  });

  it('answers a read whose replica session is cut mid-statement from the primary', async () => {
    const cut = sql<{ recovering: boolean }>`select pg_is_in_recovery() as recovering from pg_sleep(1.5)`.execute(
      database.read,
    );
    const sleeping = await pollUntil(
      () =>
        rowsOn<{ pid: number }>(
          replica,
          "select pid from pg_stat_activity where application_name = 'exchange-read' and query like '%from pg_sleep(1.5)%' and state = 'active'",
        ),
      (rows) => rows.length > 0,
      Date.now() + 5000,
    );
    expect(sleeping).toHaveLength(1);
    await rowsOn(replica, `select pg_terminate_backend(${sleeping[0]!.pid})`);
    expect((await cut).rows).toEqual([{ recovering: false }]); // answered, by the primary
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/terminating connection/);
  });

  it('the replica stopped: searches and product pages answer 200 from the primary, counted on /metrics', async () => {
    const before = fallbacks.length;
    replica.stop();
    expect((await search()).statusCode).toBe(200);
    expect((await product()).statusCode).toBe(200);
    const related = await app.inject({ method: 'GET', url: `/api/products/${productId}/related` });
    expect(related.statusCode).toBe(200);
    expect(await recovering()).toBe(false);
    expect(fallbacks.length).toBeGreaterThan(before);
    expect(database.readFallbacks()).toBe(fallbacks.length);
    const counted = fallbacks.length;
    // The scrape itself asks the replica's state through the read handle, which may add one.
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    const line = metrics.body.split('\n').find((l) => l.startsWith('exchange_db_read_fallbacks_total{'));
    const prefix = `exchange_db_read_fallbacks_total{replica="${new URL(replica.url).host}"} `;
    expect(line).toMatch(/^exchange_db_read_fallbacks_total\{replica="[^"]+"\} \d+$/);
    expect(line!.startsWith(prefix)).toBe(true);
    expect(Number(line!.slice(prefix.length))).toBeGreaterThanOrEqual(counted);
  });

  it('a SQL error is still not retried while the replica is away (one attempt, on the primary)', async () => {
    const before = fallbacks.length;
    await expect(sql`select * from no_such_table`.execute(database.read)).rejects.toMatchObject({ code: '42P01' });
    expect(fallbacks.length).toBe(before + 1); // the refused connection, not the SQL error
  });

  it('a replica address where nothing listens: reads go to the primary', async () => {
    const closed = await freePort();
    const lonely = await openDatabase({
      databaseUrl: primary.url,
      databaseReadUrl: `postgres://postgres@127.0.0.1:${closed}/postgres`,
      connectTimeoutMs: 500,
      onReadFallback: () => {},
    });
    try {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(lonely.read);
      expect(rows).toEqual([{ one: 1 }]);
      expect(lonely.readFallbacks()).toBe(1);
    } finally {
      await lonely.close();
    }
  });
});
