// GET /api/products/{productId} (spec §7). Shared: the get-started page shows the product
// named by its `return` parameter (spec §2) and reads it from the same cache entry the product
// page fills, so a product already loaded is not fetched again.
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../contract/wire';
import { apiGet } from '../api-client';

export function productCoverUrl(productId: string): string {
  return `/api/covers/${encodeURIComponent(productId)}.svg`;
}

export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiGet<Product>(`/api/products/${encodeURIComponent(productId)}`, { signal });
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['products', 'detail', productId] as const,
    queryFn: ({ signal }) => fetchProduct(productId, signal),
  });
}
