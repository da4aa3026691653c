// Loads the page's locale's product strings (messages-product-en-us.ts, catalogue-product-*.ts)
// with the product screen's chunk. Apart from product-messages.ts, which the catalogues import
// (their types): a module that imports them back would close a cycle.
import { appLocale } from '../../lib/locale/locale';
import { WORDS } from '../../lib/messages/catalogues';
import type { Locale } from '../../../contract/locales';
import { setProductCatalogue, type ProductCatalogueModule } from './product-messages';

/**
 * A locale's product strings' chunk, by the catalogue the locale reads (the app's `WORDS`, by
 * which the build finds the chunk to list in the page's HTML).
 */
export function productCatalogueOf(locale: Locale): Promise<ProductCatalogueModule> {
  switch (WORDS[locale]) {
    case 'en-us':
      return import('./messages-product-en-us');
    case 'en-gb':
      return import('./catalogue-product-en-gb');
    case 'tr-tr':
      return import('./catalogue-product-tr-tr');
  }
}

/**
 * The page's locale's product strings loading: the product screen waits for it (`use`) before
 * its first render (once settled, React reads it at once). Not awaited as this module loads: a
 * top-level await split the app's shared code into dozens of chunks. Another locale's that cannot
 * be fetched (offline, never used on this device) leaves en-us's, which the service worker
 * precaches.
 */
export const productTextPending: Promise<void> = productCatalogueOf(appLocale)
  .catch((error: unknown) => {
    if (WORDS[appLocale] === 'en-us') throw error;
    return productCatalogueOf('en-us');
  })
  .then(setProductCatalogue);
