/**
 * The PostgreSQL store of @fastify/rate-limit (db/rate-limit-repository.ts, table rate_limit_hit):
 * counts, windows, concurrency and the deletion of ended windows; and which store the server
 * picks: PostgreSQL without REDIS_URL on PostgreSQL, memory on PGlite (one process per folder).
 * Across two real processes: two-server-processes.test.ts.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { countHit, deleteExpiredRateLimits, readHits } from '../../../server/db/rate-limit-repository.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseKinds)('rate-limit counters in the database on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 20 }, env: { SEARCH_RATE_PER_MINUTE: '2' } });

  it('counts hits in a fixed window that starts with the first, and reads without counting', async () => {
    const db = t.database.db;
    const first = await countHit(db, 'k1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(50_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countHit(db, 'k1', 60_000)).current).toBe(2);
    expect((await readHits(db, 'k1')).current).toBe(2);
    expect((await readHits(db, 'k1')).current).toBe(2);
    expect(await readHits(db, 'never-seen')).toEqual({ current: 0, ttl: 0 });
    // Another key counts apart.
    expect((await countHit(db, 'k2', 60_000)).current).toBe(1);
  });

  it('starts a new window once the old one has ended', async () => {
    const db = t.database.db;
    expect((await countHit(db, 'short', 300)).current).toBe(1);
    expect((await countHit(db, 'short', 300)).current).toBe(2);
    await sleep(400);
    expect(await readHits(db, 'short')).toEqual({ current: 0, ttl: 0 });
    const fresh = await countHit(db, 'short', 300);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(0);
  });

  it('loses no hit when many arrive at once', async () => {
    const db = t.database.db;
    const results = await Promise.all(Array.from({ length: 40 }, () => countHit(db, 'burst', 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('deletes the rows of ended windows and keeps the others', async () => {
    const db = t.database.db;
    await countHit(db, 'ends', 100);
    await countHit(db, 'stays', 60_000);
    await sleep(200);
    expect(await deleteExpiredRateLimits(db)).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{ key: string }>`select key from rate_limit_hit order by key`.execute(db);
    const keys = rows.map((r) => r.key);
    expect(keys).toContain('stays');
    expect(keys).not.toContain('ends');
  });

  it(
    kind === 'postgres'
      ? 'the server counts searches in PostgreSQL: 429 with Retry-After past the limit'
      : 'the server counts searches in memory on PGlite: 429 with Retry-After past the limit, no rows written',
    async () => {
      const db = t.database.db;
      await sql`delete from rate_limit_hit`.execute(db);
      const search = () => t.app.inject({ method: 'GET', url: '/api/search?q=biology', remoteAddress: '10.9.8.7' });
      const statuses = [(await search()).statusCode, (await search()).statusCode];
      const limited = await search();
      expect([...statuses, limited.statusCode]).toEqual([200, 200, 429]);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const { rows } = await sql<{ key: string; hits: number }>`select key, hits from rate_limit_hit`.execute(db);
      expect(rows).toEqual(
        kind === 'postgres' ? [{ key: 'exchange-rate-limit:GET/api/search-10.9.8.7', hits: 3 }] : [],
      );
    },
  );
});
