/**
 * The external plugins, registered first: security headers, compression, rate limiting
 * (off by default; routes opt in) and the OpenAPI document of the schemas.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import { deleteExpiredRateLimits, postgresRateLimitStore } from '../db/rate-limit-repository.ts';
import type { Config } from '../config.ts';
import { EARLY_CONSENT_SCRIPT } from '../../contract/early-consent.ts';

/** The page head's one inline script, allowed by its hash (contract/early-consent.ts). */
const EARLY_CONSENT_HASH = `'sha256-${createHash('sha256').update(EARLY_CONSENT_SCRIPT).digest('base64')}'`;

export async function registerExternalPlugins(app: FastifyInstance, config: Config): Promise<void> {
  // The stand-in console (no CONSOLE_BASE_URL) is this site: 'self' covers it.
  const consoleOrigins = config.consoleBaseUrl ? [new URL(config.consoleBaseUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // 'wasm-unsafe-eval' lets the barcode scanner compile its ZXing WebAssembly,
        // fetched from us; it allows no eval of JavaScript and no other script source.
        'script-src': ["'self'", "'wasm-unsafe-eval'", EARLY_CONSENT_HASH],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // Video players only from the embed allow-list (VIDEO_EMBED_HOSTS, contract/addresses.ts).
        'frame-src': ["'self'", ...config.videoEmbedHosts.map((host) => `https://${host}`)],
        // The primary action posts a form to the console (spec §7).
        'form-action': ["'self'", ...consoleOrigins],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Integration tokens travel in URLs: never hand them to another site.
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await registerRateLimits(app, config);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Exchange catalogue API',
        version: '1.0.0',
        description: 'The calls of the catalogue specification §7, in the shapes of §3.',
      },
    },
  });
}

/** How often each process deletes the PostgreSQL store's ended windows. */
const RATE_LIMIT_CLEANUP_MS = 60_000;

/**
 * Rate limits (off by default; routes opt in) counted where every process sees them
 * (docs/operations.md §2): in Redis when REDIS_URL is set; else in PostgreSQL (table
 * rate_limit_hit) when the database is PostgreSQL, so several processes or machines on one
 * database share them without Redis; in memory on PGlite, which has one process by its folder
 * lock. A store that does not answer lets requests through (skipOnError) rather than failing
 * the site; the database being down is then answered by the route itself (503).
 */
async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await app.register(rateLimit, { global: false, redis, nameSpace: 'exchange-rate-limit:', skipOnError: true });
    return;
  }
  if (app.database.kind === 'postgres') {
    const db = app.database.db;
    const cleanup = setInterval(() => {
      deleteExpiredRateLimits(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'rate limits: ended windows not deleted'),
      );
    }, RATE_LIMIT_CLEANUP_MS);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db), skipOnError: true });
    return;
  }
  await app.register(rateLimit, { global: false });
}
