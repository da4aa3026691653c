// The identity calls the session module makes itself: sign-in, sign-out and the user load.
// They carry credentials explicitly (the api client only adds them once the session is
// valid, which is what these calls establish). Types come from the server's schemas.
import type { LoginResponse, User } from '../../../contract/wire';
import { apiUrl } from '../api/api-client';

export type { LoginResponse, User };

export type LoginResult =
  | { kind: 'success'; session: LoginResponse }
  | { kind: 'wrong-credentials' }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  | { kind: 'offline' };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function retryAfter(response: Response): number | null {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export async function postLogin(email: string, password: string): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.ok) {
    const body = (await readJson(response)) as LoginResponse | null;
    return body && typeof body.token === 'string' && typeof body.userId === 'string'
      ? { kind: 'success', session: body }
      : { kind: 'unavailable' };
  }
  if (response.status === 401) return { kind: 'wrong-credentials' };
  if (response.status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfter(response) };
  if (response.status === 400) return { kind: 'invalid' };
  return { kind: 'unavailable' };
}

/** Revokes the session on the server; best effort (keepalive: survives leaving the page). */
export function postLogout(token: string): void {
  try {
    void fetch(apiUrl('/api/auth/logout'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch unavailable: the session still ends here and expires on the server
  }
}

export type UserResult =
  | { kind: 'success'; user: User }
  /** The session is not valid (expired, revoked, unknown). */
  | { kind: 'no-session' }
  /** The LMS integration token was refused; `message` names the problem. */
  | { kind: 'lms-token-refused'; message: string }
  /** spec §8 user service error (5xx). */
  | { kind: 'service-error' }
  | { kind: 'offline' };

export async function getUser(token: string, userId: string, lmsToken: string | null): Promise<UserResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/user', { token: lmsToken ?? '' }), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-User-Id': userId },
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.ok) {
    const user = (await readJson(response)) as User | null;
    return user && typeof user.id === 'string' ? { kind: 'success', user } : { kind: 'service-error' };
  }
  if (response.status === 401) {
    const body = (await readJson(response)) as { field?: string; message?: string } | null;
    // The server names the `token` field when it is the integration token it refuses.
    if (lmsToken && body?.field === 'token') return { kind: 'lms-token-refused', message: body.message ?? '' };
    return { kind: 'no-session' };
  }
  if (response.status >= 500) return { kind: 'service-error' };
  return { kind: 'no-session' };
}
