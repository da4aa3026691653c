/**
 * Sign-in and sign-out (identity issue; the spec's identity service):
 *   POST /api/auth/login  {email, password} → {token, userId, expiresAt}
 *   POST /api/auth/logout (Authorization: Bearer) → 204, the session is revoked
 *
 * Limits: per address, LOGIN_ATTEMPTS_PER_ADDRESS attempts per 15 minutes
 * (@fastify/rate-limit); per account, 5 free failures an hour, then locks growing from 30 s
 * to 15 minutes (login-throttle-repository.ts, in the database, so every process shares it), which a
 * known device (known-device.ts) passes. Both answer 429 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, errorResponses } from '../../schemas/common.ts';
import {
  ACCOUNT_LOCKED_MESSAGE,
  ADDRESS_LIMITED_MESSAGE,
  LoginBody,
  LoginResponse,
  WRONG_CREDENTIALS_MESSAGE,
} from '../../schemas/auth.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { accountKey, findCredentials } from './user-repository.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { clearFailures, lockedForSeconds, recordFailure } from './login-throttle-repository.ts';
import { createSession, revokeSession, sweepSessions } from './session-repository.ts';
import { bearerToken, sessionTiming } from './auth.ts';
import { DEVICE_COOKIE, cookieFrom, deviceCookieValue, deviceSetCookie, knownDeviceId } from './known-device.ts';

/** The default of config.loginAttemptsPerAddress (LOGIN_ATTEMPTS_PER_ADDRESS). */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 30;
const ADDRESS_WINDOW = '15 minutes';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/auth/login',
    {
      config: {
        cache: 'private',
        rateLimit: {
          max: app.config.loginAttemptsPerAddress,
          timeWindow: ADDRESS_WINDOW,
          errorResponseBuilder: (_request, context) => new HttpError(429, ADDRESS_LIMITED_MESSAGE(context.after)),
        },
      },
      schema: {
        summary: 'Sign in with email and password; answers a bearer session token',
        tags: ['identity'],
        body: LoginBody,
        response: { 200: LoginResponse, 401: ErrorBody, 429: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const key = accountKey(request.body.email);
      const secret = app.config.lmsTokenSecret;
      const deviceId = knownDeviceId(secret, key, cookieFrom(request.headers.cookie, DEVICE_COOKIE));
      // A known device is throttled on its own key, so strangers' guesses never lock it out.
      const throttleKey = deviceId ? `device:${deviceId}` : key;
      const locked = await lockedForSeconds(db, throttleKey);
      if (locked > 0) return tooManyFailures(reply, locked);

      const credentials = await findCredentials(db, request.body.email);
      // An unknown email costs the same scrypt work as a wrong password.
      const matches = await verifyPassword(
        request.body.password,
        credentials?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!credentials || !matches) {
        const lock = await recordFailure(db, throttleKey);
        if (lock > 0) return tooManyFailures(reply, lock);
        throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
      }

      await clearFailures(db, throttleKey);
      reply.header(
        'set-cookie',
        deviceSetCookie(deviceCookieValue(secret, key, deviceId ?? undefined), request.protocol === 'https'),
      );
      const timing = sessionTiming(app);
      const session = await createSession(db, credentials.userId, timing);
      if (Math.random() < 0.05) await sweepSessions(db, timing);
      return { token: session.token, userId: session.userId, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Revoke the bearer session (idempotent)',
        tags: ['identity'],
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await revokeSession(app.database.db, token);
      return reply.code(204).send(null);
    },
  );
}

function tooManyFailures(reply: { header(name: string, value: string): unknown }, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, ACCOUNT_LOCKED_MESSAGE(Math.ceil(seconds / 60)));
}
