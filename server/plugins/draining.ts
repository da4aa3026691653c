/**
 * Graceful stop (hardening issue §8). `app.drain(ms)`: from now on every new request gets 503
 * with `Connection: close` and Retry-After (in the house body, no connection reset), while
 * the requests already in flight run to their end; resolves when none is left, or after `ms`.
 * main.ts calls it on SIGTERM before closing the server and the database.
 */
import type { FastifyInstance } from 'fastify';
import { body } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    drain(ms: number): Promise<void>;
  }
}

export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  const inFlight = new Set<object>();
  let idle: (() => void) | null = null;

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send(body(503, 'The server is restarting. Please try again shortly.'));
    }
    inFlight.add(request);
    return undefined;
  });
  const finished = async (request: object) => {
    if (inFlight.delete(request) && inFlight.size === 0 && idle) idle();
  };
  app.addHook('onResponse', finished);
  app.addHook('onRequestAbort', finished);

  app.decorate('drain', (ms: number) => {
    draining = true;
    if (inFlight.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      idle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
