/**
 * Catalogue import: products as JSON Lines, one object per line in the
 * shape GET /api/products/{id} answers (server/schemas/product.ts `ProductImport`).
 *
 * 1. Every line is parsed and validated: the TypeBox schema, then what a schema cannot
 *    say (ISBN check digits, the second isbn entry being the ISBN-13, discipline codes and
 *    organisations that exist, related products that exist in the database or the file,
 *    offer ids not owned by another product). Errors name the line and the field:
 *    `line 3: disciplines[0].primaryDiscipline.code: unknown primary discipline "x"`.
 * 2. Nothing is written when any line fails. With `skipInvalid`, the valid lines are
 *    written and the invalid ones listed (a line whose related product is on an invalid
 *    line becomes invalid too).
 * 3. All lines are written in one transaction (in batches, the file read a second time as a
 *    stream: memory grows with the number of products, not the size of the file). A productId that exists is updated in
 *    place (never deleted, so its seat licences and the links other products have to it
 *    survive): authors and disciplines are replaced; offers, availableTobuy,
 *    isRelatedTo, tableOfContents and modules are replaced when the line has them and
 *    left as they are when it does not. Then the search documents of those products are
 *    refreshed.
 *
 * Documented for users in docs/catalog-import.md.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Kysely, Transaction } from 'kysely';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import type { DB } from '../db/types.ts';
import { ProductImport } from '../schemas/product.ts';
import {
  DEFAULT_VIDEO_EMBED_HOSTS,
  isAllowedVideoEmbed,
  isSafeAddress,
  isSafeAddressTemplate,
} from '../../contract/addresses.ts';
import { isValidIsbn, isbn13To10 } from './generator/isbn.ts';
import { htmlToText } from './generator/descriptions.ts';
import { slugify } from './generator/titles.ts';
import { coverColor } from './generator/colors.ts';
import { productUuid } from './generator/uuid.ts';
import { refreshCatalogueWide, refreshSearchDocuments } from '../modules/search/search-document-repository.ts';
import { announceCatalogueChanged } from '../modules/catalogue/catalogue-changes.ts';
import { findTextProblem, normaliseTextDeep, TEXT_PROBLEM_MESSAGES } from '../../contract/text.ts';
import {
  countProducts,
  existingProductIds,
  findOfferOwners,
  findUuidOwners,
  insertRelatedRows,
  loadImportReference,
  upsertProducts,
  type ImportedRows,
} from '../modules/catalogue/catalogue-write-repository.ts';

export interface ImportIssue {
  /** 1-based line number in the file. */
  line: number;
  /** The offending field as a path (`authors[0].familyName`), or `(line)` for the whole line. */
  field: string;
  message: string;
}

export interface ImportOptions {
  /** Write the valid lines and report the invalid ones instead of writing nothing. */
  skipInvalid?: boolean;
  /** Validate (against the database too) but write nothing. */
  dryRun?: boolean;
  /** Hosts `video.embedUrl` may name (default `DEFAULT_VIDEO_EMBED_HOSTS`; `VIDEO_EMBED_HOSTS`). */
  videoEmbedHosts?: readonly string[];
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
  return `line ${issue.line}: ${issue.field}: ${issue.message}`;
}

const validator = Compile(ProductImport);

/** `column = any($1::text[])`: one array parameter however many ids (PostgreSQL allows 65,535 parameters). */
/** At most this many schema errors are reported per line: the first ones say enough. */
const MAX_ERRORS_PER_LINE = 5;

/** `/authors/0/familyName` → `authors[0].familyName`. */
function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** Schema errors → issues. One per field; a union's "anyOf" is dropped when a branch said more. */
function schemaIssues(line: number, errors: TLocalizedValidationError[]): ImportIssue[] {
  const byField = new Map<string, ImportIssue>();
  for (const error of errors) {
    if (error.keyword === 'required') {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
      for (const name of missing) {
        const field = fieldPath(`${error.instancePath}/${name}`);
        if (!byField.has(field)) byField.set(field, { line, field, message: 'is required' });
      }
      continue;
    }
    const field = fieldPath(error.instancePath) || '(line)';
    if (byField.has(field)) continue;
    if (error.keyword === 'anyOf' && [...byField.keys()].some((f) => f.startsWith(field))) continue;
    byField.set(field, { line, field, message: error.message });
  }
  return [...byField.values()].slice(0, MAX_ERRORS_PER_LINE);
}

