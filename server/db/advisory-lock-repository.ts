/**
 * PostgreSQL session advisory locks, for work one process of several should do at a time
 * (the search events' scheduled maintenance). The lock is taken and released on the same
 * connection the work runs on, so it ends with that connection whatever happens.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './types.ts';

/** Takes the session lock `key` on this connection unless another session holds it. */
export async function tryAdvisoryLock(connection: Kysely<DB>, key: number): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(connection);
  return rows[0]?.ok === true;
}

export async function advisoryUnlock(connection: Kysely<DB>, key: number): Promise<void> {
  await sql`select pg_advisory_unlock(${key})`.execute(connection);
}

/** Runs `work` holding the lock `key` unless another session holds it; false when it did not run. */
export async function withAdvisoryLock(
  db: Kysely<DB>,
  key: number,
  work: (connection: Kysely<DB>) => Promise<unknown>,
): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    if (!(await tryAdvisoryLock(connection, key))) return false;
    try {
      await work(connection);
      return true;
    } finally {
      await advisoryUnlock(connection, key);
    }
  });
}
