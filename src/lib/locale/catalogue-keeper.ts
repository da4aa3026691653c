// Another locale's catalogue chunks are fetched before the service worker controls the page (it
// registers after load and idle), so its runtime cache never saw them: fetched once more through
// the worker, they are kept, and the page opens in its language offline too. So is the locale's
// page drawn in its words (shells/{locale}.html), which the worker then opens the locale's pages
// from. Not precached (the file name puts it with the catalogues): a device that never leaves
// en-us never loads it. It runs as it loads (src/main.tsx imports it after load and idle, on a
// page in another locale).
import { LOCALE_SHELL_CACHE, localeShellPath } from '../../../contract/locales';
import { appLocale } from './locale';

async function keepCatalogues(): Promise<void> {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  await worker.ready;
  if (!worker.controller) await new Promise((resolve) => worker.addEventListener('controllerchange', resolve, { once: true }));
  const chunks = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\/assets\/catalogue-[^/]+\.js$/.test(url));
  await Promise.all([...chunks.map((url) => fetch(url).catch(() => undefined)), keepShell()]);
}

/** The locale's page, into the cache the worker reads (after the worker is in control: a new one empties it). */
async function keepShell(): Promise<void> {
  const shell = localeShellPath(appLocale);
  try {
    const answer = await fetch(shell);
    if (answer.ok) await (await caches.open(LOCALE_SHELL_CACHE)).put(shell, answer);
  } catch {
    // offline, or no Cache API: the worker opens the page from index.html
  }
}

void keepCatalogues();
export {};
