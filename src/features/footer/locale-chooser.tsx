// The footer's language and region chooser: the same page in another locale, loaded again so
// that every string, figure and date is in one language from its first paint. A choice made
// here is kept on the device (the app and the server's redirects follow it). A select and a
// button, not a select that moves on change: arrowing through the options must not leave the page.
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { intlTag, isLocale, localePath, LOCALES, splitLocalePath, type Locale } from '../../../contract/locales';
import { appLocale, rememberLocale } from '../../lib/locale/locale';
import { messages } from '../../lib/messages/messages';
import './locale-chooser.css';

/** Each locale's name in its own language: a reader looks for their own. */
const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-us': 'English (United States)',
  'en-gb': 'English (United Kingdom)',
  'en-au': 'English (Australia)',
  'en-ca': 'English (Canada)',
  'en-nz': 'English (New Zealand)',
  'tr-tr': 'Türkçe (Türkiye)',
};

/** The page on screen in another locale. */
export function addressInLocale(locale: Locale): string {
  const { pathname, search, hash } = window.location;
  return `${localePath(locale, splitLocalePath(pathname).rest)}${search}${hash}`;
}

export function LocaleChooser() {
  const t = messages.footer;
  const id = useId();
  const [choice, setChoice] = useState<Locale>(appLocale);
  // Re-rendered on each navigation, so the address it leaves for is the page on screen.
  useLocation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    rememberLocale(choice);
    if (choice !== appLocale) window.location.assign(addressInLocale(choice));
  }

  return (
    <form className="site-footer__locale" onSubmit={submit}>
      <label htmlFor={id}>{t.locale}</label>
      <select id={id} value={choice} onChange={(e) => isLocale(e.target.value) && setChoice(e.target.value)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={intlTag(locale)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <button type="submit" className="site-footer__link">
        {t.localeChange}
      </button>
    </form>
  );
}
