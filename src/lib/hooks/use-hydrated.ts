import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over the server's page (it reads the server's value then) and on the
 * server itself; true from the render after, and at once in a page the browser draws alone.
 * For what only the device knows (its stored choices): drawn after the page has come alive, so
 * the server's HTML, the same for everyone, is what the browser's first render draws too.
 */
export function useHydrated(): boolean {
  return useOnDevice(() => true, false);
}

/**
 * `read()`'s answer on the device, `server` while React takes the server's page over. Drawn
 * again (synchronously) only where the two differ.
 */
export function useOnDevice<T>(read: () => T, server: T): T {
  return useSyncExternalStore(never, read, () => server);
}
