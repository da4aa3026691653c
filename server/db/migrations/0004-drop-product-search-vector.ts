/**
 * Search documents live in their own narrow table (0002-search: search_document), so the
 * first schema's product.search_vector and its GIN index are unused: rewriting wide
 * product rows to fill them doubled the seed time.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists product_search_idx`.execute(db);
  await sql`alter table product drop column if exists search_vector`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product add column if not exists search_vector tsvector`.execute(db);
  await sql`create index if not exists product_search_idx on product using gin (search_vector)`.execute(db);
}
