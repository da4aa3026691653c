/**
 * The one auth hook. A route says who may call it in its config, and this hook resolves
 * the caller before the handler runs (after validation, as a route preHandler would):
 *
 *   app.get('/user', { config: { auth: 'required' } }, async (request) => callerOf(request)!.userId)
 *
 * - required: no credentials → 401; bad ones → 401.
 * - optional: no credentials → anonymous; bad ones → 401, so the client learns its session ended.
 * - lenient: bad credentials are treated as anonymous (shared catalogue reads).
 * Routes without `auth` read no session. The rules themselves: modules/identity/auth.ts.
 */
import type { FastifyInstance } from 'fastify';
import { authenticate, type AuthMode } from '../modules/identity/auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/auth.ts); absent: the route reads no session. */
    auth?: AuthMode;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const mode = request.routeOptions.config.auth;
    if (mode) await authenticate(request, mode);
  });
}
