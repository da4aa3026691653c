/**
 * One product and its parts (spec §7): the product, its table of contents, its modules
 * and its related products (alternate formats). Offers and available-to-buy offers live
 * in modules/offers, the K-12 licence call in k12-licence-routes.ts (per-user answers,
 * never shared-cached).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, errorResponses, ProductId, Text } from '../../schemas/common.ts';
import { Product } from '../../schemas/product.ts';
import { TocResponse } from '../../schemas/toc.ts';
import { ModuleListResponse } from '../../schemas/module.ts';
import { RelatedListResponse } from '../../schemas/related.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { callerOf, lmsTokenOf, listMembershipIds, openableOwners } from '../identity/index.ts';
import { opensFor } from '../../../contract/product-visibility.ts';
import { findModules, findProduct, findProductOwner, findRelatedProducts, findToc } from './product-repository.ts';
import { API_TOKEN_PARAMS } from '../../../contract/params.ts';

const ProductParams = Type.Object({ productId: ProductId });

const ProductQuery = Type.Object({
  /** An LMS integration token (spec §1); accepted now, read by the identity work. */
  [API_TOKEN_PARAMS.productLmsToken]: Type.Optional(Text({ maxLength: 2048 })),
  /** Also answer the related products in `isRelatedTo` (spec §7). */
  getRelated: Type.Optional(Type.Boolean()),
});

const noSuchProduct = (productId: string) => notFound(`Product ${productId} does not exist`);

/**
 * An institution's own product (schema:orgId set: its custom collections) is shown to the
 * members of that institution and to callers whose LMS token names it (spec §4 "Product load:
 * 401 triggers login; 403 hides the page"): anyone else signed in gets 403, an anonymous
 * caller 401. Every other product is public.
 */
async function checkProductAccess(request: FastifyRequest, orgId: string | null | undefined, lmsToken?: string) {
  if (!orgId) return;
  // A stale or forged token is a 401 here (lmsTokenOf), where lists merely ignore it.
  const lms = await lmsTokenOf(request, lmsToken);
  const caller = callerOf(request);
  const members = caller ? await listMembershipIds(request.server.database.db, caller.userId) : [];
  if (opensFor(orgId, lms ? [lms.claims.org, ...members] : members)) return;
  if (!caller && !lms) throw unauthorized(`Sign in to see this product: it belongs to the organisation ${orgId}.`);
  throw forbidden(`This product belongs to the organisation ${orgId}: it is not available to you.`);
}

export async function productRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/products/:productId',
    {
      config: { cache: 'catalogue', auth: 'lenient' },
      schema: {
        summary: 'One product (spec §3 Product)',
        description:
          'With getRelated=true, `isRelatedTo` lists up to 4 alternate formats. `related` is ' +
          'true when the product has alternate formats. `image` is absent when the product has no cover.',
        tags: ['catalogue'],
        params: ProductParams,
        querystring: ProductQuery,
        response: { 200: Product, 401: ErrorBody, 403: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const withRelated = request.query.getRelated === true;
      // The related products (and the `related` flag) depend on whose own products the caller may open.
      const owners = (await openableOwners(request, request.query.lmsIntegrationToken)) ?? [];
      const options = { withRelated, openableOwners: owners };
      if (!app.answerCache.enabled) {
        const product = await findProduct(app.database.read, productId, options);
        if (!product) throw noSuchProduct(productId);
        await checkProductAccess(request, product.orgId, request.query.lmsIntegrationToken);
        return product;
      }
      // Kept in the answer cache like search answers (a product changes only with the
      // catalogue), with its owner kept beside it, so access is checked for every caller
      // before the shared answer is handed out.
      const owner = await app.answerCache.answer(JSON.stringify(['product-owner', productId]), async () =>
        JSON.stringify((await findProductOwner(app.database.read, productId)) ?? null),
      );
      const found = JSON.parse(owner.answer.body) as { orgId: string | null } | null;
      if (!found) throw noSuchProduct(productId);
      await checkProductAccess(request, found.orgId, request.query.lmsIntegrationToken);
      return app.answerCache.send(reply, ['product', productId, withRelated, owners], async () => {
        const product = await findProduct(app.database.read, productId, options);
        if (!product) throw noSuchProduct(productId);
        return product;
      });
    },
  );

  app.get(
    '/products/:productId/toc',
    {
      config: { cache: 'catalogue' },
      schema: {
        summary: 'Table of contents of a product (spec §3); 404 when the product has none',
        tags: ['catalogue'],
        params: ProductParams,
        response: { 200: TocResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const found = await findToc(app.database.read, productId);
      if (!found.product) throw noSuchProduct(productId);
      if (!found.toc) throw notFound(`Product ${productId} has no table of contents`);
      return found.toc;
    },
  );

  app.get(
    '/products/:productId/module',
    {
      config: { cache: 'catalogue' },
      schema: {
        summary: 'Modules of a collection (spec §3 Modules); empty for other products',
        tags: ['catalogue'],
        params: ProductParams,
        response: { 200: ModuleListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const modules = await findModules(app.database.read, productId);
      if (!modules) throw noSuchProduct(productId);
      return { modules };
    },
  );

  app.get(
    '/products/:productId/related',
    {
      config: { cache: 'catalogue', auth: 'lenient' },
      schema: {
        summary: 'Related products (alternate formats), at most 4 (spec §3 Related product, §9)',
        description:
          'The spec names this call without a path (§7 "related products: methods and paths not shown"); ' +
          'GET /api/products/{productId}/related is ours. Empty when the product has no alternate formats. ' +
          "Lists only products the caller may open: public ones, and those of the signed-in caller's organisations.",
        tags: ['catalogue'],
        params: ProductParams,
        response: { 200: RelatedListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const owners = (await openableOwners(request, undefined)) ?? [];
      const relatedProducts = await findRelatedProducts(app.database.read, productId, owners);
      if (!relatedProducts) throw noSuchProduct(productId);
      return { relatedProducts };
    },
  );
}
