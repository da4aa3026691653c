/**
 * The reads behind a page's head and the sitemaps. A product page: the product as the API
 * answers it to an anonymous caller (related products of other owners left out) and its
 * description as text, which the import keeps beside the HTML.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Product } from '../../../contract/schemas/product.ts';
import { findProductWithDescriptionText } from '../catalogue/index.ts';

export async function findProductPage(
  db: Kysely<DB>,
  productId: string,
): Promise<{ product: Product; descriptionText: string } | null> {
  return findProductWithDescriptionText(db, productId, { withRelated: true, openableOwners: [] });
}
