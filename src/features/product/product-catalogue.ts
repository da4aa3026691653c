// Loads the page's locale's product strings (catalogue-product-*.ts) with the product screen's
// chunk. Apart from product-messages.ts, which the catalogues import (their types): a module that
// imports them back would close a cycle.
import { appLocale } from '../../lib/locale/locale';
import { setProductCatalogue } from './product-messages';

/**
 * The page's locale's product strings loading: the product screen waits for it (`use`) before
 * its first render, so it never shows two languages (once settled, React reads it at once); null
 * for en-us. Not awaited as this module loads: a top-level await split the app's shared code
 * into dozens of chunks. A catalogue that cannot be fetched (offline, never used on this device)
 * leaves en-us's words.
 */
export const productTextPending: Promise<void> | null =
  appLocale === 'en-us'
    ? null
    : (appLocale === 'tr-tr' ? import('./catalogue-product-tr-tr') : import('./catalogue-product-en-gb')).then(
        setProductCatalogue,
        () => {},
      );
