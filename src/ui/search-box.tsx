// The search field of spec §2 "Search bar": label and placeholder, search and clear buttons.
// It only reports the submitted text; the caller decides where it goes. (The autocomplete
// dropdown belongs to the search issue and will wrap or extend this field.)
import { useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../lib/messages';
import { checkSearchText, SEARCH_TEXT_MAX } from '../domain/search-text';
import { CloseIcon, SearchIcon } from './icons';
import './search-box.css';

const t = messages.searchBar;

export interface SearchBoxProps {
  initialValue?: string;
  /** Called with the trimmed text (possibly empty: spec §4, an empty submit clears the search). */
  onSearch: (text: string) => void;
  /** Take the focus when the surrounding dialog opens (mobile search view). */
  focusOnOpen?: boolean;
  size?: 'regular' | 'large';
  className?: string;
}

export function SearchBox({ initialValue = '', onSearch, focusOnOpen, size = 'regular', className }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const [tooShort, setTooShort] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkSearchText(value);
    if (check === 'too-short') {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onSearch(value.trim());
  }

  return (
    <form
      role="search"
      className={`search-box search-box--${size}${className ? ` ${className}` : ''}`}
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
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t.label}
          value={value}
          data-autofocus={focusOnOpen ? '' : undefined}
          aria-describedby={tooShort ? hintId : undefined}
          aria-invalid={tooShort || undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (tooShort) setTooShort(false);
          }}
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
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        )}
        <button type="submit" className="search-box__submit" title={t.submit} aria-label={t.submit}>
          <SearchIcon />
        </button>
      </div>
      {tooShort && (
        <p id={hintId} className="search-box__hint" role="status">
          {t.tooShort}
        </p>
      )}
    </form>
  );
}
