// English as written in the United Kingdom, Australia, Canada and New Zealand: en-us's catalogue
// with their spelling where a word differs ('licence' for the noun). The spec's own en-us strings
// stay as they are in en-us. Its chunk imports en-us's: an en-gb page loads both.
import type { Messages } from './messages';
import { enUs as en } from './messages-en-us';

export const catalogue: Messages = {
  ...en,
  search: { ...en.search, badges: { ...en.search.badges, k12Activated: 'K-12 licence activated' } },
};
