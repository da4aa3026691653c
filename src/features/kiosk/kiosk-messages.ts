// Kiosk mode's words (ours), kept with its chunk; another locale's are a chunk
// of their own (catalogue-kiosk-*.ts, not precached) that kiosk mode waits for before it draws.
// British English writes these as en-us does (en-gb inherits them).
import { localised } from '../../lib/messages/messages';
export type { KioskMessages, KioskCatalogueModule } from './kiosk-messages-en-us';
import { enUs, type KioskMessages, type KioskCatalogueModule } from './kiosk-messages-en-us';
import { appLocale } from '../../lib/locale/locale';

let active: KioskMessages = enUs;

/** The page's kiosk strings, read when used (messages.ts `localised`). */
export const kioskMessages: KioskMessages = localised(() => active);

/** en-us's kiosk strings, whatever the page's locale (tests). */
export const enUsKioskText: KioskMessages = enUs;

/** The page's locale's kiosk strings loading; null where en-us's serve. */
export const kioskTextPending: Promise<void> | null =
  appLocale === 'tr-tr'
    ? import('./catalogue-kiosk-tr-tr').then(
        (module: KioskCatalogueModule) => {
          active = module.catalogue(enUs);
        },
        () => {},
      )
    : null;
