// Loads the page's locale's product strings (catalogue-product-*.ts) with the product screen's
// chunk. Apart from product-messages.ts, which the catalogues import (their types): a module that
// imports them back would close a cycle.
import { appLocale } from '../../lib/locale/locale';
import { WORDS } from '../../lib/messages/catalogues';
import type { Locale } from '../../../contract/locales';
import { setProductCatalogue, type ProductCatalogueModule } from './product-messages';

/**
 * A locale's product strings' chunk, by the catalogue the locale reads (the app's `WORDS`, by
 * which the build finds the chunk to list in the page's HTML); null for en-us (compiled into the
 * product chunk).
 */
export function productCatalogueOf(locale: Locale): Promise<ProductCatalogueModule> | null {
  switch (WORDS[locale]) {
    case 'en-us':
      return null;
    case 'en-gb':
      return import('./catalogue-product-en-gb');
    case 'tr-tr':
      return import('./catalogue-product-tr-tr');
  }
}

/**
 * The page's locale's product strings loading: the product screen waits for it (`use`) before
 * its first render, so it never shows two languages (once settled, React reads it at once); null
 * for en-us. Not awaited as this module loads: a top-level await split the app's shared code
 * into dozens of chunks. A catalogue that cannot be fetched (offline, never used on this device)
 * leaves en-us's words.
 */
export const productTextPending: Promise<void> | null =
  productCatalogueOf(appLocale)?.then(setProductCatalogue, () => {}) ?? null;
