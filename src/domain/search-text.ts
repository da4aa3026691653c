// spec §5 / §9: search text 2 to 100 characters.
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;

export type SearchTextCheck = 'empty' | 'too-short' | 'ok';

export function checkSearchText(text: string): SearchTextCheck {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length < SEARCH_TEXT_MIN) return 'too-short';
  return 'ok';
}
