/**
 * GET /api/products/{productId}/k12-licenses?institution=ORG&token=  (path ours, spec §7
 *   "K-12 license data by productId for non-higher-ed orgs")
 *
 * Seat licences of the organisation for the product. Same access rule as the offers
 * (modules/identity/institution-access.ts): only for an organisation the caller belongs
 * to, or the organisation of the LMS token, else 403. Per user: Cache-Control private,
 * no-store.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import { K12LicenceQuery, K12LicenceResponse, ProductParams } from '../../../contract/schemas/offers.ts';
import { badRequest } from '../../lib/errors.ts';
import { institutionAccess } from '../identity/index.ts';
import { licensableProductOf, seatLicencesOf } from './catalogue-service.ts';

const accessResponses = { 401: ErrorBody, 403: ErrorBody, ...errorResponses };

export async function k12LicenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/products/:productId/k12-licenses',
    {
      config: { cache: 'private', auth: 'optional' },
      schema: {
        summary: "K-12 seat licences of the caller's organisation for a product",
        tags: ['offers'],
        params: ProductParams,
        querystring: K12LicenceQuery,
        response: { 200: K12LicenceResponse, ...accessResponses },
      },
    },
    async (request) => {
      const db = app.database.db;
      const productId = request.params.productId;
      const product = await licensableProductOf(db, productId);
      const access = await institutionAccess(request, request.query);
      if (!access.orgId) throw badRequest('institution', 'institution must name an organisation');
      const licences = await seatLicencesOf(db, product.productId, access.orgId);
      return {
        productId: product.productId,
        orgId: access.orgId,
        hasActiveLicense: licences.some((l) => l.active),
        availableForLicense: product.availableForLicense,
        licenses: licences,
      };
    },
  );
}