interface ParsedLine {
  line: number;
  product: ProductImport;
}

const ADDRESS_RULE =
  'must be an https: address or a path starting with a single "/" (no other scheme, no "//host", no backslash or control character)';

/** Every address a product carries (contract/addresses.ts), as issues naming the field. */
function addressIssues(line: number, product: ProductImport, videoHosts: readonly string[]): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const check = (field: string, value: string | undefined, safe: (v: string) => boolean, rule = ADDRESS_RULE) => {
    if (value !== undefined && !safe(value))
      issues.push({ line, field, message: `${JSON.stringify(value.slice(0, 80))} ${rule}` });
  };
  const preview = product.potentialAction.previewAction?.target.url;
  check('potentialAction.previewAction.target.url', preview, isSafeAddress);
  product.potentialAction.useAction.forEach((action, i) => {
    check(`potentialAction.useAction[${i}].target.url`, action.target.url, isSafeAddress);
    check(`potentialAction.useAction[${i}].target.urlTemplate`, action.target.urlTemplate, isSafeAddressTemplate);
  });
  check('image.url', product.image?.url, isSafeAddress);
  check(
    'video.embedUrl',
    product.video?.embedUrl,
    (v) => isAllowedVideoEmbed(v, videoHosts),
    `must be an https: address on an allowed video host (${videoHosts.join(', ') || 'none allowed'}; VIDEO_EMBED_HOSTS)`,
  );
  return issues;
}

/** Import fields whose text may run over several lines (contract/text.ts allows line breaks there). */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'html',
  'biography',
  'tocString',
  'description',
  'studentDescription',
  'offerDescription',
]);

/** `a.b.0.c` (contract/text.ts's path) as the import's field path `a.b[0].c`. */
const importPath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** The first string of the line (key or value) that breaks the text rule, as an issue. */
function textIssue(line: number, value: unknown): ImportIssue | null {
  const found = findTextProblem(value, MULTILINE_FIELDS);
  if (!found) return null;
  return { line, field: importPath(found.path) || '(line)', message: TEXT_PROBLEM_MESSAGES[found.problem] };
}

/** Where the lines come from: the file's text, or a reader that can be asked for the lines again. */
export type LineSource = string | (() => AsyncIterable<string>);

/** The lines of a file, read as a stream each time they are asked for (never the whole file in memory). */
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

