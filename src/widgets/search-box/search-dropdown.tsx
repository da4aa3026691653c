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
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { useAutocomplete } from '../../lib/api/autocomplete';
import { useOrganisationChoice } from '../../lib/session/current-organisation';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { clearRecentSearches, forgetRecentSearch, recentSearchesQueryOptions } from '../../lib/search/recent-searches';
import { AUTOCOMPLETE_DELAY_MS } from '../../../contract/search-options';
import { cutText, SEARCH_TEXT_MAX } from '../../../contract/search-text';
import { LMS_TOKEN_PARAM } from '../../../contract/params';
import { textSearchHref } from '../../domain/shell/query-params';
import {
  autocompleteText,
  buildSuggestions,
  carriedActiveIndex,
  highlightParts,
  narrowSuggestions,
  nextActiveIndex,
  type SuggestionOption,
} from '../../domain/search/autocomplete';
import { recentOptions, recentSearchHref, type RecentOption } from '../../domain/search/recent-searches';
import { productHref } from '../../domain/product/product-link';
import { institutionEditionNote } from '../../domain/product/institution-edition';
import { showDefaultCover } from '../../ui/default-cover';
import { CloseIcon, PersonIcon, SearchIcon } from '../../ui/icons';

const t = messages.searchBar;

export type DropdownOption = RecentOption | SuggestionOption;

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Signed in or in the LMS flow: the server suggests an institution's own edition only to its members.
  const identified =
    useOrganisationChoice().user !== null || new URLSearchParams(search).has(LMS_TOKEN_PARAM);

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
  // spec §4: suggestions need 3+ characters (fewer close them at once); recent searches show
  // on an empty box and, matching, above the suggestions while typing.
  const shownSuggestions = useMemo(() => (text !== null ? suggestions.options : []), [text, suggestions]);
  const options: DropdownOption[] = useMemo(() => [...recents, ...shownSuggestions], [recents, shownSuggestions]);
  const open = wanted && options.length > 0;
  const activeIndex = open ? Math.min(active, options.length - 1) : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
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

  const recentCount = recents.filter((o) => o.kind === 'recent').length;
  const suggestionCount = text !== null ? suggestions.count : 0;
  const liveMessage = open
    ? [recentCount > 0 && t.recentCount(recentCount), suggestionCount > 0 && t.suggestionCount(suggestionCount)]
        .filter(Boolean)
        .join(' ')
    : '';
  const activeId = activeOption ? optionId(activeIndex) : undefined;
  useLayoutEffect(() => {
    onState({ expanded: open, activeId, liveMessage });
  }, [open, activeId, liveMessage, onState]);

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId derives from listboxId
  }, [open, activeIndex, listboxId]);

  function close() {
    setWanted(false);
    activate(-1);
  }

  function choose(option: DropdownOption) {
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
        // An author searches the author's name (spec §2); 'View all' searches the text.
        close();
        trackSuggestion(option);
        onSearchText(option.query);
    }
  }

  /** Issue 13: which kind of suggestion was taken for the text typed so far (the analytics
   * module loads with the pages that use it, not with the header's box). */
  function trackSuggestion(option: SuggestionOption) {
    const typed = value;
    void import('../../lib/analytics/analytics').then(({ track }) =>
      track({
        type: 'suggestion-click',
        query: cutText(typed.trim() || ('query' in option ? option.query : ''), SEARCH_TEXT_MAX) || '-',
        value: option.kind,
        ...(option.kind === 'product' ? { productId: option.productId } : {}),
      }),
    );
  }

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
    onKeyDown: (event) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          event.preventDefault();
          const direction = event.key === 'ArrowDown' ? 'down' : 'up';
          if (!open) {
            // Reopen what was closed (Escape), or ask for it.
            setWanted(true);
            activate(options.length > 0 ? nextActiveIndex(-1, options.length, direction) : -1);
            return true;
          }
          activate(nextActiveIndex(activeIndex, options.length, direction));
          return true;
        }
        case 'Enter':
          if (activeOption) {
            event.preventDefault();
            choose(activeOption);
            return true;
          }
          return false; // the form submits the text
        case 'Delete':
          // A recent search goes with Delete too (as in browsers' own history lists).
          if (activeOption?.kind === 'recent') {
            event.preventDefault();
            choose({ kind: 'remove-recent', key: activeOption.key, entry: activeOption.entry });
            return true;
          }
          return false;
        case 'Escape':
          if (open) {
            // First Escape closes the dropdown; the next one (the field's) clears the text.
            event.preventDefault();
            event.stopPropagation();
            close();
            return true;
          }
          return false;
        case 'Tab':
          close();
          return false;
        default:
          return false;
      }
    },
  }));

  if (!open) return null;

  const optionProps = (option: DropdownOption) => {
    const index = options.indexOf(option);
    return {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      tabIndex: -1,
    };
  };
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, option: DropdownOption) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(option);
  };
  const { authors, products } = suggestions;
  const viewAll = shownSuggestions[shownSuggestions.length - 1];
  const boxText = text ?? '';

  return (
    <>
      {recents.length > 0 && (
        <div
          role="group"
          aria-labelledby={`${listboxId}-recent`}
          className="search-suggestions__group search-suggestions__group--recent"
        >
          <div role="presentation" id={`${listboxId}-recent`} className="search-suggestions__heading">
            {t.recentGroup}
          </div>
          {recents.map((option) => {
            const index = options.indexOf(option);
            if (option.kind !== 'recent') {
              const clear = option.kind === 'clear-recent';
              return (
                // Keys reach these through the field (Enter on the active option), as every option here.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  tabIndex={-1}
                  aria-label={clear ? t.clearAllLabel : t.removeRecentLabel(option.entry.q)}
                  title={clear ? undefined : t.remove}
                  className={`search-suggestion search-suggestion--${option.kind}`}
                  onClick={() => choose(option)}
                >
                  {clear ? t.clearAll : <CloseIcon className="search-suggestion__icon" />}
                </div>
              );
            }
            const { entry } = option;
            return (
              <Link
                key={option.key}
                {...optionProps(option)}
                to={recentSearchHref(search, entry)}
                aria-label={t.recentOptionLabel(entry.q, entry.subject)}
                className="search-suggestion search-suggestion--recent"
                onClick={(event) => onLinkClick(event, option)}
              >
                <SearchIcon className="search-suggestion__icon" />
                <span className="search-suggestion__title">
                  <Highlighted text={entry.q} query={value} />
                </span>
                {entry.subject && <span className="search-suggestion__count">{t.recentSubject(entry.subject)}</span>}
              </Link>
            );
          })}
        </div>
      )}
      {authors.length > 0 && text !== null && (
        <div role="group" aria-labelledby={`${listboxId}-authors`} className="search-suggestions__group">
          <div role="presentation" id={`${listboxId}-authors`} className="search-suggestions__heading">
            {t.authorsGroup}
          </div>
          {authors.map((author) => (
            <Link
              key={author.key}
              {...optionProps(author)}
              to={textSearchHref(search, author.query)}
              aria-label={t.authorOptionLabel(author.query, author.count)}
              className="search-suggestion search-suggestion--author"
              onClick={(event) => onLinkClick(event, author)}
            >
              <PersonIcon className="search-suggestion__icon" />
              <span className="search-suggestion__title">
                <Highlighted text={author.label} query={boxText} />
              </span>
              <span className="search-suggestion__count">{t.authorProducts(author.count)}</span>
            </Link>
          ))}
        </div>
      )}
      {products.length > 0 && text !== null && (
        <div role="group" aria-labelledby={`${listboxId}-products`} className="search-suggestions__group">
          <div role="presentation" id={`${listboxId}-products`} className="search-suggestions__heading">
            {t.productsGroup}
          </div>
          {products.map((product) => {
            const platform = t.platforms[product.platform];
            const owned = institutionEditionNote(product.ownedBy, identified);
            const note = owned ? messages.institutionEdition[owned] : null;
            return (
              <Link
                key={product.key}
                {...optionProps(product)}
                to={productHref(product, search)}
                aria-label={[
                  t.productOptionLabel({
                    title: product.fullTitle,
                    authors: product.authors,
                    isbn13: product.isbn13,
                    platform,
                  }),
                  note,
                ]
                  .filter(Boolean)
                  .join(', ')}
                className="search-suggestion search-suggestion--product"
                onClick={(event) => onLinkClick(event, product)}
              >
                <img
                  className="search-suggestion__thumb"
                  src={product.thumbnail}
                  alt=""
                  width="40"
                  height="53"
                  loading="lazy"
                  decoding="async"
                  onError={showDefaultCover}
                />
                <span className="search-suggestion__text">
                  <span className="search-suggestion__title">
                    <Highlighted text={product.title} query={boxText} />
                    {/* One place for every suggestion: beside the title, where it tells formats of
                        the same title apart. */}
                    <span className="search-suggestion__format">{platform}</span>
                  </span>
                  {product.authors && (
                    <span className="search-suggestion__authors">
                      <Highlighted text={product.authors} query={boxText} />
                    </span>
                  )}
                  {product.isbn13 && (
                    <span className="search-suggestion__meta">
                      <span>{t.isbn(product.isbn13)}</span>
                    </span>
                  )}
                  {note && <span className="search-suggestion__institution">{note}</span>}
                </span>
              </Link>
            );
          })}
        </div>
      )}
      {viewAll?.kind === 'view-all' && (
        <Link
          {...optionProps(viewAll)}
          to={textSearchHref(search, viewAll.query)}
          aria-label={t.viewAllLabel(viewAll.query)}
          className="search-suggestion search-suggestion--view-all"
          onClick={(event) => onLinkClick(event, viewAll)}
        >
          <span>{t.viewAll}</span>
          <SearchIcon className="search-suggestion__icon" />
        </Link>
      )}
    </>
  );
});

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
