// Prefetch of /products/:id/:slug? (spec §2 Product detail, src/app/routes.tsx): starts the
// product while the screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../../lib/api/product';
import { hasFreshFinalError } from '../../lib/storage/query-client';
import { LMS_TOKEN_PARAM } from '../../lib/session/session-store';

export function productPrefetch(
  queryClient: QueryClient,
  { params, url }: { params: Readonly<Partial<Record<string, string>>>; url: URL },
) {
  const token = url.searchParams.get(LMS_TOKEN_PARAM) || null;
  if (!params.id) return;
  const options = productQueryOptions(params.id, token);
  // A fresh 404/401/403 is the answer already (prefetchQuery would ask again: an error holds no data).
  if (hasFreshFinalError(queryClient.getQueryState(options.queryKey))) return;
  void queryClient.prefetchQuery(options);
}
