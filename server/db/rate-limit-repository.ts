/**
 * A store for @fastify/rate-limit in PostgreSQL (table rate_limit_hit, migration 0008), so
 * that every server process and machine on one database counts one address's requests
 * together without Redis (hardening issue §9). Same contract as the plugin's own stores
 * (`incr`, `read`, `child` per route): one statement per counted request, atomic under
 * concurrency (INSERT … ON CONFLICT takes the row's lock), a fixed window that starts with
 * the first hit, like the memory and Redis stores. Expired windows are removed by
 * `deleteExpiredRateLimits`, which the server runs every minute.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './types.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Counts one hit of `key` in a window of `windowMs`; answers the count and the window's remaining ms. */
export async function countHit(db: Kysely<DB>, key: string, windowMs: number): Promise<Result> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_hit as r (key, hits, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.expires_at <= now() then 1 else least(r.hits + 1, 2147483647) end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`.execute(db);
  const row = rows[0]!;
  return { current: row.hits, ttl: row.ttl };
}

/** The count and remaining ms of `key`'s current window, without counting ({0, 0} when none). */
export async function readHits(db: Kysely<DB>, key: string): Promise<Result> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    select hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl
    from rate_limit_hit where key = ${key} and expires_at > now()`.execute(db);
  return rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 };
}

/** Deletes the rows of windows that have ended; answers how many. */
export async function deleteExpiredRateLimits(db: Kysely<DB>): Promise<number> {
  const result = await sql`delete from rate_limit_hit where expires_at <= now()`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The store class for `@fastify/rate-limit`'s `store` option (the plugin constructs it with
 * its options, which this store does not need). Keys are prefixed with the route, as the
 * Redis store does, so each limited route counts apart.
 */
export function postgresRateLimitStore(db: Kysely<DB>, nameSpace = 'exchange-rate-limit:') {
  return class PostgresRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix: string = nameSpace) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(db, this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged options, with the route as `routeInfo`. */
    child(routeOptions: unknown): PostgresRateLimitStore {
      const { method, url } = (routeOptions as RouteOptions).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method ?? '')}${url ?? ''}-`);
    }
  };
}
