/**
 * Identity: sign-in attempt counters per account, for the per-account rate
 * limit (the per-address limit lives in @fastify/rate-limit's memory store), and an
 * index for sweeping idle sessions. Plain SQL for PostgreSQL 15 and PGlite.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  // account_key is lower(trim(email)), also for unknown emails: the answer to an unknown
  // account must look exactly like the answer to a known one.
  `create table login_throttle (
     account_key text primary key,
     failures int not null,
     window_started_at timestamptz not null,
     locked_until timestamptz
   )`,
  `create index login_throttle_window_idx on login_throttle (window_started_at)`,
  `create index user_session_last_seen_idx on user_session (last_seen_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop index if exists user_session_last_seen_idx`).execute(db);
  await sql.raw(`drop table if exists login_throttle`).execute(db);
}
