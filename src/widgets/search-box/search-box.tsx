// The search field of spec §2 "Search bar": label and placeholder, search and clear buttons,
// and the autocomplete dropdown (author suggestions, product suggestions, 'View all').
// It reports the submitted text (and a chosen author) through onSearch; the caller decides
// where that goes. Product suggestions are links to the product page.
//
// Accessibility: the WAI-ARIA 1.2 combobox pattern with a listbox popup. The input keeps
// the focus (role combobox, aria-expanded, aria-controls, aria-activedescendant); the
// options are grouped (Recent searches, Authors, Products) with 'View all' last. Each option
// that leads somewhere is also a real link (<a role="option">, allowed by ARIA in HTML), so a
// pointer can open it in a new tab.
//
// Without script (the server's HTML before the app has started, or a browser without
// JavaScript) it is a plain GET form: `action` is the page locale's results page (the router's
// basename, `useHref`) and the field is the `q` the results page reads, so Enter or the search
// button load `/{locale}/search?q=…`. With script, onSubmit keeps the search in the app.
//
// Size: the field, its buttons and the submit are here, in the entry; the
// dropdown (search-dropdown.tsx: recent searches, suggestions, their keys) is a lazy chunk
// fetched on the first focus or key. The text lives here, so nothing typed meanwhile is lost
// and Enter searches before the chunk arrives.
//
// Hand-written rather than a combobox library, measured (esbuild, minified, React external, a
// bare grouped combobox with each): Downshift 9.5 adds 43.3 kB raw / 13.7 kB gzip, React Aria
// (@react-aria/combobox 3.16 with listbox and stately) 137.4 / 40.1 kB, Ariakit 0.4.40 126.3 /
// 44.6 kB, against 8.0 kB raw / 3.1 kB gzip for this dropdown's whole chunk. In the entry
// (with the field) any of them breaks the home page's 120 kB gzip budget (118.5 used); in the
// lazy chunk the precache's 600 kB (599.6 used). The pattern's behaviour is pinned by
// tests/client/search-box.test.tsx and e2e/autocomplete.spec.ts instead.
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHref } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { PAGE_PARAMS } from '../../../contract/params';
import { checkSearchText, cutText, SEARCH_TEXT_MAX } from '../../../contract/search-text';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import type { DropdownHandle, DropdownState } from './search-dropdown';
import './search-box.css';

const loadDropdown = () => import('./search-dropdown');
const SearchDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.SearchDropdown })));

const CLOSED: DropdownState = { expanded: false, activeId: undefined, liveMessage: '' };

const t = messages.searchBar;

// The scan button and its dialog load after the page (the entry does not grow).
const ScanButton = lazy(() => import('../barcode-scan/scan-button'));

export interface SearchBoxProps {
  initialValue?: string;
  /** Called with the trimmed text (possibly empty: spec §4, an empty submit clears the search). */
  onSearch: (text: string) => void;
  /** A product or a recent search is taking the user to a page (the mobile search view closes). */
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
  const box = useSearchBox(initialValue, onSearch);
  const { value, tooShort, dropdown } = box;
  const inputId = useId();
  const hintId = useId();
  const listboxId = useId();
  const action = useHref('/search');

