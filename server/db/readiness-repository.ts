/** Whether the database answers: the readiness probe's one statement. */
import { sql, type Kysely } from 'kysely';
import type { DB } from './types.ts';

/** Whether `select 1` comes back within `ms`. */
export async function databaseAnswers(db: Kysely<DB>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
