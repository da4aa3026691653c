// The client session's state (spec §4 "Session"): atoms, constants and the stored token.
// No side effects on import; what changes the state is the session service
// (session-service.ts).
//
// States (spec §4): 'no-token' (nothing stored), 'no-session' (a token is stored or was, but
// there is no valid session with a loaded user: expired, revoked, not loaded yet),
// 'success' (valid session, user loaded).
//
// The token lives in localStorage (`exchange.session`) so it survives the reload after
// sign-in and is shared by tabs; it is an opaque random string the server stores hashed.
import { atom } from '../state/app-jotai';
import { readStored, writeStored } from '../storage/storage';
import type { SessionUser } from './session-types';

/** spec §4: no token, no session, success. */
export type SessionStatus = 'no-token' | 'no-session' | 'success';

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
export { LMS_TOKEN_PARAM } from '../../../contract/params';

// --- stored token ------------------------------------------------------------------------

export interface StoredSession {
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

export function readStoredSession(): StoredSession | null {
  return readStored(SESSION_STORAGE_KEY, isStoredSession);
}

export function writeStoredSession(session: StoredSession): void {
  writeStored(SESSION_STORAGE_KEY, session);
}

/** Past the idle timeout plus its tolerance (spec §9). */
export function isExpired(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && now > expiresAt + SESSION_TOLERANCE_MS;
}

// --- addresses ----------------------------------------------------------------------------

export function signInHref(returnUrl: string): string {
  return `/signin?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** spec §4 logout: the return address is the current page without `disc` and `cat`. */
export function returnUrlWithoutSubject(location: { pathname: string; search: string; hash?: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('disc');
  params.delete('cat');
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ?? ''}`;
}
