// The profile button and its 'My account' menu (spec §2 "Shared header", §4 account menu).
// A disclosure (button + list of links and buttons), not an ARIA menu: it holds a heading,
// and the keyboard contract is the spec's own:
// - Down on the button opens the menu and focuses the first entry (admin entry if admin,
//   else account settings); admins also get 'Insights' (ours: /insights) after it;
// - Tab or Down moves to the next entry, Up (and Shift+Tab) to the previous one;
// - from Sign out, Down or Tab returns to the profile button (and Up from the first entry);
// - Escape closes, returns focus to the button and reports closed; an outside click closes;
//   choosing an entry closes. Every change of open state is reported through onToggle.
// Tab pressed on the profile button while the menu is open closes the menu and lets the
// browser move on, so the Tab cycle above can never trap keyboard users (WCAG 2.1.2).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { messages } from '../../lib/messages/messages';
import type { EnvironmentAddresses } from '../../lib/config/environments';
import { fullNameOf, initialsOf, type PersonName } from '../../domain/session/user';
import { accountEntryKey } from '../../domain/shell/menu-keys';

const t = messages.header;

export interface AccountMenuProps {
  user: PersonName;
  isAdmin: boolean;
  addresses: EnvironmentAddresses;
  onAccountSettings?: (accountSettingsUrl: string) => void;
  onLogout?: () => void;
  onToggle?: (open: boolean) => void;
  /** In-app navigation (the router's), for the Insights entry; without it the link loads the page. */
  onNavigate?: (href: string) => void;
}

export const INSIGHTS_HREF = '/insights';

export function AccountMenu({
  user,
  isAdmin,
  addresses,
  onAccountSettings,
  onLogout,
  onToggle,
  onNavigate,
}: AccountMenuProps) {
  const { open, change, rootRef, buttonRef, listRef, onButtonKeyDown, entry } = useAccountMenu(onToggle);
  const menuId = useId();
  const titleId = useId();
  const initials = initialsOf(user);
  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label={t.profileLabel(initials, fullNameOf(user))}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => change(!open)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="account-menu__initials" aria-hidden="true">
          {initials}
        </span>
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open} aria-labelledby={titleId} role="group">
        <h2 id={titleId} className="account-menu__title">
          {t.myAccount}
        </h2>
        <ul ref={listRef} className="account-menu__list">
          {isAdmin && (
            <li>
              <a {...entry()} href={addresses.adminDashboard}>
                {t.adminDashboard}
              </a>
            </li>
          )}
          {isAdmin && (
            <li>
              <a
                {...entry((event) => {
                  if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onNavigate(INSIGHTS_HREF);
                })}
                href={INSIGHTS_HREF}
              >
                {t.insights}
              </a>
            </li>
          )}
          <li>
            <button {...entry(() => onAccountSettings?.(addresses.accountSettings))} type="button">
              {t.accountSettings}
            </button>
          </li>
          <li>
            <button {...entry(() => onLogout?.())} type="button">
              {t.signOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The menu's open state (every change reported through onToggle) and its keys and outside click. */
function useAccountMenu(onToggle: ((open: boolean) => void) | undefined) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function change(next: boolean, sync?: boolean) {
    if (next === open) return;
    if (sync) flushSync(() => setOpen(next));
    else setOpen(next);
    onToggle?.(next);
  }

  // spec §4: outside click closes.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent | MouseEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        onToggle?.(false);
      }
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onToggle]);

  const entries = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-account-entry]') ?? []);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      change(true, true);
      entries()[0]?.focus();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      change(false);
    } else if (event.key === 'Tab' && open) {
      // no preventDefault: close first, then the browser moves focus past the hidden menu
      change(false, true);
    }
  }

  function onEntryKeyDown(event: KeyboardEvent<HTMLElement>) {
    const list = entries();
    const to = accountEntryKey(event.key, event.shiftKey, list.indexOf(event.currentTarget), list.length);
    if (to === null) return;
    event.preventDefault();
    if (to === 'close') change(false);
    (to === 'close' || to < 0 ? buttonRef.current : list[to])?.focus();
  }

  // Every entry is reached by the menu's keys and closes the menu when chosen.
  const entry = (onClick?: (event: ReactMouseEvent<HTMLElement>) => void) => ({
    'data-account-entry': '',
    className: 'account-menu__entry',
    onKeyDown: onEntryKeyDown,
    onClick: (event: ReactMouseEvent<HTMLElement>) => {
      change(false);
      onClick?.(event);
    },
  });

  return { open, change, rootRef, buttonRef, listRef, onButtonKeyDown, entry };
}
