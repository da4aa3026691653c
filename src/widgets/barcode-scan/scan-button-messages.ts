// The scanner button's words (ours), in its own lazy chunk rather than the entry every
// page downloads. Another locale's come with the dialog's, in one chunk (catalogue-scan-*.ts, not
// precached), which the button waits for (its Suspense shows nothing meanwhile).
// British English writes these as en-us does: en-gb and the other English locales inherit them.
import { screenWords } from '../../lib/messages/messages';
export type { ScanButtonMessages } from './scan-button-messages-en-us';
import { enUs, type ScanButtonMessages } from './scan-button-messages-en-us';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';

const words = screenWords(
  enUs,
  WORDS[appLocale] === 'tr-tr'
    ? () => import('./catalogue-scan-tr-tr').then((module) => module.buttonCatalogue())
    : null,
);

/** The page's scanner button strings, read when used (messages.ts `localised`). */
export const scanButtonText: ScanButtonMessages = words.text;

/** en-us's, whatever the page's locale (tests). */
export const enUsScanButtonText: ScanButtonMessages = enUs;

/** The page's locale's words loading (the screen waits for it); null where en-us's serve. */
export const scanButtonTextPending: Promise<void> | null = words.pending;
