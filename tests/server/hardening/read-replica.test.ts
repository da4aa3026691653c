/**
 * A read replica (docs/operations.md §3: reads can go to a standby): a real streaming replica of a
 * PostgreSQL the test starts itself (initdb on its own port, `pg_basebackup -R` into a
 * temporary folder, started as a hot standby on another port), and two real server processes:
 * one with DATABASE_URL (the primary) and DATABASE_READ_URL (the replica), one with the
 * primary alone. Shown:
 * - catalogue reads (search, autocomplete, product, subjects) run on the replica: its
 *   pg_stat_statements counts them, the primary's does not, and the server's read pool
 *   (application_name `exchange-read`) is connected to the replica only;
 * - writes (a sign-in's session) go to the primary;
 * - an import (the catalog:import command, on the primary) reaches searches through both
 *   servers within CATALOGUE_CHECK_MS plus the replica's lag;
 * - /metrics of the server with the replica says the replica is up and caught up, then, with the
 *   replica stopped, that it is not.
 * Skipped, with a message, when initdb or pg_basebackup are not installed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../support/poll.ts';
import { canBuildReplica, createOwnCluster, createReplica, type OwnCluster } from '../../support/own-cluster.ts';
import { freePort, startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { openDatabase, migrateToLatest } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/ingest/seed.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';
import { DEMO_PASSWORD, insertIdentityFixtures } from '../identity/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CATALOGUE_CHECK_MS = 1000;
const STATEMENTS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'];
const available = canBuildReplica();
if (!available)
  console.warn('read-replica.test.ts skipped: initdb and pg_basebackup (PostgreSQL server tools) are not installed');

/** Runs `query` on the database `exchange` of a cluster and answers its rows. */
async function rowsOn<T>(cluster: OwnCluster, query: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url.replace(/\/postgres$/, '/exchange') });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Calls of statements on the cluster whose text matches `pattern` (pg_stat_statements). */
async function callsOf(cluster: OwnCluster, pattern: string): Promise<number> {
  const rows = await rowsOn<{ calls: number }>(
    cluster,
    `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements s
     join pg_database d on d.oid = s.dbid where d.datname = 'exchange' and s.query ~* $1`,
    [pattern],
  );
  return rows[0]!.calls;
}

function productLine(n: number, name: string): string {
  const first12 = `97819996${String(n).padStart(4, '0')}`;
  const isbn = first12 + isbn13CheckDigit(first12);
  const sample = readFileSync(path.join(ROOT, 'examples/catalog-sample.jsonl'), 'utf8');
  const { offers: _o, isRelatedTo: _r, ...base } = JSON.parse(sample.split('\n')[0]!) as Record<string, unknown>;
  return JSON.stringify({ ...base, productId: isbn, isbn: [isbn], name });
}

