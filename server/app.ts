/**
 * buildApp(config, database) → a ready Fastify instance. main.ts listens with it; tests
 * call `app.inject()` on it. Plugins go in order: external, then app, then routes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler, body } from './lib/error-handler.ts';
import { registerHttpCaching } from './lib/cache.ts';
import { AnswerCache } from './search/answer-cache.ts';
import { apiRoutes } from './routes/index.ts';
import { consoleRoutes } from './routes/console/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Search answers kept in memory (search/answer-cache.ts). */
    searchCache: AnswerCache;
  }
}

export interface BuildOptions {
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | { level: string };
}

export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids and query strings are bounded by schemas; this bounds everything else.
    routerOptions: { maxParamLength: 200 },
    // Router-level rejections (an over-long id, broken percent-encoding) answer in the
    // house error body like every other 4xx.
    frameworkErrors(error, _request, reply) {
      const status = error.statusCode === 414 ? 414 : 400;
      const message = status === 414 ? 'The request path is too long.' : 'The request URL is malformed.';
      void (reply as FastifyReply).code(status).send(body(status, message));
    },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  const searchCache = new AnswerCache(database.read, {
    maxBytes: config.searchCacheMb * 1024 * 1024,
    ttlMs: config.searchCacheSeconds * 1000,
    versionCheckMs: config.catalogueCheckMs,
  });
  app.decorate('searchCache', searchCache);
  app.addHook('onClose', async () => searchCache.close());

  // --- external plugins -------------------------------------------------------
  const consoleOrigin = new URL(config.consoleBaseUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': ["'self'"],
        // The primary action posts a form to the console (spec §7).
        'form-action': ["'self'", consoleOrigin],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Integration tokens travel in URLs: never hand them to another site.
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Exchange catalogue API',
        version: '1.0.0',
        description: 'The calls of the catalogue specification §7, in the shapes of §3.',
      },
    },
  });

  // --- app plugins --------------------------------------------------------------
  registerErrorHandler(app);
  registerHttpCaching(app);

  // --- routes ---------------------------------------------------------------------
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(consoleRoutes, { prefix: '/console' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  const indexHtml = path.join(config.distDir, 'index.html');
  const hasPwa = existsSync(indexHtml);
  if (hasPwa) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) {
          res.header('cache-control', 'no-cache');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  if (hasPwa) {
    // The static plugin would answer a directory listing refusal (403) for `/`.
    app.get('/', { schema: { hide: true } }, (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/console') || request.method !== 'GET' || !hasPwa) {
      return reply.code(404).send(body(404, `No route for ${request.method} ${url}`));
    }
    // The PWA routes every other path itself (spec §2: unknown paths show its not-found page).
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  await app.ready();
  return app;
}
