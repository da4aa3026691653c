/**
 * The search answer cache (modules/search/answer-cache.ts) as `app.searchCache`, sized by
 * the configuration and closed with the app. Needs the database decoration.
 */
import type { FastifyInstance } from 'fastify';
import { AnswerCache } from '../modules/search/answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search answers kept in memory (modules/search/answer-cache.ts). */
    searchCache: AnswerCache;
  }
}

export function registerSearchCache(app: FastifyInstance): void {
  const { config } = app;
  const searchCache = new AnswerCache(app.database.read, {
    maxBytes: config.searchCacheMb * 1024 * 1024,
    ttlMs: config.searchCacheSeconds * 1000,
    versionCheckMs: config.catalogueCheckMs,
  });
  app.decorate('searchCache', searchCache);
  app.addHook('onClose', async () => searchCache.close());
}
