/**
 * Sessions: opaque tokens stored hashed in user_session, an idle timeout (spec §9: 1800 s)
 * with the spec's validity tolerance (10 s) as grace for clocks and requests in flight.
 * An authenticated request slides the idle window in the same statement that checks it (at most
 * every half tolerance, see touchSession).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './tokens.ts';

export interface SessionTiming {
  /** Idle timeout in seconds (config.sessionIdleSeconds). */
  idleSeconds: number;
  /** Grace in seconds after the idle timeout (config.sessionToleranceSeconds). */
  toleranceSeconds: number;
}

export interface IssuedSession {
  token: string;
  userId: string;
  /** When the session ends if it is not used again (the tolerance is not promised). */
  expiresAt: Date;
}

export interface ActiveSession {
  userId: string;
  expiresAt: Date;
}

export function expiryOf(lastSeen: Date, timing: SessionTiming): Date {
  return new Date(lastSeen.getTime() + timing.idleSeconds * 1000);
}

export async function createSession(
  db: Kysely<DB>,
  userId: string,
  timing: SessionTiming,
  now = new Date(),
): Promise<IssuedSession> {
  const token = newSessionToken();
  await db
    .insertInto('user_session')
    .values({ token_hash: hashSessionToken(token), user_id: userId, created_at: now, last_seen_at: now })
    .execute();
  return { token, userId, expiresAt: expiryOf(now, timing) };
}

/**
 * The session of `token` if it is live (not revoked, used within idle + tolerance), after
 * sliding its idle window to `now`; null otherwise.
 */
export async function touchSession(
  db: Kysely<DB>,
  token: string,
  timing: SessionTiming,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!isWellFormedSessionToken(token)) return null;
  const oldestAllowed = new Date(now.getTime() - (timing.idleSeconds + timing.toleranceSeconds) * 1000);
  // The window slides at most every half tolerance: a session used again within that is not
  // written again (a write per request was a commit per request on one row, the largest cost of
  // signed-in requests under load), and it still lives at least until now + idle, as answered.
  const slideBefore = new Date(now.getTime() - (timing.toleranceSeconds * 1000) / 2);
  const hash = hashSessionToken(token);
  const { rows } = await sql<{ user_id: string }>`
    with live as (
      select user_id from user_session
      where token_hash = ${hash} and revoked_at is null and last_seen_at >= ${oldestAllowed}
    ), slid as (
      update user_session set last_seen_at = ${now}
      where token_hash = ${hash} and revoked_at is null
        and last_seen_at >= ${oldestAllowed} and last_seen_at < ${slideBefore}
    )
    select user_id from live`.execute(db);
  const row = rows[0];
  return row ? { userId: row.user_id, expiresAt: expiryOf(now, timing) } : null;
}

/** Revokes the session of `token`; true when there was a live one. */
export async function revokeSession(db: Kysely<DB>, token: string, now = new Date()): Promise<boolean> {
  if (!isWellFormedSessionToken(token)) return false;
  const result = await db
    .updateTable('user_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashSessionToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes sessions idle or revoked for more than a day (called now and then on sign-in). */
export async function sweepSessions(db: Kysely<DB>, timing: SessionTiming, now = new Date()): Promise<void> {
  const horizon = new Date(now.getTime() - (timing.idleSeconds + timing.toleranceSeconds + 86400) * 1000);
  await db
    .deleteFrom('user_session')
    .where((eb) => eb.or([eb('last_seen_at', '<', horizon), eb('revoked_at', '<', horizon)]))
    .execute();
}
