/** SQL of the ONIX export (server/ingest/onix/write-onix.ts): the products page by page, and their parts ONIX carries. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The next `limit` product ids after `after`, in id order (all of the catalogue, or among `only`). */
export async function productIdsAfter(
  db: Kysely<DB>,
  after: string,
  limit: number,
  only?: readonly string[],
): Promise<string[]> {
  let query = db.selectFrom('product').select('product_id').where('product_id', '>', after);
  if (only) {
    if (only.length === 0) return [];
    // One array parameter, not one per id: a selection of more than 65,535 products (PostgreSQL's
    // limit of bind parameters) failed as a list.
    query = query.where('product_id', '=', sql<string>`any(${[...only]}::text[])`);
  }
  const rows = await query.orderBy('product_id').limit(limit).execute();
  return rows.map((r) => r.product_id);
}

/** What ONIX carries beyond the product answer, for a page of products. */
export async function exportParts(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return { isbn13: new Map<string, string | null>(), offers: [], buy: [], related: [], tocs: [] };
  const [products, offers, buy, related, tocs] = await Promise.all([
    db
      .selectFrom('product')
      .select(['product_id', 'isbn13'])
      .where('product_id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('offer')
      .select(['product_id', 'country', 'currency', 'price', 'kind'])
      .where('product_id', 'in', [...ids])
      .where('scope', '=', 'national')
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('available_to_buy_offer')
      .select(['product_id', 'country', 'currency', 'price'])
      .where('product_id', 'in', [...ids])
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('related_product as r')
      .innerJoin('product as p', 'p.product_id', 'r.related_product_id')
      .select(['r.product_id', 'r.related_product_id', 'p.isbn13'])
      .where('r.product_id', 'in', [...ids])
      .orderBy('r.product_id')
      .orderBy('r.position')
      .execute(),
    db
      .selectFrom('product_toc')
      .select(['product_id', 'toc_string'])
      .where('product_id', 'in', [...ids])
      .execute(),
  ]);
  return { isbn13: new Map(products.map((p) => [p.product_id, p.isbn13])), offers, buy, related, tocs };
}
