// Tells the page's boot (src/boot.ts) that the app has taken over the server's page: drawn in
// the main boundary after the route's screen, so its effect runs once the screen itself is live.
// The boot then makes again the presses it held meanwhile.
import { useEffect } from 'react';

/** The event the boot listens for (src/boot.ts HYDRATED_EVENT: the boot imports nothing). */
const HYDRATED_EVENT = 'exchange:hydrated';

let sent = false;

/** Runs `callback` once the app has taken over the server's page (at once if it has). */
export function afterHydration(callback: () => void): void {
  if (sent) callback();
  else document.addEventListener(HYDRATED_EVENT, callback, { once: true });
}

export function HydrationSignal() {
  useEffect(() => {
    if (sent) return;
    sent = true;
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
