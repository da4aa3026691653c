/**
 * Offers by access (spec §3, §4, §6, §7; identity issue):
 *
 * GET /api/products/offers/{productId}?institution=ORG|COUNTRY&token=
 *   Institutional offers only for an organisation the caller belongs to (or the organisation
 *   of the LMS token), else 403. A product sold institutionally (offerType institutional)
 *   answers the organisation's offers, none without one; a national product answers the
 *   organisation's own offers when it has some, else the national offers of the country
 *   (from `institution`, else the organisation's, else the user's, else US).
 *   Anonymous callers get the offers without prices (`price: null`, `priced: false`): the
 *   panel can tell that offers exist while pricing stays for signed-in users (spec §6
 *   'Register or sign in to see pricing options').
 *
 * GET /api/products/avalibleoffers/{productId}?institution=ORG|COUNTRY&token=  (spec spelling)
 *   Available-to-buy offers (school purchase options): the organisation's own, else the
 *   country's. Same access rule and the same price rule.
 *
 * The K-12 seat licences of a product (same access rule): modules/catalogue/k12-licence-routes.ts.
 *
 * All answers are per user: Cache-Control private, no-store.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, errorResponses } from '../../schemas/common.ts';
import {
  AvailableToBuyResponse,
  OffersQuery,
  OffersResponse,
  ProductParams,
  type Offer,
} from '../../schemas/offers.ts';
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
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

const DEFAULT_COUNTRY = 'US';

const accessResponses = { 401: ErrorBody, 403: ErrorBody, ...errorResponses };

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
  query: { institution?: string | undefined; token?: string | undefined },
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

export async function offerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/products/offers/:productId',
    {
      config: { cache: 'private', auth: 'optional' },
      schema: {
        summary: 'Offers of a product for an organisation or a country, by access',
        tags: ['offers'],
        params: ProductParams,
        querystring: OffersQuery,
        response: { 200: OffersResponse, ...accessResponses },
      },
    },
    async (request) => {
      const db = app.database.db;
      const { product, access } = await productAndAccess(db, request, request.params.productId, request.query);
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
    },
  );

  app.get(
    '/products/avalibleoffers/:productId',
    {
      config: { cache: 'private', auth: 'optional' },
      schema: {
        summary: 'Available-to-buy offers of a product (spec spelling "avalibleoffers")',
        tags: ['offers'],
        params: ProductParams,
        querystring: OffersQuery,
        response: { 200: AvailableToBuyResponse, ...accessResponses },
      },
    },
    async (request) => {
      const db = app.database.db;
      const { product, access } = await productAndAccess(db, request, request.params.productId, request.query);
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
    },
  );
}
