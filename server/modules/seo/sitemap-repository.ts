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
const BATCH = 1_000;

export interface SitemapChunk {
  /** The first product id of the file (ids ≥ it and < the next chunk's first). */
  firstId: string;
  /** The newest change of a product in it. */
  lastmod: Date;
  count: number;
}

/**
 * The files of the sitemap, in order: one query a file, each reading the next `perFile` public
 * products from where the last ended (the primary key's order). Not one numbering of the whole
 * catalogue: at a million products that single statement ran past the statement timeout on a
 * busy host, where each of these stays small.
 */
interface ChunkRow {
  first_id: string | null;
  last_id: string | null;
  lastmod: Date | string | null;
  count: number | string;
}

export async function listSitemapChunks(db: Kysely<DB>, perFile = SITEMAP_URLS_PER_FILE): Promise<SitemapChunk[]> {
  const chunks: SitemapChunk[] = [];
  let after: string | null = null;
  for (;;) {
    const { rows }: { rows: ChunkRow[] } = await sql<ChunkRow>`
      select min(product_id) as first_id, max(product_id) as last_id, max(updated_at) as lastmod, count(*) as count
      from (
        select product_id, updated_at from product
        where org_id is null ${after === null ? sql`` : sql`and product_id > ${after}`}
        order by product_id
        limit ${perFile}
      ) file`.execute(db);
    const row: ChunkRow | undefined = rows[0];
    const count = Number(row?.count ?? 0);
    if (!row || count === 0 || row.first_id === null || row.last_id === null || row.lastmod === null) return chunks;
    chunks.push({ firstId: row.first_id, lastmod: new Date(row.lastmod), count });
    if (count < perFile) return chunks;
    after = row.last_id;
  }
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
