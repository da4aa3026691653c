// The client session (spec §4 "Session", §7 auth headers, §9 timings; identity issue item 6).
//
// States (spec §4): 'no-token' (nothing stored), 'no-session' (a token is stored or was, but
// there is no valid session with a loaded user: expired, revoked, not loaded yet),
// 'success' (valid session, user loaded). API calls carry `Authorization: Bearer` and
// `X-User-Id` only in 'success' and while the idle timeout (1800 s + 10 s tolerance) has not
// passed; each call slides the timeout, as the server does.
//
// The token lives in localStorage (`exchange.session`) so it survives the reload after
// sign-in and is shared by tabs; it is an opaque random string the server stores hashed.
import { atom, appStore } from '../app-jotai';
import { setAuthSource } from '../api-client';
import { readStored, removeStored, writeStored } from '../storage';
import { DEFAULT_INSTITUTE_KEY, LMS_INSTITUTE_KEY } from '../../domain/organisation-choice';
import type { User, UserOrganisation } from '../../../contract/wire';
import { getUser, postLogout, type LoginResponse } from './auth-api';

/** spec §4: no token, no session, success. */
export type SessionStatus = 'no-token' | 'no-session' | 'success';

/** spec §3 User and its organisations: the wire shapes of GET /api/user (contract/wire.ts). */
export type SessionOrganization = UserOrganisation;
export type SessionUser = User;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  userId: string | null;
  /** When the session ends unless used (ms since the epoch); unknown: not checked. */
  expiresAt?: number | null;
}

export const initialSession: SessionState = { status: 'no-token', user: null, token: null, userId: null };

export const sessionAtom = atom<SessionState>(initialSession);

/** Signed in means a valid session with a loaded user. */
export const signedInUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'success' ? session.user : null;
});

/** spec §8 user service error ('Due to a system error…'): the user load failed with a 5xx. */
export const userServiceErrorAtom = atom(false);

/** The server refused the LMS integration token; its message names the problem. */
export const lmsTokenErrorAtom = atom<string | null>(null);

// --- constants (spec §9) -----------------------------------------------------------------

export const SESSION_IDLE_MS = 1800 * 1000;
export const SESSION_TOLERANCE_MS = 10 * 1000;
export const LOGIN_RELOAD_DELAY_MS = 2000;
export const USER_RETRY_DELAY_MS = 3000;

/** localStorage key of the stored session. */
export const SESSION_STORAGE_KEY = 'exchange.session';
/**
 * sessionStorage keys starting with this prefix are the spec's stored search and product
 * selections (platform, sort, show filter, layout, base related products); sign-out
 * clears them all.
 */
export const SESSION_SELECTION_PREFIX = 'exchange.';
/** The URL parameter of the LMS integration token (spec §1). */
export const LMS_TOKEN_PARAM = 'integration_context_token';

/** What the module needs from the browser; tests replace parts of it. */
export const sessionRuntime = {
  now: (): number => Date.now(),
  /** A full page load (used to reload after sign-in). */
  load: (url: string): void => window.location.assign(url),
  setTimeout: (fn: () => void, ms: number): unknown => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle: unknown): void => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  location: (): { pathname: string; search: string; hash: string } => window.location,
};

// --- stored token ------------------------------------------------------------------------

interface StoredSession {
  token: string;
  userId: string;
  expiresAt: number;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.userId === 'string' &&
    v.userId !== '' &&
    typeof v.expiresAt === 'number'
  );
}

function readStoredSession(): StoredSession | null {
  return readStored(SESSION_STORAGE_KEY, isStoredSession);
}

function isExpired(expiresAt: number | null | undefined, now = sessionRuntime.now()): boolean {
  return typeof expiresAt === 'number' && now > expiresAt + SESSION_TOLERANCE_MS;
}

/** Keeps the token after a successful sign-in (the page then reloads). */
export function storeSession(session: LoginResponse): void {
  const expiresAt = Date.parse(session.expiresAt);
  writeStored(SESSION_STORAGE_KEY, {
    token: session.token,
    userId: session.userId,
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : sessionRuntime.now() + SESSION_IDLE_MS,
  } satisfies StoredSession);
}

// --- idle timeout --------------------------------------------------------------------------

let lastPersisted = 0;
let expiryTimer: unknown = null;

