/**
 * More than one server (operators run several behind a load balancer): two app instances on one PostgreSQL database,
 * each with its own connection pool, answer cache and rate-limit plugin, as two processes
 * would have (they share only PostgreSQL and Redis). Sessions, sign-in locks, rate limits
 * (Redis, REDIS_URL) and catalogue changes made outside either instance all reach both.
 *
 * This file covers the Redis store (REDIS_URL) in one test process, so the run stays short; an
 * import's in-process announcement is deliberately not used (the change is written as another
 * process would write it), so only the catalogue-version check can carry it. Two real OS
 * processes with rate limits in PostgreSQL (no Redis): two-server-processes.test.ts.
 * PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../support/poll.ts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, pickProduct } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';
import { openDatabase, type Database } from '../../../server/db/database.ts';
import { bumpCatalogueVersion } from '../../../server/db/catalogue-version-repository.ts';
import { refreshSearchDocuments } from '../../../server/modules/search/search-document-repository.ts';
import { DEMO_PASSWORD, insertIdentityFixtures } from '../identity/fixtures.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHECK_MS = 200;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL, rate limits in Redis', () => {
  const t = useTestDatabase('postgres', { products: 30 });
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const address = () => `10.${randomBytes(3).join('.')}`;

  beforeAll(async () => {
    await insertIdentityFixtures(t.database.db);
    second = await openDatabase({ databaseUrl: t.url, poolSize: 4 });
    const env = {
      DATA_DIR: 'memory://',
      REDIS_URL,
      SEARCH_RATE_PER_MINUTE: '3',
      CATALOGUE_CHECK_MS: String(CHECK_MS),
    };
    a = await buildTestApp(t.database, env);
    b = await buildTestApp(second, env);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
  });

  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: address() });

  it('a session made on one is valid on the other, and signing out on the other ends it on both', async () => {
    const signedIn = await login(a, 'student@example.edu', DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await b.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    expect((await a.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('wrong passwords on both count together and lock the account on both', async () => {
    const email = 'instructor@example.edu';
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await login(app, email, 'wrong')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await login(b, email, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('one address gets its search limit across both (rate limits in Redis)', async () => {
    const from = address();
    const search = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/search?q=biology', remoteAddress: from });
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await search(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('a catalogue change written by a third party reaches the answers both have kept', async () => {
    const id = await pickProduct(t.database.db, 'true', 'product');
    const word = `zephyrine${randomBytes(3).toString('hex')}`;
    const url = `/api/search?q=${word}`;
    /** Whether the renamed product is among the answer's results. */
    const finds = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url, remoteAddress: address() })).body.includes(id);
    expect(await finds(a)).toBe(false);
    expect(await finds(b)).toBe(false);
    // Kept: the same question again is answered from each instance's memory.
    const kept = await b.inject({ method: 'GET', url, remoteAddress: address() });
    expect(kept.headers['x-cache']).toBe('hit');

    const db = t.database.db;
    await sql`update product set name = ${`The ${word} handbook`} where product_id = ${id}`.execute(db);
    await refreshSearchDocuments(db, [id]);
    await bumpCatalogueVersion(db);

    const seen = await pollUntil(async () => [await finds(a), await finds(b)], ([x, y]) => x! && y!, Date.now() + CHECK_MS * 5 + 1000);
    expect(seen).toEqual([true, true]);
  });
});
