/** The search ids GET /api/search gave out (migrations/0014-click-evidence-guard.ts). */
import type { Insertable, Kysely } from 'kysely';
import { insertRows } from '../../db/bulk-insert-repository.ts';
import type { DB, SearchServedQueryTable } from '../../db/types.ts';

export type ServedQueryRow = Insertable<SearchServedQueryTable>;

export async function insertServedQueries(db: Kysely<DB>, rows: readonly ServedQueryRow[]): Promise<void> {
  await insertRows(db, 'search_served_query', rows);
}

/** Forgets ids served more than `keepDays` days before `now`; answers how many. */
export async function deleteServedQueriesBefore(db: Kysely<DB>, keepDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const result = await db.deleteFrom('search_served_query').where('served_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
