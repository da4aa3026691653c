// The hamburger subject menu 'Browse your subject' (spec §2 "Shared header"): categories and
// their primary disciplines in three columns. A disclosure: Escape and outside clicks close it,
// choosing a subject closes it.
import { useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { messages } from '../../lib/messages/messages';
import { MenuIcon, CloseIcon } from '../../ui/icons';
import { appLocale } from '../../lib/locale/locale';
import { localePath } from '../../../contract/locales';

const t = messages.header;

export interface SubjectMenuLink {
  code: string;
  name: string;
  href: string;
}

export interface SubjectMenuCategory extends SubjectMenuLink {
  disciplines: SubjectMenuLink[];
}

export interface SubjectMenuProps {
  categories: SubjectMenuCategory[];
  /** In-app navigation; without it the links load the page normally. */
  onNavigate?: (href: string) => void;
}

export function SubjectMenu({ categories, onNavigate }: SubjectMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  useDismiss(open, setOpen, rootRef, buttonRef);

  function choose(event: MouseEvent<HTMLAnchorElement>, href: string) {
    setOpen(false);
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  }

  return (
    <div className="subject-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__icon-button subject-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.browseYourSubject}
        title={t.browseYourSubject}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {/* Without script the button opens nothing (header.css hides it then): home is the same
          list, 'Browse your subject', so such a browser gets a link to it instead. */}
      <noscript>
        <a
          className="site-header__icon-button"
          href={localePath(appLocale, '/')}
          aria-label={t.browseYourSubject}
          title={t.browseYourSubject}
        >
          <MenuIcon />
        </a>
      </noscript>
      {/* The links are drawn only while the menu is open: closed, its hundreds of nodes would
          cost every page's first render for nothing. The panel itself stays, so
          the button's aria-controls always names an element. */}
      <div id={panelId} className="subject-menu__panel" hidden={!open} role="region" aria-labelledby={titleId}>
        {open && (
          <div className="subject-menu__inner">
            <h2 id={titleId} className="subject-menu__title">
              {t.browseYourSubject}
            </h2>
            <ul className="subject-menu__columns">
              {categories.map((category) => (
                <li key={category.code} className="subject-menu__category">
                  <a
                    className="subject-menu__category-link"
                    href={category.href}
                    onClick={(e) => choose(e, category.href)}
                  >
                    {category.name}
                  </a>
                  {category.disciplines.length > 0 && (
                    <ul className="subject-menu__disciplines">
                      {category.disciplines.map((discipline) => (
                        <li key={discipline.code}>
                          <a href={discipline.href} onClick={(e) => choose(e, discipline.href)}>
                            {discipline.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/** Open, a press outside the menu closes it, and so does Escape (the focus back on the button). */
function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  rootRef: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    function onMouseDown(event: globalThis.MouseEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen, rootRef, buttonRef]);
}
