/**
 * The deterministic demo catalogue. Pure: no database, no clock, no
 * Math.random — `generateCatalogue({ products, seed })` returns the rows of every
 * catalogue table, and the same arguments always return the same rows.
 *
 * Module map:
 *   random.ts         seeded PRNG streams
 *   subjects.ts       the discipline tree (16 categories, 120 primaries) and per-subject topics/title stems
 *   subjects-tr.ts    the subjects' Turkish names
 *   titles.ts         title templates and slugs
 *   authors.ts        per-subject author pools with biographies
 *   isbn.ts           ISBN-13/10 check digits and numbering
 *   descriptions.ts   HTML descriptions and their plain text
 *   toc.ts            tables of contents
 *   offers.ts         offers, available-to-buy offers, seat licences
 *   organisations.ts  the fixed demo organisations (ORG-…)
 *   features.ts       model features and discipline-feature rows
 *   colors.ts         cover colour per discipline
 *   products.ts       works → products (the assembly)
 *
 * seedDatabase (../seed.ts) streams `generateProductBatches` so 100,000 products never
 * sit in memory at once.
 */
import { PRIMARY_SUBJECTS, SUBJECTS } from './subjects.ts';
import { TURKISH_SUBJECT_NAMES } from './subjects-tr.ts';
import { DEMO_ORGANISATIONS } from './organisations.ts';
import { disciplineFeatureRows } from './features.ts';
import type { ReferenceRows } from '../../modules/catalogue/catalogue-write-repository.ts';
import { buildWorkProducts, emptyProductRows, planWork, type ProductRows } from './products.ts';
import type { GeneratedAuthor } from './authors.ts';

export interface GenerateOptions {
  /** Number of products (every format of a work is one product). */
  products: number;
  /** Same seed, same catalogue. */
  seed: number;
}

/** Rows that do not depend on the seed: the subject tree, organisations, discipline features (the writer's shape). */
export type { ReferenceRows };
export type { ProductRows } from './products.ts';
export type GeneratedCatalogue = ReferenceRows & ProductRows;

export function referenceRows(): ReferenceRows {
  return {
    categories: SUBJECTS.map((c, position) => ({ code: c.code, name: c.name, position, image: c.image })),
    primaries: SUBJECTS.flatMap((c) =>
      c.primaries.map((p, position) => ({ code: p.code, category_code: c.code, name: p.name, position })),
    ),
    secondaries: PRIMARY_SUBJECTS.flatMap((p) =>
      p.secondaries.map((s, position) => ({ code: s.code, primary_code: p.code, name: s.name, position })),
    ),
    disciplineNames: turkishNameRows(),
    organisations: DEMO_ORGANISATIONS.map((o) => ({
      org_id: o.orgId,
      name: o.name,
      display_name: o.displayName,
      classification: o.classification,
      city: o.city,
      state: o.state,
      country: o.country,
    })),
    disciplineFeatures: disciplineFeatureRows(PRIMARY_SUBJECTS),
  };
}

/** tr-tr names of every subject whose Turkish name differs from the catalogue's (English) one. */
function turkishNameRows(): ReferenceRows['disciplineNames'] {
  const subjects = [...SUBJECTS, ...PRIMARY_SUBJECTS, ...PRIMARY_SUBJECTS.flatMap((p) => p.secondaries)];
  return subjects.flatMap(({ code, name: english }) => {
    const name = TURKISH_SUBJECT_NAMES.get(english);
    if (name === undefined) throw new Error(`no Turkish name for the subject "${english}"`);
    return name === english ? [] : [{ code, locale: 'tr-tr', name }];
  });
}

/**
 * The products in batches of about `batchSize` (a batch ends on a work boundary, so
 * related products of one batch never point into the next).
 */
export function* generateProductBatches(options: GenerateOptions & { batchSize?: number }): Generator<ProductRows> {
  const { products: total, seed } = options;
  const batchSize = options.batchSize ?? 500;
  if (!Number.isInteger(total) || total < 0) throw new Error(`products must be a non-negative integer, got ${total}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const pools = new Map<string, GeneratedAuthor[]>();
  let made = 0;
  let batch = emptyProductRows();
  for (let w = 0; made < total; w++) {
    const work = planWork(seed, w, pools);
    made += buildWorkProducts(seed, work, made, total - made, batch);
    if (batch.products.length >= batchSize) {
      yield batch;
      batch = emptyProductRows();
    }
  }
  if (batch.products.length > 0) yield batch;
}

/** The whole catalogue in memory: reference rows plus every product's rows. */
export function generateCatalogue(options: GenerateOptions): GeneratedCatalogue {
  const all: GeneratedCatalogue = { ...referenceRows(), ...emptyProductRows() };
  for (const batch of generateProductBatches(options)) {
    for (const key of Object.keys(batch) as (keyof ProductRows)[]) {
      const target = all[key] as unknown[];
      for (const row of batch[key]) target.push(row);
    }
  }
  return all;
}
