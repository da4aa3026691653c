// Test stand-in for vite-plugin-pwa's virtual module: no service worker in jsdom. Tests set
// pwaStub's fields to start with an update waiting or the app ready offline.

/** `registered`: how many times the app asked to register the worker. */
export const pwaStub = { needRefresh: false, offlineReady: false, registered: 0 };

interface RegisterOptions {
  immediate?: boolean;
  onNeedRefresh?: () => void;
  onOfflineReady?: () => void;
}

export function registerSW(options: RegisterOptions = {}) {
  pwaStub.registered += 1;
  if (pwaStub.needRefresh) options.onNeedRefresh?.();
  if (pwaStub.offlineReady) options.onOfflineReady?.();
  return async (_reloadPage?: boolean) => {};
}
