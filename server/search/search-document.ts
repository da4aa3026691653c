/**
 * The weighted full-text document of each product (spec-driven ranking, issue 3):
 * A title, B authors and ISBNs, C subject names, D description. Called by the seed and
 * the catalogue import after they write products, for the products they wrote.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

export async function refreshSearchDocuments(db: Kysely<DB>, productIds?: readonly string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const where = productIds ? sql`where product_id in (${sql.join(productIds)})` : sql``;
  await sql`
    update product set search_vector =
        setweight(to_tsvector('english', name), 'A')
      || setweight(to_tsvector('simple', authors_text), 'B')
      || setweight(to_tsvector('simple', concat_ws(' ', isbn13, isbn10, array_to_string(isbns, ' '))), 'B')
      || setweight(to_tsvector('english', disciplines_text), 'C')
      || setweight(to_tsvector('english', left(description_text, 4000)), 'D')
    ${where}
  `.execute(db);
}
