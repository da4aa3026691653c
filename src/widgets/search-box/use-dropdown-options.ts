// The dropdown's options for the box's text: the matching recent searches of the device and,
// from 3 characters and 300 ms after the last key (spec §4, §9), the autocomplete suggestions.
// An answer for an earlier text is narrowed to the text typed since, until the new one comes.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAutocomplete } from '../../lib/api/autocomplete';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { recentSearchesQueryOptions } from '../../lib/search/recent-searches';
import { AUTOCOMPLETE_DELAY_MS } from '../../../contract/search-options';
import { autocompleteText, buildSuggestions, narrowSuggestions } from '../../domain/search/autocomplete';
import { recentOptions } from '../../domain/search/recent-searches';
import type { DropdownOption } from './dropdown-options';

export function useDropdownOptions(value: string, edits: number, wanted: boolean) {
  const settled = useDebouncedValue(edits, AUTOCOMPLETE_DELAY_MS) === edits;
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
  // Suggestions need 3+ characters (fewer close them at once); recent searches show on an
  // empty box and, matching, above the suggestions while typing.
  const shownSuggestions = useMemo(() => (text !== null ? suggestions.options : []), [text, suggestions]);
  const options: DropdownOption[] = useMemo(() => [...recents, ...shownSuggestions], [recents, shownSuggestions]);
  const last = shownSuggestions[shownSuggestions.length - 1];

  return {
    /** The text asked for, or null under 3 characters. */
    text,
    /** The answer the options were built from: a new one re-places the active option. */
    answer,
    recents,
    options,
    suggestions:
      text === null
        ? null
        : {
            authors: suggestions.authors,
            products: suggestions.products,
            viewAll: last?.kind === 'view-all' ? last : null,
          },
    recentCount: recents.filter((o) => o.kind === 'recent').length,
    suggestionCount: text !== null ? suggestions.count : 0,
  };
}
