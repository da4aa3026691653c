/**
 * SQL for one product and its parts (spec §3 Product, Table of contents, Modules,
 * Related product). Every read is a fixed number of queries whatever the product's
 * size: one product is one query (its authors, disciplines and related products as JSON
 * arrays beside its row); several are the rows, then their parts.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB, ProductTable, TocNode as StoredTocNode } from '../../db/types.ts';
import { opensForSql } from '../../db/product-visibility-sql.ts';
import type {
  Author,
  Product,
  ProductDiscipline,
  ProductModule,
  RelatedProduct,
  TocNode,
} from '../../../contract/schemas/product.ts';
import type { TocResponse } from '../../../contract/schemas/toc.ts';
import { MAX_RELATED_PRODUCTS } from '../../../contract/limits.ts';
import { groupBy, productIdOf } from '../../lib/group-by.ts';

/**
 * The columns the Product answer is made of. Never `select *`: the row also carries
 * search vectors and keys (large, TOASTed) that a product page does not need.
 */
const PRODUCT_COLUMNS = [
  'product_id',
  'uuid',
  'slug',
  'name',
  'platform',
  'product_model',
  'model_features',
  'product_type',
  'product_stage',
  'access_status',
  'version',
  'audience',
  'k12_available_for_license',
  'is_custom',
  'book_edition',
  'copyright_year',
  'publisher',
  'isbns',
  'brand_name',
  'module_count',
  'source_textbook',
  'description_html',
  'content_published_at',
  'video_embed_url',
  'coming_soon',
  'offer_type',
  'org_id',
  'preview_url',
  'use_actions',
  'date_published',
  'has_cover',
] as const satisfies readonly (keyof ProductTable)[];

type ProductRow = Pick<Selectable<ProductTable>, (typeof PRODUCT_COLUMNS)[number]>;

/** Where our own server serves a product's generated cover. */
export const coverUrl = (productId: string) => `/api/covers/${encodeURIComponent(productId)}.svg`;

export interface FindProductOptions {
  /** Also list the related products (spec §7 getRelated). */
  withRelated: boolean;
  /**
   * The organisations whose own products the caller may open ([] for an anonymous caller):
   * related products of other owners are left out (listRelatedProducts).
   */
  openableOwners: readonly string[];
}

/** The spec §3 Product, or null when there is no such product. */
export async function findProduct(
  db: Kysely<DB>,
  productId: string,
  options: FindProductOptions,
): Promise<Product | null> {
  const row = await productQuery(db, productId, options).executeTakeFirst();
  return row ? productOfRow(row, options) : null;
}

/**
 * The product as findProduct answers it and its description as text (which the import keeps
 * beside the HTML), in the same one query: a product page's head needs both.
 */
export async function findProductWithDescriptionText(
  db: Kysely<DB>,
  productId: string,
  options: FindProductOptions,
): Promise<{ product: Product; descriptionText: string } | null> {
  const row = await productQuery(db, productId, options).select('description_text').executeTakeFirst();
  return row ? { product: productOfRow(row, options), descriptionText: row.description_text ?? '' } : null;
}

// One round trip: the parts as JSON arrays beside the row. Four queries (the row, then its
// parts) cost a product page's miss three more trips to PostgreSQL and its socket writes.
function productQuery(db: Kysely<DB>, productId: string, options: FindProductOptions) {
  return db
    .selectFrom('product')
    .select(PRODUCT_COLUMNS)
    .select((eb) => [
      jsonArrayFrom(authorsQuery(db).where('product_id', '=', eb.ref('product.product_id')).orderBy('position')).as(
        'authors',
      ),
      jsonArrayFrom(
        disciplinesQuery(db)
          .where('pd.product_id', '=', eb.ref('product.product_id'))
          .orderBy('pd.is_main', 'desc')
          .orderBy('c.position')
          .orderBy('p.position'),
      ).as('disciplines'),
      jsonArrayFrom(
        relatedQuery(db, options.openableOwners).where('r.product_id', '=', eb.ref('product.product_id')),
      ).as('related'),
    ])
    .where('product_id', '=', productId);
}

type ProductQueryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof productQuery>['executeTakeFirst']>>>;

function productOfRow(row: ProductQueryRow, options: FindProductOptions): Product {
  return toProduct(
    row,
    row.authors.map(toAuthor),
    row.disciplines.map(toDiscipline),
    row.related.map(toRelated),
    options,
  );
}

/**
 * Several products at once, as findProduct answers each (the same fields, authors and disciplines
 * in the same order, the same at most 4 related products), in a fixed number of queries whatever
 * the number of ids: for readers of many products (the ONIX export, the ONIX import's lookup of
 * the products its records update). Unknown ids are absent from the map.
 */
