// Asking for a module costs the main thread about 0.6 ms on a fast desktop, 4-7 ms on a low-tier
// phone, whether by a modulepreload link or an import (docs/performance.md). The search page's
// start asks for some 27: added in one task, that was a 120-350 ms task on such a phone, with
// input waiting behind it. Added a few per task, the same requests leave room for a tap between.
import { yieldToMain } from './idle-work';

/** Links added per task: about 35 ms of a low-tier phone's main thread. */
export const PRELOADS_PER_TASK = 3;

/**
 * Adds a `<link rel="modulepreload">` for each address, in order, PRELOADS_PER_TASK per task.
 * Resolves once all are in the document. Vite's preload helper finds these links and does not
 * ask again when the app imports the same modules.
 */
export async function preloadInSlices(
  hrefs: readonly string[],
  perTask = PRELOADS_PER_TASK,
  yieldTask: () => Promise<void> = yieldToMain,
): Promise<void> {
  for (let start = 0; start < hrefs.length; start += perTask) {
    if (start > 0) await yieldTask();
    for (const href of hrefs.slice(start, start + perTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}
