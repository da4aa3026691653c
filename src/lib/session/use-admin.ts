// Who may see the admin pages (insights, learning, imports), as those pages ask it.
import { useAtomValue } from '../state/app-jotai';
import { useHydrated } from '../hooks/use-hydrated';
import { isAdminUser } from '../../domain/session/user';
import { readStoredSession, sessionAtom, signedInUserAtom, userServiceErrorAtom } from './session-store';
import type { SessionUser } from './session-types';

export interface AdminView {
  /**
   * 'pending': not known yet. While React takes over a page the server drew (for nobody: it says
   * nothing of the visitor, and the first render must draw what it drew), and while a stored
   * session loads. Then 'admin', or 'other' (signed out, or not an admin).
   */
  status: 'pending' | 'admin' | 'other';
  user: SessionUser | null;
}

export function useAdmin(): AdminView {
  const hydrated = useHydrated();
  const user = useAtomValue(signedInUserAtom);
  const session = useAtomValue(sessionAtom);
  const userServiceError = useAtomValue(userServiceErrorAtom);
  if (!hydrated) return { status: 'pending', user: null };
  if (user !== null && isAdminUser(user)) return { status: 'admin', user };
  // A stored session not loaded yet (or not asked for yet: see main.tsx) is not a 'no'.
  const loading = session.status !== 'success' && !userServiceError && readStoredSession() !== null;
  return { status: loading ? 'pending' : 'other', user };
}
