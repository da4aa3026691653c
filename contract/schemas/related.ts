/**
 * GET /api/products/{productId}/related — spec §3 "Related product", §2 "Alternate
 * formats (up to 4)", §9 "Related products max 4". The spec names the call without a
 * path (§7 "related products: methods and paths not shown"); this path is ours.
 */
import { Type, type Static } from 'typebox';
import { RelatedProduct } from './product.ts';
import { MAX_RELATED_PRODUCTS } from '../limits.ts';

export const RelatedListResponse = Type.Object({
  relatedProducts: Type.Array(RelatedProduct, { maxItems: MAX_RELATED_PRODUCTS }),
});
export type RelatedListResponse = Static<typeof RelatedListResponse>;
