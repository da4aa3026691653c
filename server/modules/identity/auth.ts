/**
 * Who is calling: `Authorization: Bearer <session token>` plus `X-User-Id` (spec §7:
 * "Requests carry a bearer token and user id header when the session is valid").
 *
 * A route asks for it in its config, and the one auth hook (plugins/auth.ts) resolves it:
 *   app.get('/x', { config: { auth: 'required' } }, async (request) => callerOf(request)!.userId)
 *   app.get('/y', { config: { auth: 'optional' } }, async (request) => callerOf(request) ?? anonymous)
 *
 * - required: no credentials → 401; bad ones → 401.
 * - optional: no credentials → anonymous; bad ones (expired, revoked, unknown token,
 *   X-User-Id not the session's user) → 401, so the client learns its session ended.
 * - lenient: bad credentials are treated as anonymous (for shared catalogue reads).
 * A missing X-User-Id is accepted (the token alone identifies the session); a different
 * one is a 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { touchSession, type SessionTiming } from './session-repository.ts';
import { LmsTokenError, verifyLmsToken, type VerifiedLmsToken } from './lms-token.ts';

export interface Caller {
  userId: string;
  /** The session token itself (spec §3 User `credentials.token`, the hand-off's piToken). */
  token: string;
  expiresAt: Date;
}

export type AuthMode = 'required' | 'optional' | 'lenient';

export const AUTH_MESSAGES = {
  required: 'Sign in to continue: this call needs a valid session (Authorization: Bearer <token>).',
  malformed: 'The Authorization header must be "Bearer <token>".',
  expired: 'Your session has expired or is no longer valid. Please sign in again.',
  mismatch: 'The X-User-Id header does not match the user of this session.',
} as const;

const callers = new WeakMap<FastifyRequest, Caller | null>();

export function sessionTiming(app: FastifyInstance): SessionTiming {
  return { idleSeconds: app.config.sessionIdleSeconds, toleranceSeconds: app.config.sessionToleranceSeconds };
}

/** The bearer token of the request, '' when there is no Authorization header, null when malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

function userIdHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-user-id'];
  return Array.isArray(value) ? value[0] : value;
}

export async function authenticate(request: FastifyRequest, mode: AuthMode): Promise<Caller | null> {
  if (callers.has(request)) return callers.get(request) ?? null;
  const caller = await resolve(request, mode);
  callers.set(request, caller);
  return caller;
}

async function resolve(request: FastifyRequest, mode: AuthMode): Promise<Caller | null> {
  const token = bearerToken(request);
  if (token === '') {
    if (mode === 'required') throw unauthorized(AUTH_MESSAGES.required);
    return null;
  }
  const reject = (message: string): null => {
    if (mode === 'lenient') return null;
    throw unauthorized(message);
  };
  if (token === null) return reject(AUTH_MESSAGES.malformed);
  const app = request.server;
  const session = await touchSession(app.database.db, token, sessionTiming(app));
  if (!session) return reject(AUTH_MESSAGES.expired);
  const claimed = userIdHeader(request);
  if (claimed !== undefined && claimed !== session.userId) return reject(AUTH_MESSAGES.mismatch);
  return { userId: session.userId, token, expiresAt: session.expiresAt };
}

/** The caller resolved by the auth hook (plugins/auth.ts) for the route's `auth` mode (null: anonymous). */
export function callerOf(request: FastifyRequest): Caller | null {
  return callers.get(request) ?? null;
}

/**
 * Verifies an LMS integration token from the `token` query parameter. Empty → null;
 * expired, forged or malformed → 401 whose message names the problem, with field `token`.
 */
export async function lmsTokenOf(request: FastifyRequest, token: string | undefined): Promise<VerifiedLmsToken | null> {
  if (!token) return null;
  const app = request.server;
  try {
    return await verifyLmsToken(app.database.db, app.config.lmsTokenSecret, token, {
      toleranceSeconds: app.config.sessionToleranceSeconds,
      maxLifetimeSeconds: app.config.lmsTokenMaxSeconds,
    });
  } catch (error) {
    // `field: token` tells the client it is the integration token, not the session, that failed.
    if (error instanceof LmsTokenError) throw new HttpError(401, error.message, 'token');
    throw error;
  }
}