/** JSON, then the text rule (before the schema: a NUL or a lone surrogate is named as such), then the schema. */
function parseProduct(line: number, raw: string): { product: ProductImport } | { issues: ImportIssue[] } {
  let value: unknown;
  try {
    // Text is kept in NFC, like every string the API receives (contract/text.ts).
    value = normaliseTextDeep(JSON.parse(raw));
  } catch (error) {
    return { issues: [{ line, field: '(line)', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const badText = textIssue(line, value);
  if (badText) return { issues: [badText] };
  if (!validator.Check(value)) return { issues: schemaIssues(line, validator.Errors(value)) };
  return { product: value };
}

/** What one line can be checked for on its own, plus the product ids seen on earlier lines. */
function lineIssues(
  line: number,
  product: ProductImport,
  seen: Map<string, number>,
  videoHosts: readonly string[],
): ImportIssue[] {
  const own: ImportIssue[] = [];
  product.isbn.forEach((isbn, i) => {
    if (!isValidIsbn(isbn)) own.push({ line, field: `isbn[${i}]`, message: `"${isbn}" has a wrong check digit` });
  });
  if (product.isbn.length >= 2 && product.isbn[1]!.length !== 13) {
    own.push({ line, field: 'isbn[1]', message: 'the second isbn entry must be the ISBN-13 (spec §2)' });
  }
  const first = seen.get(product.productId);
  if (first !== undefined)
    own.push({ line, field: 'productId', message: `"${product.productId}" is also on line ${first}` });
  else seen.set(product.productId, line);
  (product.isRelatedTo ?? []).forEach((r, i) => {
    if (r.productId === product.productId)
      own.push({ line, field: `isRelatedTo[${i}].productId`, message: 'a product cannot be related to itself' });
  });
  (product.offers ?? []).forEach((o, i) => {
    if (!o.orgId && !o.country)
      own.push({
        line,
        field: `offers[${i}]`,
        message: 'needs orgId (institutional offer) or country (national offer)',
      });
    if (o.orgId && o.country)
      own.push({ line, field: `offers[${i}].country`, message: 'an offer has either orgId or country, not both' });
  });
  own.push(...addressIssues(line, product, videoHosts));
  return own;
}

interface Reference {
  primaries: Map<string, { name: string; category: string; categoryName: string }>;
  secondaries: Map<string, { name: string; primary: string }>;
  organisations: Set<string>;
}

async function loadReference(db: Kysely<DB>): Promise<Reference> {
  const { primaries, secondaries, organisations } = await loadImportReference(db);
  return {
    primaries: new Map(
      primaries.map((p) => [p.code, { name: p.name, category: p.category, categoryName: p.category_name }]),
    ),
    secondaries: new Map(secondaries.map((s) => [s.code, { name: s.name, primary: s.primary_code }])),
    organisations: new Set(organisations.map((o) => o.org_id)),
  };
}

/** What the check pass keeps across batches: small facts per line, never the products themselves. */
interface CheckState {
  /** productId → the first line that names it. */
  seen: Map<string, number>;
  offerLine: Map<string, number>;
  uuidLine: Map<string, number>;
  /** Lines that passed the checks a line can have on its own, and their product id. */
  parsed: Map<number, string>;
  /** Product ids of parsed lines already in the database (updated, not created). */
  existing: Set<string>;
  /** Every related product a parsed line names, as [line, index in isRelatedTo, productId]. */
  related: Array<[number, number, string]>;
}

/** Checks of a batch of lines against the database and the lines before them: codes, organisations, ids owned elsewhere. */
async function batchIssues(db: Kysely<DB>, ref: Reference, lines: ParsedLine[], state: CheckState): Promise<ImportIssue[]> {
  const issues: ImportIssue[] = [];
  const offerIds = lines.flatMap((l) => (l.product.offers ?? []).map((o) => o.offerId));
  const uuids = lines.flatMap((l) => (l.product.uuid ? [l.product.uuid] : []));
  const [offerOwners, uuidOwners, existing] = await Promise.all([
    findOfferOwners(db, offerIds),
    findUuidOwners(db, uuids),
    existingProductIds(
      db,
      lines.map((l) => l.product.productId),
    ),
  ]);
  for (const id of existing) state.existing.add(id);
  const offerOwner = new Map(offerOwners.map((o) => [o.offer_id, o.product_id]));
  const uuidOwner = new Map(uuidOwners.map((u) => [u.uuid, u.product_id]));

  for (const { line, product } of lines) {
    state.parsed.set(line, product.productId);
    (product.isRelatedTo ?? []).forEach((r, i) => state.related.push([line, i, r.productId]));
    const at = (field: string, message: string) => issues.push({ line, field, message });
    product.disciplines.forEach((d, i) => {
      const primary = ref.primaries.get(d.primaryDiscipline.code);
      if (!primary)
        at(`disciplines[${i}].primaryDiscipline.code`, `unknown primary discipline "${d.primaryDiscipline.code}"`);
      const secondary = d.secondaryDiscipline?.code;
      if (secondary) {
        const known = ref.secondaries.get(secondary);
        if (!known) at(`disciplines[${i}].secondaryDiscipline.code`, `unknown secondary discipline "${secondary}"`);
        else if (primary && known.primary !== d.primaryDiscipline.code) {
          at(
            `disciplines[${i}].secondaryDiscipline.code`,
            `"${secondary}" belongs to "${known.primary}", not "${d.primaryDiscipline.code}"`,
          );
        }
      }
      const category = d.disciplineCategory?.code;
      if (category && primary && primary.category !== category) {
        at(
          `disciplines[${i}].disciplineCategory.code`,
          `"${d.primaryDiscipline.code}" is in category "${primary.category}", not "${category}"`,
        );
      }
    });
    const dup = product.disciplines.findIndex(
      (d, i) => product.disciplines.findIndex((e) => e.primaryDiscipline.code === d.primaryDiscipline.code) !== i,
    );
    if (dup >= 0)
      at(
        `disciplines[${dup}].primaryDiscipline.code`,
        `"${product.disciplines[dup]!.primaryDiscipline.code}" is listed twice`,
      );
    if (product.orgId && !ref.organisations.has(product.orgId)) at('orgId', `unknown organisation "${product.orgId}"`);
    (product.offers ?? []).forEach((o, i) => {
      if (o.orgId && !ref.organisations.has(o.orgId)) at(`offers[${i}].orgId`, `unknown organisation "${o.orgId}"`);
      const owner = offerOwner.get(o.offerId);
      if (owner && owner !== product.productId)
        at(`offers[${i}].offerId`, `"${o.offerId}" belongs to product ${owner}`);
      const other = state.offerLine.get(o.offerId);
      if (other !== undefined) at(`offers[${i}].offerId`, `"${o.offerId}" is also used on line ${other}`);
      state.offerLine.set(o.offerId, line);
    });
    (product.availableTobuy ?? []).forEach((o, i) => {
      if (o.orgId && !ref.organisations.has(o.orgId))
        at(`availableTobuy[${i}].orgId`, `unknown organisation "${o.orgId}"`);
    });
    if (product.uuid) {
      const owner = uuidOwner.get(product.uuid);
      if (owner && owner !== product.productId) at('uuid', `"${product.uuid}" belongs to product ${owner}`);
      const other = state.uuidLine.get(product.uuid);
      if (other !== undefined) at('uuid', `"${product.uuid}" is also used on line ${other}`);
      state.uuidLine.set(product.uuid, line);
    }
  }
  return issues;
}

/**
 * Related products must exist: in the database, or on one of the `valid` lines. Asks the
 * database only for the ids no valid line names (`known` remembers its answers across rounds).
 */
async function relatedIssues(
  db: Kysely<DB>,
  state: CheckState,
  valid: ReadonlySet<number>,
  known: Map<string, boolean>,
): Promise<ImportIssue[]> {
  const inFile = (id: string) => {
    const line = state.seen.get(id);
    return line !== undefined && valid.has(line);
  };
  const ask = [
    ...new Set(state.related.filter(([line, , id]) => valid.has(line) && !inFile(id) && !known.has(id)).map(([, , id]) => id)),
  ];
  for (let i = 0; i < ask.length; i += ID_QUERY_CHUNK) {
    const chunk = ask.slice(i, i + ID_QUERY_CHUNK);
    const found = await existingProductIds(db, chunk);
    for (const id of chunk) known.set(id, found.has(id));
  }
  const issues: ImportIssue[] = [];
  for (const [line, i, id] of state.related) {
    if (valid.has(line) && !inFile(id) && !known.get(id)) {
      issues.push({ line, field: `isRelatedTo[${i}].productId`, message: `unknown product "${id}"` });
    }
  }
  return issues;
}

type Rows = ImportedRows;

/** The product's own row (derived columns as the seed fills them). */
function productRow(p: ProductImport, ref: Reference): Rows['products'][number] {
  const isbn13 = p.isbn[1]?.length === 13 ? p.isbn[1] : (p.isbn.find((i) => i.length === 13) ?? null);
  const isbn10 = p.isbn.find((i) => i.length === 10) ?? (isbn13 ? isbn13To10(isbn13) : null);
  const main = p.disciplines[0]!.primaryDiscipline.code;
  const disciplineNames = new Set<string>();
  for (const d of p.disciplines) {
    const primary = ref.primaries.get(d.primaryDiscipline.code)!;
    disciplineNames.add(primary.categoryName);
    disciplineNames.add(primary.name);
    if (d.secondaryDiscipline?.code) disciplineNames.add(ref.secondaries.get(d.secondaryDiscipline.code)!.name);
  }
  return {
    product_id: p.productId,
    uuid: p.uuid ?? productUuid(`exchange-product:${p.productId}`),
    slug: p.slug ?? slugify(p.name),
    name: p.name,
    platform: p.productPlatform,
    product_model: p.productModel.name,
    model_features: JSON.stringify(p.productModel.features ?? []),
    product_type: p.productType,
    product_stage: p.productStage,
    access_status:
      p.accessStatus ?? (p.productType === 'sample' ? 'SAMPLE' : p.productStage === 'review' ? 'REVIEW' : 'ACTIVE'),
    version: p.version ?? (p.productType === 'sample' ? 'SAMPLE' : p.productType === 'beta' ? 'BETA' : 'FULL'),
    audience: p.audience,
    k12_available_for_license: p.k12.availableForLicense,
    is_custom: p.isCustom ?? p.productModel.name === 'CUSTOM_COLLECTIONS',
    book_edition: p.bookEdition || null,
    copyright_year: p.copyrightYear ?? null,
    publisher: p.publisher ?? null,
    isbns: p.isbn,
    isbn13,
    isbn10,
    brand_name: p.brand.name,
    module_count: p.moduleCount ?? p.modules?.length ?? null,
    source_textbook: p.sourceTextbook ?? null,
    description_html: p.description.html,
    description_text: htmlToText(p.description.html),
    content_published_at: p.typeSafeContentPublishedDate ?? null,
    video_embed_url: p.video?.embedUrl ?? null,
    coming_soon: p.comingSoon,
    offer_type: p.offerType,
    org_id: p.orgId ?? null,
    preview_url: p.potentialAction.previewAction?.target.url ?? null,
    use_actions: JSON.stringify(p.potentialAction.useAction),
    date_published: p.datePublished ?? null,
    has_cover: p.image !== undefined,
    cover_color: coverColor(main),
    first_author_family_name: p.authors[0]?.familyName ?? null,
    authors_text: p.authors
      .map((a) => [a.givenName, a.additionalName, a.familyName].filter(Boolean).join(' '))
      .join(', '),
    disciplines_text: [...disciplineNames].join(' '),
  };
}

/** Authors, subjects, related products, contents and modules of one product line. */
function contentRows(p: ProductImport, rows: Rows): void {
  p.authors.forEach((a, position) =>
    rows.authors.push({
      product_id: p.productId,
      position,
      given_name: a.givenName,
      family_name: a.familyName,
      additional_name: a.additionalName ?? null,
      biography: a.biography ?? null,
    }),
  );
  p.disciplines.forEach((d, i) =>
    rows.disciplines.push({
      product_id: p.productId,
      primary_code: d.primaryDiscipline.code,
      secondary_code: d.secondaryDiscipline?.code ?? null,
      is_main: i === 0,
    }),
  );
  p.isRelatedTo?.forEach((r, position) =>
    rows.related.push({ product_id: p.productId, related_product_id: r.productId, position }),
  );
  if (p.tableOfContents) {
    rows.tocs.push({
      product_id: p.productId,
      toc: JSON.stringify(p.tableOfContents.toc),
      toc_string: p.tableOfContents.tocString,
    });
  }
  p.modules?.forEach((m, position) => rows.modules.push({ product_id: p.productId, position, title: m.title }));
}

/** Offers and available-to-buy offers of one product line. */
function offerRows(p: ProductImport, rows: Rows): void {
  p.offers?.forEach((o, position) =>
    rows.offers.push({
      offer_id: o.offerId,
      product_id: p.productId,
      scope: o.orgId ? 'institutional' : 'national',
      org_id: o.orgId ?? null,
      country: o.orgId ? null : (o.country ?? null),
      kind: o.offerType.offerTypeCode,
      title: o.title,
      description: o.description ?? null,
      duration_days: o.offerType.definition.subscriptionDuration,
      price: o.offerType.definition.price,
      currency: o.offerType.definition.currency,
      isbn13: o.offerType.definition.isbn?.isbn13 ?? null,
      license_id: o.licenseId ?? null,
      position,
    }),
  );
  p.availableTobuy?.forEach((o, position) =>
    rows.availableToBuy.push({
      product_id: p.productId,
      org_id: o.orgId ?? null,
      country: o.country ?? null,
      offer_title: o.offertitle,
      offer_description: o.offerDescription ?? null,
      price: o.price,
      currency: o.currency,
      isbn: o.isbn ?? null,
      position,
    }),
  );
}

/** The table rows of one product line. */
function toRows(p: ProductImport, ref: Reference, rows: Rows): void {
  rows.products.push(productRow(p, ref));
  contentRows(p, rows);
  offerRows(p, rows);
}

/**
 * Writes one batch. A related product on a later line of the file is not written yet: its
 * link waits in `later` (the table's foreign key is checked at once) and goes in at the end.
 */
async function write(
  trx: Transaction<DB>,
  lines: ParsedLine[],
  ref: Reference,
  laterLineOf: (productId: string) => number | undefined,
  later: ImportedRows['related'],
  searchDocuments: boolean,
): Promise<void> {
  const rows: Rows = {
    products: [],
    authors: [],
    disciplines: [],
    related: [],
    tocs: [],
    modules: [],
    offers: [],
    availableToBuy: [],
  };
  for (const { product } of lines) toRows(product, ref, rows);
  const last = lines[lines.length - 1]!.line;
  const now: Rows['related'] = [];
  for (const row of rows.related) {
    const line = laterLineOf(row.related_product_id);
    (line !== undefined && line > last ? later : now).push(row);
  }
  rows.related = now;
  const all = lines.map((l) => l.product.productId);
  /** Products whose line carries `key`: their rows of that part are replaced. */
  const having = (key: keyof ProductImport) =>
    lines.filter((l) => l.product[key] !== undefined).map((l) => l.product.productId);

  await upsertProducts(trx, all, rows, {
    related_product: having('isRelatedTo'),
    product_toc: having('tableOfContents'),
    product_module: having('modules'),
    offer: having('offers'),
    available_to_buy_offer: having('availableTobuy'),
  });
  if (searchDocuments) await refreshSearchDocuments(trx, all, { catalogueWide: false });
}

/** Rolls the transaction back after a successful dry run. */
class DryRun extends Error {}

/** Lines checked, then written, per round trip to the database. */
const CHECK_BATCH = 1000;
const WRITE_BATCH = 500;
/** Ids per `= any($1)` lookup. */
const ID_QUERY_CHUNK = 10_000;
/** How often progress is told. */
const PROGRESS_EVERY = 10_000;

export interface ImportProgress {
  phase: 'check' | 'write';
  /** Lines of the file read so far in this phase (empty ones included). */
  lines: number;
}

type ImportProgressOptions = { onProgress?: (progress: ImportProgress) => void };

/** What the first pass leaves: every issue so far, the lines the database refused, counts. */
interface CheckPass {
  state: CheckState;
  issues: ImportIssue[];
  /** Lines with an issue found against the database (a taken uuid, an unknown subject…). */
  dbBad: Set<number>;
  /** Non-empty lines. */
  lines: number;
  /** Lines read, empty ones included. */
  read: number;
}

/** The first pass: every line parsed and checked, on its own and in batches against the database. */
async function checkLines(
  db: Kysely<DB>,
  source: LineSource,
  ref: Reference,
  options: ImportOptions & ImportProgressOptions,
): Promise<CheckPass> {
  const videoHosts = options.videoEmbedHosts ?? DEFAULT_VIDEO_EMBED_HOSTS;
  const state: CheckState = {
    seen: new Map(),
    offerLine: new Map(),
    uuidLine: new Map(),
    parsed: new Map(),
    existing: new Set(),
    related: [],
  };
  const issues: ImportIssue[] = [];
  const dbBad = new Set<number>();
  let lines = 0;
  let batch: ParsedLine[] = [];
  const checkBatch = async () => {
    const found = await batchIssues(db, ref, batch, state);
    for (const issue of found) dbBad.add(issue.line);
    issues.push(...found);
    batch = [];
  };
  let read = 0;
  for await (const { line, raw } of numberedLines(source)) {
    read = line;
    if (line % PROGRESS_EVERY === 0) options.onProgress?.({ phase: 'check', lines: line });
    if (raw.trim() === '') continue;
    lines++;
    const parsed = parseProduct(line, raw);
    if ('issues' in parsed) {
      issues.push(...parsed.issues);
      continue;
    }
    const own = lineIssues(line, parsed.product, state.seen, videoHosts);
    if (own.length) {
      issues.push(...own);
      continue;
    }
    batch.push({ line, product: parsed.product });
    if (batch.length >= CHECK_BATCH) await checkBatch();
  }
  if (batch.length) await checkBatch();
  options.onProgress?.({ phase: 'check', lines: read });
  return { state, issues, dbBad, lines, read };
}

/**
 * The lines to write. Related products are checked first against every line that passed its
 * own checks (any issue then stops an import without skipInvalid); then invalid lines are
 * dropped, and lines relating to a dropped line's product become invalid in turn.
 */
async function validLines(db: Kysely<DB>, pass: CheckPass, skipInvalid: boolean): Promise<Set<number>> {
  const { state, issues } = pass;
  const known = new Map<string, boolean>();
  const firstRound = await relatedIssues(db, state, new Set(state.parsed.keys()), known);
  issues.push(...firstRound);
  if (issues.length && !skipInvalid) throw new CatalogImportError(sortIssues(issues));

  const valid = new Set(state.parsed.keys());
  let bad = new Set([...pass.dbBad, ...firstRound.map((i) => i.line)]);
  while (bad.size) {
    for (const line of bad) valid.delete(line);
    const recheck = await relatedIssues(db, state, valid, known);
    issues.push(...recheck);
    bad = new Set(recheck.map((i) => i.line));
  }
  return valid;
}

/**
 * The second pass: the valid lines read again and written in batches inside one transaction
 * (rolled back on a dry run). `wholesale` rebuilds the search documents once at the end
 * instead of per batch.
 */
async function writeLines(
  db: Kysely<DB>,
  source: LineSource,
  ref: Reference,
  pass: CheckPass,
  valid: ReadonlySet<number>,
  wholesale: boolean,
  options: ImportOptions & ImportProgressOptions,
): Promise<void> {
  // A valid line's product (its ids are unique among valid lines), by line: links to it wait until it is written.
  const laterLineOf = (productId: string) => {
    const line = pass.state.seen.get(productId);
    return line !== undefined && valid.has(line) ? line : undefined;
  };
  try {
    await db.transaction().execute(async (trx) => {
      const later: ImportedRows['related'] = [];
      let pending: ParsedLine[] = [];
      for await (const { line, raw } of numberedLines(source)) {
        if (line % PROGRESS_EVERY === 0) options.onProgress?.({ phase: 'write', lines: line });
        if (!valid.has(line)) continue;
        const parsed = parseProduct(line, raw);
        if ('issues' in parsed) throw new Error(`line ${line} changed while importing: ${parsed.issues[0]!.message}`);
        pending.push({ line, product: parsed.product });
        if (pending.length >= WRITE_BATCH) {
          await write(trx, pending, ref, laterLineOf, later, !wholesale);
          pending = [];
        }
      }
      if (pending.length) await write(trx, pending, ref, laterLineOf, later, !wholesale);
      await insertRelatedRows(trx, later);
      if (wholesale) await refreshSearchDocuments(trx);
      else await refreshCatalogueWide(trx);
      options.onProgress?.({ phase: 'write', lines: pass.read });
      if (options.dryRun) throw new DryRun();
    });
    announceCatalogueChanged();
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
}

/**
 * Imports JSON Lines into the catalogue. Throws CatalogImportError (nothing written) when a
 * line is invalid and skipInvalid is off.
 *
 * The file is read twice, as a stream, and never held whole: the first pass checks every line
 * (keeping per line only its product id and the ids it names), the second writes the valid
 * lines in batches inside ONE transaction, so an import is all or nothing. Memory grows with
 * the number of products (ids), not with the size of the file.
 */
export async function importCatalog(
  db: Kysely<DB>,
  source: LineSource,
  options: ImportOptions & ImportProgressOptions = {},
): Promise<ImportResult> {
  const ref = await loadReference(db);
  const pass = await checkLines(db, source, ref, options);
  const valid = await validLines(db, pass, options.skipInvalid === true);

  const ids = [...valid].map((line) => pass.state.parsed.get(line)!);
  const updated = ids.filter((id) => pass.state.existing.has(id)).length;
  const result: ImportResult = {
    imported: valid.size,
    created: valid.size - updated,
    updated,
    skipped: sortIssues(pass.issues),
    lines: pass.lines,
  };
  if (valid.size === 0) return result;
  // An import of half the catalogue or more (a first load, a publisher's full refresh) rebuilds
  // the search documents whole at the end: the list of description words too common to index
  // is computed over the whole catalogue, and one bulk build beats a refresh per batch.
  const catalogueBefore = await countProducts(db);
  const wholesale = valid.size * 2 >= catalogueBefore + result.created;
  await writeLines(db, source, ref, pass, valid, wholesale, options);
  return result;
}

function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues.slice().sort((a, b) => a.line - b.line);
}
