/**
 * Catalogue import: products as JSON Lines, one object per line in the
 * shape GET /api/products/{id} answers (contract/schemas/product.ts `ProductImport`).
 *
 * 1. Every line is parsed and validated (import-line-checks.ts): the TypeBox schema, then what
 *    a schema cannot say (ISBN check digits, the second isbn entry being the ISBN-13, discipline
 *    codes and organisations that exist, related products that exist in the database or the
 *    file, ids not used twice nor owned by another product). Errors name the line and the
 *    field: `line 3: disciplines[0].primaryDiscipline.code: unknown primary discipline "x"`.
 * 2. Nothing is written when any line fails. With `skipInvalid`, the valid lines are
 *    written and the invalid ones listed (a line whose related product is on an invalid
 *    line becomes invalid too).
 * 3. Everything happens in ONE transaction, so an import is all or nothing. The file is read
 *    once, as a stream, in batches: each batch is checked and its rows go to temporary staging
 *    tables (catalogue-import-staging-repository.ts), which also answer the checks that span
 *    lines. Memory therefore holds one batch, whatever the size of the file. Then the rows of
 *    the valid lines move into the catalogue in one statement per table. A productId that
 *    exists is updated in place (never deleted, so its seat licences and the links other
 *    products have to it survive): authors and disciplines are replaced; offers,
 *    availableTobuy, isRelatedTo, tableOfContents and modules are replaced when the line has
 *    them and left as they are when it does not. Then the search documents of those products
 *    are refreshed.
 *
 * Documented for users in docs/catalog-import.md.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { ProductImport } from '../../contract/schemas/product.ts';
import { DEFAULT_VIDEO_EMBED_HOSTS } from '../../contract/addresses.ts';
import { refreshCatalogueWide, refreshSearchDocuments } from '../modules/search/search-document-repository.ts';
import { announceCatalogueChanged } from '../modules/catalogue/catalogue-changes.ts';
import {
  analyzeCatalogue,
  countProducts,
  findOfferOwners,
  findUuidOwners,
} from '../modules/catalogue/catalogue-write-repository.ts';
import {
  analyzeImportStaging,
  analyzeStagedIds,
  countValidLines,
  createImportStaging,
  dropInvalidStagedRows,
  earlierLines,
  markInvalid,
  markOkLinesValid,
  moveStagedRows,
  stageBatch,
  stagedColumnsOf,
  unknownRelatedProducts,
  validProductIds,
  type StagedColumns,
  type StagedIds,
} from '../modules/catalogue/catalogue-import-staging-repository.ts';
import { checkProductValue, ownIssues, parseProduct, referenceIssues, type ImportIssue } from './import-line-checks.ts';
import { emptyRows, loadReference, toRows, type Reference } from './import-rows.ts';

export type { ImportIssue } from './import-line-checks.ts';

export interface ImportOptions {
  /** Write the valid lines and report the invalid ones instead of writing nothing. */
  skipInvalid?: boolean;
  /** Validate (against the database too) but write nothing. */
  dryRun?: boolean;
  /** Hosts `video.embedUrl` may name (default `DEFAULT_VIDEO_EMBED_HOSTS`; `VIDEO_EMBED_HOSTS`). */
  videoEmbedHosts?: readonly string[];
  /** ONIX feeds: the subject map (default catalog/subject-map.json). */
  subjectMapFile?: string;
  /** ONIX feeds: fetch the front covers the records name (after the import commits). */
  fetchCovers?: boolean | { maxBytes?: number; timeoutMs?: number };
}

export interface ImportResult {
  /** Products written (created + updated). */
  imported: number;
  created: number;
  updated: number;
  /** Lines that were left out (only with skipInvalid), with why. */
  skipped: ImportIssue[];
  /** Non-empty lines read. */
  lines: number;
}

