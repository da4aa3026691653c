// The page frame: skip link, header, the current screen, footer, and the app-wide overlays
// (mobile search view, cookie consent, update prompt).
import { lazy, Suspense, use, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { HydrationSignal } from './hydration-signal';
import { useAtom, useAtomValue, useSetAtom } from '../lib/state/app-jotai';
import { appConfig } from '../lib/config/config';
import { consentPanelOpenAtom } from '../lib/analytics/consent';
import { messages } from '../lib/messages/messages';
import { isKiosk } from '../lib/session/kiosk';
import { useOnDevice } from '../lib/hooks/use-hydrated';
import { useLoadedAndIdle } from '../lib/hooks/use-loaded-and-idle';
import { afterLoadAndIdle } from '../lib/scheduling/idle-work';
import { disciplinesQueryOptions } from '../lib/api/disciplines';
import { appLocale } from '../lib/locale/locale';
import { kioskResetEpochAtom, mobileSearchOpenAtom } from '../lib/state/ui-state';
import { useTextSearch } from '../lib/search/use-text-search';
import { Header } from '../features/header/header';
import { Footer } from '../features/footer/footer';
import { ConsentBanner } from '../features/consent/consent-banner';
import { OfflineBanner } from '../features/offline/offline-banner';
import { SearchBox } from '../widgets/search-box/search-box';
import { IsbnSearchContext } from '../widgets/barcode-scan/isbn-search-context';
import { MAIN_ID } from './main-id';
import { PageFallback } from './page-fallback';
import { useScrollRestoration } from './app-router';
import { RouteHandleContext } from './route-handle';
import { useHeaderProps } from './use-header-props';

export { MAIN_ID };

// Out of the entry until needed (size budgets): the two dialogs load when opened
// (their Dialog returns the focus to the opener when it unmounts), and the service-worker
// update prompt once the page has loaded and is idle (useLoadedAndIdle).
const loadConsentPanel = () => import('../features/consent/consent-settings-panel');
const loadMobileSearchView = () => import('../widgets/search-box/mobile-search-view');
const ConsentSettingsPanel = lazy(() => loadConsentPanel().then((m) => ({ default: m.ConsentSettingsPanel })));
const MobileSearchView = lazy(() => loadMobileSearchView().then((m) => ({ default: m.MobileSearchView })));

/**
 * Fetch the dialogs' chunks once the page has loaded and is idle, so opening one doesn't wait on
 * the network. Not before 'load': on a slow phone they would share the line with what the page
 * is still fetching (the screen's chunk, its data, its pictures).
 */
function usePreloadDialogs() {
  useEffect(
    () => afterLoadAndIdle(() => void Promise.all([loadMobileSearchView(), loadConsentPanel()]).catch(() => undefined)),
    [],
  );
}

/**
 * The whole subject tree, kept once the page has loaded and is idle: pages draw from its outline
 * (a server's page carries only that), while the offline search by subject names and the names of
 * secondary disciplines read the whole tree, which must be on the device before it goes offline.
 * Asked at most once an hour (its freshness); not at all when the outline was fetched here (the
 * browser keeps the whole tree it came from).
 */
function useKeepSubjectTree(queryClient: QueryClient) {
  useEffect(
    () => afterLoadAndIdle(() => void queryClient.prefetchQuery(disciplinesQueryOptions(appLocale))),
    [queryClient],
  );
}

/**
 * The update prompt, mounted once the page has loaded and the main thread is idle: it
 * registers the service worker, whose install precaches ~600 kB and whose registration and
 * workbox-window run on the main thread; before, they were long tasks among the first screen's.
 */
function ReloadPromptWhenIdle() {
  // Its own state: the layout (header, footer, the screen's props) is not drawn again for it. As
  // the layout's state it made one render of the whole layout, in a task of 260 ms on a low-tier
  // phone, just after a server-drawn page had been taken over.
  return useLoadedAndIdle() && <ReloadPrompt />;
}
// Kiosk mode loads only on a kiosk. Not precached: should its file be missing
// offline, the page goes on without it rather than failing.
const KioskMode = lazy((): Promise<{ default: (props: { queryClient: QueryClient }) => ReactNode }> =>
  import('../features/kiosk/kiosk-mode').catch(() => ({ default: () => null })),
);
// Not precached (kept on first use, like the rest): offline, when its file cannot load, the
// page goes on without the button.
const InstallButton = lazy((): Promise<{ default: () => ReactNode }> =>
  import('../features/offline/install-button').catch(() => ({ default: () => null })),
);
// The footer's language and region chooser: below the fold, so out of the first render's code.
// Not precached: offline another locale's words are not on the device anyway (they are kept
// once used); when its file cannot load, the footer goes on without it.
const LocaleChooser = lazy((): Promise<{ default: () => ReactNode }> =>
  import('../features/footer/locale-chooser')
    .then((m) => ({ default: m.LocaleChooser }))
    .catch(() => ({ default: () => null })),
);
// Not precached (offline there is no update to offer): when its file cannot load, nothing shows.
const ReloadPrompt = lazy((): Promise<{ default: () => ReactNode }> =>
  import('../features/offline/reload-prompt')
    .then((m) => ({ default: m.ReloadPrompt }))
    .catch(() => ({ default: () => null })),
);

/**
 * The header with its inputs, in a component of its own: what changes them (the subjects'
 * arrival, the session) draws the header again, not the layout. Drawn again while React is
 * still taking the server's page over, the layout handed its boundaries new children, which
 * React then took over at once, in one task (270 ms on a low-tier phone), not in slices.
 */
function PageHeader({ searchBar }: { searchBar: ReactNode }) {
  return <Header {...useHeaderProps()} searchBar={searchBar} />;
}

export function AppLayout() {
  const location = useLocation();
  const route = use(RouteHandleContext);
  const showSearchBar = Boolean(route.searchBar);
  const Fallback = route.Fallback ?? PageFallback;
  const onSearch = useTextSearch();
  const [mobileSearchOpen, setMobileSearchOpen] = useAtom(mobileSearchOpenAtom);
  const openConsentPanel = useSetAtom(consentPanelOpenAtom);
  const consentPanelOpen = useAtomValue(consentPanelOpenAtom);
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const resetEpoch = useAtomValue(kioskResetEpochAtom);
  // What only the device knows (a kiosk's flag is in this tab's storage): after React has taken
  // the server's page over, which was drawn for no kiosk (elsewhere the layout is not drawn again).
  const kiosk = useOnDevice(isKiosk, false);
  const queryClient = useQueryClient();

  useFocusMainOnNavigation(location.pathname);
  useScrollRestoration();
  usePreloadDialogs();
  useKeepSubjectTree(queryClient);
  // The screen's boundary, the same element from one of the layout's renders to the next: while
  // React takes over the server's page, a boundary still waiting for its screen's code that is
  // handed new props is drawn again by the browser instead (the server's elements replaced, what
  // was typed lost), and the layout renders again for its own reasons (a kiosk, the idle timer).
  const screen = useMemo(
    () => (
      <Suspense fallback={<Fallback />}>
        <Outlet key={resetEpoch} />
        <HydrationSignal />
      </Suspense>
    ),
    [Fallback, resetEpoch],
  );
  // The same element from render to render, for the same reason as the screen's: handed anew
  // while its code is still coming, the server's chooser was replaced, and a choice made in it lost.
  const localeChooser = useMemo(
    () => (
      <Suspense fallback={<div className="site-footer__locale" aria-hidden="true" />}>
        <LocaleChooser />
      </Suspense>
    ),
    [],
  );
  // The scanner's ISBN search is the search feature's code: handed down, loaded lazily.
  const isbnSearch = useCallback(
    (isbn13: string, search: string) =>
      import('../features/search/isbn-search').then((m) => m.isbnSearchHref(queryClient, isbn13, search)),
    [queryClient],
  );

  return (
    <IsbnSearchContext value={isbnSearch}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {messages.app.skipToMain}
      </a>
      <PageHeader
        searchBar={
          showSearchBar ? (
            // Drawn anew by a kiosk's reset only: a new search updates the box's text itself,
            // keeping what the reader typed after sending it (SearchBox).
            <SearchBox key={resetEpoch} initialValue={query} onSearch={onSearch} />
          ) : undefined
        }
      />
      <OfflineBanner />
      {!kiosk && (
        <Suspense fallback={null}>
          <InstallButton />
        </Suspense>
      )}
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        {screen}
      </main>
      {/* spec §2: the footer is hidden in the mobile search view */}
      {!mobileSearchOpen && (
        <Footer
          // A kiosk's consent is configured (src/lib/session/kiosk.ts): no passer-by changes it for the next.
          oneTrustEnabled={appConfig.cookieConsentEnabled && !kiosk}
          handlers={{ onCookieSettings: () => openConsentPanel(true) }}
          localeChooser={localeChooser}
        />
      )}
      {/* A boundary each: one loading its chunk hides everything in its boundary, and an open
          dialog hidden so is closed (its page no longer inert) until it shows again. */}
      <Suspense fallback={null}>
        {mobileSearchOpen && (
          <MobileSearchView open initialValue={query} onSearch={onSearch} onClose={() => setMobileSearchOpen(false)} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {appConfig.cookieConsentEnabled && !kiosk && consentPanelOpen && <ConsentSettingsPanel />}
      </Suspense>
      <Suspense fallback={null}>
        <ReloadPromptWhenIdle />
      </Suspense>
      <Suspense fallback={null}>{kiosk && <KioskMode queryClient={queryClient} />}</Suspense>
      {appConfig.cookieConsentEnabled && !kiosk && <ConsentBanner />}
    </IsbnSearchContext>
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
