// Kiosk mode's words (issue 16 item 8; ours), kept with its chunk; another locale's are a chunk
// of their own (catalogue-kiosk-*.ts, not precached) that kiosk mode waits for before it draws.
// British English writes these as en-us does (en-gb inherits them).
import { localised, type Widen } from '../../lib/messages/messages';
import { appLocale } from '../../lib/locale/locale';

const enUs = {
  startOver: 'Start over',
  startOverHint: 'Clears this session for the next person',
  linkTitle: 'Continue on your phone',
  linkText: 'Scan this code to open the page on your phone.',
  qrLabel: (url: string) => `QR code of ${url}`,
  openHere: 'Open here',
  close: 'Close',
};

export type KioskMessages = Widen<typeof enUs>;

/** A locale's kiosk strings, given en-us's. */
export interface KioskCatalogueModule {
  catalogue(en: KioskMessages): KioskMessages;
}

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
