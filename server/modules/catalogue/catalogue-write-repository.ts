/**
 * SQL that writes the catalogue (subjects, organisations, products and their parts,
 * offers, licences): the demo seed and the catalogue import (server/ingest) decide what
 * to write, this file is how. Reads the import needs for its checks are here too.
 */
import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type {
  AuthorTable,
  AvailableToBuyOfferTable,
  DB,
  DisciplineCategoryTable,
  DisciplineFeatureTable,
  DisciplineNameTable,
  OfferTable,
  OrganisationTable,
  PrimaryDisciplineTable,
  ProductDisciplineTable,
  ProductModuleTable,
  ProductTable,
  ProductTocTable,
  RelatedProductTable,
  SeatLicenceTable,
  SecondaryDisciplineTable,
} from '../../db/types.ts';
import { insertRows } from '../../db/bulk-insert-repository.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version-repository.ts';
import { announceCatalogueChanged } from './catalogue-changes.ts';

type Db = Kysely<DB> | Transaction<DB>;

function anyOf(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = any(${[...values]}::text[])`;
}

// --- the demo seed ------------------------------------------------------------------

/** Subjects, organisations and discipline features: what products refer to. */
export interface ReferenceRows {
  categories: Insertable<DisciplineCategoryTable>[];
  primaries: Insertable<PrimaryDisciplineTable>[];
  secondaries: Insertable<SecondaryDisciplineTable>[];
  /** Subject names in other locales (migrations/0012-discipline-names.ts). */
  disciplineNames: Insertable<DisciplineNameTable>[];
  organisations: Insertable<OrganisationTable>[];
  disciplineFeatures: Insertable<DisciplineFeatureTable>[];
}

/** A batch of products with everything hanging off them. */
export interface ProductBatchRows {
  products: Insertable<ProductTable>[];
  authors: Insertable<AuthorTable>[];
  productDisciplines: Insertable<ProductDisciplineTable>[];
  relatedProducts: Insertable<RelatedProductTable>[];
  tocs: Insertable<ProductTocTable>[];
  modules: Insertable<ProductModuleTable>[];
  seatLicences: Insertable<SeatLicenceTable>[];
  offers: Insertable<OfferTable>[];
  availableToBuy: Insertable<AvailableToBuyOfferTable>[];
}

export async function writeReferenceRows(db: Db, rows: ReferenceRows): Promise<void> {
  await insertRows(db, 'discipline_category', rows.categories);
  await insertRows(db, 'primary_discipline', rows.primaries);
  await insertRows(db, 'secondary_discipline', rows.secondaries);
  await insertRows(db, 'discipline_name', rows.disciplineNames);
  await insertRows(db, 'organisation', rows.organisations);
  await insertRows(db, 'discipline_feature', rows.disciplineFeatures);
}

export async function writeProductRows(db: Db, rows: ProductBatchRows): Promise<void> {
  await insertRows(db, 'product', rows.products);
  await insertRows(db, 'author', rows.authors);
  await insertRows(db, 'product_discipline', rows.productDisciplines);
  await insertRows(db, 'related_product', rows.relatedProducts);
  await insertRows(db, 'product_toc', rows.tocs);
  await insertRows(db, 'product_module', rows.modules);
  await insertRows(db, 'seat_license', rows.seatLicences);
  await insertRows(db, 'offer', rows.offers);
  await insertRows(db, 'available_to_buy_offer', rows.availableToBuy);
}

/** Tables the seed writes: the ones whose indexes it defers. */
const SEEDED_TABLES = [
  'discipline_category',
  'primary_discipline',
  'secondary_discipline',
  'discipline_name',
  'organisation',
  'discipline_feature',
  'product',
  'author',
  'product_discipline',
  'related_product',
  'product_toc',
  'product_module',
  'seat_license',
  'offer',
  'available_to_buy_offer',
];

/**
 * Runs `load` with the secondary indexes of the seeded tables dropped, then rebuilds
 * them from their own definitions (pg_get_indexdef), so indexes other modules add to
 * these tables (search, identity) are covered without this file naming them. Building a
 * GIN index once over loaded rows is many times faster than updating it row by row (the
 * trigram index on product names dominated the load otherwise). Primary keys and unique
 * constraints stay. The search module's own tables are its business (refreshSearchDocuments
 * rebuilds search_document's indexes itself). Meant for a transaction: if anything fails,
 * the indexes come back with the rollback; on PostgreSQL, readers of these tables wait
 * until the seed commits.
 */
export async function withSecondaryIndexesDeferred(db: Transaction<DB>, load: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()
      and t.relname = any(${SEEDED_TABLES}::text[])
      and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by t.relname, i.relname`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  await load();
  for (const index of indexes) {
    await sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(db);
  }
}

/** GIN builds go faster with more memory; `local` ends with the transaction. */
export async function raiseIndexBuildMemory(trx: Transaction<DB>): Promise<void> {
  await sql`set local maintenance_work_mem = '128MB'`.execute(trx);
}

/** Gathers planner statistics (PGlite has no autovacuum to do it after a bulk load). */
export async function analyzeDatabase(db: Kysely<DB>): Promise<void> {
  await sql`analyze`.execute(db);
}

