// The search field of spec §2 "Search bar": label and placeholder, search and clear buttons,
// and the autocomplete dropdown (author suggestions, product suggestions, 'View all').
// It reports the submitted text (and a chosen author) through onSearch; the caller decides
// where that goes. Product suggestions are links to the product page.
//
// Accessibility: the WAI-ARIA 1.2 combobox pattern with a listbox popup. The input keeps
// the focus (role combobox, aria-expanded, aria-controls, aria-activedescendant); the
// options are grouped (Authors, Products) with 'View all' last. Each option is also a real
// link (<a role="option">, allowed by ARIA in HTML), so a pointer can open it in a new tab.
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '../../lib/messages';
import { useAutocomplete } from '../../lib/api/autocomplete';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AUTOCOMPLETE_DELAY_MS } from '../../../contract/search-options';
import { checkSearchText, cutText, SEARCH_TEXT_MAX } from '../../../contract/search-text';
import { textSearchHref } from '../../domain/query-params';
import {
  autocompleteText,
  buildSuggestions,
  highlightParts,
  narrowSuggestions,
  nextActiveIndex,
  type SuggestionOption,
} from '../../domain/autocomplete';
import { productHref } from '../../domain/product-link';
import { showDefaultCover } from '../../ui/default-cover';
import { CloseIcon, PersonIcon, SearchIcon } from '../../ui/icons';
import './search-box.css';

const t = messages.searchBar;

// Issue 14: the scan button and its dialog load after the page (the entry does not grow).
const ScanButton = lazy(() => import('../barcode-scan/scan-button'));

export interface SearchBoxProps {
  initialValue?: string;
  /** Called with the trimmed text (possibly empty: spec §4, an empty submit clears the search). */
  onSearch: (text: string) => void;
  /** A product suggestion is taking the user to its page (the mobile search view closes). */
  onProductChosen?: () => void;
  /** Take the focus when the surrounding dialog opens (mobile search view). */
  focusOnOpen?: boolean;
  size?: 'regular' | 'large';
  className?: string;
  /**
   * Where the autocomplete dropdown goes: 'overlay' (default) floats under the field;
   * 'inline' takes its place in the flow (the full-screen mobile search view).
   */
  suggestions?: 'overlay' | 'inline';
}

