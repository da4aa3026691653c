/**
 * An ONIX message as the import's RecordSource (catalog-import.ts): each <Product> mapped
 * (map-product.ts) and applied by its NotificationType —
 *   01/02 (early/advance notice): created or replaced as forthcoming ("Coming soon");
 *   03 replace: the fields ONIX carries are replaced, the catalogue's own (model, actions,
 *      licences…) kept when the product exists;
 *   04 block update: only the blocks present are replaced, on the product in the catalogue;
 *   05 delete: removed in the import's transaction, after the records are written.
 * The sender's SentDateTime is recorded in the same transaction (notifications.ts refuses older).
 */
import type { Product, ProductImport } from '../../../contract/schemas/product.ts';
import type { ImportIssue } from '../import-line-checks.ts';
import type { RecordSource, SourceRecord } from '../catalog-import.ts';
import { findProducts } from '../../modules/catalogue/product-repository.ts';
import { deleteProducts } from '../../modules/catalogue/onix-sender-repository.ts';
import { deleteCoverImages } from '../../modules/catalogue/cover-image-repository.ts';
import { refreshCatalogueWide } from '../../modules/search/search-document-repository.ts';
import { readOnix, type OnixHeader } from './xml-reader.ts';
import { mapProduct, P, type MappedRecord, type RecordIssue } from './map-product.ts';
import type { SubjectMap } from './subject-map.ts';
import type { Readable } from 'node:stream';
import type { CoverRequest } from './covers.ts';

/** What the feed tells beyond the import's result. */
export interface OnixOutcome {
  header: OnixHeader | null;
  /** Record reference of each record line (for labelling issues): a RecordNames (record-names.ts), compact. */
  recordAt: { get(line: number): string | undefined; set(line: number, name: string): unknown };
  warnings: ImportIssue[];
  deleted: number;
  /** Front covers named by the records written (fetched after the commit, covers.ts); only when asked for. */
  covers: CoverRequest[];
}

export interface OnixSourceOptions {
  /** Keep the front covers the records name in `outcome.covers` (to fetch them after the commit). */
  covers: boolean;
  /** Records whose products are looked up together (tests make it small). */
  lookupBatch?: number;
}

/**
 * Records are mapped, then wait for the lookup of their products in the catalogue, this many at
 * a time (or this much of the file's text): one findProducts a batch instead of one findProduct
 * (four queries) a record. The catalogue is not written until every record is read (the import
 * stages them), so a batch's lookup sees what a record's own would have seen.
 */
const LOOKUP_BATCH = 50;
const LOOKUP_CHARS = 2 ** 19;

/**
 * What a character of a record counts for in the import's batch limit (4 MB of text). The same
 * product is 1.5 times longer as a JSON line than as an ONIX record (the 10,000-product demo
 * catalogue: 103 MB of JSON lines, 69 MB of ONIX) and costs about as much memory once read, so a
 * record counted at its size in the file made batches of 600 products where JSON lines make 400,
 * and the ONIX import's peak RSS higher than the JSON one's (docs/catalog-import.md "Measured").
 */
const CHARS_WEIGHT = 1.5;

/** The catalogue's own fields of a product that exists (ONIX does not carry them), as an import base. */
function existingBase(p: Product | undefined): Partial<ProductImport> | null {
  if (!p) return null;
  const { isRelatedTo: _r, related: _f, offers: _o, availableTobuy: _a, disciplines, ...rest } = p;
  return {
    ...rest,
    disciplines: disciplines.map((d) => ({
      primaryDiscipline: { code: d.primaryDiscipline.code },
      ...(d.secondaryDiscipline ? { secondaryDiscipline: { code: d.secondaryDiscipline.code } } : {}),
    })),
  };
}

/** Fields a new product needs that ONIX does not carry (docs/catalog-import.md "ONIX"). */
const DEFAULTS: Partial<ProductImport> = {
  productType: 'other',
  productStage: 'live',
  k12: { availableForLicense: false },
  offerType: 'national',
  potentialAction: { useAction: [] },
  description: { html: '' },
  brand: { name: null },
  comingSoon: false,
  authors: [],
  disciplines: [],
};

/** The ONIX platform class of a platform, to keep an existing product's own when the form is the same. */
const FORM_CLASS: Record<string, string> = {
  print: 'B',
  etext: 'E',
  revel: 'EC',
  collection: 'EC',
  glp: 'EC',
  learning_applications: 'EC',
};

