/**
 * The catalogue's version (migration 0005: catalogue_state). Every change of what search
 * can answer bumps it in the writing transaction; caches of search answers compare it to
 * notice changes made by another process, and listen here for changes made by this one.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function bumpCatalogueVersion(db: Kysely<DB>): Promise<void> {
  await sql`update catalogue_state set version = version + 1, changed_at = now() where id = 1`.execute(db);
}

export async function readCatalogueVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

const listeners = new Set<() => void>();

/** Calls `listener` after this process committed a catalogue change; returns the unsubscribe. */
export function onCatalogueChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners that a catalogue change was committed. */
export function announceCatalogueChanged(): void {
  for (const listener of listeners) listener();
}
