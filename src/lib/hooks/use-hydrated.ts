import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};
const zero = () => 0;

/**
 * False while React takes over the server's page (it reads the server's value then) and on the
 * server itself; true from the render after, and at once in a page the browser draws alone.
 * For what only the device knows (its stored choices): drawn after the page has come alive, so
 * the server's HTML, the same for everyone, is what the browser's first render draws too.
 */
export function useHydrated(): boolean {
  return useOnDevice(() => true, false);
}

// Set when React asks for the server's snapshot, which it does in a render that takes over the
// server's page (or is the server's own) and in no other. Read at once after the asking render's
// call: renders do not interleave inside one hook.
let serverSnapshotAsked = false;
const askedForServer = () => {
  serverSnapshotAsked = true;
  return 0;
};
const startProbe = () => {
  serverSnapshotAsked = false;
};
const probeAnswer = () => serverSnapshotAsked;

/**
 * Whether this render of the calling component is React's take-over of the server's page (or
 * the server's own render). Both snapshots are the same, so asking never makes React draw the
 * component again.
 */
function useTakingOver(): boolean {
  startProbe();
  useSyncExternalStore(never, zero, askedForServer);
  return probeAnswer();
}

/**
 * `read()`'s answer on the device, `server` while React takes the server's page over. Drawn
 * again only where the two differ, and then in a transition: a store whose server snapshot
 * differs (useSyncExternalStore) is drawn again synchronously, in one task no input can cut,
 * and on a phone a few such parts (a page that reads the width, the description) made the
 * longest task after the take-over. `subscribe` tells of later changes, drawn at once.
 */
export function useOnDevice<T>(read: () => T, server: T, subscribe: (onChange: () => void) => () => void = never): T {
  const takingOver = useTakingOver();
  const [value, setValue] = useState(() => (takingOver ? server : read()));
  useEffect(() => {
    const device = read();
    if (!Object.is(device, value)) startTransition(() => setValue(() => device));
    return subscribe(() => setValue(() => read()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once the part is on the page; later changes come by subscribe
  }, [subscribe]);
  return value;
}
