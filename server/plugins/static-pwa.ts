/**
 * Serves the built PWA (dist/) when there is one, and answers every unknown path: API,
 * console and non-GET paths with the house 404 body, any other path with the PWA's
 * index.html (spec §2: unknown paths show its not-found page). Registered last.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { body } from './error-handler.ts';

export async function registerStaticPwa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = path.join(distDir, 'index.html');
  const hasPwa = existsSync(indexHtml);
  if (hasPwa) {
    await app.register(fastifyStatic, {
      root: distDir,
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
}