function endSession(): void {
  removeStored(SESSION_STORAGE_KEY);
  appStore.set(sessionAtom, { ...initialSession, status: 'no-session' });
}

/** Ends the session in this tab when its idle time runs out without any call. */
function scheduleExpiryCheck(): void {
  if (expiryTimer !== null) sessionRuntime.clearTimeout(expiryTimer);
  expiryTimer = null;
  const { status, expiresAt } = appStore.get(sessionAtom);
  if (status !== 'success' || typeof expiresAt !== 'number') return;
  const wait = Math.max(0, expiresAt + SESSION_TOLERANCE_MS - sessionRuntime.now()) + 50;
  expiryTimer = sessionRuntime.setTimeout(() => {
    expiryTimer = null;
    const current = appStore.get(sessionAtom);
    if (current.status !== 'success') return;
    if (isExpired(current.expiresAt)) endSession();
    else scheduleExpiryCheck();
  }, wait);
}

/**
 * spec §7: the bearer token and user id go with every call while the session is valid.
 * A call made while valid slides the idle timeout (the server slides it too).
 */
export function currentAuthHeaders(): { token: string; userId: string } | null {
  const session = appStore.get(sessionAtom);
  const { status, token, userId } = session;
  if (status !== 'success' || !token || !userId) return null;
  const now = sessionRuntime.now();
  if (isExpired(session.expiresAt, now)) {
    endSession();
    return null;
  }
  if (typeof session.expiresAt === 'number') {
    const expiresAt = now + SESSION_IDLE_MS;
    appStore.set(sessionAtom, { ...session, expiresAt });
    // Persist now and then, not on every call.
    if (now - lastPersisted > 10_000) {
      lastPersisted = now;
      writeStored(SESSION_STORAGE_KEY, { token, userId, expiresAt } satisfies StoredSession);
    }
  }
  return { token, userId };
}

setAuthSource(currentAuthHeaders);

// --- user load (spec §4) ---------------------------------------------------------------------

function lmsTokenFromUrl(): string | null {
  try {
    return new URLSearchParams(sessionRuntime.location().search).get(LMS_TOKEN_PARAM) || null;
  } catch {
    return null;
  }
}

function toSessionUser(user: User): SessionUser {
  return user;
}

/**
 * Loads the user of the stored session: success, or no-session when it is gone. Refused
 * LMS tokens are reported (lmsTokenErrorAtom) and the user is loaded without one.
 */
export async function loadUser(lmsToken: string | null = lmsTokenFromUrl()): Promise<SessionStatus> {
  const stored = readStoredSession();
  if (!stored) {
    const current = appStore.get(sessionAtom);
    if (current.status === 'success') return current.status;
    appStore.set(sessionAtom, { ...initialSession, status: current.token ? 'no-session' : 'no-token' });
    return appStore.get(sessionAtom).status;
  }
  if (isExpired(stored.expiresAt)) {
    endSession();
    return 'no-session';
  }
  const result = await getUser(stored.token, stored.userId, lmsToken);
  switch (result.kind) {
    case 'success': {
      const expiresAt = Date.parse(result.user.credentials.expiresAt);
      const session: SessionState = {
        status: 'success',
        user: toSessionUser(result.user),
        token: stored.token,
        userId: stored.userId,
        expiresAt: Number.isFinite(expiresAt) ? expiresAt : sessionRuntime.now() + SESSION_IDLE_MS,
      };
      writeStored(SESSION_STORAGE_KEY, {
        token: stored.token,
        userId: stored.userId,
        expiresAt: session.expiresAt!,
      } satisfies StoredSession);
      appStore.set(userServiceErrorAtom, false);
      appStore.set(sessionAtom, session);
      scheduleExpiryCheck();
      return 'success';
    }
    case 'lms-token-refused':
      appStore.set(lmsTokenErrorAtom, result.message);
      return loadUser(null);
    case 'no-session':
      endSession();
      return 'no-session';
    case 'service-error':
      appStore.set(userServiceErrorAtom, true);
      appStore.set(sessionAtom, {
        ...initialSession,
        status: 'no-session',
        token: stored.token,
        userId: stored.userId,
      });
      return 'no-session';
    case 'offline':
      appStore.set(sessionAtom, {
        ...initialSession,
        status: 'no-session',
        token: stored.token,
        userId: stored.userId,
      });
      return 'no-session';
  }
}

