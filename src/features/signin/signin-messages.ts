// The sign-in page's words for the page's locale: en-us's with the page's chunk; another locale's
// from a chunk of its own, which the page waits for (`use(signInTextPending)`) before it draws, so
// it never shows two languages. Not in the app's catalogue: only this page needs them, so the start
// of every other page carries none of them.
import { localised } from '../../lib/messages/messages';
import { WORDS } from '../../lib/messages/catalogues';
import { appLocale } from '../../lib/locale/locale';
export type { SignInMessages } from './signin-messages-en-us';
import { enUs, type SignInMessages } from './signin-messages-en-us';

let active: SignInMessages = enUs;

/** The page's strings, read when used (messages.ts `localised`). */
export const signInText: SignInMessages = localised(() => active);

/** en-us's strings, whatever the page's locale (tests). */
export const enUsSignInText: SignInMessages = enUs;

/** The page's locale's strings loading; null where en-us's serve. One that cannot be fetched leaves en-us's. */
export const signInTextPending: Promise<void> | null =
  WORDS[appLocale] === 'tr-tr'
    ? import('./catalogue-signin-tr-tr').then(
        (module) => {
          active = module.catalogue;
        },
        () => {},
      )
    : null;
