// Prefetch of /getstarted (spec §2, src/app/routes.tsx): starts the product named by the
// `return` parameter (same origin only, as the page reads it) while the screen's chunk loads.
// ensureQueryData, not prefetchQuery: spec §2 loads the product only when none is loaded (the
// page's query does not refetch on mount either). Not awaited, and its failure is the page's to show.
import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../../lib/api/product';
import { productIdFromPath, safeReturnPath } from '../../domain/shell/return-url';

export function getStartedPrefetch(queryClient: QueryClient, { url }: { url: URL }) {
  const productId = productIdFromPath(safeReturnPath(url.searchParams.get('return'), url.origin));
  if (productId) queryClient.ensureQueryData(productQueryOptions(productId)).catch(() => undefined);
}
