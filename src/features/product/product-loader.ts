// Route loader of /products/:id/:slug? (spec §2 Product detail): starts the product while the
// screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productQueryOptions } from '../../lib/api/product';
import { LMS_TOKEN_PARAM } from '../../lib/session/session-store';

export function productLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const token = new URL(request.url).searchParams.get(LMS_TOKEN_PARAM) || null;
    if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id, token));
    return null;
  };
}
