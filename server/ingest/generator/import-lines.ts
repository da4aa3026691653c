/**
 * The generated catalogue as catalogue-import lines (docs/catalog-import.md): each product in
 * the shape `ProductImport` takes, so a file of any size can be made from the generator and fed
 * to `npm run catalog:import`. Importing the lines of a batch writes the same rows the seed
 * writes for it (tests/server/import/import-lines.test.ts): the import's derived columns are the
 * seed's. Seat licences are not part of the import format and are left out.
 */
import type { ProductImport } from '../../../contract/schemas/product.ts';
import type { ProductRows } from './products.ts';
import { groupBy, productIdOf } from '../../lib/group-by.ts';

type Row<K extends keyof ProductRows> = ProductRows[K][number];

/** Columns the generator may hand over as JSON text (the writer's insert shape). */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function isoDateTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** A `date` column as `YYYY-MM-DD` (the generator hands over text, a driver a Date at midnight UTC). */
function dateOnly(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

const byPosition = <T extends { position?: unknown }>(rows: T[]) =>
  rows
    .map((row, order) => ({ row, order }))
    .sort((a, b) => Number(a.row.position ?? a.order) - Number(b.row.position ?? b.order))
    .map((x) => x.row);

const price = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function offerOf(o: Row<'offers'>): NonNullable<ProductImport['offers']>[number] {
  return {
    offerId: o.offer_id,
    licenseId: o.license_id ?? null,
    orgId: o.org_id ?? null,
    country: o.country ?? null,
    title: o.title,
    description: o.description ?? null,
    offerType: {
      offerTypeCode: o.kind,
      definition: {
        subscriptionDuration: o.duration_days,
        currency: o.currency as never,
        price: price(o.price),
        isbn: { isbn13: o.isbn13 ?? null },
      },
    },
  };
}

function availableOf(o: Row<'availableToBuy'>): NonNullable<ProductImport['availableTobuy']>[number] {
  return {
    offertitle: o.offer_title,
    price: price(o.price),
    currency: o.currency as never,
    offerDescription: o.offer_description ?? null,
    isbn: o.isbn ?? null,
    orgId: o.org_id ?? null,
    country: o.country ?? null,
  };
}

/** The products of one generated batch, in order, as import objects. */
export function importProductsOf(batch: ProductRows): ProductImport[] {
  const authors = groupBy(batch.authors, productIdOf);
  const disciplines = groupBy(batch.productDisciplines, productIdOf);
  const related = groupBy(batch.relatedProducts, productIdOf);
  const tocs = new Map(batch.tocs.map((t) => [t.product_id, t]));
  const modules = groupBy(batch.modules, productIdOf);
  const offers = groupBy(batch.offers, productIdOf);
  const available = groupBy(batch.availableToBuy, productIdOf);
  return batch.products.map((p) => {
    const id = p.product_id;
    const toc = tocs.get(id);
    const product: ProductImport = {
      productId: id,
      uuid: p.uuid,
      slug: p.slug,
      name: p.name,
      authors: byPosition(authors.get(id) ?? []).map((a) => ({
        givenName: a.given_name ?? '',
        familyName: a.family_name,
        ...(a.additional_name ? { additionalName: a.additional_name } : {}),
        ...(a.biography ? { biography: a.biography } : {}),
      })),
      productPlatform: p.platform,
      productModel: { name: p.product_model, features: json<string[]>(p.model_features ?? '[]') },
      productType: p.product_type ?? 'other',
      productStage: p.product_stage ?? 'live',
      accessStatus: p.access_status,
      version: p.version,
      audience: p.audience ?? 'all',
      k12: { availableForLicense: p.k12_available_for_license ?? false },
      isCustom: p.is_custom ?? false,
      bookEdition: p.book_edition ?? null,
      copyrightYear: p.copyright_year ?? null,
      publisher: p.publisher ?? null,
      isbn: p.isbns ?? [],
      brand: { name: p.brand_name ?? null },
      moduleCount: p.module_count ?? null,
      sourceTextbook: p.source_textbook ?? null,
      description: { html: p.description_html ?? '' },
      typeSafeContentPublishedDate: isoDateTime(p.content_published_at),
      video: p.video_embed_url ? { embedUrl: p.video_embed_url } : null,
      comingSoon: p.coming_soon ?? false,
      offerType: p.offer_type ?? 'national',
      orgId: p.org_id ?? null,
      potentialAction: {
        previewAction: p.preview_url ? { target: { url: p.preview_url } } : null,
        useAction: json(p.use_actions ?? '[]'),
      },
      datePublished: dateOnly(p.date_published),
      ...(p.has_cover ? { image: { url: `/api/covers/${id}.svg` } } : {}),
      // The main subject first (it picks the cover colour).
      disciplines: (disciplines.get(id) ?? [])
        .map((d, order) => ({ d, order }))
        .sort((a, b) => Number(b.d.is_main ?? false) - Number(a.d.is_main ?? false) || a.order - b.order)
        .map(({ d }) => ({
          primaryDiscipline: { code: d.primary_code },
          secondaryDiscipline: d.secondary_code ? { code: d.secondary_code } : null,
        })),
      isRelatedTo: byPosition(related.get(id) ?? []).map((r) => ({ productId: r.related_product_id })),
      offers: byPosition(offers.get(id) ?? []).map(offerOf),
      availableTobuy: byPosition(available.get(id) ?? []).map(availableOf),
      ...(toc ? { tableOfContents: { toc: json(toc.toc), tocString: toc.toc_string } } : {}),
      // Only collections list modules (an empty list would say "this product has none").
      ...(modules.has(id) ? { modules: byPosition(modules.get(id)!).map((m) => ({ title: m.title })) } : {}),
    };
    return product;
  });
}
