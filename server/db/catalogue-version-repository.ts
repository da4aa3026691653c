/**
 * The catalogue's version (migration 0005: catalogue_state). Every change of what search
 * can answer bumps it in the writing transaction; caches of search answers compare it to
 * notice changes made by another process (modules/catalogue/catalogue-changes.ts tells this process's own). It lives
 * here, below the modules, because both the catalogue's writers and search's document refresh
 * bump it, and the answer cache reads it.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './types.ts';

export async function bumpCatalogueVersion(db: Kysely<DB>): Promise<void> {
  await sql`update catalogue_state set version = version + 1, changed_at = now() where id = 1`.execute(db);
}

export async function readCatalogueVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
