// Loads the page's catalogue before the first render (src/main.tsx): each locale's is a chunk of
// its own, en-us's too, so a page downloads its own words only (docs/regions.md §1, §4). The
// page's HTML lists the same chunk beside the app's (scripts/first-paint/shell-plugin.ts, the
// server for the locales drawn with en-us's page), so it is on its way before this asks. Kept
// apart from messages.ts, which every screen imports: a module that imports chunks dynamically
// is not merged into the app's chunk by the bundler.
import type { Locale } from '../../../contract/locales';
import { setPageCatalogue, type CatalogueModule } from './messages';

/**
 * The catalogue each locale reads. Australia, Canada and New Zealand write English as the United
 * Kingdom does where en-us's words differ ('licence' for the noun): one catalogue for the four.
 * A screen with words of its own (the product page's) reads the same one. The build finds each
 * catalogue's chunks by this name (`catalogue-{name}.ts`, `catalogue-{screen}-{name}.ts`,
 * en-us's `messages-en-us.ts`: scripts/first-paint/app-chunks.ts `holdsWords`).
 */
export const WORDS = {
  'en-us': 'en-us',
  'en-gb': 'en-gb',
  'en-au': 'en-gb',
  'en-ca': 'en-gb',
  'en-nz': 'en-gb',
  'tr-tr': 'tr-tr',
} as const satisfies Record<Locale, string>;
export type Words = (typeof WORDS)[Locale];

const catalogues: Record<Words, () => Promise<CatalogueModule>> = {
  'en-us': () => import('./messages-en-us'),
  'en-gb': () => import('./catalogue-en-gb'),
  'tr-tr': () => import('./catalogue-tr-tr'),
};

/**
 * The page's catalogue, set before the first render. One that cannot be fetched (offline, never
 * used on this device) leaves the page in en-us's words, which the service worker precaches,
 * rather than blank.
 */
export async function loadPageCatalogue(locale: Locale): Promise<void> {
  let module: CatalogueModule;
  try {
    module = await catalogues[WORDS[locale]]();
  } catch (error) {
    if (WORDS[locale] === 'en-us') throw error;
    module = await catalogues['en-us']();
  }
  setPageCatalogue(module.catalogue);
}
