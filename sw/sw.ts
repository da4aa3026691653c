/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): precaches the app shell, answers
// navigations with index.html so every route works offline, and keeps cover images in a
// runtime cache. API data is kept offline by the TanStack Query persister (IndexedDB), not here.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The server owns /api/* and the stand-in console (/console/*, e.g. invitation pages at
// /console/enrollment/{code}); the SPA fallback must never answer them.
const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/console(\/|$)/];

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

// Covers are immutable per product id: serve from cache, refresh rarely. (Workbox caches only
// 200 responses when no plugin says otherwise.)
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/covers/'),
  new CacheFirst({
    cacheName: 'covers',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// The barcode scanner (issue 14) loads on first use and is kept then, for offline use: its
// dialog chunk, the ZXing ponyfill and the reader's .wasm (1.1 MB, too big for the precache).
// Built assets have hashed names, so a cached copy never goes stale. Precached assets never
// reach this route (the precache route answers them first).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    !url.pathname.endsWith('.map'),
  new CacheFirst({
    cacheName: 'scanner',
    plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  }),
);

// Updates wait for the user's word (the reload prompt posts SKIP_WAITING).
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});
