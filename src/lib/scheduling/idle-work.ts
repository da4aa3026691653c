// Work the first screen does not need (the service worker and its precache, field metrics, the
// dialogs' chunks) waits until the page has loaded and the main thread is idle: on a slow phone
// each of these is a long task that would otherwise stand between a tap and its answer
// (docs/performance.md, "Long tasks").

/** Longest wait for an idle moment once loaded: a page that is never idle still gets its worker. */
export const IDLE_TIMEOUT_MS = 2000;
/** Safari has no requestIdleCallback: this long after 'load' instead. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1000;

export interface IdleHost {
  readonly document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Runs `work` once the page's 'load' has fired and the browser reports an idle moment (at most
 * IDLE_TIMEOUT_MS later). Returns a cancel function.
 */
export function afterLoadAndIdle(work: () => void, host: IdleHost = window as unknown as IdleHost): () => void {
  let cancelIdle = () => undefined as void;
  const whenLoaded = () => {
    if (typeof host.requestIdleCallback === 'function') {
      const id = host.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => host.cancelIdleCallback?.(id);
    } else {
      const id = host.setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
      cancelIdle = () => host.clearTimeout(id);
    }
  };
  if (host.document.readyState === 'complete') whenLoaded();
  else host.addEventListener('load', whenLoaded, { once: true });
  return () => {
    host.removeEventListener('load', whenLoaded);
    cancelIdle();
  };
}

/**
 * Gives the main thread back to the browser (input, paint) between slices of longer work:
 * `scheduler.yield()` where the engine has it (the continuation keeps its priority), else a
 * macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
