/**
 * One product and its parts (spec §7): the product, its table of contents, its modules
 * and its related products (alternate formats). Offers and available-to-buy offers live
 * in modules/offers, the K-12 licence call in k12-licence-routes.ts (per-user answers,
 * never shared-cached).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, errorResponses, ProductId, Text } from '../../../contract/schemas/common.ts';
import { Product } from '../../../contract/schemas/product.ts';
import { TocResponse } from '../../../contract/schemas/toc.ts';
import { ModuleListResponse } from '../../../contract/schemas/module.ts';
import { RelatedListResponse } from '../../../contract/schemas/related.ts';
import type { TypeBoxApp } from '../../lib/typebox-app.ts';
import { openableOwners } from '../identity/index.ts';
import { API_TOKEN_PARAMS } from '../../../contract/params.ts';
import {
  checkProductAccess,
  checkProductFound,
  modulesOf,
  productOf,
  productOwnerOf,
  relatedProductsOf,
  tableOfContentsOf,
} from './product-service.ts';

const ProductParams = Type.Object({ productId: ProductId });

const ProductQuery = Type.Object({
  /** An LMS integration token (spec §1); accepted now, read by the identity work. */
  [API_TOKEN_PARAMS.productLmsToken]: Type.Optional(Text({ maxLength: 2048 })),
  /** Also answer the related products in `isRelatedTo` (spec §7). */
  getRelated: Type.Optional(Type.Boolean()),
});

function productRoute(app: TypeBoxApp): void {
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
        const product = await productOf(app.database.read, productId, options);
        await checkProductAccess(request, product.orgId, request.query.lmsIntegrationToken);
        return product;
      }
      // Kept in the answer cache like search answers (a product changes only with the
      // catalogue), with its owner kept beside it, so access is checked for every caller
      // before the shared answer is handed out.
      const owner = await app.answerCache.answer(JSON.stringify(['product-owner', productId]), async () =>
        JSON.stringify(await productOwnerOf(app.database.read, productId)),
      );
      const found = JSON.parse(owner.answer.body) as { orgId: string | null } | null;
      checkProductFound(productId, found);
      await checkProductAccess(request, found.orgId, request.query.lmsIntegrationToken);
      return app.answerCache.send(reply, ['product', productId, withRelated, owners], () =>
        productOf(app.database.read, productId, options),
      );
    },
  );
}

/** The product's parts: contents, modules, alternate formats. */
function productPartRoutes(app: TypeBoxApp): void {
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
    async (request) => tableOfContentsOf(app.database.read, request.params.productId),
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
    async (request) => ({ modules: await modulesOf(app.database.read, request.params.productId) }),
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
      return { relatedProducts: await relatedProductsOf(app.database.read, productId, owners) };
    },
  );
}

export async function productRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  productRoute(app);
  productPartRoutes(app);
}
