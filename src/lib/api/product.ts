// GET /api/products/{productId} (spec §7: lmsIntegrationToken, getRelated). Shared: the
// get-started page shows the product named by its `return` parameter (spec §2) and reads it
// from the same cache entry the product page fills, so a product already loaded is not
// fetched again. Always asked with getRelated=true: the product page's alternate formats come
// in the same answer (spec §2 "from server response").
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Product } from '../../../contract/wire';
import { API_TOKEN_PARAMS } from '../../../contract/params';
import { productCallPath } from '../../../contract/api-calls';
import { ApiError, apiGet } from './api-client';
import { hasFreshFinalError } from '../storage/query-client';

export function productCoverUrl(productId: string): string {
  return `/api/covers/${encodeURIComponent(productId)}.svg`;
}

export async function fetchProduct(productId: string, lmsToken: string | null, signal?: AbortSignal): Promise<Product> {
  // getRelated first: without a token this is contract/api-calls.ts's anonymousProductCall.
  return apiGet<Product>(productCallPath(productId), {
    query: { getRelated: true, [API_TOKEN_PARAMS.productLmsToken]: lmsToken ?? undefined },
    signal,
  });
}

/** 4xx answers are final (404 missing, 401 sign in, 403 not for you): no retry. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

/** Ask unless a 404, 401 or 403 for it is fresh (the route's start got it; see hasFreshFinalError). */
export const unlessFinallyAnswered = (query: { state: Parameters<typeof hasFreshFinalError>[0] }) =>
  !hasFreshFinalError(query.state);

/**
 * Starts a product's call unless a 404, 401 or 403 for it is fresh: that answer is final, and
 * prefetchQuery, which ignores `enabled`, would ask again (an error holds no data).
 */
export function prefetchProductUnlessAnswered(
  queryClient: QueryClient,
  options: ReturnType<typeof productQueryOptions>,
): Promise<void> | undefined {
  if (hasFreshFinalError(queryClient.getQueryState(options.queryKey))) return;
  return queryClient.prefetchQuery(options);
}

export function productQueryOptions(productId: string, lmsToken: string | null = null) {
  return queryOptions({
    queryKey: ['products', 'detail', productId, lmsToken] as const,
    queryFn: ({ signal }) => fetchProduct(productId, lmsToken, signal),
    retry: retryServerErrors,
    enabled: unlessFinallyAnswered,
  });
}
