/**
 * A product the API tests write themselves, with known authors, disciplines, related
 * products, table of contents and modules, so that tests can compare the API's answer
 * with hand-written expectations instead of re-running the repository's own queries.
 * Ids start with `zz-known-` (after every seeded id); `insertKnownProduct` returns the
 * cleanup that removes every row it wrote.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/types.ts';

export const KNOWN_ID = 'zz-known-main';
export const KNOWN_RELATED_IDS = ['zz-known-rel-a', 'zz-known-rel-b', 'zz-known-rel-c'] as const;
const CATEGORY = 'zz-known-cat';
const PRIMARIES = ['zz-known-p1', 'zz-known-p2'] as const;

/**
 * What the related-products call and `getRelated=true` answer for the known product, written
 * out by hand: written at positions a 2, b 0, c 1, so b, c, a.
 */
export const KNOWN_RELATED_ANSWER = [
  {
    productId: 'zz-known-rel-b',
    slug: 'known-biology-1',
    name: 'Known Biology, REVEL',
    productPlatform: 'revel',
    productModel: { name: 'REVEL' },
    sourceIsbn: { isbn13: null },
    brand: { name: null },
  },
  {
    productId: 'zz-known-rel-c',
    slug: 'known-biology-2',
    name: 'Known Biology, EPUB',
    productPlatform: 'etext',
    productModel: { name: 'ETEXT_EPUB_BRONTE' },
    sourceIsbn: { isbn13: '9780000000026' },
    brand: { name: 'Known Brand' },
  },
  {
    productId: 'zz-known-rel-a',
    slug: 'known-biology-0',
    name: 'Known Biology, print',
    productPlatform: 'print',
    productModel: { name: 'SUMATRA' },
    sourceIsbn: { isbn13: '9780000000019' },
    brand: { name: 'Known Brand' },
  },
];

export async function insertKnownProduct(db: Kysely<DB>): Promise<() => Promise<void>> {
  await db
    .insertInto('discipline_category')
    .values({ code: CATEGORY, name: 'Known Category', position: 900 })
    .execute();
  await db
    .insertInto('primary_discipline')
    .values([
      { code: PRIMARIES[0], category_code: CATEGORY, name: 'Known Primary One', position: 1 },
      { code: PRIMARIES[1], category_code: CATEGORY, name: 'Known Primary Two', position: 2 },
    ])
    .execute();
  await db
    .insertInto('product')
    .values([
      {
        product_id: KNOWN_ID,
        uuid: '00000000-0000-4000-8000-000000000001',
        slug: 'known-biology',
        name: 'Known Biology',
        platform: 'etext',
        product_model: 'ETEXT2_PXE',
        product_type: 'other',
        product_stage: 'live',
        access_status: 'ACTIVE',
        version: 'FULL',
        audience: 'highered',
        k12_available_for_license: false,
        book_edition: '3e',
        copyright_year: 2024,
        publisher: 'Known Press',
        isbns: ['9780000000002', '0000000000'],
        isbn13: '9780000000002',
        isbn10: '0000000000',
        brand_name: 'Known Brand',
        description_html: '<p>Cells and <em>systems</em>.</p>',
        description_text: 'Cells and systems.',
        coming_soon: false,
        offer_type: 'national',
        has_cover: true,
        date_published: '2024-01-15',
      },
      ...[
        {
          id: KNOWN_RELATED_IDS[0],
          name: 'Known Biology, print',
          platform: 'print' as const,
          model: 'SUMATRA' as const,
          isbn13: '9780000000019',
        },
        {
          id: KNOWN_RELATED_IDS[1],
          name: 'Known Biology, REVEL',
          platform: 'revel' as const,
          model: 'REVEL' as const,
          isbn13: null,
        },
        {
          id: KNOWN_RELATED_IDS[2],
          name: 'Known Biology, EPUB',
          platform: 'etext' as const,
          model: 'ETEXT_EPUB_BRONTE' as const,
          isbn13: '9780000000026',
        },
      ].map((r, i) => ({
        product_id: r.id,
        uuid: `00000000-0000-4000-8000-00000000001${i}`,
        slug: `known-biology-${i}`,
        name: r.name,
        platform: r.platform,
        product_model: r.model,
        isbns: r.isbn13 ? [r.isbn13] : [],
        isbn13: r.isbn13,
        brand_name: i === 1 ? null : 'Known Brand',
      })),
    ])
    .execute();
  await db
    .insertInto('author')
    .values([
      {
        product_id: KNOWN_ID,
        position: 1,
        given_name: 'Bea',
        family_name: 'Second',
        additional_name: null,
        biography: null,
      },
      {
        product_id: KNOWN_ID,
        position: 0,
        given_name: 'Ada',
        family_name: 'First',
        additional_name: 'M.',
        biography: 'Writes on cells.',
      },
    ])
    .execute();
  await db
    .insertInto('product_discipline')
    .values([
      { product_id: KNOWN_ID, primary_code: PRIMARIES[0], secondary_code: null, is_main: false },
      { product_id: KNOWN_ID, primary_code: PRIMARIES[1], secondary_code: null, is_main: true },
    ])
    .execute();
  // Positions out of insertion order: the answer lists b, c, a.
  await db
    .insertInto('related_product')
    .values([
      { product_id: KNOWN_ID, related_product_id: KNOWN_RELATED_IDS[0], position: 2 },
      { product_id: KNOWN_ID, related_product_id: KNOWN_RELATED_IDS[1], position: 0 },
      { product_id: KNOWN_ID, related_product_id: KNOWN_RELATED_IDS[2], position: 1 },
    ])
    .execute();
  await db
    .insertInto('product_toc')
    .values({
      product_id: KNOWN_ID,
      toc: JSON.stringify([
        { label: 'Part 1 Cells', children: [{ label: '1 The cell', children: [] }, { label: '2 Membranes' }] },
        { label: 'Part 2 Systems', children: [] },
      ]),
      toc_string: 'Part 1 Cells; 1 The cell; 2 Membranes; Part 2 Systems',
    })
    .execute();
  await db
    .insertInto('product_module')
    .values([
      { product_id: KNOWN_ID, position: 2, title: 'Module C' },
      { product_id: KNOWN_ID, position: 0, title: 'Module A' },
      { product_id: KNOWN_ID, position: 1, title: 'Module B' },
    ])
    .execute();

  return async () => {
    // Child rows go with their products (on delete cascade), primaries with their category.
    await db
      .deleteFrom('product')
      .where('product_id', 'in', [KNOWN_ID, ...KNOWN_RELATED_IDS])
      .execute();
    await db.deleteFrom('discipline_category').where('code', '=', CATEGORY).execute();
  };
}
