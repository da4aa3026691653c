// spec §7, §9: API calls carry the credentials only while the idle timeout (1800 s + 10 s
// tolerance) has not passed; each call slides it, as the server does. A timer ends the session
// in this tab when the time runs out without any call.
import { isExpired, SESSION_IDLE_MS, SESSION_TOLERANCE_MS, sessionAtom, writeStoredSession } from './session-store';
import type { SessionRuntime, Store, TimerHandle } from './session-runtime';

/** How often, at most, a slid timeout is written to storage (not on every call). */
const PERSIST_EVERY_MS = 10_000;

export function createIdleClock(store: Store, runtime: SessionRuntime, endSession: () => void) {
  let lastPersisted = 0;
  let expiryTimer: TimerHandle | null = null;

  function clear(): void {
    if (expiryTimer !== null) runtime.clearTimeout(expiryTimer);
    expiryTimer = null;
  }

  function scheduleExpiryCheck(): void {
    clear();
    const { status, expiresAt } = store.get(sessionAtom);
    if (status !== 'success' || typeof expiresAt !== 'number') return;
    const wait = Math.max(0, expiresAt + SESSION_TOLERANCE_MS - runtime.now()) + 50;
    expiryTimer = runtime.setTimeout(() => {
      expiryTimer = null;
      const current = store.get(sessionAtom);
      if (current.status !== 'success') return;
      if (isExpired(current.expiresAt, runtime.now())) endSession();
      else scheduleExpiryCheck();
    }, wait);
  }

  function currentAuthHeaders(): { token: string; userId: string } | null {
    const session = store.get(sessionAtom);
    const { status, token, userId } = session;
    if (status !== 'success' || !token || !userId) return null;
    const now = runtime.now();
    if (isExpired(session.expiresAt, now)) {
      endSession();
      return null;
    }
    if (typeof session.expiresAt === 'number') {
      const expiresAt = now + SESSION_IDLE_MS;
      store.set(sessionAtom, { ...session, expiresAt });
      if (now - lastPersisted > PERSIST_EVERY_MS) {
        lastPersisted = now;
        writeStoredSession({ token, userId, expiresAt });
      }
    }
    return { token, userId };
  }

  return { scheduleExpiryCheck, currentAuthHeaders, clear };
}
