// Loads the page's catalogue before the first render (src/main.tsx): each locale but en-us is a
// chunk of its own (docs/regions.md §1). Kept apart from messages.ts, which every screen imports:
// a module that imports chunks dynamically is not merged into the app's chunk by the bundler.
import type { Locale } from '../../../contract/locales';
import { setPageCatalogue, type CatalogueModule } from './messages';

// Australia, Canada and New Zealand write English as the United Kingdom does where en-us's
// words differ ('licence' for the noun): one catalogue for the four.
const commonwealth = () => import('./catalogue-en-gb');
const catalogues: Record<Exclude<Locale, 'en-us'>, () => Promise<CatalogueModule>> = {
  'en-gb': commonwealth,
  'en-au': commonwealth,
  'en-ca': commonwealth,
  'en-nz': commonwealth,
  'tr-tr': () => import('./catalogue-tr-tr'),
};

export async function loadPageCatalogue(locale: Locale): Promise<void> {
  setPageCatalogue(locale === 'en-us' ? null : (await catalogues[locale]()).catalogue);
}