/** Thrown when a line fails and skipInvalid is off: nothing has been written. */
export class CatalogImportError extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super(`catalogue import failed, nothing written:\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'CatalogImportError';
  }
}

export function formatIssue(issue: ImportIssue): string {
  const where = issue.record !== undefined ? `record ${issue.record} (line ${issue.line})` : `line ${issue.line}`;
  return `${where}: ${issue.field}: ${issue.message}`;
}

/** Where the lines come from: the file's text, or a reader that can be asked for the lines again. */
export type LineSource = string | (() => AsyncIterable<string>);

/**
 * One record of a feed in another format (ONIX, server/ingest/import-feed.ts), already parsed:
 * the line it starts on (its key in the staging tables: increasing, one per record), and either
 * the value to check as a ProductImport or the issues that already stop it.
 */
export interface SourceRecord {
  line: number;
  value?: unknown;
  issues?: ImportIssue[];
  /** Its size in characters, for the batch's text limit. */
  chars: number;
}

/**
 * Records instead of lines. `records` is read inside the import's transaction (it may look
 * products up with it); `beforeCommit` runs in it once the records are written (or when none
 * is), for what the format does beyond upserts (ONIX deletions, the sender's last message), and
 * says whether it changed the catalogue.
 */
export interface RecordSource {
  records: (trx: Transaction<DB>) => AsyncIterable<SourceRecord>;
  beforeCommit?: (trx: Transaction<DB>) => Promise<boolean>;
}

export type ImportSource = LineSource | RecordSource;

const isRecordSource = (source: ImportSource): source is RecordSource =>
  typeof source === 'object' && source !== null && 'records' in source;

/** Lines or records, as what the pass checks: the line, and the parsed product or the issues. */
async function* parsedEntries(
  trx: Transaction<DB>,
  source: ImportSource,
): AsyncGenerator<{
  line: number;
  chars: number;
  parsed: { product: ProductImport } | { issues: ImportIssue[] } | null;
}> {
  if (isRecordSource(source)) {
    for await (const r of source.records(trx))
      yield {
        line: r.line,
        chars: r.chars,
        parsed: r.issues?.length ? { issues: r.issues } : checkProductValue(r.line, r.value),
      };
    return;
  }
  for await (const { line, raw } of numberedLines(source))
    yield { line, chars: raw.length, parsed: raw.trim() === '' ? null : parseProduct(line, raw) };
}

/** The lines of a file, read as a stream (never the whole file in memory). */
export function linesOfFile(file: string): () => AsyncIterable<string> {
  return () => createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
}

/** Every line with its 1-based number (empty lines included, so numbers match the file's). */
async function* numberedLines(source: LineSource): AsyncGenerator<{ line: number; raw: string }> {
  if (typeof source === 'string') {
    const parts = source.split(/\r?\n/);
    for (let i = 0; i < parts.length; i++) yield { line: i + 1, raw: parts[i]! };
    return;
  }
  let line = 0;
  for await (const raw of source()) yield { line: ++line, raw };
}

/** Rolls the transaction back after a successful dry run. */
class DryRun extends Error {}

/** A batch is checked and staged when it has this many lines, or this much text (long lines). */
const BATCH_LINES = 1000;
const BATCH_CHARS = 4 * 2 ** 20;
/** Products per search-document refresh of an import smaller than the catalogue. */
const SEARCH_REFRESH_PAGE = 5000;
/** How often progress is told. */
const PROGRESS_EVERY = 10_000;

export interface ImportProgress {
  phase: 'check' | 'write';
  /** Lines of the file read so far (empty ones included). */
  lines: number;
  /** While writing: the table (or `search documents`) just written. */
  table?: string;
}

type Options = ImportOptions & { onProgress?: (progress: ImportProgress) => void };

/** A line that passed the schema, waiting for its batch: its own issues around the productId's place. */
interface PendingLine {
  line: number;
  product: ProductImport;
  before: ImportIssue[];
  after: ImportIssue[];
}

/** What the pass over the file leaves behind, beside the staging tables. */
interface Pass {
  issues: ImportIssue[];
  columns: StagedColumns;
  /** Non-empty lines. */
  lines: number;
  /** Lines read, empty ones included. */
  read: number;
}

/**
 * Checks a batch against the staging tables (ids on earlier lines) and the catalogue (ids it
 * owns), adds its issues to `pass`, and returns what to stage. Rows are built only for lines
 * that may be written (none once an import without skipInvalid has failed).
 */
async function checkBatch(
  trx: Transaction<DB>,
  batch: PendingLine[],
  ref: Reference,
  pass: Pass,
  skipInvalid: boolean,
) {
  const offerIds = batch.flatMap((l) => (l.product.offers ?? []).map((o) => o.offerId));
  const uuids = batch.flatMap((l) => (l.product.uuid ? [l.product.uuid] : []));
  const [earlier, offerOwners, uuidOwners] = await Promise.all([
    earlierLines(trx, { productIds: batch.map((l) => l.product.productId), offerIds, uuids }),
    findOfferOwners(trx, offerIds),
    findUuidOwners(trx, uuids),
  ]);
  const firstLine = earlier.product;
  const taken = {
    offerOwner: new Map(offerOwners.map((o) => [o.offer_id, o.product_id])),
    uuidOwner: new Map(uuidOwners.map((u) => [u.uuid, u.product_id])),
    offerLine: earlier.offer,
    uuidLine: earlier.uuid,
  };
  const ids: StagedIds = { lines: [], offers: [], uuids: [], related: [] };
  const rows = emptyRows();
  for (const { line, product, before, after } of batch) {
    const id = product.productId;
    const first = firstLine.get(id);
    if (first === undefined) firstLine.set(id, line);
    const dup: ImportIssue[] =
      first === undefined ? [] : [{ line, field: 'productId', message: `"${id}" is also on line ${first}` }];
    const own = [...before, ...dup, ...after];
    let bad = false;
    if (own.length) pass.issues.push(...own);
    else {
      const found = referenceIssues(line, product, ref, taken);
      bad = found.length > 0;
      pass.issues.push(...found);
      for (const o of product.offers ?? []) ids.offers.push({ offer_id: o.offerId, line });
      if (product.uuid) ids.uuids.push({ uuid: product.uuid, line });
      (product.isRelatedTo ?? []).forEach((r, position) =>
        ids.related.push({ line, position, product_id: id, related_id: r.productId }),
      );
      if (!bad && (skipInvalid || pass.issues.length === 0)) toRows(product, ref, rows);
    }
    ids.lines.push({
      line,
      product_id: id,
      ok: own.length === 0,
      bad,
      has_related: product.isRelatedTo !== undefined,
      has_toc: product.tableOfContents !== undefined,
      has_modules: product.modules !== undefined,
      has_offers: product.offers !== undefined,
      has_available_to_buy: product.availableTobuy !== undefined,
    });
  }
  const { related: _related, ...staged } = rows;
  stagedColumnsOf(staged, pass.columns);
  return { ids, rows: staged };
}

/**
 * The pass over the file: every line parsed and checked, batch by batch, each batch staged.
 * While a batch is being staged the next one is parsed (on PostgreSQL the two run side by side).
 */
async function checkAndStage(
  trx: Transaction<DB>,
  source: ImportSource,
  ref: Reference,
  options: Options,
): Promise<Pass> {
  const videoHosts = options.videoEmbedHosts ?? DEFAULT_VIDEO_EMBED_HOSTS;
  const skipInvalid = options.skipInvalid === true;
  const pass: Pass = { issues: [], columns: {}, lines: 0, read: 0 };
  let batch: PendingLine[] = [];
  let batchChars = 0;
  let staging: Promise<void> | null = null;
  let staged = 0;
  const flush = async () => {
    if (staging) await staging;
    const { ids, rows } = await checkBatch(trx, batch, ref, pass, skipInvalid);
    batch = [];
    batchChars = 0;
    // Statistics after batches 1, 2, 4, 8, …: a few dozen ANALYZEs of the ids for any size of file.
    staged++;
    const analyze = (staged & (staged - 1)) === 0;
    staging = stageBatch(trx, ids, rows).then(() => (analyze ? analyzeStagedIds(trx) : undefined));
    // Awaited before the next batch; until then a failure must not count as unhandled.
    staging.catch(() => {});
  };
  let entries = 0;
  for await (const { line, chars, parsed } of parsedEntries(trx, source)) {
    pass.read = line;
    if (++entries % PROGRESS_EVERY === 0) options.onProgress?.({ phase: 'check', lines: line });
    if (parsed === null) continue;
    pass.lines++;
    if ('issues' in parsed) {
      pass.issues.push(...parsed.issues);
      continue;
    }
    batch.push({ line, product: parsed.product, ...ownIssues(line, parsed.product, videoHosts) });
    batchChars += chars;
    if (batch.length >= BATCH_LINES || batchChars >= BATCH_CHARS) await flush();
  }
  if (batch.length) await flush();
  if (staging) await staging;
  options.onProgress?.({ phase: 'check', lines: pass.read });
  return pass;
}

/**
 * Settles which lines are written. Related products are checked first against every line that
 * passed its own checks (any issue then stops an import without skipInvalid); then invalid
 * lines are left out, and lines relating to a left-out line's product become invalid in turn.
 */
async function settleValidLines(trx: Transaction<DB>, pass: Pass, skipInvalid: boolean): Promise<void> {
  await analyzeImportStaging(trx);
  await markOkLinesValid(trx);
  const relatedIssues = async () =>
    (await unknownRelatedProducts(trx)).map((r): ImportIssue => ({
      line: r.line,
      field: `isRelatedTo[${r.position}].productId`,
      message: `unknown product "${r.related_id}"`,
    }));
  const firstRound = await relatedIssues();
  pass.issues.push(...firstRound);
  if (pass.issues.length === 0) return;
  if (!skipInvalid) throw new CatalogImportError(sortIssues(pass.issues));
  let leftOut = firstRound;
  let withBad = true;
  while (withBad || leftOut.length) {
    await markInvalid(trx, [...new Set(leftOut.map((i) => i.line))], withBad);
    withBad = false;
    leftOut = await relatedIssues();
    pass.issues.push(...leftOut);
  }
  await dropInvalidStagedRows(trx);
}

/** The search documents of the imported products: rebuilt whole (`wholesale`), or page by page. */
async function refreshSearch(trx: Transaction<DB>, wholesale: boolean): Promise<void> {
  if (wholesale) await refreshSearchDocuments(trx, undefined, { catalogueWide: false });
  else {
    for (let after = ''; ;) {
      const ids = await validProductIds(trx, after, SEARCH_REFRESH_PAGE);
      if (ids.length === 0) break;
      await refreshSearchDocuments(trx, ids, { catalogueWide: false });
      after = ids[ids.length - 1]!;
    }
  }
  // The catalogue-wide refresh runs searches (the precomputed answers of common words): without
  // statistics of the rows just written the planner guesses, and at 100,000 new products that
  // step alone took half the import.
  if (wholesale) await analyzeCatalogue(trx);
  await refreshCatalogueWide(trx);
}

/**
 * Imports JSON Lines into the catalogue. Throws CatalogImportError (nothing written) when a
 * line is invalid and skipInvalid is off.
 *
 * One transaction, one read of the file as a stream: memory holds a batch of lines, never the
 * file nor a list of its ids (the staging tables hold those), so any size of file fits.
 */
export async function importCatalog(
  db: Kysely<DB>,
  source: ImportSource,
  options: Options = {},
): Promise<ImportResult> {
  const ref = await loadReference(db);
  const skipInvalid = options.skipInvalid === true;
  let result: ImportResult | undefined;
  let changedBeforeCommit = false;
  try {
    await db.transaction().execute(async (trx) => {
      await createImportStaging(trx);
      const pass = await checkAndStage(trx, source, ref, options);
      await settleValidLines(trx, pass, skipInvalid);
      const { valid, existing } = await countValidLines(trx);
      result = {
        imported: valid,
        created: valid - existing,
        updated: existing,
        skipped: sortIssues(pass.issues),
        lines: pass.lines,
      };
      if (valid > 0) await writeValidLines(trx, pass, valid, result, options);
      if (isRecordSource(source) && source.beforeCommit) changedBeforeCommit = await source.beforeCommit(trx);
      if (options.dryRun) throw new DryRun();
    });
    if (result!.imported > 0 || changedBeforeCommit) announceCatalogueChanged();
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return result!;
}

/** Moves the valid lines' staged rows into the catalogue and refreshes their search documents. */
async function writeValidLines(
  trx: Transaction<DB>,
  pass: Pass,
  valid: number,
  result: ImportResult,
  options: Options,
): Promise<void> {
  // An import of half the catalogue or more (a first load, a publisher's full refresh) rebuilds
  // the search documents whole at the end: the list of description words too common to index
  // is computed over the whole catalogue, and one bulk build beats a refresh per product.
  const catalogueBefore = await countProducts(trx);
  const wholesale = valid * 2 >= catalogueBefore + result.created;
  const told = (table: string) => options.onProgress?.({ phase: 'write', lines: pass.read, table });
  await moveStagedRows(trx, pass.columns, told);
  await refreshSearch(trx, wholesale);
  told('search documents');
  options.onProgress?.({ phase: 'write', lines: pass.read });
}

function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues.slice().sort((a, b) => a.line - b.line);
}