/**
 * Planner statistics of the catalogue and its search tables, inside a transaction that has just
 * rewritten them (ANALYZE counts the transaction's own new rows).
 */
export async function analyzeCatalogue(trx: Transaction<DB>): Promise<void> {
  const tables = [...SEEDED_TABLES, 'search_document', 'search_term'];
  await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(trx);
}

/** Whether the catalogue has its subjects (an empty database has none). */
export async function hasSubjects(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from discipline_category`.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}

/** How many products the catalogue holds. */
export async function countProducts(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from product`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Empties the catalogue: subjects, organisations, products and everything hanging off
 * them (offers, licences, features). Organisations cascade to user_organisation and
 * lms_integration_token; user accounts and sessions stay. Identity counters restart so
 * a re-seed produces the same ids.
 */
export async function resetCatalogue(db: Kysely<DB>): Promise<void> {
  await sql`
    truncate table
      available_to_buy_offer, offer, seat_license, product_module, product_toc, related_product,
      product_discipline, author, product, discipline_feature, discipline_name, secondary_discipline,
      primary_discipline, discipline_category, organisation
    restart identity cascade
  `.execute(db);
  await bumpCatalogueVersion(db);
  announceCatalogueChanged();
}

// --- the catalogue import -------------------------------------------------------------

/** Subjects and organisations an imported line may name. */
export async function loadImportReference(db: Kysely<DB>) {
  const [primaries, secondaries, organisations] = await Promise.all([
    db
      .selectFrom('primary_discipline as p')
      .innerJoin('discipline_category as c', 'c.code', 'p.category_code')
      .select(['p.code', 'p.name', 'c.code as category', 'c.name as category_name'])
      .execute(),
    db.selectFrom('secondary_discipline').select(['code', 'name', 'primary_code']).execute(),
    db.selectFrom('organisation').select('org_id').execute(),
  ]);
  return { primaries, secondaries, organisations };
}

/** The products that own these offer ids. */
export async function findOfferOwners(db: Kysely<DB>, offerIds: readonly string[]) {
  if (offerIds.length === 0) return [];
  return db.selectFrom('offer').select(['offer_id', 'product_id']).where(anyOf('offer_id', offerIds)).execute();
}

/** The products that own these uuids. */
export async function findUuidOwners(db: Kysely<DB>, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  return db
    .selectFrom('product')
    .select(['uuid', 'product_id'])
    .where(sql<SqlBool>`uuid::text = any(${[...uuids]}::text[])`)
    .execute();
}

/** Which of these product ids exist. */
export async function existingProductIds(db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('product').select('product_id').where(anyOf('product_id', ids)).execute();
  return new Set(rows.map((p) => p.product_id));
}

/** The rows of imported products. */
export interface ImportedRows {
  products: Insertable<ProductTable>[];
  authors: Insertable<AuthorTable>[];
  disciplines: Insertable<ProductDisciplineTable>[];
  related: Insertable<RelatedProductTable>[];
  tocs: Insertable<ProductTocTable>[];
  modules: Insertable<ProductModuleTable>[];
  offers: Insertable<OfferTable>[];
  availableToBuy: Insertable<AvailableToBuyOfferTable>[];
}

/** Parts a line may leave out (its stored rows then stay): the products whose rows of the part are replaced. */
export interface ReplacedParts {
  related_product: readonly string[];
  product_toc: readonly string[];
  product_module: readonly string[];
  offer: readonly string[];
  available_to_buy_offer: readonly string[];
}

/**
 * Upserts the products `all` (created or overwritten, `updated_at` touched); replaces
 * their authors and disciplines, and the other parts of the products `replaced` names.
 */
export async function upsertProducts(
  trx: Transaction<DB>,
  all: readonly string[],
  rows: ImportedRows,
  replaced: ReplacedParts,
): Promise<void> {
  await insertRows(trx, 'product', rows.products, { conflictColumns: ['product_id'], touch: true });
  await trx.deleteFrom('author').where(anyOf('product_id', all)).execute();
  await insertRows(trx, 'author', rows.authors);
  await trx.deleteFrom('product_discipline').where(anyOf('product_id', all)).execute();
  await insertRows(trx, 'product_discipline', rows.disciplines);
  const replace = async (table: keyof ReplacedParts) => {
    const ids = replaced[table];
    if (ids.length) await trx.deleteFrom(table).where(anyOf('product_id', ids)).execute();
  };
  await replace('related_product');
  await insertRows(trx, 'related_product', rows.related);
  await replace('product_toc');
  await insertRows(trx, 'product_toc', rows.tocs);
  await replace('product_module');
  await insertRows(trx, 'product_module', rows.modules);
  await replace('offer');
  await insertRows(trx, 'offer', rows.offers);
  await replace('available_to_buy_offer');
  await insertRows(trx, 'available_to_buy_offer', rows.availableToBuy);
}

/** Links to related products written after the products they point to (an import's forward references). */
export async function insertRelatedRows(trx: Transaction<DB>, rows: ImportedRows['related']): Promise<void> {
  await insertRows(trx, 'related_product', rows);
}
