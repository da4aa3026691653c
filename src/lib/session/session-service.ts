// The client session's behaviour (spec §4 "Session", §7 auth headers, §9 timings; identity
// issue item 6): the user load, the idle timeout, sign-in and sign-out, cross-tab sync.
//
// createSessionService() is called once, by the app's entry (src/main.tsx), with the query
// client and the router's navigate; components reach it through useSessionService()
// (session-context.tsx). Nothing happens on import: start() registers the auth headers with
// the api client, listens to other tabs and loads the user; dispose() undoes it.
//
// API calls carry `Authorization: Bearer` and `X-User-Id` only in 'success' and while the
// idle timeout has not passed (idle-clock.ts); the user load is user-loader.ts, sign-out
// sign-out.ts; this module wires them to the timers, the other tabs and the api client.
import type { QueryClient } from '@tanstack/react-query';
import { appStore } from '../state/app-jotai';
import { setAuthSource } from '../api/api-client';
import { removeStored } from '../storage/storage';
import type { LoginResponse } from './auth-api';
import { OFFLINE_USER_KEY } from './kept-user';
import { followOtherTabs } from './other-tabs';
import { createIdleClock } from './idle-clock';
import { createUserLoader } from './user-loader';
import { signOut, type SignOutOptions } from './sign-out';
import { browserSessionRuntime, type SessionRuntime, type Store, type TimerHandle } from './session-runtime';
import {
  initialSession,
  LMS_TOKEN_PARAM,
  LOGIN_RELOAD_DELAY_MS,
  readStoredSession,
  SESSION_IDLE_MS,
  SESSION_STORAGE_KEY,
  sessionAtom,
  signInHref,
  USER_RETRY_DELAY_MS,
  writeStoredSession,
  type SessionStatus,
} from './session-store';

export { browserSessionRuntime, type SessionRuntime } from './session-runtime';
export type { SignOutOptions } from './sign-out';

export interface SessionServiceOptions {
  /** Cleared on sign-out: cached answers may hold the previous user's data (spec §4). */
  queryClient: QueryClient;
  runtime?: SessionRuntime;
  store?: Store;
}

export interface SessionService {
  /**
   * Starts the session on page load (spec §4): load the user when a session is stored, and
   * again after 3000 ms when an LMS token is in the URL and no user has loaded yet.
   */
  start(): Promise<SessionStatus>;
  /**
   * Loads the user of the stored session: success, or no-session when it is gone. Refused
   * LMS tokens are reported (lmsTokenErrorAtom) and the user is loaded without one.
   */
  loadUser(lmsToken?: string | null): Promise<SessionStatus>;
  /** spec §7: the credentials for an API call, or null; a call slides the idle timeout. */
  currentAuthHeaders(): { token: string; userId: string } | null;
  /** Keeps the token after a successful sign-in (the page then reloads). */
  storeSession(session: LoginResponse): void;
  signIn(returnUrl: string): void;
  /** Called after sign-in: full page load of the return address after 2 s (spec §4, §9). */
  reloadAfterSignIn(returnPath: string): () => void;
  /**
   * spec §4 logout: revoke the session, clear the stored search and product selections
   * (session keys), the local keys exchange.user.defaultInstitute and
   * exchange.user.lmsInstitute and the query cache, then go to sign-in with a return to the
   * current page without `disc` and `cat`.
   */
  signOut(options?: SignOutOptions): void;
  /** Stops timers and listeners (tests; a second service). */
  dispose(): void;
}

export function createSessionService({
  queryClient,
  runtime = browserSessionRuntime(),
  store = appStore,
}: SessionServiceOptions): SessionService {
  let retryTimer: TimerHandle | null = null;
  let stopListening: (() => void) | null = null;

  function endSession(): void {
    removeStored(SESSION_STORAGE_KEY);
    removeStored(OFFLINE_USER_KEY, 'session');
    store.set(sessionAtom, { ...initialSession, status: 'no-session' });
  }
  const clock = createIdleClock(store, runtime, endSession);
  const load = createUserLoader({ store, runtime, endSession, scheduleExpiryCheck: clock.scheduleExpiryCheck });
  const loadUser = (lmsToken: string | null = lmsTokenFromUrl()) => load(lmsToken);

  function clearTimers(): void {
    if (retryTimer !== null) runtime.clearTimeout(retryTimer);
    retryTimer = null;
    clock.clear();
  }

  function lmsTokenFromUrl(): string | null {
    try {
      return new URLSearchParams(runtime.location().search).get(LMS_TOKEN_PARAM) || null;
    } catch {
      return null;
    }
  }

  async function start(): Promise<SessionStatus> {
    setAuthSource(clock.currentAuthHeaders);
    stopListening ??= followOtherTabs(store, () => void loadUser());
    const lmsToken = lmsTokenFromUrl();
    if (lmsToken) {
      if (retryTimer !== null) runtime.clearTimeout(retryTimer);
      retryTimer = runtime.setTimeout(() => {
        retryTimer = null;
        if (store.get(sessionAtom).status !== 'success') void loadUser(lmsToken);
      }, USER_RETRY_DELAY_MS);
    }
    if (!readStoredSession()) {
      store.set(sessionAtom, initialSession);
      return 'no-token';
    }
    return loadUser(lmsToken);
  }

  return {
    start,
    loadUser,
    currentAuthHeaders: clock.currentAuthHeaders,
    storeSession(session: LoginResponse) {
      const expiresAt = Date.parse(session.expiresAt);
      writeStoredSession({
        token: session.token,
        userId: session.userId,
        expiresAt: Number.isFinite(expiresAt) ? expiresAt : runtime.now() + SESSION_IDLE_MS,
      });
    },
    signIn: (returnUrl) => runtime.navigate(signInHref(returnUrl)),
    reloadAfterSignIn(returnPath) {
      const handle = runtime.setTimeout(() => runtime.load(returnPath), LOGIN_RELOAD_DELAY_MS);
      return () => runtime.clearTimeout(handle);
    },
    signOut: (options) => signOut({ store, runtime, queryClient, clearTimers }, options),
    dispose() {
      clearTimers();
      stopListening?.();
      stopListening = null;
      setAuthSource(() => null);
    },
  };
}