export async function findProducts(
  db: Kysely<DB>,
  productIds: readonly string[],
  options: FindProductOptions,
): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  if (productIds.length === 0) return found;
  const ids = [...new Set(productIds)];
  const rows = await db.selectFrom('product').select(PRODUCT_COLUMNS).where('product_id', 'in', ids).execute();
  if (rows.length === 0) return found;
  const known = rows.map((r) => r.product_id);
  const [authors, disciplines, related] = await Promise.all([
    listAuthorsOf(db, known),
    listDisciplinesOf(db, known),
    listRelatedProductsOf(db, known, options.openableOwners),
  ]);
  for (const row of rows) {
    const id = row.product_id;
    found.set(id, toProduct(row, authors.get(id) ?? [], disciplines.get(id) ?? [], related.get(id) ?? [], options));
  }
  return found;
}

/** Who may see a product: its owning organisation (null: everyone); `undefined` when unknown. */
export async function findProductOwner(
  db: Kysely<DB>,
  productId: string,
): Promise<{ orgId: string | null } | undefined> {
  const row = await db.selectFrom('product').select('org_id').where('product_id', '=', productId).executeTakeFirst();
  return row ? { orgId: row.org_id } : undefined;
}

/** The table of contents; `null` product when unknown, `null` toc when it has none. */
export async function findToc(
  db: Kysely<DB>,
  productId: string,
): Promise<{ product: false } | { product: true; toc: TocResponse | null }> {
  const row = await db
    .selectFrom('product as p')
    .leftJoin('product_toc as t', 't.product_id', 'p.product_id')
    .select(['p.product_id', 't.toc', 't.toc_string'])
    .where('p.product_id', '=', productId)
    .executeTakeFirst();
  if (!row) return { product: false };
  if (row.toc === null || row.toc_string === null) return { product: true, toc: null };
  return { product: true, toc: { toc: toTocNodes(row.toc), tocString: row.toc_string } };
}

/** The modules of a collection in order; [] for other products; null when unknown. */
export async function findModules(db: Kysely<DB>, productId: string): Promise<ProductModule[] | null> {
  const rows = await db
    .selectFrom('product as p')
    .leftJoin('product_module as m', 'm.product_id', 'p.product_id')
    .select(['m.title'])
    .where('p.product_id', '=', productId)
    .orderBy('m.position')
    .execute();
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.title === null ? [] : [{ title: r.title }]));
}

/** The related products (alternate formats), at most 4; null when the product is unknown. */
export async function findRelatedProducts(
  db: Kysely<DB>,
  productId: string,
  openableOwners: readonly string[],
): Promise<RelatedProduct[] | null> {
  const exists = await db
    .selectFrom('product')
    .select('product_id')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!exists) return null;
  return listRelatedProducts(db, productId, openableOwners);
}

// --- the parts ---------------------------------------------------------------------

function authorsQuery(db: Kysely<DB>) {
  return db.selectFrom('author').select(['given_name', 'family_name', 'additional_name', 'biography']);
}

async function listAuthorsOf(db: Kysely<DB>, productIds: readonly string[]): Promise<Map<string, Author[]>> {
  const rows = await db
    .selectFrom('author')
    .select(['product_id', 'given_name', 'family_name', 'additional_name', 'biography'])
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  return groupBy(rows, productIdOf, toAuthor);
}

function toAuthor(a: {
  given_name: string;
  family_name: string;
  additional_name: string | null;
  biography: string | null;
}): Author {
  return {
    givenName: a.given_name,
    familyName: a.family_name,
    additionalName: a.additional_name,
    biography: a.biography,
  };
}

/** The main discipline first: it is the product's subject (cover colour, features). */
async function listDisciplinesOf(
  db: Kysely<DB>,
  productIds: readonly string[],
): Promise<Map<string, ProductDiscipline[]>> {
  const rows = await disciplinesQuery(db)
    .select('pd.product_id')
    .where('pd.product_id', 'in', [...productIds])
    .orderBy('pd.product_id')
    .orderBy('pd.is_main', 'desc')
    .orderBy('c.position')
    .orderBy('p.position')
    .execute();
  return groupBy(rows, productIdOf, toDiscipline);
}

function disciplinesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('product_discipline as pd')
    .innerJoin('primary_discipline as p', 'p.code', 'pd.primary_code')
    .innerJoin('discipline_category as c', 'c.code', 'p.category_code')
    .leftJoin('secondary_discipline as s', 's.code', 'pd.secondary_code')
    .select([
      'p.code as primary_code',
      'p.name as primary_name',
      's.code as secondary_code',
      's.name as secondary_name',
      'c.code as category_code',
      'c.name as category_name',
    ]);
}

function toDiscipline(r: {
  primary_code: string;
  primary_name: string;
  secondary_code: string | null;
  secondary_name: string | null;
  category_code: string;
  category_name: string;
}): ProductDiscipline {
  return {
    primaryDiscipline: { code: r.primary_code, name: r.primary_name },
    ...(r.secondary_code !== null && r.secondary_name !== null
      ? { secondaryDiscipline: { code: r.secondary_code, name: r.secondary_name } }
      : {}),
    disciplineCategory: { code: r.category_code, name: r.category_name },
  };
}

/**
 * Alternate formats are offered to open, compare and buy right away, so only those the caller
 * may open now: public ones and those of `openableOwners` (an anonymous caller gets public ones
 * only; a 401 inside the compare view would lead nowhere).
 */
