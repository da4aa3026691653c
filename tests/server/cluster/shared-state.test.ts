/**
 * Several server processes behind one load balancer (deploy/): what one process would keep
 * to itself is shared. Two app instances here, each with its own pool and answer cache, on
 * one real PostgreSQL and one real Redis (a unique channel prefix per run, so the shared
 * Redis of the machine is fine):
 *
 * - a catalogue change announced through Redis reaches the other instance's kept answers at
 *   once, with the periodic version check set so long (10 min) that only the announcement
 *   can carry it;
 * - two starts on one empty database migrate and load the demo catalogue once, not twice.
 *
 * Sessions, sign-in locks and rate limits across instances: tests/server/hardening/two-*.test.ts.
 * PostgreSQL and Redis only.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../support/poll.ts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createPostgresDatabase, pickProduct } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';
import { migrateToLatest, openDatabase, type Database } from '../../../server/db/database.ts';
import { bumpCatalogueVersion, readCatalogueVersion } from '../../../server/db/catalogue-version-repository.ts';
import { refreshSearchDocuments } from '../../../server/modules/search/search-document-repository.ts';
import { publishCatalogueChange } from '../../../server/cluster/catalogue-broadcast.ts';
import { withStartupLock } from '../../../server/cluster/startup-lock.ts';
import { seedIfEmpty } from '../../../server/ingest/seed.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two server instances share catalogue changes through Redis', () => {
  const t = useTestDatabase('postgres', { products: 30 });
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const prefix = `exchange-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    second = await openDatabase({ databaseUrl: t.url, poolSize: 4 });
    const env = { DATA_DIR: 'memory://', REDIS_URL, REDIS_KEY_PREFIX: prefix, CATALOGUE_CHECK_MS: '600000' };
    a = await buildTestApp(t.database, env);
    b = await buildTestApp(second, env);
    // Both subscriptions are made in the background: wait until Redis counts two subscribers.
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    for (let i = 0; i < 100; i++) {
      const [, count] = (await redis.pubsub('NUMSUB', `${prefix}:catalogue-changed`)) as [string, number];
      if (Number(count) >= 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    redis.disconnect();
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
  });

  it('an import announced by another process reaches both instances at once', async () => {
    const id = await pickProduct(t.database.db, 'true', 'product');
    const word = `quillwort${randomBytes(3).toString('hex')}`;
    const url = `/api/search?q=${word}`;
    const finds = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url })).body.includes(id);
    expect([await finds(a), await finds(b)]).toEqual([false, false]);
    expect((await b.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');

    // Written as catalog:import in a third process writes it: no in-process announcement.
    const db = t.database.db;
    await sql`update product set name = ${`The ${word} field guide`} where product_id = ${id}`.execute(db);
    await refreshSearchDocuments(db, [id]);
    await bumpCatalogueVersion(db);
    // Without the announcement both keep the old answer (the periodic check is 10 min away).
    expect([await finds(a), await finds(b)]).toEqual([false, false]);

    await publishCatalogueChange(REDIS_URL, prefix, await readCatalogueVersion(db));
    const seen = await pollUntil(async () => [await finds(a), await finds(b)], ([x, y]) => x! && y!, Date.now() + 2000, 20);
    expect(seen).toEqual([true, true]);
  });

  it('a message that is not an announcement is ignored', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    await redis.publish(`${prefix}:catalogue-changed`, 'not json');
    await redis.publish(`${prefix}:catalogue-changed`, JSON.stringify({ version: 'x', from: 'y' }));
    redis.disconnect();
    expect((await a.inject({ method: 'GET', url: '/api/search?q=biology' })).statusCode).toBe(200);
  });
});

describe.skipIf(!serverUrl)('several servers starting on one empty PostgreSQL', () => {
  let url: string;
  let empty: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const opened: Database[] = [];

  beforeAll(async () => {
    empty = await createPostgresDatabase();
    url = empty.url;
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await empty?.drop();
  });

  it('migrate and seed once under the advisory lock, however many start together', async () => {
    const start = async () => {
      const database = await openDatabase({ databaseUrl: url, poolSize: 3 });
      opened.push(database);
      return withStartupLock(database.db, 'postgres', async () => {
        await migrateToLatest(database.db);
        return seedIfEmpty(database.db, { products: 40, seed: 3 });
      });
    };
    const results = await Promise.all([start(), start(), start()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from product`.execute(opened[0]!.db);
    expect(rows[0]!.n).toBe(40);
  }, 120_000);
});
