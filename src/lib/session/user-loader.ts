// spec §4 "Roles derive after user load": loads the user of the stored session and turns the
// answer into the session's state: success; a refused LMS token reported and the user loaded
// without it; no session; the user service failing; offline, the user this session kept.
import { readStored, writeStored } from '../storage/storage';
import { getUser } from './auth-api';
import { isKeptUser, OFFLINE_USER_KEY, type KeptUser } from './kept-user';
import {
  initialSession,
  isExpired,
  lmsTokenErrorAtom,
  readStoredSession,
  SESSION_IDLE_MS,
  sessionAtom,
  userServiceErrorAtom,
  writeStoredSession,
  type SessionStatus,
} from './session-store';
import type { SessionRuntime, Store } from './session-runtime';

interface UserLoaderOptions {
  store: Store;
  runtime: SessionRuntime;
  endSession: () => void;
  scheduleExpiryCheck: () => void;
}

type StoredSession = NonNullable<ReturnType<typeof readStoredSession>>;

export function createUserLoader({ store, runtime, endSession, scheduleExpiryCheck }: UserLoaderOptions) {
  /** Signed out with the stored session of this tab in hand (its token kept for a retry). */
  const signedOutKeeping = (stored: StoredSession): SessionStatus => {
    store.set(sessionAtom, { ...initialSession, status: 'no-session', token: stored.token, userId: stored.userId });
    return 'no-session';
  };

  async function loadUser(lmsToken: string | null): Promise<SessionStatus> {
    const stored = readStoredSession();
    if (!stored) {
      const current = store.get(sessionAtom);
      if (current.status === 'success') return current.status;
      store.set(sessionAtom, { ...initialSession, status: current.token ? 'no-session' : 'no-token' });
      return store.get(sessionAtom).status;
    }
    if (isExpired(stored.expiresAt, runtime.now())) {
      endSession();
      return 'no-session';
    }
    const result = await getUser(stored.token, stored.userId, lmsToken);
    switch (result.kind) {
      case 'success': {
        const parsed = Date.parse(result.user.credentials.expiresAt);
        const expiresAt = Number.isFinite(parsed) ? parsed : runtime.now() + SESSION_IDLE_MS;
        writeStoredSession({ token: stored.token, userId: stored.userId, expiresAt });
        writeStored(OFFLINE_USER_KEY, { userId: stored.userId, user: result.user } satisfies KeptUser, 'session');
        store.set(userServiceErrorAtom, false);
        store.set(sessionAtom, {
          status: 'success',
          user: result.user,
          token: stored.token,
          userId: stored.userId,
          expiresAt,
        });
        scheduleExpiryCheck();
        return 'success';
      }
      case 'lms-token-refused':
        store.set(lmsTokenErrorAtom, result.message);
        return loadUser(null);
      case 'no-session':
        endSession();
        return 'no-session';
      case 'service-error':
        store.set(userServiceErrorAtom, true);
        return signedOutKeeping(stored);
      case 'offline':
        return keptUser(stored) ? 'success' : signedOutKeeping(stored);
    }
  }

  /** Offline: the user this session already loaded, so the page stays the signed-in one. */
  function keptUser(stored: StoredSession): boolean {
    const kept = readStored(OFFLINE_USER_KEY, isKeptUser, 'session');
    if (!kept || kept.userId !== stored.userId) return false;
    const { token, userId, expiresAt } = stored;
    store.set(sessionAtom, { status: 'success', user: kept.user, token, userId, expiresAt });
    scheduleExpiryCheck();
    return true;
  }

  return loadUser;
}
