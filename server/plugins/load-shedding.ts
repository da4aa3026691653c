/**
 * Load shedding (hardening issue §8, @fastify/under-pressure): when the event loop lags
 * more than LOAD_SHED_EVENT_LOOP_DELAY_MS (default 1000 ms; 0 turns it off), new requests
 * get 503 with Retry-After in the house body instead of queueing until everyone times out.
 * /healthz and /readyz are shed too: a process that cannot answer in time is not ready.
 */
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Config } from '../config.ts';
import { body } from './error-handler.ts';

export const SHED_RETRY_AFTER_SECONDS = 2;

export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  if (config.loadShedEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: config.loadShedEventLoopDelayMs,
    sampleInterval: 250,
    pressureHandler: (_request, reply) => {
      void reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      // A returned value is sent (the plugin's typings say void, its code sends it): returning
      // after reply.send() would let the request run on.
      return body(503, 'The server is busy. Please try again shortly.') as unknown as void;
    },
  });
}
