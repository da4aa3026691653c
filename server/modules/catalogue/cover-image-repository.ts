/** SQL of publishers' cover images (fetched by the ONIX import), served by the cover route. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function findCoverImage(
  db: Kysely<DB>,
  productId: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const row = await db
    .selectFrom('product_cover_image')
    .select(['content_type', 'bytes'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/** Stores (or replaces) a product's cover image; false when the product is not there (deleted meanwhile). */
export async function storeCoverImage(
  db: Kysely<DB>,
  productId: string,
  image: { contentType: string; bytes: Buffer; sourceUrl: string },
): Promise<boolean> {
  const exists = await db
    .selectFrom('product')
    .select('product_id')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto('product_cover_image')
    .values({ product_id: productId, content_type: image.contentType, bytes: image.bytes, source_url: image.sourceUrl })
    .onConflict((oc) =>
      oc.column('product_id').doUpdateSet({
        content_type: image.contentType,
        bytes: image.bytes,
        source_url: image.sourceUrl,
        fetched_at: new Date(),
      }),
    )
    .execute();
  return true;
}

/** Drops the stored covers of these products (a record that no longer names one). */
export async function deleteCoverImages(db: Kysely<DB>, productIds: readonly string[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 1000)
    await db
      .deleteFrom('product_cover_image')
      .where('product_id', 'in', productIds.slice(i, i + 1000))
      .execute();
}
