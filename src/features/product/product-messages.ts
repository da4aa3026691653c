// The product page's strings, read through a view of the page's locale's (spec §2 "Product
// detail", "Offer panel by role", §6, §8). Each locale's are a chunk of their own (en-us's
// messages-product-en-us.ts, precached; catalogue-product-*.ts, not), loaded by
// product-catalogue.ts before the product screen draws, as the app's are before the first render
// (src/lib/messages/catalogues.ts): a page downloads its own locale's product strings only.

import { localised, type Widen } from '../../lib/messages/messages';
import type { EnUsProductMessages } from './messages-product-en-us';

export type ProductMessages = Widen<EnUsProductMessages>;

/** A locale's product strings' module: its strings, standing alone (en-gb's imports en-us's). */
export interface ProductCatalogueModule {
  readonly catalogue: ProductMessages;
}

let active: ProductMessages | null = null;

/** Makes a locale's product strings the page's (product-catalogue.ts loads them). */
export function setProductCatalogue(module: ProductCatalogueModule): void {
  active = module.catalogue;
}

/**
 * The page's product strings, read when used (src/lib/messages/messages.ts `localised`): groups
 * may be kept as modules load, strings are read once the screen has its words.
 */
export const productText: ProductMessages = localised(() => active);
