/** SQL for the offers and available-to-buy offers of one product. */
import type { Kysely } from 'kysely';
import type { DB, OfferKind } from '../../db/types.ts';

export interface ProductOfferInfo {
  productId: string;
  offerType: 'institutional' | 'national';
  availableForLicense: boolean;
}

export async function findProductOfferInfo(db: Kysely<DB>, productId: string): Promise<ProductOfferInfo | null> {
  const row = await db
    .selectFrom('product')
    .select(['product_id', 'offer_type', 'k12_available_for_license'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row
    ? { productId: row.product_id, offerType: row.offer_type, availableForLicense: row.k12_available_for_license }
    : null;
}

export async function findOrganisationCountry(db: Kysely<DB>, orgId: string): Promise<string | null> {
  const row = await db.selectFrom('organisation').select('country').where('org_id', '=', orgId).executeTakeFirst();
  return row?.country ?? null;
}

export async function findUserCountry(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('app_user').select('country').where('user_id', '=', userId).executeTakeFirst();
  return row?.country ?? null;
}

export interface OfferRow {
  offerId: string;
  licenseId: string | null;
  orgId: string | null;
  title: string;
  description: string | null;
  kind: OfferKind;
  durationDays: number;
  currency: string;
  price: number | null;
  isbn13: string | null;
}

export async function listOffers(
  db: Kysely<DB>,
  productId: string,
  where: { orgId: string } | { country: string },
): Promise<OfferRow[]> {
  let query = db
    .selectFrom('offer')
    .select([
      'offer_id',
      'license_id',
      'org_id',
      'title',
      'description',
      'kind',
      'duration_days',
      'currency',
      'price',
      'isbn13',
    ])
    .where('product_id', '=', productId);
  query =
    'orgId' in where
      ? query.where('scope', '=', 'institutional').where('org_id', '=', where.orgId)
      : query.where('scope', '=', 'national').where('country', '=', where.country);
  const rows = await query.orderBy('position').orderBy('offer_id').execute();
  return rows.map((r) => ({
    offerId: r.offer_id,
    licenseId: r.license_id,
    orgId: r.org_id,
    title: r.title,
    description: r.description,
    kind: r.kind,
    durationDays: r.duration_days,
    currency: r.currency,
    price: r.price === null ? null : Number(r.price),
    isbn13: r.isbn13,
  }));
}

export interface AvailableToBuyRow {
  title: string;
  description: string | null;
  price: number | null;
  currency: string;
  isbn: string | null;
}

/** The organisation's own rows when it has any, else the rows for the country. */
export async function listAvailableToBuy(
  db: Kysely<DB>,
  productId: string,
  where: { orgId: string | null; country: string },
): Promise<AvailableToBuyRow[]> {
  const base = () =>
    db
      .selectFrom('available_to_buy_offer')
      .select(['offer_title', 'offer_description', 'price', 'currency', 'isbn'])
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id');
  let rows = where.orgId ? await base().where('org_id', '=', where.orgId).execute() : [];
  if (rows.length === 0) {
    rows = await base()
      .where('org_id', 'is', null)
      .where((eb) => eb.or([eb('country', '=', where.country), eb('country', 'is', null)]))
      .execute();
  }
  return rows.map((r) => ({
    title: r.offer_title,
    description: r.offer_description,
    price: r.price === null ? null : Number(r.price),
    currency: r.currency,
    isbn: r.isbn,
  }));
}
