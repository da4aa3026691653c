/**
 * The answer cache, the server's one door to kept answers: `app.answerCache` (answer-cache.ts),
 * sized by the configuration and closed with the app. Routes send through
 * `app.answerCache.send(reply, key, produce)`; the metrics read `stats()`. The rest of this
 * folder (the byte-bounded LRU, the compressed copies, the version watch) is its own business:
 * lint lets nothing outside the folder import it but this file. Needs the database decoration.
 */
import type { FastifyInstance } from 'fastify';
import { AnswerCache } from './answer-cache.ts';

export type { AnswerCache } from './answer-cache.ts';
export { sendKept } from './send.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers kept in memory, dropped when the catalogue changes (plugins/answer-cache). */
    answerCache: AnswerCache;
  }
}

export function registerAnswerCache(app: FastifyInstance): void {
  const { config } = app;
  const answerCache = new AnswerCache(app.database.read, {
    maxBytes: config.searchCacheMb * 1024 * 1024,
    ttlMs: config.searchCacheSeconds * 1000,
    versionCheckMs: config.catalogueCheckMs,
  });
  app.decorate('answerCache', answerCache);
  app.addHook('onClose', async () => answerCache.close());
}
