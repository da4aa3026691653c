// Coming back online is announced by the window's 'online' event, which TanStack Query's
// onlineManager waits for. Firefox does not send it to a page that was loaded while offline
// (firefox-esr 153: navigator.onLine turns true without an event), so such a page would show
// its held prices and disabled actions until reloaded. A look at two flags every few seconds
// catches the silent return.
import { onlineManager } from '@tanstack/react-query';

export const ONLINE_CHECK_MS = 3000;

export function watchOnlineReturn(
  manager: Pick<typeof onlineManager, 'isOnline' | 'setOnline'> = onlineManager,
  browserOnline: () => boolean = () => navigator.onLine,
): () => void {
  const timer = setInterval(() => {
    if (!manager.isOnline() && browserOnline()) manager.setOnline(true);
  }, ONLINE_CHECK_MS);
  return () => clearInterval(timer);
}