export function SearchBox({
  initialValue = '',
  onSearch,
  onProductChosen,
  focusOnOpen,
  size = 'regular',
  className,
  suggestions: suggestionsLayout = 'overlay',
}: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const [tooShort, setTooShort] = useState(false);
  // The user wants suggestions: set by typing (or ArrowDown), cleared by Escape, Tab, blur,
  // submitting and choosing. Not set by the initial value, so a page never opens with it.
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const hintId = useId();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { search } = useLocation();
  const navigate = useNavigate();

  // Edits of the box, counted: spec §9, a request waits 300 ms after the last key, even when
  // the text comes back to one already settled (and a prefilled box asks nothing until then).
  const [edits, setEdits] = useState(0);
  const settled = useDebouncedValue(edits, AUTOCOMPLETE_DELAY_MS) === edits;
  const text = autocompleteText(value);
  const query = useAutocomplete(text, wanted && settled);
  const answer = query.isError ? null : query.data;
  // An answer for other text (the last one, kept while the box's own loads or waits) shows
  // only the suggestions the box's text still matches.
  const forOtherText = query.isPlaceholderData;
  const suggestions = useMemo(() => {
    const built = buildSuggestions(answer, text ?? '');
    return forOtherText ? narrowSuggestions(built, text ?? '') : built;
  }, [answer, text, forOtherText]);
  // spec §4: 3+ characters open the dropdown, fewer close it at once (not after the delay).
  const open = wanted && text !== null && suggestions.options.length > 0;
  const activeOption = open ? suggestions.options[active] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // A new answer starts with no option active.
  const [activeFor, setActiveFor] = useState(answer);
  if (activeFor !== answer) {
    setActiveFor(answer);
    setActive(-1);
  }

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listboxId]);

  function close() {
    setWanted(false);
    setActive(-1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    searchText(value);
  }

  /** A submitted text, typed or scanned (issue 14: a scanned ISBN takes this same path). */
  function searchText(text: string) {
    close();
    const check = checkSearchText(text);
    if (check === 'too-short') {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onSearch(text.trim());
  }

  function choose(option: SuggestionOption) {
    close();
    // issue 13: which kind of suggestion was taken for the text typed so far (the analytics
    // module loads with the pages that use it, not with the header's box)
    const typed = value;
    void import('../../lib/analytics').then(({ track }) =>
      track({
      type: 'suggestion-click',
        query: cutText(typed.trim() || ('query' in option ? option.query : ''), SEARCH_TEXT_MAX) || '-',
        value: option.kind,
        ...(option.kind === 'product' ? { productId: option.productId } : {}),
      }),
    );
    if (option.kind === 'product') {
      onProductChosen?.();
      void navigate(productHref(option, search));
      return;
    }
    // An author searches the author's name (spec §2); 'View all' searches the text.
    setValue(option.query);
    setTooShort(false);
    onSearch(option.query);
  }

  function onOptionClick(event: MouseEvent<HTMLAnchorElement>, option: SuggestionOption) {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 'down' : 'up';
        if (!open) {
          // Reopen what was closed (Escape), or ask for it.
          setWanted(true);
          setActive(suggestions.options.length > 0 ? nextActiveIndex(-1, suggestions.options.length, direction) : -1);
          return;
        }
        setActive((current) => nextActiveIndex(current, suggestions.options.length, direction));
        return;
      }
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        // else: the form submits the text
        return;
      case 'Escape':
        if (open) {
          // First Escape closes the dropdown; the next one clears the field, as native
          // search fields do; one more reaches whatever surrounds the field (a dialog).
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (value !== '') {
          event.preventDefault();
          event.stopPropagation();
          setValue('');
          setTooShort(false);
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  }

  const liveMessage = open ? t.suggestionCount(suggestions.count) : '';

  return (
    <form
      role="search"
      className={`search-box search-box--${size} search-box--suggestions-${suggestionsLayout}${className ? ` ${className}` : ''}`}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t.label}
      </label>
      <div className="search-box__field">
        <input
          ref={inputRef}
          id={inputId}
          className="search-box__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t.label}
          value={value}
          data-autofocus={focusOnOpen ? '' : undefined}
          aria-describedby={tooShort ? hintId : undefined}
          aria-invalid={tooShort || undefined}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          onChange={(e) => {
            // spec §5: at most 100 characters, counted in code points as the API counts them
            // (an input's maxLength counts UTF-16 units, which would stop at 50 emoji).
            setValue(cutText(e.target.value, SEARCH_TEXT_MAX));
            setEdits((n) => n + 1);
            setWanted(true);
            setActive(-1);
            if (tooShort) setTooShort(false);
          }}
          onKeyDown={onKeyDown}
          // Leaving the field closes the list (Tab, or a press outside it: the list itself
          // keeps the focus in the field, see onMouseDown below).
          onBlur={close}
        />
        {value !== '' && (
          <button
            type="button"
            className="search-box__clear"
            title={t.clear}
            aria-label={t.clear}
            onClick={() => {
              setValue('');
              setTooShort(false);
              close();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        )}
        <Suspense fallback={null}>
          <ScanButton onSearch={searchText} onProductChosen={onProductChosen} />
        </Suspense>
        <button type="submit" className="search-box__submit" title={t.submit} aria-label={t.submit}>
          <SearchIcon />
        </button>
      </div>
      {tooShort && (
        <p id={hintId} className="search-box__hint" role="status">
          {t.tooShort}
        </p>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label={t.suggestionsLabel}
        className="search-suggestions"
        hidden={!open}
        tabIndex={-1}
        // A press on the list must not take the focus from the field (which would close it).
        onMouseDown={(e) => e.preventDefault()}
      >
        {open && (
          <SuggestionList
            suggestions={suggestions}
            text={text ?? ''}
            search={search}
            active={active}
            optionId={optionId}
            groupIdPrefix={listboxId}
            onOptionClick={onOptionClick}
          />
        )}
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {liveMessage}
      </div>
    </form>
  );
}

interface SuggestionListProps {
  suggestions: ReturnType<typeof buildSuggestions>;
  text: string;
  search: string;
  active: number;
  optionId: (index: number) => string;
  groupIdPrefix: string;
  onOptionClick: (event: MouseEvent<HTMLAnchorElement>, option: SuggestionOption) => void;
}

function SuggestionList({
  suggestions,
  text,
  search,
  active,
  optionId,
  groupIdPrefix,
  onOptionClick,
}: SuggestionListProps) {
  const { authors, products, options } = suggestions;
  const indexOf = (option: SuggestionOption) => options.indexOf(option);
  const optionProps = (option: SuggestionOption) => {
    const index = indexOf(option);
    return {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      tabIndex: -1,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => onOptionClick(event, option),
    };
  };
  const viewAll = options[options.length - 1];

  return (
    <>
      {authors.length > 0 && (
        <div role="group" aria-labelledby={`${groupIdPrefix}-authors`} className="search-suggestions__group">
          <div role="presentation" id={`${groupIdPrefix}-authors`} className="search-suggestions__heading">
            {t.authorsGroup}
          </div>
          {authors.map((author) => (
            <Link
              key={author.key}
              {...optionProps(author)}
              to={textSearchHref(search, author.query)}
              aria-label={t.authorOptionLabel(author.query, author.count)}
              className="search-suggestion search-suggestion--author"
            >
              <PersonIcon className="search-suggestion__icon" />
              <span className="search-suggestion__title">
                <Highlighted text={author.label} query={text} />
              </span>
              <span className="search-suggestion__count">{t.authorProducts(author.count)}</span>
            </Link>
          ))}
        </div>
      )}
      {products.length > 0 && (
        <div role="group" aria-labelledby={`${groupIdPrefix}-products`} className="search-suggestions__group">
          <div role="presentation" id={`${groupIdPrefix}-products`} className="search-suggestions__heading">
            {t.productsGroup}
          </div>
          {products.map((product) => {
            const platform = t.platforms[product.platform];
            return (
              <Link
                key={product.key}
                {...optionProps(product)}
                to={productHref(product, search)}
                aria-label={t.productOptionLabel({
                  title: product.fullTitle,
                  authors: product.authors,
                  isbn13: product.isbn13,
                  platform,
                })}
                className="search-suggestion search-suggestion--product"
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
                    <Highlighted text={product.title} query={text} />
                    {/* the same title in another format: the platform tells them apart */}
                    {product.sharesTitle && <span className="search-suggestion__format">{platform}</span>}
                  </span>
                  {product.authors && (
                    <span className="search-suggestion__authors">
                      <Highlighted text={product.authors} query={text} />
                    </span>
                  )}
                  <span className="search-suggestion__meta">
                    {product.isbn13 && <span>{t.isbn(product.isbn13)}</span>}
                    {!product.sharesTitle && <span className="search-suggestion__platform">{platform}</span>}
                  </span>
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
        >
          <span>{t.viewAll}</span>
          <SearchIcon className="search-suggestion__icon" />
        </Link>
      )}
    </>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
