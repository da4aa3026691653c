// Prefetch of /products/:id/:slug? (spec §2 Product detail, src/app/routes.tsx): starts the
// product while the screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../../lib/api/product';
import { LMS_TOKEN_PARAM } from '../../lib/session/session-store';

export function productPrefetch(
  queryClient: QueryClient,
  { params, url }: { params: Readonly<Partial<Record<string, string>>>; url: URL },
) {
  const token = url.searchParams.get(LMS_TOKEN_PARAM) || null;
  if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id, token));
}
