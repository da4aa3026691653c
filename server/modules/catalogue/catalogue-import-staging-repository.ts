/**
 * The catalogue import's staging tables (server/ingest/catalog-import.ts): temporary tables,
 * dropped at the end of the import's one transaction, that hold what the import has read so
 * far, so that its memory does not grow with the file. Checks that span lines (an id used twice,
 * a related product named but absent) are asked of them in SQL; the rows of the valid lines
 * then move into the catalogue's tables in one statement per table.
 *
 * - `import_line`: every line that passed the schema (its product id, whether it passed the
 *   checks of a line on its own, `bad` when it failed a check against the database, `valid`
 *   once settled, and which replaceable parts it carries);
 * - `import_offer_id`, `import_uuid`, `import_related`: the ids the lines that passed their own
 *   checks use or name;
 * - `import_stage_<table>`: the rows of those lines, with the columns of `<table>`.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { insertRows } from '../../db/bulk-insert-repository.ts';
import type { ImportedRows } from './catalogue-write-repository.ts';

type Trx = Transaction<DB>;

/** The parts a line may leave out (its stored rows then stay), by the flag that says the line has them. */
const REPLACEABLE = {
  related_product: 'has_related',
  product_toc: 'has_toc',
  product_module: 'has_modules',
  offer: 'has_offers',
  available_to_buy_offer: 'has_available_to_buy',
} as const;

/** Catalogue tables the staged rows go to, in the order they are written (products first: the others refer to them). */
const STAGED = {
  products: 'product',
  authors: 'author',
  disciplines: 'product_discipline',
  tocs: 'product_toc',
  modules: 'product_module',
  offers: 'offer',
  availableToBuy: 'available_to_buy_offer',
} as const satisfies Partial<Record<keyof ImportedRows, keyof DB>>;

type StagedPart = keyof typeof STAGED;

export interface StagedLine {
  line: number;
  product_id: string;
  ok: boolean;
  bad: boolean;
  has_related: boolean;
  has_toc: boolean;
  has_modules: boolean;
  has_offers: boolean;
  has_available_to_buy: boolean;
}

export interface StagedIds {
  lines: StagedLine[];
  offers: { offer_id: string; line: number }[];
  uuids: { uuid: string; line: number }[];
  related: { line: number; position: number; product_id: string; related_id: string }[];
}

const stageName = (table: string) => `import_stage_${table}`;

/** Creates the staging tables (empty; dropped when the transaction ends, committed or not). */
export async function createImportStaging(trx: Trx): Promise<void> {
  await sql`
    create temp table import_line (
      line integer primary key,
      product_id text not null,
      ok boolean not null,
      bad boolean not null,
      valid boolean not null default false,
      has_related boolean not null,
      has_toc boolean not null,
      has_modules boolean not null,
      has_offers boolean not null,
      has_available_to_buy boolean not null
    ) on commit drop`.execute(trx);
  await sql`create index on import_line (product_id)`.execute(trx);
  await sql`create temp table import_offer_id (offer_id text not null, line integer not null) on commit drop`.execute(
    trx,
  );
  await sql`create index on import_offer_id (offer_id)`.execute(trx);
  await sql`create temp table import_uuid (uuid text not null, line integer not null) on commit drop`.execute(trx);
  await sql`create index on import_uuid (uuid)`.execute(trx);
  await sql`
    create temp table import_related (line integer not null, position integer not null, product_id text not null, related_id text not null)
    on commit drop`.execute(trx);
  for (const table of Object.values(STAGED)) {
    await sql`create temp table ${sql.table(stageName(table))} on commit drop as select * from ${sql.table(table)} with no data`.execute(
      trx,
    );
  }
}

/** Where earlier lines already use these ids: the first line of a product id, the last of an offer id or uuid. */
export async function earlierLines(
  trx: Trx,
  ids: { productIds: string[]; offerIds: string[]; uuids: string[] },
): Promise<{ product: Map<string, number>; offer: Map<string, number>; uuid: Map<string, number> }> {
  const { rows } = await sql<{ kind: 'product' | 'offer' | 'uuid'; id: string; line: number }>`
    select 'product' as kind, product_id as id, min(line) as line from import_line
      where product_id = any(${ids.productIds}::text[]) group by product_id
    union all
    select 'offer', offer_id, max(line) from import_offer_id where offer_id = any(${ids.offerIds}::text[]) group by offer_id
    union all
    select 'uuid', uuid, max(line) from import_uuid where uuid = any(${ids.uuids}::text[]) group by uuid`.execute(trx);
  const found = {
    product: new Map<string, number>(),
    offer: new Map<string, number>(),
    uuid: new Map<string, number>(),
  };
  for (const row of rows) found[row.kind].set(row.id, row.line);
  return found;
}

/** Stages a batch: the lines and the ids they use, and the rows of the lines to write. */
export async function stageBatch(trx: Trx, ids: StagedIds, rows: Omit<ImportedRows, 'related'>): Promise<void> {
  await insertRows(trx, 'import_line' as never, ids.lines as never[]);
  await insertRows(trx, 'import_offer_id' as never, ids.offers as never[]);
  await insertRows(trx, 'import_uuid' as never, ids.uuids as never[]);
  await insertRows(trx, 'import_related' as never, ids.related as never[]);
  for (const [part, table] of Object.entries(STAGED) as [StagedPart, (typeof STAGED)[StagedPart]][]) {
    await insertRows(trx, table, rows[part] as never[], { into: stageName(table) });
  }
}

