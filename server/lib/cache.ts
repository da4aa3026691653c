/**
 * HTTP caching for catalogue reads (architecture: "catalogue reads are cacheable").
 * Routes opt in with `config: { cache: 'catalogue' }`; per-user answers never do.
 * The ETag is a hash of the serialised body, so a 304 is exact.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type CachePolicy = 'catalogue' | 'private' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}

const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = request.routeOptions.config.cache;
    if (!policy || policy === 'none') return payload;
    if (policy === 'private') {
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    reply.header('vary', 'Authorization, X-User-Id');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
