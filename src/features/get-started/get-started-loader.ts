// Route loader of /getstarted (spec §2): starts the product named by the `return` parameter
// (same origin only, as the page reads it) while the screen's chunk loads. ensureQueryData,
// not prefetchQuery: spec §2 loads the product only when none is loaded (the page's query
// does not refetch on mount either). Not awaited, and its failure is the page's to show.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productQueryOptions } from '../../lib/api/product';
import { productIdFromPath, safeReturnPath } from '../../domain/return-url';

export function getStartedLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const productId = productIdFromPath(safeReturnPath(url.searchParams.get('return'), url.origin));
    if (productId) queryClient.ensureQueryData(productQueryOptions(productId)).catch(() => undefined);
    return null;
  };
}
