// Asks the service worker (sw/sw.ts) to forget the covers it cached: on a shared device they
// tell what the last person looked at. Resolves when the worker says so, or after a short wait
// (no worker, an old one): the reset must never hang on it.
export function clearWorkerCaches(timeoutMs = 3000): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, timeoutMs);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CLEAR_PERSONAL_CACHES' }, [channel.port2]);
  });
}
