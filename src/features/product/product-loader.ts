// Prefetch of /products/:id/:slug? (spec §2 Product detail, src/app/routes.tsx): starts the
// product while the screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchProductUnlessAnswered, productQueryOptions } from '../../lib/api/product';
import { LMS_TOKEN_PARAM } from '../../lib/session/session-store';

export function productPrefetch(
  queryClient: QueryClient,
  { params, url }: { params: Readonly<Partial<Record<string, string>>>; url: URL },
): Promise<void> | undefined {
  const token = url.searchParams.get(LMS_TOKEN_PARAM) || null;
  if (!params.id) return;
  const options = productQueryOptions(params.id, token);
  const product = prefetchProductUnlessAnswered(queryClient, options);
  if (!product) return;
  // The server draws the page with the parts that come from the product as well (their code
  // stays out of the browser's start: the page asks for them once it has the product).
  if (import.meta.env.SSR)
    return product.then(async () => {
      const answer = queryClient.getQueryData(options.queryKey);
      if (answer) (await import('./api/product-parts')).prefetchProductParts(queryClient, answer);
    });
}
