/**
 * The database handle (PGlite or PostgreSQL, db/database.ts) and the configuration, as
 * decorations every route reads: `app.database.db` for writes and per-user reads,
 * `app.database.read` for the cacheable catalogue reads (a replica when configured).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export function registerDatabase(app: FastifyInstance, config: Config, database: Database): void {
  app.decorate('config', config);
  app.decorate('database', database);
}
