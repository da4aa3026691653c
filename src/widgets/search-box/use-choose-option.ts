// What choosing an option does: a recent search or a product goes to its page; an author
// searches the author's name and 'View all' the text (spec §2); 'Remove' and 'Clear all'
// change the device's list and keep the dropdown open. Suggestions taken are an analytics event.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { clearRecentSearches, forgetRecentSearch } from '../../lib/search/recent-searches';
import { cutText, SEARCH_TEXT_MAX } from '../../../contract/search-text';
import type { SuggestionOption } from '../../domain/search/autocomplete';
import { recentSearchHref } from '../../domain/search/recent-searches';
import { productHref } from '../../domain/product/product-link';
import type { DropdownOption } from './dropdown-options';

interface ChooseOptions {
  /** The box's text when the option is taken. */
  value: string;
  close: () => void;
  activate: (index: number) => void;
  onSearchText: (query: string) => void;
  onLeave?: () => void;
}

export function useChooseOption({ value, close, activate, onSearchText, onLeave }: ChooseOptions) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** Which kind of suggestion was taken for the text typed so far (the analytics module loads
   * with the pages that use it, not with the header's box). */
  const trackSuggestion = (option: SuggestionOption) => {
    const typed = value;
    void import('../../lib/analytics/analytics').then(({ track }) =>
      track({
        type: 'suggestion-click',
        query: cutText(typed.trim() || ('query' in option ? option.query : ''), SEARCH_TEXT_MAX) || '-',
        value: option.kind,
        ...(option.kind === 'product' ? { productId: option.productId } : {}),
      }),
    );
  };

  return (option: DropdownOption) => {
    switch (option.kind) {
      case 'remove-recent':
        // The list stays open on the option that took the removed one's place.
        void forgetRecentSearch(queryClient, option.entry.q);
        return;
      case 'clear-recent':
        activate(-1);
        void clearRecentSearches(queryClient);
        return;
      case 'recent':
        close();
        onLeave?.();
        void navigate(recentSearchHref(search, option.entry));
        return;
      case 'product':
        close();
        trackSuggestion(option);
        onLeave?.();
        void navigate(productHref(option, search));
        return;
      default:
        close();
        trackSuggestion(option);
        onSearchText(option.query);
    }
  };
}
