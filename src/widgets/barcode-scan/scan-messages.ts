// The scan dialog's words (ours). Kept beside the dialog, not in
// src/lib/messages/messages.ts, so they load with its chunk rather than with the entry every page
// downloads; another locale's are a chunk of their own (catalogue-scan-*.ts, not precached), which
// the dialog waits for before it draws (`use(scanTextPending)`), so it never shows two languages.
// British English writes these as en-us does: en-gb and the other English locales inherit them.
import { localised } from '../../lib/messages/messages';
export type { ScanMessages, ScanCatalogueModule } from './scan-messages-en-us';
import { enUs, type ScanMessages, type ScanCatalogueModule } from './scan-messages-en-us';
import { appLocale } from '../../lib/locale/locale';

let active: ScanMessages = enUs;

/** The page's scanner strings, read when used (messages.ts `localised`). */
export const scanMessages: ScanMessages = localised(() => active);

/** en-us's scanner strings, whatever the page's locale (tests). */
export const enUsScanMessages: ScanMessages = enUs;

/**
 * The page's locale's scanner strings loading; null where en-us's serve. One that cannot be
 * fetched leaves en-us's words rather than no dialog.
 */
export const scanTextPending: Promise<void> | null =
  appLocale === 'tr-tr'
    ? import('./catalogue-scan-tr-tr').then(
        (module: ScanCatalogueModule) => {
          active = module.catalogue(enUs);
        },
        () => {},
      )
    : null;
