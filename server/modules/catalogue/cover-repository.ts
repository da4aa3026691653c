/** SQL for a product's cover (GET /api/covers/{productId}.svg). */
import type { Kysely } from 'kysely';
import type { DB, Platform } from '../../db/types.ts';

export interface CoverFacts {
  productId: string;
  name: string;
  edition: string | null;
  platform: Platform;
  brand: string | null;
  color: string | null;
  hasCover: boolean;
  /** Family names of the authors, in order. */
  authors: string[];
}

/** What the cover shows, or null for an unknown product. */
export async function findCoverFacts(db: Kysely<DB>, productId: string): Promise<CoverFacts | null> {
  const row = await db
    .selectFrom('product')
    .select(['product_id', 'name', 'book_edition', 'platform', 'brand_name', 'cover_color', 'has_cover'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!row) return null;
  const authors = row.has_cover
    ? await db
        .selectFrom('author')
        .select('family_name')
        .where('product_id', '=', productId)
        .orderBy('position')
        .limit(4)
        .execute()
    : [];
  return {
    productId: row.product_id,
    name: row.name,
    edition: row.book_edition,
    platform: row.platform,
    brand: row.brand_name,
    color: row.cover_color,
    hasCover: row.has_cover,
    authors: authors.map((a) => a.family_name),
  };
}
