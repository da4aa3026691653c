/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): precaches the app shell, answers
// navigations from the network first (the server's page, drawn whole, with its status) and,
// offline or after a few seconds without an answer, from the shell, so every route works offline;
// and keeps cover images in a runtime cache. API data is kept offline by the TanStack Query
// persister (IndexedDB), not here.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { LOCALE_SHELL_CACHE, localeShellPath, splitLocalePath } from '../contract/locales';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// Registered before Workbox's router (precacheAndRoute adds it): see clearCovers below.
self.addEventListener('fetch', keepTrackOfCoverWork);

precacheAndRoute(self.__WB_MANIFEST);
// Old builds' precaches go once this one activates.
cleanupOutdatedCaches();
// The first worker controls the page that installed it, so lazy files and covers fetched in
// that first visit are cached already. (An update still waits: it activates only on
// SKIP_WAITING, after the user chose Reload.)
clientsClaim();

// The server owns /api/* and the stand-in console (/console/*, e.g. invitation pages at
// /console/enrollment/{code}); the SPA fallback must never answer them.
const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/console(\/|$)/];

// A navigation asks the server first: its page arrives drawn (or as the route's shell, with the
// page's head and status). Without navigation preload: with it, Firefox (153 ESR) failed every
// navigation offline (NS_ERROR_OFFLINE) instead of letting the worker answer. The
// server's HTML is not kept: it is every visitor's anonymous page of that moment, and offline the
// shell draws the visitor's own from IndexedDB (their prices, their session) instead.
//
// Offline, on a server error (5xx), or with no answer in NAVIGATION_TIMEOUT_SECONDS (a connection
// that drops everything): the shell. A page in another locale opens from that locale's page,
// drawn in its words, once a visit in that locale has kept it (src/lib/locale/catalogue-keeper.ts);
// else from index.html, en-us's words until the app draws. Each new worker empties the kept
// ones: they name this build's files.
const NAVIGATION_TIMEOUT_SECONDS = 4;
const fromNetwork = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
const indexHtml = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const answer = await fromNetwork.handle(options);
        // A server that fails (5xx: a restart, shedding load) still has the shell's offline page.
        if (answer.status < 500) return answer;
      } catch {
        // offline, or no answer in time
      }
      const { locale } = splitLocalePath(new URL(options.request.url).pathname);
      const kept = locale
        ? await caches.open(LOCALE_SHELL_CACHE).then((cache) => cache.match(localeShellPath(locale)))
        : undefined;
      return kept ?? indexHtml(options);
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(LOCALE_SHELL_CACHE)));

// Covers are immutable per product id: serve from cache, refresh rarely. (Workbox caches only
// 200 responses when no plugin says otherwise.)
const coversExpiration = new ExpirationPlugin({
  maxEntries: 300,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  purgeOnQuotaError: true,
});
const isCover = (url: URL, request: Request) =>
  request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/covers/');
registerRoute(
  ({ url, request }) => isCover(url, request),
  new CacheFirst({ cacheName: 'covers', plugins: [coversExpiration] }),
);

// The work each cover request goes on doing after its answer: the cache write and the
// expiration record (written after a hit too, outside the strategy's own promise). Everything
// Workbox does for a request is passed to its event's waitUntil, so that is where it is counted.
const coverWork = new Set<Promise<unknown>>();
function keepTrackOfCoverWork(event: FetchEvent): void {
  if (!isCover(new URL(event.request.url), event.request)) return;
  const extend = event.waitUntil.bind(event);
  event.waitUntil = (promise: Promise<unknown>) => {
    const tracked = Promise.resolve(promise).catch(() => undefined);
    coverWork.add(tracked);
    void tracked.then(() => coverWork.delete(tracked));
    extend(promise);
  };
}

// A kiosk's reset forgets the covers seen (they say what the last person looked at). A cover the
// page being left had asked for can still be on its way into the cache (under load, seconds
// later): emptied before it lands, the cache and its record would keep it. So the requests under
// way finish first (a few rounds at most: the page asking now is the next person's).
async function clearCovers(): Promise<void> {
  for (let round = 0; round < 5 && coverWork.size > 0; round++) await Promise.all([...coverWork]);
  await coversExpiration.deleteCacheAndMetadata();
}

// Hashed build files left out of the precache (lazy extras: field metrics, kiosk, QR code, and
// the barcode scanner — its dialog, the ZXing ponyfill and its 1.1 MB .wasm, too big
// for the precache): kept on first use, so a kiosk, a consenting user or someone who scanned once
// has them offline afterwards. Their names change with their content, so cache-first is always
// right; the bound keeps old builds' files few. Precached files never reach this route (the
// precache route answers them first); source maps are never kept.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    !url.pathname.endsWith('.map'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Updates wait for the user's word (the reload prompt posts SKIP_WAITING). A kiosk's reset
// asks to forget the covers seen: the cache and its expiration records, once the requests under
// way have landed (clearCovers; src/lib/offline/worker-caches.ts); the answer goes back on the
// given port.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CLEAR_PERSONAL_CACHES') {
    const reply = () => event.ports[0]?.postMessage('cleared');
    event.waitUntil(clearCovers().then(reply, reply));
  }
});
