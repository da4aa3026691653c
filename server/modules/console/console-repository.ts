/** What the stand-in console reads of the catalogue. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The product a "View demo" link names, or undefined. */
export async function findDemoProduct(db: Kysely<DB>, productId: string) {
  return db
    .selectFrom('product')
    .select(['product_id', 'name', 'book_edition', 'platform'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
}
