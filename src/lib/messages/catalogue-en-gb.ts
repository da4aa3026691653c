// English as written in the United Kingdom, Australia, Canada and New Zealand: en-us's catalogue
// with their spelling where a word differs ('licence' for the noun). The spec's own en-us strings
// stay as they are in en-us.
import type { CatalogueModule, Messages } from './messages';

export const catalogue: CatalogueModule['catalogue'] = (en: Messages): Messages => ({
  ...en,
  search: { ...en.search, badges: { ...en.search.badges, k12Activated: 'K-12 licence activated' } },
});
