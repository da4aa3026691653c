// The scan dialog's words (ours). Kept beside the dialog, not in
// src/lib/messages/messages.ts, so they load with its chunk rather than with the entry every page
// downloads; another locale's are a chunk of their own (catalogue-scan-*.ts, not precached), which
// the dialog waits for before it draws (`use(scanTextPending)`), so it never shows two languages.
// British English writes these as en-us does: en-gb and the other English locales inherit them.
import { screenWords } from '../../lib/messages/messages';
export type { ScanMessages, ScanCatalogueModule } from './scan-messages-en-us';
import { enUs, type ScanMessages } from './scan-messages-en-us';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';

const words = screenWords(
  enUs,
  WORDS[appLocale] === 'tr-tr' ? () => import('./catalogue-scan-tr-tr').then((module) => module.catalogue(enUs)) : null,
);

/** The page's scanner strings, read when used (messages.ts `localised`). */
export const scanMessages: ScanMessages = words.text;

/** en-us's, whatever the page's locale (tests). */
export const enUsScanMessages: ScanMessages = enUs;

/** The page's locale's words loading (the screen waits for it); null where en-us's serve. */
export const scanTextPending: Promise<void> | null = words.pending;
