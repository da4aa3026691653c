/**
 * What the demo event history (ingest/events-seed.ts) reads and writes: the catalogue's
 * products and subjects to make events about, the events themselves, and emptying them.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, SearchEventTable } from '../../db/types.ts';
import { insertRows } from '../../db/bulk-insert-repository.ts';

const EVENT_TABLES = [
  'search_event',
  'search_rollup_day',
  'search_daily_total',
  'search_daily_query',
  'search_daily_product',
  'search_daily_facet',
] as const;

/** Empties the events and their roll-ups. */
export async function clearSearchEvents(db: Kysely<DB>): Promise<void> {
  for (const table of EVENT_TABLES) await sql`truncate ${sql.table(table)}`.execute(db);
}

/** Up to 5,000 products (id order) and every subject code, for events to name. */
export async function catalogueForEvents(db: Kysely<DB>) {
  const products = (
    await db.selectFrom('product').select(['product_id', 'name']).orderBy('product_id').limit(5000).execute()
  ).map((p) => ({ productId: p.product_id, name: p.name }));
  const subjects = (await db.selectFrom('primary_discipline').select('code').orderBy('code').execute()).map((d) => d.code);
  return { products, subjects };
}

export async function insertSearchEvents(db: Kysely<DB>, rows: readonly Insertable<SearchEventTable>[]): Promise<void> {
  await insertRows(db, 'search_event', rows);
}

/** Fresh planner statistics after a bulk load. */
export async function analyzeSearchEvents(db: Kysely<DB>): Promise<void> {
  await sql`analyze search_event`.execute(db);
}
