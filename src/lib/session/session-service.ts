// The client session's behaviour (spec §4 "Session", §7 auth headers, §9 timings; identity
// issue item 6): the user load, the idle timeout, sign-in and sign-out, cross-tab sync.
//
// createSessionService() is called once, by the app's entry (src/main.tsx), with the query
// client and the router's navigate; components reach it through useSessionService()
// (session-context.tsx). Nothing happens on import: start() registers the auth headers with
// the api client, listens to other tabs and loads the user; dispose() undoes it.
//
// API calls carry `Authorization: Bearer` and `X-User-Id` only in 'success' and while the
// idle timeout (1800 s + 10 s tolerance) has not passed; each call slides the timeout, as
// the server does.
import type { QueryClient } from '@tanstack/react-query';
import { appStore } from '../state/app-jotai';
import { setAuthSource } from '../api/api-client';
import { readStored, removeStored, writeStored } from '../storage/storage';
import { isKiosk } from './kiosk';
import { clearPersonalData } from '../storage/personal-data';
import { DEFAULT_INSTITUTE_KEY, LMS_INSTITUTE_KEY } from '../../domain/session/organisation-choice';
import { getUser, postLogout, type LoginResponse } from './auth-api';
import {
  initialSession,
  isExpired,
  LMS_TOKEN_PARAM,
  LOGIN_RELOAD_DELAY_MS,
  lmsTokenErrorAtom,
  readStoredSession,
  returnUrlWithoutSubject,
  SESSION_IDLE_MS,
  SESSION_SELECTION_PREFIX,
  SESSION_STORAGE_KEY,
  SESSION_TOLERANCE_MS,
  sessionAtom,
  signInHref,
  USER_RETRY_DELAY_MS,
  userServiceErrorAtom,
  writeStoredSession,
  type SessionState,
  type SessionStatus,
  type StoredSession,
} from './session-store';

type TimerHandle = unknown;

/**
 * The loaded user, kept for this browsing session only (sessionStorage) so that a reload while
 * offline still shows the signed-in page, with its last prices marked by their time.
 * Removed on sign-out and whenever the session ends.
 */
const OFFLINE_USER_KEY = 'exchange.session-user';

interface KeptUser {
  userId: string;
  user: NonNullable<SessionState['user']>;
}

function isKeptUser(value: unknown): value is KeptUser {
  const v = value as KeptUser | null;
  return (
    typeof v === 'object' && v !== null && typeof v.userId === 'string' && typeof v.user === 'object' && v.user !== null
  );
}

/** What the service needs from the browser: the seam tests replace. */
export interface SessionRuntime {
  now(): number;
  /** A full page load (used to reload after sign-in). */
  load(url: string): void;
  /** An in-app navigation (the router's navigate). */
  navigate(to: string): void;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  location(): { pathname: string; search: string; hash: string };
}

export function browserSessionRuntime(overrides: Partial<SessionRuntime> = {}): SessionRuntime {
  return {
    now: () => Date.now(),
    load: (url) => window.location.assign(url),
    navigate: (to) => window.location.assign(to),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    location: () => window.location,
    ...overrides,
  };
}

type Store = Pick<typeof appStore, 'get' | 'set'>;

export interface SessionServiceOptions {
  /** Cleared on sign-out: cached answers may hold the previous user's data (spec §4). */
  queryClient: QueryClient;
  runtime?: SessionRuntime;
  store?: Store;
}

export interface SignOutOptions {
  /** Where to go instead of sign-in (the kiosk's reset goes home). */
  navigateTo?: string;
  /** A shared device: forget the device's lists too (recent searches, viewed products). */
  kiosk?: boolean;
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

  const expiry = expiryWatch(runtime, store, endSession);
  const currentAuthHeaders = authHeaderSource(runtime, store, endSession);
  const loadUser = userLoader(runtime, store, endSession, expiry.schedule);

  function clearTimers(): void {
    if (retryTimer !== null) runtime.clearTimeout(retryTimer);
    retryTimer = null;
    expiry.clear();
  }

  async function start(): Promise<SessionStatus> {
    setAuthSource(currentAuthHeaders);
    // Another tab signed out (or in): follow it.
    if (!stopListening && typeof window !== 'undefined') stopListening = followOtherTabs(store, loadUser);
    const lmsToken = lmsTokenFrom(runtime);
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

  function storeSession(session: LoginResponse): void {
    const expiresAt = Date.parse(session.expiresAt);
    writeStoredSession({
      token: session.token,
      userId: session.userId,
      expiresAt: Number.isFinite(expiresAt) ? expiresAt : runtime.now() + SESSION_IDLE_MS,
    });
  }

  function signIn(returnUrl: string): void {
    runtime.navigate(signInHref(returnUrl));
  }

  function reloadAfterSignIn(returnPath: string): () => void {
    const handle = runtime.setTimeout(() => runtime.load(returnPath), LOGIN_RELOAD_DELAY_MS);
    return () => runtime.clearTimeout(handle);
  }

  function signOut(options: SignOutOptions = {}): void {
    clearTimers();
    signOutNow(runtime, store, queryClient, options);
  }

  function dispose(): void {
    clearTimers();
    stopListening?.();
    stopListening = null;
    setAuthSource(() => null);
  }

  return { start, loadUser, currentAuthHeaders, storeSession, signIn, reloadAfterSignIn, signOut, dispose };
}

/** Ends the session in this tab when its idle time runs out without any call. */
function expiryWatch(runtime: SessionRuntime, store: Store, endSession: () => void) {
  let timer: TimerHandle | null = null;
  const clear = () => {
    if (timer !== null) runtime.clearTimeout(timer);
    timer = null;
  };
  const schedule = (): void => {
    clear();
    const { status, expiresAt } = store.get(sessionAtom);
    if (status !== 'success' || typeof expiresAt !== 'number') return;
    const wait = Math.max(0, expiresAt + SESSION_TOLERANCE_MS - runtime.now()) + 50;
    timer = runtime.setTimeout(() => {
      timer = null;
      const current = store.get(sessionAtom);
      if (current.status !== 'success') return;
      if (isExpired(current.expiresAt, runtime.now())) endSession();
      else schedule();
    }, wait);
  };
  return { schedule, clear };
}

/** spec §7: the credentials for an API call, or null; a call slides the idle timeout. */
function authHeaderSource(runtime: SessionRuntime, store: Store, endSession: () => void) {
  let lastPersisted = 0;
  return (): { token: string; userId: string } | null => {
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
      // Persist now and then, not on every call.
      if (now - lastPersisted > 10_000) {
        lastPersisted = now;
        writeStoredSession({ token, userId, expiresAt });
      }
    }
    return { token, userId };
  };
}

