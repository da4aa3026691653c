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
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import { ACCOUNT_LOCKED_MESSAGE, ADDRESS_LIMITED_MESSAGE, LoginBody, LoginResponse } from '../../../contract/schemas/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { bearerToken, sessionTiming } from './auth.ts';
import { signIn, signOut } from './sign-in.ts';

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
      const result = await signIn(app.database.db, {
        email: request.body.email,
        password: request.body.password,
        cookieHeader: request.headers.cookie,
        https: request.protocol === 'https',
        secret: app.config.lmsTokenSecret,
        timing: sessionTiming(app),
      });
      if (result.kind === 'locked') return tooManyFailures(reply, result.seconds);
      reply.header('set-cookie', result.setCookie);
      const { session } = result;
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
      if (token) await signOut(app.database.db, token);
      return reply.code(204).send(null);
    },
  );
}

function tooManyFailures(reply: { header(name: string, value: string): unknown }, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, ACCOUNT_LOCKED_MESSAGE(Math.ceil(seconds / 60)));
}