/**
 * Planner statistics of the staged ids, for the next batches' earlierLines. Without them the
 * planner takes `= any(<a batch of ids>)` to match most of a table it knows nothing of and
 * scans it whole: each batch then cost as much as the lines before it (one batch took 43 ms
 * 100 batches into a file and 195 ms 600 batches in), and a million lines took hours of it.
 * The ids are unique, and the planner scales the counts it was given with the table's size.
 */
export async function analyzeStagedIds(trx: Trx): Promise<void> {
  await sql`analyze import_line, import_offer_id, import_uuid`.execute(trx);
}

/** Planner statistics of the staging tables (autovacuum never visits temporary tables). */
export async function analyzeImportStaging(trx: Trx): Promise<void> {
  await sql`analyze import_line, import_related`.execute(trx);
}

/** Every line that passed its own checks counts as valid (the first round of the related-product check). */
export async function markOkLinesValid(trx: Trx): Promise<void> {
  await sql`update import_line set valid = ok where valid <> ok`.execute(trx);
}

/** Lines left out: those that failed a check against the database, and `lines`. */
export async function markInvalid(trx: Trx, lines: readonly number[], withBad: boolean): Promise<void> {
  await sql`update import_line set valid = false where valid and (line = any(${[...lines]}::int[]) or (${withBad} and bad))`.execute(
    trx,
  );
}

/** Related products a valid line names that are neither on a valid line nor in the catalogue, in line order. */
export async function unknownRelatedProducts(trx: Trx) {
  const { rows } = await sql<{ line: number; position: number; related_id: string }>`
    select r.line, r.position, r.related_id
    from import_related r
    join import_line l on l.line = r.line and l.valid
    where not exists (select 1 from import_line v where v.product_id = r.related_id and v.valid)
      and not exists (select 1 from product p where p.product_id = r.related_id)
    order by r.line, r.position`.execute(trx);
  return rows;
}

/** How many lines are valid, and how many of those name a product the catalogue already has. */
export async function countValidLines(trx: Trx): Promise<{ valid: number; existing: number }> {
  const { rows } = await sql<{ valid: number; existing: number }>`
    select count(*)::int as valid,
      count(*) filter (where exists (select 1 from product p where p.product_id = l.product_id))::int as existing
    from import_line l where l.valid`.execute(trx);
  return rows[0]!;
}

/** Product ids of valid lines after `after`, in id order (a page of them). */
export async function validProductIds(trx: Trx, after: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ product_id: string }>`
    select product_id from import_line where valid and product_id > ${after} order by product_id limit ${limit}`.execute(
    trx,
  );
  return rows.map((r) => r.product_id);
}

/** Forgets the staged rows of lines that turned out invalid (a related product left out…). */
export async function dropInvalidStagedRows(trx: Trx): Promise<void> {
  for (const table of Object.values(STAGED)) {
    await sql`
      delete from ${sql.table(stageName(table))} s
      where not exists (select 1 from import_line l where l.product_id = s.product_id and l.valid)`.execute(trx);
  }
}

/** The columns each staged table was given (the keys of its rows), so the move copies those and no more. */
export type StagedColumns = Partial<Record<(typeof STAGED)[StagedPart], readonly string[]>>;

export function stagedColumnsOf(rows: Omit<ImportedRows, 'related'>, into: StagedColumns): void {
  for (const [part, table] of Object.entries(STAGED) as [StagedPart, (typeof STAGED)[StagedPart]][]) {
    const first = rows[part][0];
    if (first && !into[table]) into[table] = Object.keys(first);
  }
}

/**
 * Moves the staged rows of the valid lines into the catalogue, one statement per table: products
 * upserted (created, or overwritten in place with `updated_at` touched), authors and subjects
 * replaced, the other parts replaced for the lines that carry them; related products last.
 * `onTable` is told each table as it is done.
 */
export async function moveStagedRows(
  trx: Trx,
  columns: StagedColumns,
  onTable: (table: string) => void = () => {},
): Promise<void> {
  const valid = (flag?: string) =>
    sql`(select product_id from import_line where valid${flag ? sql` and ${sql.ref(flag)}` : sql``})`;
  const copy = async (table: (typeof STAGED)[StagedPart], conflict = sql``) => {
    const names = columns[table];
    if (!names) return;
    const list = sql.join(names.map((c) => sql.ref(c)));
    await sql`insert into ${sql.table(table)} (${list}) select ${list} from ${sql.table(stageName(table))} ${conflict}`.execute(
      trx,
    );
  };
  const productColumns = (columns.product ?? []).filter((c) => c !== 'product_id');
  await copy(
    'product',
    sql`on conflict (product_id) do update set ${sql.join([
      ...productColumns.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`),
      sql`updated_at = now()`,
    ])}`,
  );
  onTable('product');
  for (const table of ['author', 'product_discipline'] as const) {
    await sql`delete from ${sql.table(table)} where product_id in ${valid()}`.execute(trx);
    await copy(table);
    onTable(table);
  }
  for (const table of ['product_toc', 'product_module', 'offer', 'available_to_buy_offer'] as const) {
    await sql`delete from ${sql.table(table)} where product_id in ${valid(REPLACEABLE[table])}`.execute(trx);
    await copy(table);
    onTable(table);
  }
  await sql`delete from related_product where product_id in ${valid(REPLACEABLE.related_product)}`.execute(trx);
  await sql`
    insert into related_product (product_id, related_product_id, position)
    select r.product_id, r.related_id, r.position
    from import_related r join import_line l on l.line = r.line and l.valid`.execute(trx);
  onTable('related_product');
}
