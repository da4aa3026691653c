// The search box's dropdown (spec §2 "Search bar", issue #16 item 3): recent searches on the
// device, author and product suggestions, and 'View all'. A lazy chunk (issue #17 size
// budgets): search-box.tsx keeps the field and the form in the entry and loads this on the
// first focus or key, so typing and Enter never wait for it.
//
// Accessibility: the WAI-ARIA 1.2 combobox pattern. The field (search-box.tsx) keeps the focus
// and owns the listbox element; this renders the options into it and reports what the field's
// aria-expanded, aria-activedescendant and live region must say (onState). Options are grouped
// (Recent searches, Authors, Products) with 'View all' last; each recent search is followed by
// its own 'Remove' option, and 'Clear all' closes the recent group (a listbox holds options
// only, so removing is an option too, reached with the arrows and Enter, or Delete on a search).
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { useOrganisationChoice } from '../../lib/session/current-organisation';
import { LMS_TOKEN_PARAM } from '../../../contract/params';
import { carriedActiveIndex } from '../../domain/search/autocomplete';
import { DropdownOptions, optionIdOf, type DropdownOption } from './dropdown-options';
import { handleDropdownKey } from './dropdown-keys';
import { useDropdownOptions } from './use-dropdown-options';
import { useChooseOption } from './use-choose-option';

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
  const [active, setActive] = useState(-1);
  // The option the arrow keys last chose: a new answer (a slow one, arriving after the keys)
  // keeps it chosen where it still holds it (carriedActiveIndex).
  const [chosen, setChosen] = useState<DropdownOption | undefined>(undefined);
  const { search } = useLocation();
  // Signed in or in the LMS flow: the server suggests an institution's own edition only to its members.
  const identified = useOrganisationChoice().user !== null || new URLSearchParams(search).has(LMS_TOKEN_PARAM);

  const { text, answer, recents, options, suggestions, recentCount, suggestionCount } = useDropdownOptions(
    value,
    edits,
    wanted,
  );
  const open = wanted && options.length > 0;
  const activeIndex = open ? Math.min(active, options.length - 1) : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  // Every choice by the reader (an index in `options`, -1 for none) also remembers the option.
  const activate = (index: number) => {
    setActive(index);
    setChosen(index >= 0 ? options[index] : undefined);
  };

  // A new answer keeps the chosen option where it still holds it, else starts with none active.
  const [activeFor, setActiveFor] = useState(answer);
  if (activeFor !== answer) {
    setActiveFor(answer);
    setActive(carriedActiveIndex(chosen, options));
  }

  const activeId = activeOption ? optionIdOf(listboxId, activeIndex) : undefined;
  useReportState(onState, { open, activeId, recentCount, suggestionCount });

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionIdOf(listboxId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listboxId]);

  function close() {
    setWanted(false);
    activate(-1);
  }
  const choose = useChooseOption({ value, close, activate, onSearchText, onLeave });

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
      handleDropdownKey(event, {
        open,
        options,
        activeIndex,
        activeOption,
        reopen: () => setWanted(true),
        activate,
        choose,
        close,
      }),
  }));

  if (!open) return null;
  const context = { listboxId, search, value, boxText: text ?? '', identified, options, activeIndex, choose };
  return <DropdownOptions context={context} recents={recents} suggestions={suggestions} />;
});

/** Tells the field what its aria-expanded, aria-activedescendant and live region say. */
function useReportState(
  onState: (state: DropdownState) => void,
  {
    open,
    activeId,
    recentCount,
    suggestionCount,
  }: { open: boolean; activeId: string | undefined; recentCount: number; suggestionCount: number },
) {
  const liveMessage = open
    ? [recentCount > 0 && t.recentCount(recentCount), suggestionCount > 0 && t.suggestionCount(suggestionCount)]
        .filter(Boolean)
        .join(' ')
    : '';
  useLayoutEffect(() => {
    onState({ expanded: open, activeId, liveMessage });
  }, [open, activeId, liveMessage, onState]);
}
