// The search box's dropdown (spec §2 "Search bar"): recent searches on the
// device, author and product suggestions, and 'View all'. A lazy chunk (size
// budgets): search-box.tsx keeps the field and the form in the entry and loads this on the
// first focus or key, so typing and Enter never wait for it.
//
// Accessibility: the WAI-ARIA 1.2 combobox pattern. The field (search-box.tsx) keeps the focus
// and owns the listbox element; this renders the options into it and reports what the field's
// aria-expanded, aria-activedescendant and live region must say (onState). Options are grouped
// (Recent searches, Authors, Products) with 'View all' last; each recent search is followed by
// its own 'Remove' option, and 'Clear all' closes the recent group (a listbox holds options
// only, so removing is an option too, reached with the arrows and Enter, or Delete on a search).
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { useOrganisationChoice } from '../../lib/session/current-organisation';
import { clearRecentSearches, forgetRecentSearch } from '../../lib/search/recent-searches';
import { cutText, SEARCH_TEXT_MAX } from '../../../contract/search-text';
import { LMS_TOKEN_PARAM } from '../../../contract/params';
import { carriedActiveIndex, dropdownKey, type SuggestionOption } from '../../domain/search/autocomplete';
import { recentSearchHref } from '../../domain/search/recent-searches';
import { productHref } from '../../domain/product/product-link';
import { useDropdownOptions, type DropdownOption } from './use-dropdown-options';
import { AuthorGroup, ProductGroup, RecentGroup, ViewAll, type OptionKit } from './dropdown-groups';

const t = messages.searchBar;

export type { DropdownOption };

/** What the field shows of the dropdown. */
export interface DropdownState {
  expanded: boolean;
  activeId: string | undefined;
  liveMessage: string;
}

/** The field's events the dropdown answers; onKeyDown returns true when it handled the key. */
export interface DropdownHandle {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
  onFocus: () => void;
  onEdit: () => void;
  close: () => void;
}

export interface SearchDropdownProps {
  value: string;
  /** Edits of the box, counted (spec §9: a request waits 300 ms after the last key). */
  edits: number;
  /** Asked once, on mount: the user is already in the field (focused it, typed) and wants the list. */
  startOpen: () => boolean;
  listboxId: string;
  onState: (state: DropdownState) => void;
  /** An author or 'View all': the field takes the text and searches it. */
  onSearchText: (query: string) => void;
  /** A product or a recent search is taking the user to a page (the mobile search view closes). */
  onLeave?: () => void;
}

export const SearchDropdown = forwardRef<DropdownHandle, SearchDropdownProps>(function SearchDropdown(
  { value, edits, startOpen, listboxId, onState, onSearchText, onLeave },
  ref,
) {
  // The user wants the dropdown: set by focusing or typing (or ArrowDown), cleared by Escape,
  // Tab, blur, submitting and choosing. A prefilled box does not open until the user acts.
  const [wanted, setWanted] = useState(startOpen); // a function: called once, on mount
  const { search } = useLocation();
  // Signed in or in the LMS flow: the server suggests an institution's own edition only to its members.
  const identified = useOrganisationChoice().user !== null || new URLSearchParams(search).has(LMS_TOKEN_PARAM);
  const { text, answer, suggestions, recents, shownSuggestions, options } = useDropdownOptions(value, edits, wanted);
  const open = wanted && options.length > 0;
  const { activeIndex, activeOption, activate } = useActiveOption(options, answer, open);
  useDropdownState(
    open,
    activeOption ? optionId(listboxId, activeIndex) : undefined,
    recents,
    text !== null ? suggestions.count : 0,
    onState,
  );

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listboxId]);

  function close() {
    setWanted(false);
    activate(-1);
  }

  const choose = useChoose(value, search, close, activate, onLeave, onSearchText);

  useImperativeHandle(ref, () => ({
    // Focus opens the recent searches of an empty box; a prefilled box waits for a key, as before.
    onFocus: () => {
      if (value.trim() === '') setWanted(true);
    },
    onEdit: () => {
      setWanted(true);
      activate(-1);
    },
    close,
    onKeyDown: (event) =>
      onKey(event, open, activeIndex, options, {
        move: (index) => {
          // Reopens what was closed (Escape), or asks for it.
          setWanted(true);
          activate(index);
        },
        close,
        choose,
      }),
  }));

  if (!open) return null;

  const kit = optionKit(search, listboxId, options, activeIndex, choose);
  const boxText = text ?? '';

  return (
    <>
      {recents.length > 0 && <RecentGroup id={`${listboxId}-recent`} recents={recents} value={value} kit={kit} />}
      {suggestions.authors.length > 0 && text !== null && (
        <AuthorGroup id={`${listboxId}-authors`} authors={suggestions.authors} text={boxText} kit={kit} />
      )}
      {suggestions.products.length > 0 && text !== null && (
        <ProductGroup
          id={`${listboxId}-products`}
          products={suggestions.products}
          text={boxText}
          identified={identified}
          kit={kit}
        />
      )}
      <ViewAll option={shownSuggestions[shownSuggestions.length - 1]} kit={kit} />
    </>
  );
});

