/**
 * The products a sitemap lists: every product any visitor may open (no owning institution),
 * in product id order, cut into files of SITEMAP_URLS_PER_FILE. Read in keyset batches, so
 * serving a file holds one batch in memory, not the catalogue.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * Product addresses per sitemap file. The protocol allows 50,000 URLs and 50 MB a file; each
 * URL here carries an alternate per locale (seven addresses), and a worst-case entry (a
 * 64-character id, a 200-character slug, a 60-character host) is about 3.3 kB, so 15,000 stay
 * under 50 MB (tests/server/seo/sitemap.test.ts writes that entry and checks). A usual entry is
 * about 1.2 kB: a file of 15,000 is some 18 MB, and a million products make 67 files a locale.
 */
export const SITEMAP_URLS_PER_FILE = 15_000;

/** Rows read per batch while a file streams. */
const BATCH = 2_000;

export interface SitemapChunk {
  /** The first product id of the file (ids ≥ it and < the next chunk's first). */
  firstId: string;
  /** The newest change of a product in it. */
  lastmod: Date;
  count: number;
}

/** The files of the sitemap, in order: one pass over the public products' ids. */
export async function listSitemapChunks(db: Kysely<DB>, perFile = SITEMAP_URLS_PER_FILE): Promise<SitemapChunk[]> {
  const { rows } = await sql<{ chunk: number; first_id: string; lastmod: Date | string; count: number | string }>`
    select chunk, min(product_id) as first_id, max(updated_at) as lastmod, count(*) as count
    from (
      select product_id, updated_at, (row_number() over (order by product_id) - 1) / ${perFile} as chunk
      from product
      where org_id is null
    ) numbered
    group by chunk
    order by chunk`.execute(db);
  return rows.map((r) => ({ firstId: r.first_id, lastmod: new Date(r.lastmod), count: Number(r.count) }));
}

export interface SitemapProduct {
  productId: string;
  slug: string;
  updatedAt: Date;
}

/** The public products from `firstId` (inclusive) to `beforeId` (exclusive; null: to the end), in batches. */
export async function* streamSitemapProducts(
  db: Kysely<DB>,
  firstId: string,
  beforeId: string | null,
): AsyncGenerator<SitemapProduct[]> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('product')
      .select(['product_id', 'slug', 'updated_at'])
      .where('org_id', 'is', null)
      .orderBy('product_id')
      .limit(BATCH);
    query = after === null ? query.where('product_id', '>=', firstId) : query.where('product_id', '>', after);
    if (beforeId !== null) query = query.where('product_id', '<', beforeId);
    const rows = await query.execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({ productId: r.product_id, slug: r.slug, updatedAt: new Date(r.updated_at) }));
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.product_id;
  }
}
