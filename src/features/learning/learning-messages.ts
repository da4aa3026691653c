// The search learning screen's strings (ours: the spec has no such screen), kept with the screen
// so they load with its chunk; another locale's are a chunk of their own
// (catalogue-learning-*.ts, not precached) that the screen waits for before it draws. British
// English writes these as en-us does (en-gb inherits them).
import { screenWords } from '../../lib/messages/messages';
export type { LearningMessages, LearningCatalogueModule } from './learning-messages-en-us';
import { enUs, type LearningMessages } from './learning-messages-en-us';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';

const words = screenWords(
  enUs,
  WORDS[appLocale] === 'tr-tr'
    ? () => import('./catalogue-learning-tr-tr').then((module) => module.catalogue(enUs))
    : null,
);

/** The page's learning strings, read when used (messages.ts `localised`). */
export const learningText: LearningMessages = words.text;

/** en-us's, whatever the page's locale (tests). */
export const enUsLearningText: LearningMessages = enUs;

/** The page's locale's words loading (the screen waits for it); null where en-us's serve. */
export const learningTextPending: Promise<void> | null = words.pending;
