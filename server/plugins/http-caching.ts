/**
 * HTTP caching for catalogue reads (architecture: "catalogue reads are cacheable").
 * Routes opt in with `config: { cache: 'catalogue' }`; per-user answers never do.
 * The ETag is a hash of the serialised body, so a 304 is exact.
 */
import type { FastifyInstance } from 'fastify';
import { etagOf } from '../lib/etag.ts';

/**
 * - catalogue: shared, one minute fresh, then stale-while-revalidate; varies by caller.
 * - static: the same for every caller and rarely changing (covers): a day fresh, no Vary.
 * - private: per-user answers, never stored by shared caches.
 */
export type CachePolicy = 'catalogue' | 'static' | 'private' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}

const CACHE_CONTROL = {
  catalogue: 'public, max-age=60, stale-while-revalidate=600',
  static: 'public, max-age=86400, stale-while-revalidate=604800',
} as const;

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
    // A cached answer (plugins/answer-cache) arrives with its ETag already computed.
    const known = reply.getHeader('etag');
    const etag = typeof known === 'string' ? known : etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', CACHE_CONTROL[policy]);
    if (policy === 'catalogue') {
      // Kept with what the body varies by already (Accept-Encoding when it was compressed).
      const vary = reply.getHeader('vary');
      const before = typeof vary === 'string' && vary ? `${vary}, ` : '';
      reply.header('vary', `${before}Authorization, X-User-Id`);
    }
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
