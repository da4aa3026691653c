// Asking for a module costs the main thread about 0.6 ms on a fast desktop, 4-7 ms on a low-tier
// phone, whether by a modulepreload link or an import (docs/performance.md). The search page's
// start asks for some 27: added in one task, that was a 120-350 ms task on such a phone, with
// input waiting behind it. Added a few per task, the same requests leave room for a tap between.
import { yieldToMain } from './idle-work';

/**
 * How long one task goes on adding links: a fast desktop adds several in it, a low-tier phone
 * one (each link is more than this there). A fixed three a task was 12-16 ms of a fast host's
 * main thread, which Lighthouse's simulation of such a phone multiplies into 80-95 ms tasks.
 */
export const PRELOAD_TASK_MS = 3;

/**
 * Adds a `<link rel="modulepreload">` for each address, in order: at least one per task, and more
 * while the task has run less than `budgetMs`. Resolves once all are in the document. Vite's
 * preload helper finds these links and does not ask again when the app imports the same modules.
 */
export async function preloadInSlices(
  hrefs: readonly string[],
  budgetMs = PRELOAD_TASK_MS,
  yieldTask: () => Promise<void> = yieldToMain,
  now: () => number = () => performance.now(),
): Promise<void> {
  let next = 0;
  while (next < hrefs.length) {
    if (next > 0) await yieldTask();
    const start = now();
    do {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hrefs[next]!;
      document.head.append(link);
      next += 1;
    } while (next < hrefs.length && now() - start < budgetMs);
  }
}
