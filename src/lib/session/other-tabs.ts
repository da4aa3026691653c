// Another tab signed out (or in): this one follows it, through the storage event of the
// stored session. Returns the function that stops listening.
import { initialSession, readStoredSession, SESSION_STORAGE_KEY, sessionAtom } from './session-store';
import type { Store } from './session-runtime';

export function followOtherTabs(store: Store, loadUser: () => void): (() => void) | null {
  if (typeof window === 'undefined') return null;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredSession();
    const current = store.get(sessionAtom);
    if (!stored && current.status === 'success') store.set(sessionAtom, initialSession);
    else if (stored && current.status !== 'success') loadUser();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
