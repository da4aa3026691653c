/**
 * The one-time work of a start (migrations, the demo seed, IMPORT_ON_START) done by one
 * process at a time when several start together against one PostgreSQL: a session-level
 * advisory lock held on one pooled connection while `work` runs on others. The first
 * process migrates and seeds; the others wait, then find nothing left to do. Kysely's
 * migrator locks its own step too, but not the seed that follows it: three processes on an
 * empty database would otherwise each load the demo catalogue.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { advisoryUnlock, tryAdvisoryLock } from '../db/advisory-lock-repository.ts';

/** One number for every deployment of this app on a database (pg_advisory_lock's key). */
export const STARTUP_LOCK_KEY = 0x45786368; // 'Exch'

const RETRY_MS = 200;

export async function withStartupLock<T>(
  db: Kysely<DB>,
  kind: 'pglite' | 'postgres',
  work: () => Promise<T>,
): Promise<T> {
  // PGlite has one process per folder (pglite-lock.ts) and one connection: nothing to share.
  if (kind === 'pglite') return work();
  return db.connection().execute(async (connection) => {
    // Asked again and again rather than waited for in one statement: another process's seed
    // may take longer than the statement timeout allows one statement.
    while (!(await tryAdvisoryLock(connection, STARTUP_LOCK_KEY)))
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    try {
      return await work();
    } finally {
      await advisoryUnlock(connection, STARTUP_LOCK_KEY);
    }
  });
}
