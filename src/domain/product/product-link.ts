// The link to a product page, shared by the result cards and the autocomplete suggestions.
import { PAGE_PARAMS as PARAM } from '../../../contract/params';

export interface LinkedProduct {
  productId: string;
  uuid: string;
  slug: string | null | undefined;
}

/**
 * spec §2: a product links to /products/{productId}/{slug} with query uuid, plus
 * integration_context_token or ref, returnurl (encoded) and organizationId when present in the
 * current address; q (and every other parameter) is not carried. The token wins over ref when
 * both are present (the LMS context decides). The path parts are encoded; without a slug the
 * link is /products/{productId} (spec §2 route table).
 */
export function productHref(product: LinkedProduct, search: string | URLSearchParams): string {
  const from = new URLSearchParams(typeof search === 'string' ? search : search.toString());
  const params = new URLSearchParams();
  params.set(PARAM.uuid, product.uuid);
  const token = from.get(PARAM.token);
  const ref = from.get(PARAM.ref);
  if (token) params.set(PARAM.token, token);
  else if (ref) params.set(PARAM.ref, ref);
  for (const key of [PARAM.returnUrl, PARAM.organizationId]) {
    const value = from.get(key);
    if (value) params.set(key, value);
  }
  const slug = product.slug ? `/${encodeURIComponent(product.slug)}` : '';
  return `/products/${encodeURIComponent(product.productId)}${slug}?${params.toString()}`;
}
