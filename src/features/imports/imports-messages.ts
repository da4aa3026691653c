// The catalogue imports page's strings (ours: the spec has no such screen), kept with the screen
// so they load with its chunk (not precached); another locale's are a chunk of their own
// (catalogue-imports-*.ts, not precached either) that the screen waits for before it draws.
// British English writes these as en-us does (en-gb inherits them).
import { screenWords } from '../../lib/messages/messages';
export type { ImportsMessages, ImportsCatalogueModule } from './imports-messages-en-us';
import { enUs, type ImportsMessages } from './imports-messages-en-us';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';

const words = screenWords(
  enUs,
  WORDS[appLocale] === 'tr-tr' ? () => import('./catalogue-imports-tr-tr').then((module) => module.catalogue(enUs)) : null,
);

/** The page's import strings, read when used (messages.ts `localised`). */
export const importsText: ImportsMessages = words.text;

/** en-us's, whatever the page's locale (tests). */
export const enUsImportsText: ImportsMessages = enUs;

/** The page's locale's words loading (the screen waits for it); null where en-us's serve. */
export const importsTextPending: Promise<void> | null = words.pending;