/**
 * The option the reader made active (-1: none, the text). A new answer keeps the option the
 * arrow keys last chose where it still holds it (a slow answer, arriving after the keys), else
 * starts with none active.
 */
function useActiveOption(options: DropdownOption[], answer: unknown, open: boolean) {
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<DropdownOption | undefined>(undefined);
  // Every choice by the reader (an index in `options`, -1 for none) also remembers the option.
  const activate = (index: number) => {
    setActive(index);
    setChosen(index >= 0 ? options[index] : undefined);
  };
  const [activeFor, setActiveFor] = useState(answer);
  if (activeFor !== answer) {
    setActiveFor(answer);
    setActive(carriedActiveIndex(chosen, options));
  }
  const activeIndex = open ? Math.min(active, options.length - 1) : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  return { activeIndex, activeOption, activate };
}

/** Tells the field what to show: aria-expanded, aria-activedescendant and the live region's counts. */
function useDropdownState(
  open: boolean,
  activeId: string | undefined,
  recents: readonly DropdownOption[],
  suggestionCount: number,
  onState: (state: DropdownState) => void,
) {
  const recentCount = recents.filter((o) => o.kind === 'recent').length;
  const liveMessage = open
    ? [recentCount > 0 && t.recentCount(recentCount), suggestionCount > 0 && t.suggestionCount(suggestionCount)]
        .filter(Boolean)
        .join(' ')
    : '';
  useLayoutEffect(() => {
    onState({ expanded: open, activeId, liveMessage });
  }, [open, activeId, liveMessage, onState]);
}

/** Which kind of suggestion was taken for the text typed so far (the analytics
 * module loads with the pages that use it, not with the header's box). */
function trackSuggestion(option: SuggestionOption, typed: string) {
  void import('../../lib/analytics/analytics').then(({ track }) =>
    track({
      type: 'suggestion-click',
      query: cutText(typed.trim() || ('query' in option ? option.query : ''), SEARCH_TEXT_MAX) || '-',
      value: option.kind,
      ...(option.kind === 'product' ? { productId: option.productId } : {}),
    }),
  );
}

const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** What choosing an option does: go to a product or a recent search, search a text, or edit the recent list. */
function useChoose(
  value: string,
  search: string,
  close: () => void,
  activate: (index: number) => void,
  onLeave: (() => void) | undefined,
  onSearchText: (query: string) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
        trackSuggestion(option, value);
        onLeave?.();
        void navigate(productHref(option, search));
        return;
      default:
        // An author searches the author's name (spec §2); 'View all' searches the text.
        close();
        trackSuggestion(option, value);
        onSearchText(option.query);
    }
  };
}

/** A key in the field (dropdownKey decides what it does); true when the dropdown took it. */
function onKey(
  event: KeyboardEvent<HTMLInputElement>,
  open: boolean,
  activeIndex: number,
  options: DropdownOption[],
  to: { move: (index: number) => void; close: () => void; choose: (option: DropdownOption) => void },
): boolean {
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const key = dropdownKey(event.key, {
    open,
    active: activeIndex,
    count: options.length,
    activeKind: activeOption?.kind,
  });
  if (key === 'leave') to.close();
  if (key === null || key === 'leave') return false;
  event.preventDefault();
  if (typeof key === 'number') {
    to.move(key);
  } else if (key === 'close') {
    event.stopPropagation();
    to.close();
  } else if (key === 'remove' && activeOption?.kind === 'recent') {
    to.choose({ kind: 'remove-recent', key: activeOption.key, entry: activeOption.entry });
  } else if (activeOption) {
    to.choose(activeOption);
  }
  return true;
}

function optionKit(
  search: string,
  listboxId: string,
  options: DropdownOption[],
  activeIndex: number,
  choose: (option: DropdownOption) => void,
): OptionKit {
  return {
    search,
    props: (option) => {
      const index = options.indexOf(option);
      return { id: optionId(listboxId, index), role: 'option', 'aria-selected': index === activeIndex, tabIndex: -1 };
    },
    click: (event: MouseEvent<HTMLAnchorElement>, option) => {
      // Modified clicks (new tab, new window) keep the browser's own behaviour.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      choose(option);
    },
    choose,
  };
}
