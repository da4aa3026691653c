// The redeem-code page's words for the page's locale: en-us's with the page's chunk; another
// locale's from a chunk of its own, which the page waits for (`use(redeemTextPending)`) before it
// draws, so it never shows two languages. Not in the app's catalogue: only this page needs them, so
// the start of every other page carries none of them.
import { screenWords } from '../../lib/messages/messages';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';
export type { RedeemMessages } from './redeem-messages-en-us';
import { enUs, type RedeemMessages } from './redeem-messages-en-us';

const words = screenWords(
  enUs,
  WORDS[appLocale] === 'tr-tr' ? () => import('./catalogue-redeem-tr-tr').then((module) => module.catalogue) : null,
);

/** The page's strings, read when used (messages.ts `localised`). */
export const redeemText: RedeemMessages = words.text;

/** en-us's, whatever the page's locale (tests). */
export const enUsRedeemText: RedeemMessages = enUs;

/** The page's locale's words loading (the screen waits for it); null where en-us's serve. */
export const redeemTextPending: Promise<void> | null = words.pending;
