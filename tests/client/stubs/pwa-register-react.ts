// Test stand-in for vite-plugin-pwa's virtual module: no service worker in jsdom. Tests set
// pwaStub's fields to start with an update waiting or the app ready offline.
import { useState } from 'react';

export const pwaStub = { needRefresh: false, offlineReady: false };

export function useRegisterSW() {
  const needRefresh = useState(pwaStub.needRefresh);
  const offlineReady = useState(pwaStub.offlineReady);
  return { needRefresh, offlineReady, updateServiceWorker: async () => {} };
}