  return (
    <form
      role="search"
      method="get"
      action={action}
      className={`search-box search-box--${size} search-box--suggestions-${suggestionsLayout}${className ? ` ${className}` : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        box.submitText(value);
      }}
      noValidate
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t.label}
      </label>
      <div className="search-box__field">
        <input
          {...box.inputProps}
          id={inputId}
          name={PAGE_PARAMS.query}
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
          aria-expanded={dropdown.expanded}
          aria-controls={listboxId}
          aria-activedescendant={dropdown.activeId}
        />
        {value !== '' && (
          <button type="button" className="search-box__clear" title={t.clear} aria-label={t.clear} onClick={box.clear}>
            <CloseIcon />
          </button>
        )}
        <Suspense fallback={null}>
          <ScanButton onSearch={box.submitText} onProductChosen={onProductChosen} />
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
      <Listbox id={listboxId} expanded={dropdown.expanded}>
        {box.dropdownWanted && (
          <Suspense fallback={null}>
            <SearchDropdown {...box.dropdownProps} listboxId={listboxId} onLeave={onProductChosen} />
          </Suspense>
        )}
      </Listbox>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {dropdown.liveMessage}
      </div>
    </form>
  );
}

/** The field's text and its checks, and the lazy dropdown it wakes and talks to. */
function useSearchBox(initialValue: string, onSearch: (text: string) => void) {
  const [value, setValue] = useState(initialValue);
  const [tooShort, setTooShort] = useState(false);
  // Edits of the box, counted: the dropdown waits 300 ms after the last one (spec §9).
  const [edits, setEdits] = useState(0);
  const link = useDropdownLink();
  const { handle } = link;
  const inputRef = useRef<HTMLInputElement>(null);
  // A new text (chosen, cleared) takes the too-short hint away.
  const setText = (text: string) => {
    setValue(text);
    setTooShort(false);
  };

  // The page's search (the URL's q) is shown when it changes, except the one this box sent: the
  // box said it already, and what the reader typed since stands. The results of a search arrive
  // some time after its address (a transition, src/app/app-router.tsx); the box used to be drawn
  // anew then, so a box emptied meanwhile showed the old text again and Enter searched it
  // (issue 41, e2e/clean-network.spec.ts). Back, a link, an author: not sent here, so shown.
  const [sent, setSent] = useState<string | null>(null);
  const [shownQuery, setShownQuery] = useState(initialValue);
  if (initialValue !== shownQuery) {
    setShownQuery(initialValue);
    if (initialValue === sent) setSent(null);
    else setText(initialValue);
  }
  // A text equal to the page's search changes no address: nothing to wait for.
  const sending = (text: string) => setSent(text === initialValue ? null : text);

  /** A submitted text, typed or scanned (a scanned ISBN takes this same path). */
  function submitText(text: string) {
    handle.current?.close();
    const check = checkSearchText(text);
    if (check === 'too-short') {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    sending(text.trim());
    onSearch(text.trim());
  }

  /** A text the dropdown chose (an author, 'View all'): it fills the box and is searched. */
  function searchChosen(query: string) {
    setText(query);
    sending(query);
    onSearch(query);
  }

  const inputProps = {
    ref: inputRef,
    ...fieldEvents(link, value, setText, (typed) => {
      // spec §5: at most 100 characters, counted in code points as the API counts them
      // (an input's maxLength counts UTF-16 units, which would stop at 50 emoji).
      setValue(cutText(typed, SEARCH_TEXT_MAX));
      setEdits((n) => n + 1);
      if (tooShort) setTooShort(false);
    }),
  };

  const dropdownProps = {
    ref: handle,
    value,
    edits,
    // The user is in the field when the chunk arrives: open what they asked for (an empty box's
    // recent searches, or suggestions for what they typed).
    startOpen: () =>
      document.activeElement === inputRef.current && (edits > 0 || (inputRef.current?.value.trim() ?? '') === ''),
    onState: link.onState,
    onSearchText: searchChosen,
  };

  return {
    value,
    tooShort,
    dropdown: link.state,
    dropdownWanted: link.wanted,
    inputProps,
    dropdownProps,
    submitText,
    clear: () => {
      setText('');
      handle.current?.close();
      inputRef.current?.focus();
    },
  };
}

/** The lazy dropdown: whether its chunk is wanted yet, what it reports, and its handle. */
function useDropdownLink() {
  // Wanted from the first focus or key; until it renders, the field works alone.
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<DropdownState>(CLOSED);
  const handle = useRef<DropdownHandle>(null);
  const onState = useCallback((next: DropdownState) => {
    setState((current) =>
      current.expanded === next.expanded &&
      current.activeId === next.activeId &&
      current.liveMessage === next.liveMessage
        ? current
        : next,
    );
  }, []);
  const wake = () => {
    if (!wanted) setWanted(true);
  };
  return { wanted, state, handle, onState, wake };
}

/** The popup the field controls; the dropdown renders its options into it. */
function Listbox({ id, expanded, children }: { id: string; expanded: boolean; children: ReactNode }) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t.suggestionsLabel}
      className="search-suggestions"
      hidden={!expanded}
      tabIndex={-1}
      // A press on the list must not take the focus from the field (which would close it).
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </div>
  );
}

/** The field's events the dropdown hears of: focus, typing, keys and leaving. */
function fieldEvents(
  link: ReturnType<typeof useDropdownLink>,
  value: string,
  setText: (text: string) => void,
  typed: (text: string) => void,
) {
  const { handle, wake } = link;
  return {
    onFocus: () => {
      wake();
      handle.current?.onFocus();
    },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      typed(e.target.value);
      wake();
      handle.current?.onEdit();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.nativeEvent.isComposing) return;
      wake();
      if (handle.current?.onKeyDown(event)) return;
      // Escape with the dropdown closed clears the field, as native search fields do; one more
      // reaches whatever surrounds the field (a dialog).
      if (event.key === 'Escape' && value !== '') {
        event.preventDefault();
        event.stopPropagation();
        setText('');
      }
    },
    // Leaving the field closes the list (Tab, or a press outside it: the list itself
    // keeps the focus in the field, see onMouseDown on the listbox).
    onBlur: () => handle.current?.close(),
  };
}