describe.skipIf(!available)('a streaming read replica (own PostgreSQL primary and replica)', () => {
  let primary: OwnCluster;
  let replica: OwnCluster;
  let withReplica: ServerProcess;
  let primaryOnly: ServerProcess;
  let tmp: string;
  let productId: string;
  const primaryUrl = () => primary.url.replace(/\/postgres$/, '/exchange');
  const replicaUrl = () => replica.url.replace(/\/postgres$/, '/exchange');

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'exchange-replica-'));
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    primary = createOwnCluster(primaryPort, STATEMENTS);
    primary.start();
    const admin = new pg.Client({ connectionString: primary.url });
    await admin.connect();
    await admin.query('create database exchange');
    await admin.end();
    const database = await openDatabase({ databaseUrl: primaryUrl(), statementTimeoutMs: 0 });
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { products: 30, seed: 5 });
      await insertIdentityFixtures(database.db);
      const { rows } = await sql<{ product_id: string }>`
        select product_id from product where org_id is null order by product_id limit 1`.execute(database.db);
      productId = rows[0]!.product_id;
    } finally {
      await database.close();
    }
    await rowsOn(primary, 'create extension pg_stat_statements');
    // The replica starts from a base backup of the primary as it is now, then streams.
    replica = createReplica(primaryPort, replicaPort, STATEMENTS);
    replica.start();
    const env = {
      DATABASE_URL: primaryUrl(),
      CATALOGUE_CHECK_MS: String(CATALOGUE_CHECK_MS),
      SEARCH_RATE_PER_MINUTE: '0',
    };
    [withReplica, primaryOnly] = await Promise.all([
      startServerProcess({ ...env, DATABASE_READ_URL: replicaUrl() }),
      startServerProcess(env),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([withReplica?.stop(), primaryOnly?.stop()]);
    replica?.destroy();
    primary?.destroy();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('is a streaming replica: in recovery, fed by the primary', async () => {
    expect(await rowsOn(replica, 'select pg_is_in_recovery() as recovering')).toEqual([{ recovering: true }]);
    const senders = await rowsOn<{ state: string }>(primary, 'select state from pg_stat_replication');
    expect(senders).toEqual([{ state: 'streaming' }]);
  });

  it('sends catalogue reads to the replica, not the primary', async () => {
    await rowsOn(primary, 'select pg_stat_statements_reset()');
    await rowsOn(replica, 'select pg_stat_statements_reset()');
    const reads = [
      '/api/search?q=biology',
      '/api/search?q=chemistry&limit=5',
      '/api/autoComplete?q=bio',
      '/api/discipline/count?q=biology',
      '/api/discipline',
      `/api/products/${productId}`,
    ];
    for (const url of reads) expect((await fetch(withReplica.url + url)).status, url).toBe(200);

    // search_document is read by search, autocomplete and counts; product by the product page.
    expect(await callsOf(replica, 'search_document')).toBeGreaterThanOrEqual(3);
    expect(await callsOf(replica, '"product"')).toBeGreaterThanOrEqual(1);
    expect(await callsOf(primary, 'search_document')).toBe(0);
    // The catalogue version the answer cache compares is read where the answers are.
    expect(await callsOf(replica, 'catalogue_state')).toBeGreaterThanOrEqual(1);

    const readPool = await rowsOn<{ n: number }>(
      replica,
      `select count(*)::int as n from pg_stat_activity where application_name = 'exchange-read'`,
    );
    expect(readPool[0]!.n).toBeGreaterThanOrEqual(1);
    const onPrimary = await rowsOn<{ n: number }>(
      primary,
      `select count(*)::int as n from pg_stat_activity where application_name = 'exchange-read'`,
    );
    expect(onPrimary[0]!.n).toBe(0);
  });

  it('sends writes (a sign-in) to the primary', async () => {
    const signedIn = await fetch(`${withReplica.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@example.edu', password: DEMO_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    expect(await callsOf(primary, 'insert into "user_session"')).toBeGreaterThanOrEqual(1);
    expect(await callsOf(replica, 'insert into')).toBe(0);
    // The session works (read on the primary: identity never reads from the replica).
    const user = await fetch(`${withReplica.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(200);
  });

  it('an import reaches searches through the replica and through the primary within the bound', async () => {
    const word = `quillwort${Date.now().toString(36)}`;
    const url = `/api/search?q=${word}`;
    const count = async (server: ServerProcess) =>
      ((await (await fetch(server.url + url)).json()) as { count: number }).count;
    expect([await count(withReplica), await count(primaryOnly)]).toEqual([0, 0]);

    const file = path.join(tmp, 'one.jsonl');
    writeFileSync(file, productLine(3, `Field guide to ${word}`) + '\n');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/catalog-import.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: primaryUrl() },
    });
    const imported = Date.now();
    // CATALOGUE_CHECK_MS plus the replica's lag (well under a second on a healthy replica),
    // with room for a loaded machine.
    const deadline = imported + CATALOGUE_CHECK_MS * 3 + 5000;
    const both = async () => [await count(withReplica), await count(primaryOnly)];
    const seen = await pollUntil(both, ([x, y]) => x === 1 && y === 1, deadline, 100);
    expect(seen).toEqual([1, 1]);
    const onReplica = await rowsOn(replica, 'select count(*)::int as n from product where name = $1', [
      `Field guide to ${word}`,
    ]);
    expect(onReplica).toEqual([{ n: 1 }]);
  });

  it("/metrics tells the operator that reads reach a standby, how far behind it is, and when it is away", async () => {
    const metrics = async (server: ServerProcess) => (await fetch(`${server.url}/metrics`)).text();
    const value = (text: string, name: string) => {
      const match = new RegExp(`^${name}\\{replica="127\\.0\\.0\\.1:${replica.port}"\\} (\\S+)$`, 'm').exec(text);
      return match ? Number(match[1]) : null;
    };
    const streaming = await metrics(withReplica);
    expect(value(streaming, 'exchange_db_replica_up')).toBe(1);
    // Caught up on a quiet primary: 0, not the time since the last commit.
    expect(value(streaming, 'exchange_db_replica_lag_seconds')).toBe(0);
    // A server without a replica says nothing of one.
    expect(await metrics(primaryOnly)).not.toMatch(/exchange_db_replica_/);

    replica.stop(); // last test: the replica is not started again
    const away = await metrics(withReplica);
    expect(value(away, 'exchange_db_replica_up')).toBe(0);
    expect(value(away, 'exchange_db_replica_lag_seconds')).toBeNull();
  });
});
