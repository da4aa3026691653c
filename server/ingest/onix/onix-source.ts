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
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { ProductImport } from '../../../contract/schemas/product.ts';
import type { ImportIssue } from '../import-line-checks.ts';
import type { RecordSource, SourceRecord } from '../catalog-import.ts';
import { findProduct } from '../../modules/catalogue/product-repository.ts';
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
  /** Record reference of each record line (for labelling issues). */
  recordAt: Map<number, string>;
  warnings: ImportIssue[];
  deleted: number;
  /** Front covers named by the records written (fetched after the commit, covers.ts). */
  covers: CoverRequest[];
}

/** The catalogue's own fields of a product that exists (ONIX does not carry them), as an import base. */
async function existingBase(trx: Transaction<DB>, id: string): Promise<Partial<ProductImport> | null> {
  const p = await findProduct(trx, id, { withRelated: false, openableOwners: [] });
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

export function onixSource(open: () => Promise<Readable>, subjects: SubjectMap, outcome: OnixOutcome): RecordSource {
  const deletes: { id: string; line: number; record: string }[] = [];
  const uncovered: string[] = [];
  return {
    async *records(trx): AsyncGenerator<SourceRecord> {
      for await (const event of readOnix(await open())) {
        if (event.kind === 'header') {
          outcome.header = event.header;
          continue;
        }
        const m = mapProduct(event.node, { subjects });
        const record = m.recordReference || `(line ${m.line})`;
        outcome.recordAt.set(m.line, record);
        outcome.warnings.push(...m.warnings.map((w) => toIssue(record, w)));
        // Its size in the file: the import's batches are limited in text too (4 MB), which bounds their memory.
        const chars = event.chars;
        if (m.errors.length) {
          yield { line: m.line, chars, issues: m.errors.map((e) => toIssue(record, e)) };
          continue;
        }
        if (m.notification === '05') {
          deletes.push({ id: m.productId, line: m.line, record });
          continue;
        }
        const base = await existingBase(trx, m.productId);
        if (m.notification === '04' && !base) {
          yield {
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
          continue;
        }
        // A full record (or a CollateralDetail update) without a front cover drops a stored one.
        if (!m.coverLink && m.blocks.has('CollateralDetail')) uncovered.push(m.productId);
        if (m.coverLink)
          outcome.covers.push({
            productId: m.productId,
            link: m.coverLink,
            line: m.coverLine ?? m.line,
            recordLine: m.line,
            record,
          });
        yield { line: m.line, chars, value: merge(base ?? {}, m, m.notification !== '04' || !base) };
      }
    },
    async beforeCommit(trx) {
      const gone = new Set(
        await deleteProducts(
          trx,
          deletes.map((d) => d.id),
        ),
      );
      for (const d of deletes)
        if (!gone.has(d.id))
          outcome.warnings.push({
            line: d.line,
            record: d.record,
            field: `${P}/NotificationType`,
            message: `delete (05) of "${d.id}", which is not in the catalogue: nothing to delete`,
          });
      outcome.deleted = gone.size;
      await deleteCoverImages(trx, uncovered);
      if (gone.size) await refreshCatalogueWide(trx);
      return gone.size > 0;
    },
  };
}
