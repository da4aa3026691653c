// The page frame: skip link, header, the current screen, footer, and the app-wide overlays
// (mobile search view, cookie consent, update prompt).
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useAtom, useSetAtom } from '../lib/app-jotai';
import { appConfig } from '../lib/config';
import { consentPanelOpenAtom } from '../lib/consent';
import { messages } from '../lib/messages';
import { mobileSearchOpenAtom } from '../lib/ui-state';
import { useTextSearch } from '../lib/use-text-search';
import { Header } from '../features/header/header';
import { Footer } from '../features/footer/footer';
import { ConsentBanner } from '../features/consent/consent-banner';
import { ConsentSettingsPanel } from '../features/consent/consent-settings-panel';
import { OfflineBanner } from '../features/offline/offline-banner';
import { ReloadPrompt } from '../features/offline/reload-prompt';
import { MobileSearchView } from '../widgets/search-box/mobile-search-view';
import { SearchBox } from '../widgets/search-box/search-box';
import { PageFallback } from './page-fallback';
import type { RouteHandle } from './routes';
import { useHeaderProps } from './use-header-props';

export const MAIN_ID = 'main';

export function AppLayout() {
  const location = useLocation();
  const matches = useMatches();
  const showSearchBar = matches.some((m) => (m.handle as RouteHandle | undefined)?.searchBar);
  const headerProps = useHeaderProps();
  const onSearch = useTextSearch();
  const [mobileSearchOpen, setMobileSearchOpen] = useAtom(mobileSearchOpenAtom);
  const openConsentPanel = useSetAtom(consentPanelOpenAtom);
  const query = new URLSearchParams(location.search).get('q') ?? '';

  useFocusMainOnNavigation(location.pathname);

  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {messages.app.skipToMain}
      </a>
      <Header
        {...headerProps}
        searchBar={showSearchBar ? <SearchBox key={query} initialValue={query} onSearch={onSearch} /> : undefined}
      />
      <OfflineBanner />
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {/* spec §2: the footer is hidden in the mobile search view */}
      {!mobileSearchOpen && (
        <Footer
          oneTrustEnabled={appConfig.cookieConsentEnabled}
          handlers={{ onCookieSettings: () => openConsentPanel(true) }}
        />
      )}
      <MobileSearchView
        open={mobileSearchOpen}
        initialValue={query}
        onSearch={onSearch}
        onClose={() => setMobileSearchOpen(false)}
      />
      {appConfig.cookieConsentEnabled && (
        <>
          <ConsentBanner />
          <ConsentSettingsPanel />
        </>
      )}
      <ReloadPrompt />
      <ScrollRestoration />
    </>
  );
}

/** After an in-app navigation, focus moves to the new page so screen readers start there. */
function useFocusMainOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
