// Another locale's catalogue chunks are fetched before the service worker controls the page (it
// registers after load and idle), so its runtime cache never saw them: fetched once more through
// the worker, they are kept, and the page opens in its language offline too. Not precached (the
// file name puts it with the catalogues): a device that never leaves en-us never loads it. It
// runs as it loads (src/main.tsx imports it after load and idle, on a page in another locale).
async function keepCatalogues(): Promise<void> {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  await worker.ready;
  if (!worker.controller) await new Promise((resolve) => worker.addEventListener('controllerchange', resolve, { once: true }));
  const chunks = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\/assets\/catalogue-[^/]+\.js$/.test(url));
  await Promise.all(chunks.map((url) => fetch(url).catch(() => undefined)));
}

void keepCatalogues();
export {};
