/**
 * A product and its parts as the calls answer them: the 404s for unknown products and missing
 * parts, and who may open an institution's own product. The SQL is product-repository.ts's.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { HttpError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { authenticate, callerOf, lmsTokenOf, listMembershipIds } from '../identity/index.ts';
import { opensFor } from '../../../contract/product-visibility.ts';
import {
  findModules,
  findProduct,
  findProductOwner,
  findRelatedProducts,
  findToc,
  type FindProductOptions,
} from './product-repository.ts';

const noSuchProduct = (productId: string) => notFound(`Product ${productId} does not exist`);

/** The spec §3 Product; 404 when there is none. */
export async function productOf(db: Kysely<DB>, productId: string, options: FindProductOptions) {
  const product = await findProduct(db, productId, options);
  if (!product) throw noSuchProduct(productId);
  return product;
}

/** The product's owning organisation (null: public), or null when there is no such product. */
export async function productOwnerOf(db: Kysely<DB>, productId: string): Promise<{ orgId: string | null } | null> {
  return (await findProductOwner(db, productId)) ?? null;
}

/** Throws the 404 for a product that does not exist (an owner look-up found nothing). */
export function checkProductFound<T>(productId: string, found: T | null): asserts found is T {
  if (!found) throw noSuchProduct(productId);
}

/**
 * An institution's own product (schema:orgId set: its custom collections) is shown to the
 * members of that institution and to callers whose LMS token names it (spec §4 "Product load:
 * 401 triggers login; 403 hides the page"): anyone else signed in gets 403, an anonymous
 * caller 401. Every other product is public.
 */
export async function checkProductAccess(
  request: FastifyRequest,
  orgId: string | null | undefined,
  lmsToken?: string,
): Promise<void> {
  if (!orgId) return;
  // A stale or forged token is a 401 here (lmsTokenOf), where lists merely ignore it.
  const lms = await lmsTokenOf(request, lmsToken);
  const caller = callerOf(request);
  const members = caller ? await listMembershipIds(request.server.database.db, caller.userId) : [];
  if (opensFor(orgId, lms ? [lms.claims.org, ...members] : members)) return;
  if (!caller && !lms) throw unauthorized(`Sign in to see this product: it belongs to the organisation ${orgId}.`);
  throw forbidden(`This product belongs to the organisation ${orgId}: it is not available to you.`);
}

/**
 * The status of an institution's own product's page for a request that carries credentials (an
 * API client's bearer token, an LMS launch's token in the address): 200 for a member, 403 for
 * anyone else signed in, 401 when the credentials prove nothing (bad ones count as none here, as
 * on every shared read).
 */
export async function pageAccessStatus(
  request: FastifyRequest,
  orgId: string,
  lmsToken: string | undefined,
): Promise<200 | 401 | 403> {
  await authenticate(request, 'lenient');
  try {
    await checkProductAccess(request, orgId, lmsToken);
    return 200;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403))
      return error.statusCode as 401 | 403;
    throw error;
  }
}

/** The table of contents; 404 for an unknown product and for one without contents. */
export async function tableOfContentsOf(db: Kysely<DB>, productId: string) {
  const found = await findToc(db, productId);
  if (!found.product) throw noSuchProduct(productId);
  if (!found.toc) throw notFound(`Product ${productId} has no table of contents`);
  return found.toc;
}

/** A collection's modules ([] for other products); 404 for an unknown product. */
export async function modulesOf(db: Kysely<DB>, productId: string) {
  const modules = await findModules(db, productId);
  if (!modules) throw noSuchProduct(productId);
  return modules;
}

/** The alternate formats the caller may open; 404 for an unknown product. */
export async function relatedProductsOf(db: Kysely<DB>, productId: string, openableOwners: readonly string[]) {
  const related = await findRelatedProducts(db, productId, openableOwners);
  if (!related) throw noSuchProduct(productId);
  return related;
}
