/**
 * Per-account sign-in limit that slows guessing without locking the owner out:
 * - MAX_FAILURES failures within WINDOW_SECONDS are free; the failure that reaches the limit
 *   locks the key for FIRST_LOCK_SECONDS, and each further failure after a lock has passed
 *   doubles it, up to LOCK_SECONDS (30 s, 1, 2, 4, 8 min, then 15 min: about a dozen guesses
 *   an hour). While locked, the answer is 429 with Retry-After and the password is not
 *   checked.
 * - The owner is not locked out: a sign-in from a known device (known-device.ts) skips the
 *   account's lock; its failures count against the device's own key instead.
 * Unknown emails are counted the same way, so the limit does not reveal which accounts
 * exist. A success clears the counter. Rows live in PostgreSQL/PGlite, shared by every process.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 60 * 60;
export const FIRST_LOCK_SECONDS = 30;
export const LOCK_SECONDS = 15 * 60;

/** Seconds the account stays locked, or 0 when it may try to sign in. */
export async function lockedForSeconds(db: Kysely<DB>, accountKey: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
  return secondsUntil(row?.locked_until ?? null, now);
}

function secondsUntil(until: Date | string | null, now: Date): number {
  if (!until) return 0;
  const ms = new Date(until).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** Counts a failure; returns the seconds of lock it caused (0 while under the limit). */
export async function recordFailure(db: Kysely<DB>, accountKey: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  // One statement, so concurrent failures cannot lose a count. The lock after the n-th
  // failure (n ≥ MAX_FAILURES) lasts FIRST_LOCK_SECONDS · 2^(n − MAX_FAILURES), at most LOCK_SECONDS.
  const { rows } = await sql<{ locked_until: Date | string | null }>`
    insert into login_throttle as t (account_key, failures, window_started_at, locked_until)
    values (${accountKey}, 1, ${now}::timestamptz, null)
    on conflict (account_key) do update set
      failures = case when t.window_started_at < ${windowStart}::timestamptz then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart}::timestamptz
        then ${now}::timestamptz else t.window_started_at end,
      locked_until = case
        when t.window_started_at >= ${windowStart}::timestamptz and t.failures + 1 >= ${MAX_FAILURES}::int
        then ${now}::timestamptz + make_interval(secs => least(
          ${FIRST_LOCK_SECONDS}::float8 * power(2, least(t.failures + 1 - ${MAX_FAILURES}::int, 20)),
          ${LOCK_SECONDS}::float8))
        else null end
    returning locked_until`.execute(db);
  if (Math.random() < 0.02) await sweep(db, now);
  return secondsUntil(rows[0]?.locked_until ?? null, now);
}

export async function clearFailures(db: Kysely<DB>, accountKey: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('account_key', '=', accountKey).execute();
}

async function sweep(db: Kysely<DB>, now: Date): Promise<void> {
  const horizon = new Date(now.getTime() - (WINDOW_SECONDS + LOCK_SECONDS) * 1000);
  await db
    .deleteFrom('login_throttle')
    .where('window_started_at', '<', horizon)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}
