// The dropdown's data (search-dropdown.tsx): the autocomplete answer for the box's text, once
// the keys have settled (spec §9: 300 ms after the last), and the device's recent searches;
// and the options the arrow keys walk, in the order they show.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAutocomplete } from '../../lib/api/autocomplete';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { recentSearchesQueryOptions } from '../../lib/search/recent-searches';
import { AUTOCOMPLETE_DELAY_MS } from '../../../contract/search-options';
import {
  autocompleteText,
  buildSuggestions,
  narrowSuggestions,
  type SuggestionOption,
} from '../../domain/search/autocomplete';
import { recentOptions, type RecentOption } from '../../domain/search/recent-searches';

export type DropdownOption = RecentOption | SuggestionOption;

export function useDropdownOptions(value: string, edits: number, wanted: boolean) {
  // From no edits: a dropdown whose chunk arrives after the first keys still waits 300 ms (it
  // asked at once, ~280 ms after a key, when the chunk was slow).
  const settled = useDebouncedValue(edits, AUTOCOMPLETE_DELAY_MS, 0) === edits;
  const text = autocompleteText(value);
  const query = useAutocomplete(text, wanted && settled);
  const answer = query.isError ? null : query.data;
  const forOtherText = query.isPlaceholderData;
  const suggestions = useMemo(() => {
    const built = buildSuggestions(answer, text ?? '');
    return forOtherText ? narrowSuggestions(built, text ?? '') : built;
  }, [answer, text, forOtherText]);

  const recent = useQuery(recentSearchesQueryOptions()).data;
  const recents = useMemo(() => recentOptions(recent ?? [], value), [recent, value]);
  // spec §4: suggestions need 3+ characters (fewer close them at once); recent searches show
  // on an empty box and, matching, above the suggestions while typing.
  const shownSuggestions = useMemo(() => (text !== null ? suggestions.options : []), [text, suggestions]);
  const options: DropdownOption[] = useMemo(() => [...recents, ...shownSuggestions], [recents, shownSuggestions]);
  return { text, answer, suggestions, recents, shownSuggestions, options };
}
