// Route loader of /products/:id/:slug? (spec §2 Product detail): starts the product while the
// screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productQueryOptions } from '../../lib/api/product';

export function productLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id));
    return null;
  };
}
