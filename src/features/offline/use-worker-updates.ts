// The service worker's registration and the two pieces of news it brings (an update waiting,
// the app ready offline). vite-plugin-pwa's own React hook registers inside a useState
// initialiser, which runs again for every render React starts and throws away (a concurrent
// render that restarts, StrictMode's second render), so one page could register twice. Here
// registration happens in an effect, which runs only for the render React commits, and the
// ref keeps StrictMode's replayed effect from registering a second time.
import { useEffect, useRef, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';

/** 'Reload to update' reloads after this long even if the new worker has not taken over. */
const RELOAD_ANYWAY_MS = 3000;

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

export function useWorkerUpdates() {
  const [needRefresh, setNeedRefresh] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  const update = useRef<UpdateServiceWorker | null>(null);

  useEffect(() => {
    if (update.current) return;
    update.current = registerSW({
      immediate: true,
      onNeedRefresh: () => setNeedRefresh(true),
      onOfflineReady: () => setOfflineReady(true),
    });
  }, []);

  return {
    needRefresh,
    setNeedRefresh,
    offlineReady,
    setOfflineReady,
    updateServiceWorker: (reloadPage?: boolean) => {
      // vite-plugin-pwa reloads only a page that had a worker when it registered: on the visit
      // that installed the first worker, 'Reload to update' activated the new one and stayed on
      // the old page's code.
      // Chromium may also keep the new worker waiting after it was told to skip (seen in about one
      // update in five in offline.spec): a page loaded again lets it take over.
      if (reloadPage) {
        const reload = () => window.location.reload();
        navigator.serviceWorker?.addEventListener('controllerchange', reload, { once: true });
        window.setTimeout(reload, RELOAD_ANYWAY_MS);
      }
      return update.current?.(reloadPage) ?? Promise.resolve();
    },
  };
}