function relatedQuery(db: Kysely<DB>, openableOwners: readonly string[]) {
  return db
    .selectFrom('related_product as r')
    .innerJoin('product as p', 'p.product_id', 'r.related_product_id')
    .select(['p.product_id', 'p.slug', 'p.name', 'p.platform', 'p.product_model', 'p.isbn13', 'p.brand_name'])
    .where(opensForSql(sql.ref('p.org_id'), openableOwners))
    .orderBy('r.position')
    .orderBy('p.product_id')
    .limit(MAX_RELATED_PRODUCTS);
}

async function listRelatedProducts(
  db: Kysely<DB>,
  productId: string,
  openableOwners: readonly string[],
): Promise<RelatedProduct[]> {
  const rows = await relatedQuery(db, openableOwners).where('r.product_id', '=', productId).execute();
  return rows.map(toRelated);
}

/** listRelatedProducts for several products: the first MAX_RELATED_PRODUCTS of each, in the same order. */
async function listRelatedProductsOf(
  db: Kysely<DB>,
  productIds: readonly string[],
  openableOwners: readonly string[],
): Promise<Map<string, RelatedProduct[]>> {
  const ranked = db
    .selectFrom('related_product as r')
    .innerJoin('product as p', 'p.product_id', 'r.related_product_id')
    .select([
      'r.product_id as owner_id',
      'p.product_id',
      'p.slug',
      'p.name',
      'p.platform',
      'p.product_model',
      'p.isbn13',
      'p.brand_name',
      sql<number>`row_number() over (partition by r.product_id order by r.position, p.product_id)`.as('rank'),
    ])
    .where('r.product_id', 'in', [...productIds])
    .where(opensForSql(sql.ref('p.org_id'), openableOwners));
  const rows = await db
    .selectFrom(ranked.as('x'))
    .selectAll()
    .where('x.rank', '<=', MAX_RELATED_PRODUCTS)
    .orderBy('x.owner_id')
    .orderBy('x.rank')
    .execute();
  return groupBy(rows, (r) => r.owner_id, toRelated);
}

function toRelated(p: {
  product_id: string;
  slug: string;
  name: string;
  platform: Product['productPlatform'];
  product_model: Product['productModel']['name'];
  isbn13: string | null;
  brand_name: string | null;
}): RelatedProduct {
  return {
    productId: p.product_id,
    slug: p.slug,
    name: p.name,
    productPlatform: p.platform,
    productModel: { name: p.product_model },
    sourceIsbn: { isbn13: p.isbn13 },
    brand: { name: p.brand_name },
  };
}

// --- shaping -----------------------------------------------------------------------

function toProduct(
  row: ProductRow,
  authors: Author[],
  disciplines: ProductDiscipline[],
  related: RelatedProduct[],
  options: FindProductOptions,
): Product {
  return {
    productId: row.product_id,
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    authors,
    productPlatform: row.platform,
    productModel: { name: row.product_model, features: row.model_features ?? [] },
    productType: row.product_type,
    productStage: row.product_stage,
    accessStatus: row.access_status,
    version: row.version,
    audience: row.audience,
    k12: { availableForLicense: row.k12_available_for_license },
    bookEdition: row.book_edition,
    copyrightYear: row.copyright_year,
    publisher: row.publisher,
    isbn: row.isbns ?? [],
    brand: { name: row.brand_name },
    moduleCount: row.module_count,
    sourceTextbook: row.source_textbook,
    description: { html: row.description_html },
    typeSafeContentPublishedDate: toIsoDateTime(row.content_published_at),
    video: row.video_embed_url ? { embedUrl: row.video_embed_url } : null,
    disciplines,
    comingSoon: row.coming_soon,
    offerType: row.offer_type,
    potentialAction: {
      previewAction: row.preview_url ? { target: { url: row.preview_url } } : null,
      useAction: row.use_actions ?? [],
    },
    datePublished: toIsoDate(row.date_published),
    orgId: row.org_id,
    isCustom: row.is_custom,
    // No `image` when the product has no cover: the client shows its default (spec §8).
    ...(row.has_cover ? { image: { url: coverUrl(row.product_id) } } : {}),
    ...(options.withRelated ? { isRelatedTo: related } : {}),
    // spec §3 "Related flag added to product response": the product has alternate formats.
    related: related.length > 0,
  };
}

/** Stored nodes may lack `children` on leaves; the contract keeps leaves bare. */
function toTocNodes(nodes: StoredTocNode[] | unknown): TocNode[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((n: StoredTocNode) => {
    if (!n || typeof n.label !== 'string') return [];
    const children = Array.isArray(n.children) ? toTocNodes(n.children) : [];
    return [children.length > 0 ? { label: n.label, children } : { label: n.label }];
  }) as TocNode[];
}

function toIsoDateTime(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Dates are read as 'YYYY-MM-DD' strings (server/db/database.ts); a Date is tolerated. */
function toIsoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}
