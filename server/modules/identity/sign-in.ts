/**
 * Sign-in and sign-out as decisions: the account's throttle (a known device on its own key),
 * the password check (an unknown email costs the same work), the session. The SQL is
 * user-repository.ts's, login-throttle-repository.ts's and session-repository.ts's.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { unauthorized } from '../../lib/errors.ts';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../contract/schemas/auth.ts';
import { accountKey, findCredentials } from './user-repository.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { clearFailures, lockedForSeconds, recordFailure } from './login-throttle-repository.ts';
import {
  createSession,
  revokeSession,
  sweepSessions,
  type IssuedSession,
  type SessionTiming,
} from './session-repository.ts';
import { DEVICE_COOKIE, cookieFrom, deviceCookieValue, deviceSetCookie, knownDeviceId } from './known-device.ts';

export interface SignInRequest {
  email: string;
  password: string;
  /** The request's Cookie header (the known-device cookie). */
  cookieHeader: string | undefined;
  https: boolean;
  /** The key the device cookie is signed with. */
  secret: string;
  timing: SessionTiming;
}

export type SignInResult =
  | { kind: 'signed-in'; session: IssuedSession; setCookie: string }
  /** Too many failures: the account (or this known device) is locked for `seconds`. */
  | { kind: 'locked'; seconds: number };

/** Throws the 401 for wrong credentials that do not (yet) lock the account. */
export async function signIn(db: Kysely<DB>, request: SignInRequest): Promise<SignInResult> {
  const key = accountKey(request.email);
  const deviceId = knownDeviceId(request.secret, key, cookieFrom(request.cookieHeader, DEVICE_COOKIE));
  // A known device is throttled on its own key, so strangers' guesses never lock it out.
  const throttleKey = deviceId ? `device:${deviceId}` : key;
  const locked = await lockedForSeconds(db, throttleKey);
  if (locked > 0) return { kind: 'locked', seconds: locked };

  const credentials = await findCredentials(db, request.email);
  // An unknown email costs the same scrypt work as a wrong password.
  const matches = await verifyPassword(request.password, credentials?.passwordHash ?? (await dummyPasswordHash()));
  if (!credentials || !matches) {
    const lock = await recordFailure(db, throttleKey);
    if (lock > 0) return { kind: 'locked', seconds: lock };
    throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
  }

  await clearFailures(db, throttleKey);
  const setCookie = deviceSetCookie(deviceCookieValue(request.secret, key, deviceId ?? undefined), request.https);
  const session = await createSession(db, credentials.userId, request.timing);
  if (Math.random() < 0.05) await sweepSessions(db, request.timing);
  return { kind: 'signed-in', session, setCookie };
}

/** Revokes a session (idempotent). */
export async function signOut(db: Kysely<DB>, token: string): Promise<void> {
  await revokeSession(db, token);
}