function lmsTokenFrom(runtime: SessionRuntime): string | null {
  try {
    return new URLSearchParams(runtime.location().search).get(LMS_TOKEN_PARAM) || null;
  } catch {
    return null;
  }
}

/** Loads the user of the stored session; `keepWatching` restarts the idle clock once one is loaded. */
function userLoader(runtime: SessionRuntime, store: Store, endSession: () => void, keepWatching: () => void) {
  const signedIn = (session: SessionState): SessionStatus => {
    store.set(sessionAtom, session);
    keepWatching();
    return 'success';
  };
  const notLoaded = (stored: StoredSession): SessionStatus => {
    store.set(sessionAtom, { ...initialSession, status: 'no-session', token: stored.token, userId: stored.userId });
    return 'no-session';
  };

  async function loadUser(lmsToken: string | null = lmsTokenFrom(runtime)): Promise<SessionStatus> {
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
    const { token, userId } = stored;
    const result = await getUser(token, userId, lmsToken);
    switch (result.kind) {
      case 'success': {
        const parsed = Date.parse(result.user.credentials.expiresAt);
        const expiresAt = Number.isFinite(parsed) ? parsed : runtime.now() + SESSION_IDLE_MS;
        writeStoredSession({ token, userId, expiresAt });
        writeStored(OFFLINE_USER_KEY, { userId, user: result.user } satisfies KeptUser, 'session');
        store.set(userServiceErrorAtom, false);
        return signedIn({ status: 'success', user: result.user, token, userId, expiresAt });
      }
      case 'lms-token-refused':
        store.set(lmsTokenErrorAtom, result.message);
        return loadUser(null);
      case 'no-session':
        endSession();
        return 'no-session';
      case 'service-error':
        store.set(userServiceErrorAtom, true);
        return notLoaded(stored);
      case 'offline': {
        // Offline: the user this session already loaded, so the page stays the signed-in one.
        const kept = readStored(OFFLINE_USER_KEY, isKeptUser, 'session');
        if (kept && kept.userId === userId) {
          return signedIn({ status: 'success', user: kept.user, token, userId, expiresAt: stored.expiresAt });
        }
        return notLoaded(stored);
      }
    }
  }
  return loadUser;
}

/** Another tab signed out (or in): follow it. Returns the way to stop listening. */
function followOtherTabs(store: Store, loadUser: () => Promise<SessionStatus>): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredSession();
    const current = store.get(sessionAtom);
    if (!stored && current.status === 'success') store.set(sessionAtom, initialSession);
    else if (stored && current.status !== 'success') void loadUser();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** spec §4 logout (see SessionService.signOut), once the service's timers are stopped. */
function signOutNow(runtime: SessionRuntime, store: Store, queryClient: QueryClient, options: SignOutOptions): void {
  const { token } = store.get(sessionAtom);
  const revoke = token ?? readStoredSession()?.token;
  if (revoke) postLogout(revoke);
  removeStored(SESSION_STORAGE_KEY);
  removeStored(OFFLINE_USER_KEY, 'session');
  removeStored(DEFAULT_INSTITUTE_KEY);
  removeStored(LMS_INSTITUTE_KEY);
  clearSessionSelections();
  store.set(userServiceErrorAtom, false);
  store.set(lmsTokenErrorAtom, null);
  store.set(sessionAtom, initialSession);
  let returnUrl = '/';
  try {
    returnUrl = returnUrlWithoutSubject(runtime.location());
  } catch {
    // no location (not a browser): back to the home page
  }
  runtime.navigate(options.navigateTo ?? signInHref(returnUrl));
  // Cached answers may hold per-user data (prices, the user); clearing the cache also
  // clears its persisted copy. After the navigation, so the page being left does not
  // refetch what it showed.
  queryClient.clear();
  // The persisted copy at once, and the stores registered as personal (src/lib/storage/personal-data).
  void clearPersonalData({ kiosk: options.kiosk ?? isKiosk() });
}

function clearSessionSelections(): void {
  try {
    const storage = window.sessionStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SESSION_SELECTION_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored either
  }
}
