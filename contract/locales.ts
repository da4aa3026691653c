/**
 * The regions the catalogue speaks to, once for both sides: the PWA routes under
 * `/{locale}/…` and picks a visitor's first locale from the browser's languages; the server
 * redirects the old unprefixed addresses and names the alternates (`hreflang`) in the HTML
 * it draws. A locale chooses words, number and date formats; never a currency (an offer
 * carries its own and it is shown as it is, not converted).
 *
 * Addresses spell a locale in lower case (`en-us`, spec §9 "Default locale en-us"); `Intl`
 * and `hreflang` take the BCP 47 spelling (`en-US`), which `intlTag` gives.
 */

export const LOCALES = ['en-us', 'en-gb', 'en-au', 'en-ca', 'en-nz', 'tr-tr'] as const;
export type Locale = (typeof LOCALES)[number];

/** spec §9 "Default locale en-us". */
export const DEFAULT_LOCALE: Locale = 'en-us';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'en-us' → 'en-US': the tag `Intl`, `<html lang>` and `hreflang` take. */
export function intlTag(locale: Locale): string {
  const [language, region] = locale.split('-') as [string, string];
  return `${language}-${region.toUpperCase()}`;
}

/** The language part: 'tr' for 'tr-tr'. */
export function languageOf(locale: Locale): string {
  return locale.slice(0, locale.indexOf('-'));
}

/**
 * The locale for a first visit, from the browser's languages in the visitor's order
 * (`navigator.languages`): the first one we have, region included ('en-AU' → en-au), else the
 * first whose language we have ('tr' or 'tr-CY' → tr-tr; 'en' or 'en-IE' → en-us, English's
 * default region being the catalogue's default). Nothing we speak: en-us.
 */
export function negotiateLocale(languages: readonly string[]): Locale {
  const tags = languages.map((tag) => tag.trim().toLowerCase().replace('_', '-'));
  return tags.find(isLocale) ?? (tags.find((tag) => /^(tr|en)(-|$)/.test(tag))?.startsWith('tr') ? 'tr-tr' : DEFAULT_LOCALE);
}

/**
 * A page address's locale and the rest of its path: '/tr-tr/search' → { locale: 'tr-tr',
 * rest: '/search' }; '/tr-tr' → rest '/'. An address without one (the old addresses, before
 * locales) gives locale null and the path as it is. Only the lower-case spelling is a locale:
 * '/TR-TR/…' is an old address (a path segment the catalogue never wrote).
 */
export function splitLocalePath(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], rest: match[2] || '/' };
  return { locale: null, rest: pathname };
}

/**
 * An address with `change` made to its path, the query and fragment kept as they are:
 * ('/tr-tr/search?q=a#top', drop the locale) → '/search?q=a#top'. Both the router's paths and
 * the page's addresses put or take the locale on the path alone.
 */
export function mapPathname(address: string, change: (pathname: string) => string): string {
  const [, pathname, rest] = /^([^?#]*)(.*)$/s.exec(address)!;
  return change(pathname!) + rest;
}

/**
 * The address of `path` (a path of the route table, '/search') in `locale`: '/tr-tr/search';
 * home is '/tr-tr', as the router spells its basename.
 */
export function localePath(locale: Locale, path: string): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/** The cookie and storage key that keeps the visitor's choice on the device. */
export const LOCALE_STORAGE_KEY = 'exchange.locale';

/**
 * The languages of an `Accept-Language` header, most wanted first ('tr-TR,tr;q=0.9,en;q=0.8'
 * → ['tr-TR', 'tr', 'en']); those with q=0 are refused, so left out.
 */
export function languagesOfHeader(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.q > 0 && Number.isFinite(l.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * Where the build puts a locale's route-neutral page ('/shells/tr-tr.html'): drawn in its words,
 * sent by the server for the locale's pages without a route shell of their own, and kept by the
 * service worker once the locale is used (never precached: en-us's is index.html).
 */
export function localeShellPath(locale: Locale): string {
  return `/shells/${locale}.html`;
}

/** The service worker's cache of the locale pages a device has used (emptied by each new worker). */
export const LOCALE_SHELL_CACHE = 'locale-shells';
