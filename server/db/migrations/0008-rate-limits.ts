/**
 * Rate-limit counters shared by every server process on one PostgreSQL (hardening issue §9),
 * used when REDIS_URL is not set (db/rate-limit-repository.ts): one row per limited route and
 * client address, its hits in the current window and when the window ends.
 *
 * UNLOGGED: counters are worth nothing after a crash (PostgreSQL empties the table then, which
 * only forgives the current window), and skipping the write-ahead log keeps the one write per
 * limited request cheap; for the same reason the table is not copied to read replicas, which
 * never count. Expired windows are deleted by the store every minute.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limit_hit (
    key text primary key,
    hits integer not null,
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limit_hit_expires on rate_limit_hit (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limit_hit`.execute(db);
}
