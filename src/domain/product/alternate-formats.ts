// The product page's 'Alternate formats' list (spec §2 "related list 'Alternate formats' (up to
// 4; from server response or session storage; hidden for learning applications and when an
// integration context token is in the URL)", §3 browser storage "base related products",
// §9 "Related products max 4"). Pure: the component reads and writes the storage.
import type { Platform } from '../../../contract/catalogue';
import { MAX_RELATED_PRODUCTS } from '../../../contract/limits';
import type { RelatedProduct } from '../../../contract/wire';
import { productHref } from './product-link';
import { PARAM } from '../search/search-filters';

/**
 * sessionStorage key of the base related products (spec §3). Under the 'exchange.' prefix, so
 * sign-out clears it with the other stored selections (session-store SESSION_SELECTION_PREFIX).
 */
export const RELATED_STORAGE_KEY = 'exchange.product.relatedProducts';
/** How many products' lists the session keeps (the oldest are dropped): storage stays small. */
export const RELATED_STORAGE_MAX_PRODUCTS = 20;

/** What the session keeps: each product's alternate formats as the server last answered them. */
export type StoredRelated = Record<string, RelatedProduct[]>;

/**
 * spec §2: hidden for learning applications and when an integration context token is in the
 * address; nothing to show without formats either.
 */
export function showsAlternateFormats(input: { platform: Platform; search: string; count: number }): boolean {
  if (input.platform === 'learning_applications') return false;
  if (new URLSearchParams(input.search).get(PARAM.token)) return false;
  return input.count > 0;
}

export type AlternateFormatsSource = 'server' | 'storage' | 'none';

/**
 * spec §2 "from server response or session storage": the server's list when it has any,
 * else what the session stored for this product. The product itself is never its own
 * alternate; at most 4 (spec §9).
 */
export function chooseAlternateFormats(
  productId: string,
  fromServer: readonly RelatedProduct[] | undefined,
  stored: StoredRelated | null,
): { formats: RelatedProduct[]; source: AlternateFormatsSource } {
  const clean = (list: readonly RelatedProduct[]) =>
    list.filter((r) => r.productId !== productId).slice(0, MAX_RELATED_PRODUCTS);
  const server = clean(fromServer ?? []);
  if (server.length > 0) return { formats: server, source: 'server' };
  const kept = clean(stored?.[productId] ?? []);
  if (kept.length > 0) return { formats: kept, source: 'storage' };
  return { formats: [], source: 'none' };
}

/**
 * The stored lists after the server answered `related` for `productId`: written only when
 * the server gave some (an empty answer must not wipe the fallback), the newest last, at most
 * RELATED_STORAGE_MAX_PRODUCTS products. null: nothing to write.
 */
export function storedRelatedAfter(
  stored: StoredRelated | null,
  productId: string,
  related: readonly RelatedProduct[] | undefined,
): StoredRelated | null {
  const list = (related ?? []).filter((r) => r.productId !== productId).slice(0, MAX_RELATED_PRODUCTS);
  if (list.length === 0) return null;
  const previous = stored?.[productId];
  if (previous && JSON.stringify(previous) === JSON.stringify(list)) return null;
  const entries = Object.entries(stored ?? {}).filter(([id]) => id !== productId);
  entries.push([productId, list]);
  return Object.fromEntries(entries.slice(-RELATED_STORAGE_MAX_PRODUCTS));
}

function isRelatedProduct(value: unknown): value is RelatedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const model = v.productModel as Record<string, unknown> | null | undefined;
  const isbn = v.sourceIsbn as Record<string, unknown> | null | undefined;
  const brand = v.brand as Record<string, unknown> | null | undefined;
  return (
    typeof v.productId === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.name === 'string' &&
    typeof v.productPlatform === 'string' &&
    typeof model === 'object' &&
    model !== null &&
    typeof model.name === 'string' &&
    typeof isbn === 'object' &&
    isbn !== null &&
    (isbn.isbn13 === null || typeof isbn.isbn13 === 'string') &&
    typeof brand === 'object' &&
    brand !== null &&
    (brand.name === null || typeof brand.name === 'string')
  );
}

/** Validates what storage holds (storage.ts removes a value that fails). */
export function isStoredRelated(value: unknown): value is StoredRelated {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((list) => Array.isArray(list) && list.every(isRelatedProduct));
}

/**
 * The link of an alternate format: productHref's /products/{productId}/{slug}?uuid=… with the
 * same carried parameters as the result cards. The related-product record has no uuid; until
 * the format's own detail has loaded (which gives it) the link goes without, as the path names
 * the product (spec §2 route table, /products/{id}/{slug}).
 */
export function alternateFormatHref(format: RelatedProduct, uuid: string | undefined, search: string): string {
  const href = productHref({ productId: format.productId, slug: format.slug, uuid: uuid ?? '' }, search);
  if (uuid) return href;
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.delete(PARAM.uuid);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
