/**
 * The table rows of one catalogue-import line, derived columns included as the demo seed
 * fills them (tests/server/import/import-lines.test.ts holds them equal), and the subjects
 * and organisations the import checks lines against.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import type { ProductImport } from '../../contract/schemas/product.ts';
import { isbn13To10 } from './generator/isbn.ts';
import { htmlToText } from './generator/descriptions.ts';
import { slugify } from './generator/titles.ts';
import { coverColor } from './generator/colors.ts';
import { productUuid } from './generator/uuid.ts';
import { loadImportReference, type ImportedRows } from '../modules/catalogue/catalogue-write-repository.ts';

export interface Reference {
  primaries: Map<string, { name: string; category: string; categoryName: string }>;
  secondaries: Map<string, { name: string; primary: string }>;
  organisations: Set<string>;
}

export async function loadReference(db: Kysely<DB>): Promise<Reference> {
  const { primaries, secondaries, organisations } = await loadImportReference(db);
  return {
    primaries: new Map(
      primaries.map((p) => [p.code, { name: p.name, category: p.category, categoryName: p.category_name }]),
    ),
    secondaries: new Map(secondaries.map((s) => [s.code, { name: s.name, primary: s.primary_code }])),
    organisations: new Set(organisations.map((o) => o.org_id)),
  };
}

type Rows = ImportedRows;

export const emptyRows = (): Rows => ({
  products: [],
  authors: [],
  disciplines: [],
  related: [],
  tocs: [],
  modules: [],
  offers: [],
  availableToBuy: [],
});

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

/** The table rows of one product line, added to `rows`. */
export function toRows(p: ProductImport, ref: Reference, rows: Rows): void {
  rows.products.push(productRow(p, ref));
  contentRows(p, rows);
  offerRows(p, rows);
}
