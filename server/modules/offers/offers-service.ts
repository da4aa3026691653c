/**
 * Offers by access as the offers calls answer them (the rules are offers-routes.ts's header):
 * the product (404 when unknown), what the caller may see of the institution it names, the
 * country the national offers are of, and prices only for signed-in callers.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AvailableToBuyResponse, Offer, OffersResponse } from '../../../contract/schemas/offers.ts';
import { notFound } from '../../lib/errors.ts';
import { institutionAccess, type InstitutionAccess } from '../identity/index.ts';
import {
  findOrganisationCountry,
  findProductOfferInfo,
  findUserCountry,
  listAvailableToBuy,
  listOffers,
  type OfferRow,
} from './offers-repository.ts';

const DEFAULT_COUNTRY = 'US';

type InstitutionQuery = { institution?: string | undefined; token?: string | undefined };

function toOffer(row: OfferRow, priced: boolean): Offer {
  return {
    offerId: row.offerId,
    licenseId: row.licenseId,
    orgId: row.orgId,
    title: row.title,
    description: row.description,
    offerType: {
      offerTypeCode: row.kind,
      definition: {
        subscriptionDuration: row.durationDays,
        currency: row.currency,
        price: priced ? row.price : null,
        isbn: { isbn13: row.isbn13 },
      },
    },
  };
}

/** The product (404 when unknown) and what the caller may see of the institution it names. */
async function productAndAccess(
  db: Kysely<DB>,
  request: FastifyRequest,
  productId: string,
  query: InstitutionQuery,
) {
  const product = await findProductOfferInfo(db, productId);
  if (!product) throw notFound(`No product with id ${productId}`);
  return { product, access: await institutionAccess(request, query) };
}

async function countryFor(db: Kysely<DB>, access: InstitutionAccess): Promise<string> {
  if (access.country) return access.country;
  if (access.orgId) {
    const country = await findOrganisationCountry(db, access.orgId);
    if (country) return country;
  }
  if (access.caller) {
    const country = await findUserCountry(db, access.caller.userId);
    if (country) return country;
  }
  return DEFAULT_COUNTRY;
}

/**
 * A product's offers for the caller: a product sold institutionally answers the organisation's
 * offers (none without one); a national one the organisation's own when it has some, else the
 * country's.
 */
export async function offersAnswer(
  db: Kysely<DB>,
  request: FastifyRequest,
  productId: string,
  query: InstitutionQuery,
): Promise<OffersResponse> {
  const { product, access } = await productAndAccess(db, request, productId, query);
  const country = await countryFor(db, access);

  const institutional = access.orgId ? await listOffers(db, product.productId, { orgId: access.orgId }) : [];
  const useInstitutional = product.offerType === 'institutional' || institutional.length > 0;
  const rows = useInstitutional ? institutional : await listOffers(db, product.productId, { country });
  return {
    productId: product.productId,
    offerType: useInstitutional ? ('institutional' as const) : ('national' as const),
    orgId: access.orgId,
    country,
    priced: access.priced,
    offers: rows.map((row) => toOffer(row, access.priced)),
  };
}

/** A product's available-to-buy offers: the organisation's own, else the country's. */
export async function availableToBuyAnswer(
  db: Kysely<DB>,
  request: FastifyRequest,
  productId: string,
  query: InstitutionQuery,
): Promise<AvailableToBuyResponse> {
  const { product, access } = await productAndAccess(db, request, productId, query);
  const country = await countryFor(db, access);
  const rows = await listAvailableToBuy(db, product.productId, { orgId: access.orgId, country });
  return {
    productId: product.productId,
    orgId: access.orgId,
    country,
    priced: access.priced,
    availableTobuy: rows.map((r) => ({
      offertitle: r.title,
      price: access.priced ? r.price : null,
      currency: r.currency,
      offerDescription: r.description,
      isbn: r.isbn,
    })),
  };
}
