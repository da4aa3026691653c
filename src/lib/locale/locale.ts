// The page's locale, fixed for the page's life: changing it loads the page again at the other
// locale's address, so the catalogue, formats and the router's basename are read once, before
// the first render, and every string is in one language. Read from the address ('/tr-tr/…');
// an address without one (the old addresses, before locales) gets the visitor's remembered
// choice, else the browser's languages (contract/locales.ts negotiateLocale).
import {
  DEFAULT_LOCALE,
  intlTag,
  isLocale,
  LOCALE_STORAGE_KEY,
  localePath,
  mapPathname,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '../../../contract/locales';
import { readStored, writeStored } from '../storage/storage';

/** The choice kept on the device, if any. */
export function rememberedLocale(): Locale | null {
  return readStored(LOCALE_STORAGE_KEY, isLocale);
}

/**
 * Keeps the choice on the device: in local storage for the app, and in a cookie the server reads
 * when an old address (without a locale) asks where to go. A year, as a preference.
 */
export function rememberLocale(locale: Locale): void {
  writeStored(LOCALE_STORAGE_KEY, locale);
  try {
    document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies blocked: the app still remembers; the server then negotiates from the languages.
  }
}

// Every browser the catalogue supports has navigator.languages.

/** The locale of this page. */
export function pageLocale(): Locale {
  // On the server there is no window (nor navigator). The server renderer is loaded once per
  // locale with the locale in its address (server/plugins/page-renderer.ts), since every module
  // reads this page-wide constant; the build's prerender loads it without one: en-us.
  if (import.meta.env.SSR) return serverLocale() ?? DEFAULT_LOCALE;
  return splitLocalePath(window.location.pathname).locale ?? rememberedLocale() ?? negotiateLocale(navigator.languages);
}

/** The locale in the address the server loaded this bundle from ('render.js?locale=tr-tr'). */
function serverLocale(): Locale | null {
  try {
    const locale = new URL(import.meta.url).searchParams.get('locale');
    return isLocale(locale) ? locale : null;
  } catch {
    return null;
  }
}

export const appLocale: Locale = pageLocale();

/**
 * Before the router starts: an address without a locale (an old link, or one the service worker
 * answered without asking the server) is replaced by the same page under the page's locale, so
 * the router, links and Back all work under the locale. A first visit's negotiated choice is
 * remembered, so the server's redirects agree with it. `<html lang>` follows the locale.
 */
export function settleLocaleAddress(locale: Locale = appLocale): void {
  // Only when it differs: the server's page already says it, and setting even the same value
  // restyles every element (each matches or not `:lang()`), a 50–60 ms task on a low-tier phone.
  const lang = intlTag(locale);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const { pathname, search, hash } = window.location;
  if (splitLocalePath(pathname).locale) return;
  if (!rememberedLocale()) rememberLocale(locale);
  window.history.replaceState(window.history.state, '', `${localePath(locale, pathname)}${search}${hash}`);
}

/**
 * A path of the route table ('/signin?returnUrl=…') as an address of this page's locale, for code
 * outside the router (the router adds its basename itself). Addresses with a locale, other
 * origins and relative ones are left as they are.
 */
export function inPageLocale(to: string, locale: Locale = appLocale): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  return mapPathname(to, (pathname) => (splitLocalePath(pathname).locale ? pathname : localePath(locale, pathname)));
}

/** The page's address as the router sees it: without the locale ('/tr-tr/search' → '/search'). */
export function routerLocation(location: { pathname: string; search: string; hash: string }) {
  return { pathname: splitLocalePath(location.pathname).rest, search: location.search, hash: location.hash };
}

