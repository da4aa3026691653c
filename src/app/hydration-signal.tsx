// Tells the page's boot (src/boot.ts) that the app has taken over the server's page: drawn in
// the main boundary after the route's screen, so its effect runs once the screen itself is live.
// The boot then makes again the presses it held meanwhile, and the session starts (main.tsx).
// Both listen once: a kiosk's reset, which draws the screen anew, sends it again to no one.
import { useEffect } from 'react';

/** The event the boot listens for (src/boot.ts HYDRATED_EVENT: the boot imports nothing). */
export const HYDRATED_EVENT = 'exchange:hydrated';

export function HydrationSignal() {
  useEffect(() => {
    // Also on the page, for whoever looks later (a test that must not go offline before it).
    document.documentElement.dataset.live = '';
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
