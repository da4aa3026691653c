// Test stand-in for vite-plugin-pwa's virtual module: no service worker in jsdom. Tests set
// pwaStub's fields to start with an update waiting or the app ready offline.
import { useState } from 'react';

/** `registered`: how many times a component asked to register the worker (mounted the hook). */
export const pwaStub = { needRefresh: false, offlineReady: false, registered: 0 };

export function useRegisterSW() {
  useState(() => (pwaStub.registered += 1));
  const needRefresh = useState(pwaStub.needRefresh);
  const offlineReady = useState(pwaStub.offlineReady);
  return { needRefresh, offlineReady, updateServiceWorker: async () => {} };
}
