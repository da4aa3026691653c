// Kiosk mode's words (ours), kept with its chunk; another locale's are a chunk
// of their own (catalogue-kiosk-*.ts, not precached) that kiosk mode waits for before it draws.
// British English writes these as en-us does (en-gb inherits them).
import { screenWords } from '../../lib/messages/messages';
export type { KioskMessages, KioskCatalogueModule } from './kiosk-messages-en-us';
import { enUs, type KioskMessages } from './kiosk-messages-en-us';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';

const words = screenWords(
  enUs,
  WORDS[appLocale] === 'tr-tr'
    ? () => import('./catalogue-kiosk-tr-tr').then((module) => module.catalogue(enUs))
    : null,
);

/** The page's kiosk strings, read when used (messages.ts `localised`). */
export const kioskMessages: KioskMessages = words.text;

/** en-us's, whatever the page's locale (tests). */
export const enUsKioskText: KioskMessages = enUs;

/** The page's locale's words loading (the screen waits for it); null where en-us's serve. */
export const kioskTextPending: Promise<void> | null = words.pending;
