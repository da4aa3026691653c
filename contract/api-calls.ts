/**
 * API addresses both sides build. The product page's server reads the product for the page's
 * head and hands that answer to its renderer under the address the app asks for it, so that the
 * renderer does not read it again: the two spellings must agree.
 */

/** The product call's path (spec §7 GET product). */
export function productCallPath(productId: string): string {
  return `/api/products/${encodeURIComponent(productId)}`;
}

/** The product call as the app asks it without an LMS token: always with the alternate formats. */
export function anonymousProductCall(productId: string): string {
  return `${productCallPath(productId)}?getRelated=true`;
}
