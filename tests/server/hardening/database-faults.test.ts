/**
 * The database going away (a restart or a failover must not stop the service): an idle pooled connection dropped by the server
 * used to end the process; a stopped database hung requests while /healthz said ok. Now: no
 * crash, 503 with Retry-After within about a second, /readyz tells the truth, and service
 * resumes by itself when the database is back. The test runs a PostgreSQL cluster of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { seedDatabase } from '../../../server/ingest/seed.ts';
import { postgresBinDir } from '../../support/own-cluster.ts';
import { useClusterDatabase } from '../../support/test-app.ts';
import { buildTestApp } from '../../support/test-db.ts';

const bin = postgresBinDir();

describe.skipIf(!bin)('the database going away (own PostgreSQL cluster)', () => {
  const poolErrors: string[] = [];
  const own = useClusterDatabase({
    poolSize: 4,
    connectTimeoutMs: 500,
    statementTimeoutMs: 2000,
    onPoolError: (error) => void poolErrors.push(error.message),
  });
  let app: FastifyInstance;
  let n = 0;
  // A text nobody searched before, so no cached answer stands in for the database.
  const search = () => app.inject({ method: 'GET', url: `/api/search?q=biology+${++n}` });

  beforeAll(async () => {
    await seedDatabase(own.database.db, { products: 20, seed: 3 });
    app = await buildTestApp(own.database, { SEARCH_CACHE_MB: '0', CATALOGUE_CHECK_MS: '100000' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('is ready and answers while the database is up', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
  });

  it('survives the server dropping its idle connections, and keeps answering', async () => {
    await Promise.all([search(), search(), search()]); // several pooled connections
    const admin = new pg.Client({ connectionString: own.cluster.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    await admin.end();
    await new Promise((r) => setTimeout(r, 300));
    expect(poolErrors.length).toBeGreaterThan(0); // the pool saw it (and the process did not end)
    expect((await search()).statusCode).toBe(200);
  });

  it('a stopped database: 503 with Retry-After within about a second, /readyz 503, /healthz 200', async () => {
    own.cluster.stop();
    const started = Date.now();
    const down = await search();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('1');
    expect(down.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('service resumes by itself when the database is back, with no restart', async () => {
    own.cluster.start();
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await search()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('a field metric sent while the primary is away for a second is stored once it is back, answered 204', async () => {
    own.cluster.stop();
    const sent = app.inject({
      method: 'POST',
      url: '/api/metrics',
      headers: { 'content-type': 'application/json' },
      payload: { metrics: [{ name: 'LCP', value: 4321, rating: 'poor', route: '/through-a-failover' }] },
    });
    await new Promise((r) => setTimeout(r, 800));
    own.cluster.start();
    expect((await sent).statusCode).toBe(204);
    const stored = await own.database.db
      .selectFrom('web_vital')
      .select(['value'])
      .where('route', '=', '/through-a-failover')
      .execute();
    expect(stored.map((row) => Number(row.value))).toEqual([4321]);
  });
});
