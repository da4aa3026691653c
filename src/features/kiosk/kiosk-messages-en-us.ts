// en-us's words and their shape, apart from kiosk-messages.ts so that another locale's
// catalogue can name the shape without importing the module that loads it (no import cycle,
// not even through types).
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
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
