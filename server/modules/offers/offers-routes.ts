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
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import { AvailableToBuyResponse, OffersQuery, OffersResponse, ProductParams } from '../../../contract/schemas/offers.ts';
import { availableToBuyAnswer, offersAnswer } from './offers-service.ts';

const accessResponses = { 401: ErrorBody, 403: ErrorBody, ...errorResponses };

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
    async (request) => offersAnswer(app.database.db, request, request.params.productId, request.query),
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
    async (request) => availableToBuyAnswer(app.database.db, request, request.params.productId, request.query),
  );
}
