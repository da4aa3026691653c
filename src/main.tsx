import './app/start-react';
import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Location } from 'react-router';
import { AppProviders } from './app/providers';
import { HYDRATED_EVENT } from './app/hydration-signal';
import { createAppNavigation } from './app/app-navigation';
import { AppRouter } from './app/app-router';
import { AppRoutes, prefetchRoute } from './app/routes';
import { startFieldMetrics } from './app/field-metrics';
import { createQueryClient } from './lib/storage/query-client';
import { watchOnlineReturn } from './lib/offline/online-return';
import { startInstallWatch } from './lib/offline/install';
import { afterLoadAndIdle, yieldToMain } from './lib/scheduling/idle-work';
import { registerPersonalDataClear } from './lib/storage/personal-data';
import { clearViewed } from './lib/product/recently-viewed';
import { clearWorkerCaches } from './lib/offline/worker-caches';
import { browserSessionRuntime, createSessionService } from './lib/session/session-service';
import { appLocale, inPageLocale, routerLocation, settleLocaleAddress } from './lib/locale/locale';
import { loadPageCatalogue } from './lib/messages/catalogues';
import './app/styles.css';

// Before the router reads the address: an old address (no locale) becomes the same page under
// the page's locale, and <html lang> follows it.
settleLocaleAddress(appLocale);

// The page's words: its locale's catalogue chunk, which the page's HTML lists beside the app's
// (so it is already on its way), awaited before the first render.
const catalogueLoaded = loadPageCatalogue(appLocale);

// Before the first render: the browser's install offer can come at once.
startInstallWatch();

const queryClient = createQueryClient();
// The answers the server drew this page from (server/plugins/static-pwa.ts): put in the cache
// below, in a task of their own before the first render.
const serverAnswers = document.getElementById('page-state')?.textContent;
watchOnlineReturn();
// The device's list of viewed products, and the covers the worker cached, are forgotten on a
// kiosk's reset (src/lib/storage/personal-data).
registerPersonalDataClear(() => clearViewed(queryClient));
registerPersonalDataClear(() => clearWorkerCaches());
// Each navigation starts its route's data before React renders it (routes.tsx). The first
// page's starts in a task of its own, below: matching the route table the first time is work
// the app's evaluation need not carry.
let firstLocation: Location | null = null;
// The route table has no locale: it is the router's basename.
const navigation = createAppNavigation(undefined, (location) => {
  if (firstLocation === null) firstLocation = location;
  else void prefetchRoute(queryClient, routerLocation(location));
});

// The one session service: sign-in and sign-out navigate inside the single-page app, and
// sign-out clears this query client.
const session = createSessionService({
  queryClient,
  runtime: browserSessionRuntime({
    navigate: (to) => navigation.navigate(inPageLocale(to)),
    load: (url) => window.location.assign(inPageLocale(url)),
  }),
});
// Recent searches are the device's: a kiosk reset clears them, an ordinary sign-out keeps them
// ("recent searches in kiosk mode").
// Imported when the clear runs, so the list's rules stay out of the entry.
registerPersonalDataClear(
  async () => (await import('./lib/search/recent-searches')).clearRecentSearches(queryClient),
  'device',
);
// Spec §4: the session loads the user (and retries for LMS tokens) before screens need it. On a
// page the server drew (for nobody), once React has taken it over: the visitor's own parts (their
// name, institutions, prices) are then drawn as changes, where before they made the first render
// differ from the server's page, and React threw that part away to draw it again.
// Two tasks later: the signal comes from the take-over's last effects, and the persisted answers'
// restore starts a task after it (providers.tsx); each was one more part of one long task.
const startSession = async () => {
  await yieldToMain();
  await yieldToMain();
  await session.start();
};
if (serverAnswers) document.addEventListener(HYDRATED_EVENT, () => void startSession(), { once: true });
else void session.start();

const root = document.getElementById('root');
if (root) {
  // After the app's modules have run, each in a task of its own: the server's answers, the first
  // page's data, then React DOM's root (its listeners, its scheduler) and the render. Together
  // with the modules' evaluation they were one task that no input could cut on a slow phone.
  void (async () => {
    await yieldToMain();
    // So the first render draws the same page as the server's rather than its skeleton. Newer
    // answers the persisted cache restores win (hydrate keeps the newer of two).
    if (serverAnswers) hydrate(queryClient, JSON.parse(serverAnswers));
    await yieldToMain();
    if (firstLocation) void prefetchRoute(queryClient, routerLocation(firstLocation));
    await yieldToMain();
    // A locale's catalogue that cannot be fetched (offline, never used on this device) leaves
    // the page in en-us's words (catalogues.ts). Without any, no string can be drawn: the
    // prerendered page stays, as when the app's own chunks cannot load.
    await catalogueLoaded;
    const page = (
      <StrictMode>
        <AppProviders queryClient={queryClient} session={session} restoreBeside={Boolean(serverAnswers)}>
          <AppRouter navigation={navigation} basename={`/${appLocale}`}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>
    );
    // A page the server rendered (its answers beside it) is taken over where it stands: React
    // attaches to the server's markup, keeping what the visitor typed and replaying presses made
    // while it works. In a transition, so it works in slices that yield to input: outside one,
    // React 19 hydrates at its default lane, which renders the whole tree in one task. A part
    // that differs (the visitor's own: signed in, cookies chosen) is drawn again by the browser,
    // and reported as an error (the end-to-end tests fail on one). Any other page (the service
    // worker's shell, an LMS launch) is drawn by the browser, in a transition too: the
    // prerendered shell stays on screen meanwhile, so nothing is blank while it works.
    if (serverAnswers) {
      startTransition(() => {
        hydrateRoot(root, page);
      });
    } else {
      const app = createRoot(root);
      startTransition(() => app.render(page));
    }
  })();
}

// Core Web Vitals from the field, only with analytics consent (a lazy chunk). After
// load and idle: web-vitals reads buffered entries, so it loses nothing by starting late, and its
// observers and the consent check stay out of the first screen's tasks.
afterLoadAndIdle(() => startFieldMetrics());
// Another locale's words, kept by the service worker for offline use (catalogue-keeper.ts).
if (appLocale !== 'en-us') afterLoadAndIdle(() => void import('./lib/locale/catalogue-keeper'));