let started = false;
let retryTimer: unknown = null;

/**
 * Starts the session on page load (spec §4): load the user when a session is stored, and
 * again after 3000 ms when an LMS token is in the URL and no user has loaded yet.
 */
export async function startSession(): Promise<SessionStatus> {
  started = true;
  const lmsToken = lmsTokenFromUrl();
  if (lmsToken) {
    if (retryTimer !== null) sessionRuntime.clearTimeout(retryTimer);
    retryTimer = sessionRuntime.setTimeout(() => {
      retryTimer = null;
      if (appStore.get(sessionAtom).status !== 'success') void loadUser(lmsToken);
    }, USER_RETRY_DELAY_MS);
  }
  if (!readStoredSession()) {
    appStore.set(sessionAtom, initialSession);
    return 'no-token';
  }
  return loadUser(lmsToken);
}

/** For tests: forget timers and the started flag. */
export function resetSessionModule(): void {
  if (retryTimer !== null) sessionRuntime.clearTimeout(retryTimer);
  if (expiryTimer !== null) sessionRuntime.clearTimeout(expiryTimer);
  retryTimer = null;
  expiryTimer = null;
  started = false;
  lastPersisted = 0;
  pendingCacheReset = false;
}

export function sessionStarted(): boolean {
  return started;
}

// --- navigation ------------------------------------------------------------------------------

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The app hands in the router's navigate so sign-in stays inside the single-page app. */
export function setSessionNavigator(next: Navigate): void {
  navigate = next;
}

export function signInHref(returnUrl: string): string {
  return `/signin?returnUrl=${encodeURIComponent(returnUrl)}`;
}

export function signIn(returnUrl: string): void {
  navigate(signInHref(returnUrl));
}

/** spec §4 logout: the return address is the current page without `disc` and `cat`. */
export function returnUrlWithoutSubject(location: { pathname: string; search: string; hash?: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('disc');
  params.delete('cat');
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ?? ''}`;
}

/** Called after sign-in: full page load of the return address after 2 s (spec §4, §9). */
export function reloadAfterSignIn(returnPath: string): () => void {
  const handle = sessionRuntime.setTimeout(() => sessionRuntime.load(returnPath), LOGIN_RELOAD_DELAY_MS);
  return () => sessionRuntime.clearTimeout(handle);
}

// Cached answers may hold per-user data (prices, the user): the sign-in page clears the
// query cache (and with it the persisted copy) after a sign-out.
let pendingCacheReset = false;

/** True once after a sign-out: the caller clears its query cache. */
export function takePendingCacheReset(): boolean {
  const pending = pendingCacheReset;
  pendingCacheReset = false;
  return pending;
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

/**
 * spec §4 logout: revoke the session, clear the stored search and product selections
 * (session keys) and the local keys exchange.user.defaultInstitute and
 * exchange.user.lmsInstitute, then go to sign-in with a return to the current page without
 * `disc` and `cat`.
 */
export function signOut(): void {
  const { token } = appStore.get(sessionAtom);
  const stored = readStoredSession();
  const revoke = token ?? stored?.token;
  if (revoke) postLogout(revoke);
  removeStored(SESSION_STORAGE_KEY);
  removeStored(DEFAULT_INSTITUTE_KEY);
  removeStored(LMS_INSTITUTE_KEY);
  clearSessionSelections();
  if (retryTimer !== null) sessionRuntime.clearTimeout(retryTimer);
  if (expiryTimer !== null) sessionRuntime.clearTimeout(expiryTimer);
  retryTimer = null;
  expiryTimer = null;
  appStore.set(userServiceErrorAtom, false);
  appStore.set(lmsTokenErrorAtom, null);
  appStore.set(sessionAtom, initialSession);
  pendingCacheReset = true;
  let returnUrl = '/';
  try {
    returnUrl = returnUrlWithoutSubject(sessionRuntime.location());
  } catch {
    // no location (not a browser): back to the home page
  }
  navigate(signInHref(returnUrl));
}

// --- browser wiring ---------------------------------------------------------------------------

if (typeof window !== 'undefined') {
  // Another tab signed out (or in): follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredSession();
    const current = appStore.get(sessionAtom);
    if (!stored && current.status === 'success') appStore.set(sessionAtom, initialSession);
    else if (stored && current.status !== 'success' && started) void loadUser();
  });
}
