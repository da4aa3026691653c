// The product page's calls besides the product itself (spec §7): table of contents, modules,
// related products, offers, available-to-buy offers, the K-12 seat licences and the discipline
// features. One queryOptions factory per call, so the loader and the page share keys.
//
// Per-user answers (offers, available-to-buy, licences) carry the caller in their key (the
// user id and the institution), so a sign-out or an institution switch never shows another
// caller's prices from the cache.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  AvailableToBuyResponse,
  DisciplineFeatureResponse,
  K12LicenceResponse,
  ModuleListResponse,
  OffersResponse,
  Product,
  RelatedListResponse,
  TocResponse,
} from '../../../../contract/wire';
import { ApiError, apiGet } from '../../../lib/api/api-client';
import { isCollection } from '../../../domain/product/product-detail';
import { asksForTableOfContents } from '../../../domain/product/product-tabs';

const enc = encodeURIComponent;

/** A product without a table of contents answers 404: that is "no contents", not an error. */
async function orNullOn404<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function tocQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['products', 'toc', productId] as const,
    queryFn: ({ signal }) => orNullOn404(apiGet<TocResponse>(`/api/products/${enc(productId)}/toc`, { signal })),
    staleTime: 60 * 60 * 1000,
  });
}

export function modulesQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['products', 'modules', productId] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<ModuleListResponse>(`/api/products/${enc(productId)}/module`, { signal })).modules,
    staleTime: 60 * 60 * 1000,
  });
}

export function relatedQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['products', 'related', productId] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<RelatedListResponse>(`/api/products/${enc(productId)}/related`, { signal })).relatedProducts,
    staleTime: 60 * 60 * 1000,
  });
}

/** Who asks for offers (spec §7 "institution (orgId|COUNTRY), token"). */
export interface OfferCaller {
  /** The signed-in user's id, or null for anonymous (part of the cache key only). */
  userId: string | null;
  /** The current organisation, or null. */
  orgId: string | null;
  /** The user's country, or null. */
  country: string | null;
  /** The LMS integration token from the address, or null. */
  token: string | null;
}

/** spec §7 `institution`: "orgId|COUNTRY"; with a token, institution is empty. */
export function institutionParam(caller: OfferCaller): string | undefined {
  if (caller.token) return undefined;
  if (!caller.orgId && !caller.country) return undefined;
  return `${caller.orgId ?? ''}|${caller.country ?? ''}`;
}

function callerQuery(caller: OfferCaller) {
  return { institution: institutionParam(caller), token: caller.token ?? undefined };
}

export function offersQueryOptions(productId: string, caller: OfferCaller) {
  return queryOptions({
    queryKey: ['offers', 'product', productId, caller] as const,
    queryFn: ({ signal }) =>
      apiGet<OffersResponse>(`/api/products/offers/${enc(productId)}`, { query: callerQuery(caller), signal }),
    // Prices are fetched fresh for each visit of the page.
    staleTime: 0,
  });
}

export function availableToBuyQueryOptions(productId: string, caller: OfferCaller) {
  return queryOptions({
    queryKey: ['offers', 'available', productId, caller] as const,
    queryFn: ({ signal }) =>
      apiGet<AvailableToBuyResponse>(`/api/products/avalibleoffers/${enc(productId)}`, {
        query: callerQuery(caller),
        signal,
      }),
    staleTime: 0,
  });
}

export function k12LicencesQueryOptions(productId: string, caller: OfferCaller & { orgId: string }) {
  return queryOptions({
    queryKey: ['offers', 'k12-licences', productId, caller] as const,
    queryFn: ({ signal }) =>
      apiGet<K12LicenceResponse>(`/api/products/${enc(productId)}/k12-licenses`, {
        query: { institution: caller.orgId, token: caller.token ?? undefined },
        signal,
      }),
    staleTime: 0,
  });
}

/** spec §7 GET /api/disciplineFeature: instrFeature, isLearningApp, pDiscipline, pId, pModel. */
export interface DisciplineFeatureParams {
  productId: string;
  instructor: boolean;
  learningApp: boolean;
  discipline: string | null;
  model: string;
}

export function disciplineFeatureQueryOptions(params: DisciplineFeatureParams) {
  return queryOptions({
    queryKey: ['disciplineFeature', params] as const,
    queryFn: ({ signal }) =>
      apiGet<DisciplineFeatureResponse>('/api/disciplineFeature', {
        query: {
          instrFeature: params.instructor,
          isLearningApp: params.learningApp,
          pDiscipline: params.discipline ?? undefined,
          pId: params.productId,
          pModel: params.model,
        },
        signal,
      }),
    staleTime: 60 * 60 * 1000,
  });
}

/** The discipline's feature for a product page, as an instructor or not sees it. */
export function productFeatureQueryOptions(product: Product, instructor: boolean) {
  return disciplineFeatureQueryOptions({
    productId: product.productId,
    instructor,
    learningApp: product.productPlatform === 'learning_applications',
    discipline: product.disciplines[0]?.primaryDiscipline.code ?? null,
    model: product.productModel.name,
  });
}

/**
 * Starts what a product page draws from the product besides it, as an anonymous visitor sees it:
 * its table of contents and modules (which tabs it has) and its discipline's feature. The
 * server's page is drawn with them: every tab in its HTML, and nothing for the phone to ask
 * for and draw again once it has taken the page over. (The offers are the caller's own.)
 */
export function prefetchProductParts(queryClient: QueryClient, product: Product): void {
  if (asksForTableOfContents(product)) void queryClient.prefetchQuery(tocQueryOptions(product.productId));
  if (isCollection(product)) void queryClient.prefetchQuery(modulesQueryOptions(product.productId));
  void queryClient.prefetchQuery(productFeatureQueryOptions(product, false));
}