function merge(base: Partial<ProductImport>, m: MappedRecord, whole: boolean): Partial<ProductImport> {
  const fields = { ...m.product };
  // ONIX forms are coarser than the catalogue's platforms and models: a product that exists keeps
  // its own while the form stays in the same class (an EC "online" stays a Revel or a collection).
  if (
    base.productPlatform &&
    fields.productPlatform &&
    FORM_CLASS[base.productPlatform] === FORM_CLASS[fields.productPlatform]
  ) {
    fields.productPlatform = base.productPlatform;
    fields.productModel = base.productModel;
  }
  const out: Partial<ProductImport> = { ...(whole ? DEFAULTS : {}), ...base, ...fields };
  if (m.blocks.has('CollateralDetail')) {
    // The publisher's image is not fetched yet (docs/catalog-import.md): a named front cover means
    // "has a cover", served by the cover route as the generated one.
    if (m.coverLink) out.image = { url: `/api/covers/${m.productId}.svg` };
    else delete out.image;
  }
  if (m.notification === '01' || m.notification === '02') out.comingSoon = true;
  return out;
}

const toIssue = (record: string, i: RecordIssue): ImportIssue => ({ ...i, record });

export function onixSource(
  open: () => Promise<Readable>,
  subjects: SubjectMap,
  outcome: OnixOutcome,
  options: OnixSourceOptions,
): RecordSource {
  // The deletions (05), applied once the file's records are written: an id and a line each (the
  // record's name is outcome.recordAt's), as a whole file of them is possible.
  const deleteIds: string[] = [];
  const deleteLines: number[] = [];
  // Products whose stored front cover a record drops, dropped with their lookup batch (so the list
  // does not grow with the file); covers fetched for later records come after the import.
  let uncovered: string[] = [];
  const lookupBatch = options.lookupBatch ?? LOOKUP_BATCH;

  /** A record, once its product is looked up (`base`: the product in the catalogue, if any). */
  function toSourceRecord(m: MappedRecord, record: string, chars: number, base: Partial<ProductImport> | null) {
    if (m.notification === '04' && !base)
      return {
        line: m.line,
        chars,
        issues: [
          {
            line: m.line,
            record,
            field: `${P}/NotificationType`,
            message: `a block update (04) of "${m.productId}", which is not in the catalogue: send it whole (03) first`,
          },
        ],
      };
    // A full record (or a CollateralDetail update) without a front cover drops a stored one.
    if (!m.coverLink && m.blocks.has('CollateralDetail')) uncovered.push(m.productId);
    if (m.coverLink && options.covers)
      outcome.covers.push({
        productId: m.productId,
        link: m.coverLink,
        line: m.coverLine ?? m.line,
        recordLine: m.line,
        record,
      });
    return { line: m.line, chars, value: merge(base ?? {}, m, m.notification !== '04' || !base) };
  }

  return {
    async *records(trx): AsyncGenerator<SourceRecord> {
      // Records in the file's order, waiting for the lookup of their batch (SourceRecord: already settled).
      let waiting: ({ m: MappedRecord; record: string; chars: number } | SourceRecord)[] = [];
      let waitingChars = 0;
      async function* settle(): AsyncGenerator<SourceRecord> {
        const batch = waiting;
        waiting = [];
        waitingChars = 0;
        const ids = batch.flatMap((w) => ('m' in w ? [w.m.productId] : []));
        const found = await findProducts(trx, ids, { withRelated: false, openableOwners: [] });
        for (const w of batch)
          yield 'm' in w ? toSourceRecord(w.m, w.record, w.chars, existingBase(found.get(w.m.productId))) : w;
        if (uncovered.length) await deleteCoverImages(trx, uncovered);
        uncovered = [];
      }
      for await (const event of readOnix(await open())) {
        if (event.kind === 'header') {
          outcome.header = event.header;
          continue;
        }
        const m = mapProduct(event.node, { subjects });
        const record = m.recordReference || `(line ${m.line})`;
        outcome.recordAt.set(m.line, record);
        outcome.warnings.push(...m.warnings.map((w) => toIssue(record, w)));
        // Its size, for the import's batches, which are limited in text too (4 MB) to bound their memory.
        const chars = Math.round(event.chars * CHARS_WEIGHT);
        if (m.errors.length) waiting.push({ line: m.line, chars, issues: m.errors.map((e) => toIssue(record, e)) });
        else if (m.notification === '05') {
          deleteIds.push(m.productId);
          deleteLines.push(m.line);
        } else {
          waiting.push({ m, record, chars });
          waitingChars += chars;
        }
        if (waiting.length >= lookupBatch || waitingChars >= LOOKUP_CHARS) yield* settle();
      }
      if (waiting.length) yield* settle();
    },
    async beforeCommit(trx) {
      const gone = new Set(await deleteProducts(trx, deleteIds));
      deleteIds.forEach((id, i) => {
        if (gone.has(id)) return;
        const line = deleteLines[i]!;
        outcome.warnings.push({
          line,
          record: outcome.recordAt.get(line) ?? `(line ${line})`,
          field: `${P}/NotificationType`,
          message: `delete (05) of "${id}", which is not in the catalogue: nothing to delete`,
        });
      });
      outcome.deleted = gone.size;
      if (gone.size) await refreshCatalogueWide(trx);
      return gone.size > 0;
    },
  };
}
