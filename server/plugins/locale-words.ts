/**
 * The page's words come with its code: the HTML's list of modules for the boot
 * (`<script type="application/json" id="app-modules">`, scripts/first-paint/shell-plugin.ts)
 * names the chunks of the page's locale's catalogue, which the app awaits before its first render.
 * The build draws each page in its locale's words and lists that locale's chunks; a locale drawn
 * with another's page (the English locales read as en-us's) gets its own chunks here instead,
 * from the build's dist/locale-words.json: the server knows the locale from the address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../contract/locales.ts';

/** As shell-plugin.ts writes it (LocaleWords): each locale's chunks, for a route-neutral page and by route. */
export interface LocaleWords {
  pages: Partial<Record<Locale, string[]>>;
  routes: Record<string, Partial<Record<Locale, string[]>>>;
}

const NONE: LocaleWords = { pages: {}, routes: {} };

function isWordsByLocale(value: unknown): value is Partial<Record<Locale, string[]>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((url) => typeof url === 'string'))
  );
}

/** The build's list; missing or unreadable, none (the pages keep the lists the build drew them with). */
export function readLocaleWords(distDir: string): LocaleWords {
  try {
    const words = JSON.parse(readFileSync(path.join(distDir, 'locale-words.json'), 'utf8')) as Partial<LocaleWords>;
    if (!isWordsByLocale(words.pages) || typeof words.routes !== 'object' || words.routes === null) return NONE;
    if (!Object.values(words.routes).every(isWordsByLocale)) return NONE;
    return { pages: words.pages, routes: words.routes };
  } catch {
    return NONE;
  }
}

/** The page's list of modules for the boot: its opening tag, the JSON, its closing tag. */
export const APP_MODULES_LIST = /(<script type="application\/json" id="app-modules">)([^<]*)(<\/script>)/;

/**
 * The page's HTML with its list of modules naming `locale`'s words chunks and no other locale's:
 * those of the route shell whose path is `route`, or of a route-neutral page (null). The same
 * HTML when the build named none for the locale or the page lists no modules.
 */
export function withLocaleWords(html: string, words: LocaleWords, locale: Locale, route: string | null): string {
  const byLocale = (route === null ? undefined : words.routes[route]) ?? words.pages;
  const mine = byLocale[locale];
  const match = APP_MODULES_LIST.exec(html);
  if (!mine || !match) return html;
  const every = new Set(Object.values(byLocale).flat());
  let list: { modules?: unknown };
  try {
    list = JSON.parse(match[2]!) as { modules?: unknown };
  } catch {
    return html;
  }
  if (!Array.isArray(list.modules)) return html;
  const modules = [...mine, ...list.modules.filter((url) => !every.has(url as string))];
  const json = JSON.stringify({ ...list, modules }).replaceAll('<', '\\u003c');
  return html.replace(APP_MODULES_LIST, (_, open: string, _list: string, close: string) => `${open}${json}${close}`);
}
