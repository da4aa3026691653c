// The shared header (spec §2 "Shared header", §3 "Header/footer inputs", §4 account menu),
// self-contained: everything it needs comes in as props, so it could be published on its own.
import { lazy, Suspense, type ComponentType, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { messages } from '../../lib/messages/messages';
import { DEFAULT_ENVIRONMENT, environmentAddresses, type EnvironmentName } from '../../lib/config/environments';
import type { PersonName } from '../../domain/session/user';
import { activateLinkOnSpace } from '../../ui/keyboard';
import { BellIcon, HelpIcon, SearchIcon } from '../../ui/icons';
import type { SubjectMenuCategory, SubjectMenuProps } from './subject-menu';
import { Logo } from './logo';
import { usePageOrigin } from '../../lib/config/page-origin';
import './header.css';

// Only a signed-in visitor has the menu: its code loads after the page has come alive, not in
// every visitor's entry (the server's page is an anonymous visitor's).
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

export const HEADER_VERSION = '1.2.2'; // spec §9

// The subject menu is shown only once its data (the discipline list) has arrived, so its code
// can come then too, out of the entry every page downloads first (size budgets).
// Drawn once the subjects arrive, which can be the moment the device goes offline: should its
// file then fail to load, the header goes on without the menu rather than the page failing.
const SubjectMenu = lazy((): Promise<{ default: ComponentType<SubjectMenuProps> }> =>
  import('./subject-menu').then(
    (m) => ({ default: m.SubjectMenu }),
    () => ({ default: () => null }),
  ),
);

const t = messages.header;

export interface HeaderHandlers {
  /** Given: the logo link goes nowhere and calls this instead of opening the console home. */
  onLogoClick?: () => void;
  onSignIn?: () => void;
  onLogout?: () => void;
  /** Called with the environment's account settings address. */
  onAccountSettings?: (accountSettingsUrl: string) => void;
  /** Reports every open/close of the 'My account' menu (spec §4). */
  onMenuToggle?: (open: boolean) => void;
  onHelp?: () => void;
  /** Under 992px the search slot turns into a button that opens the mobile search view. */
  onMobileSearchOpen?: () => void;
  /** In-app navigation for the subject menu links. */
  onNavigate?: (href: string) => void;
}

export interface HeaderProps {
  signedIn: boolean;
  user?: PersonName | null;
  /** spec §2: a fixed or static banner, fixed when position is fixed. */
  position?: 'fixed' | 'static';
  env?: EnvironmentName;
  isHelpVisible?: boolean;
  isAdmin?: boolean;
  /** Inline styles for the banner, e.g. `{ '--site-header-bg': '#123' }`. */
  styles?: CSSProperties;
  handlers?: HeaderHandlers;
  /** The search bar, on the pages that show one (spec §2). */
  searchBar?: ReactNode;
  /** Data of the 'Browse your subject' menu; without it the menu is not shown. */
  subjectCategories?: SubjectMenuCategory[];
}

// long-function: one declarative list of the banner's parts in their order; split into parts it
// measured 0.18 kB more in the entry every route loads first, with the precache at its 600 kB budget.
export function Header({
  signedIn,
  user,
  position = 'static',
  env = DEFAULT_ENVIRONMENT,
  isHelpVisible = false,
  isAdmin = false,
  styles,
  handlers = {},
  searchBar,
  subjectCategories,
}: HeaderProps) {
  const addresses = environmentAddresses(env, usePageOrigin());
  const { onLogoClick } = handlers;

  function logoClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!onLogoClick) return;
    event.preventDefault();
    onLogoClick();
  }

  return (
    <>
      <header className={`site-header site-header--${position}`} style={styles} data-version={HEADER_VERSION}>
        <div className="site-header__inner">
          {subjectCategories && subjectCategories.length > 0 && (
            <Suspense fallback={null}>
              <SubjectMenu categories={subjectCategories} onNavigate={handlers.onNavigate} />
            </Suspense>
          )}
          {/* spec §2: with a logo-click handler the link goes nowhere and calls it (the host
              app routes itself), so it stays a link rather than becoming a button */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          <a
            className="site-header__logo"
            href={onLogoClick ? '#' : addresses.consoleHome}
            aria-label={t.logo}
            onClick={logoClick}
            onKeyDown={activateLinkOnSpace}
          >
            <Logo />
          </a>
          {searchBar && <div className="site-header__search">{searchBar}</div>}
          <div className="site-header__actions">
            {searchBar && (
              <button
                type="button"
                className="site-header__icon-button site-header__search-toggle"
                aria-label={t.openSearch}
                title={t.openSearch}
                onClick={handlers.onMobileSearchOpen}
              >
                <SearchIcon />
              </button>
            )}
            {signedIn && (
              // A placeholder for the notification bell (spec §2): shown, not yet interactive.
              <span className="site-header__bell" data-testid="notification-bell" aria-hidden="true">
                <BellIcon />
              </span>
            )}
            {isHelpVisible && (
              <button
                type="button"
                className="site-header__icon-button"
                aria-label={t.help}
                title={t.help}
                onClick={handlers.onHelp}
              >
                <HelpIcon />
              </button>
            )}
            {signedIn && user ? (
              <Suspense fallback={<span className="account-menu" />}>
                <AccountMenu
                  user={user}
                  isAdmin={isAdmin}
                  addresses={addresses}
                  onAccountSettings={handlers.onAccountSettings}
                  onLogout={handlers.onLogout}
                  onToggle={handlers.onMenuToggle}
                  onNavigate={handlers.onNavigate}
                />
              </Suspense>
            ) : (
              <button type="button" className="site-header__sign-in" onClick={handlers.onSignIn}>
                {t.signIn}
              </button>
            )}
          </div>
        </div>
      </header>
      {/* keeps the page below a fixed banner */}
      {position === 'fixed' && <div className="site-header__spacer" aria-hidden="true" />}
    </>
  );
}
