// The insights page's strings (ours, the spec has no such page), kept with the screen
// so they load with its chunk; another locale's are a chunk of their own (catalogue-insights-*.ts,
// not precached) that the page waits for before it draws. Figures too: the catalogue writes them
// as its language does. British English writes these as en-us does (en-gb inherits them).
import { screenWords } from '../../lib/messages/messages';
export type { InsightsMessages, InsightsCatalogueModule } from './insights-messages-en-us';
import { enUs, type InsightsMessages } from './insights-messages-en-us';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';

const words = screenWords(
  enUs,
  WORDS[appLocale] === 'tr-tr'
    ? () => import('./catalogue-insights-tr-tr').then((module) => module.catalogue(enUs))
    : null,
);

/** The page's insights strings, read when used (messages.ts `localised`). */
export const insightsText: InsightsMessages = words.text;

/** en-us's, whatever the page's locale (tests). */
export const enUsInsightsText: InsightsMessages = enUs;

/** The page's locale's words loading (the screen waits for it); null where en-us's serve. */
export const insightsTextPending: Promise<void> | null = words.pending;
