/**
 * Every `/api` route module, one per resource (architecture: routes/ one folder per
 * resource). Each module owns its TypeBox schemas (server/schemas) and repository.
 */
import type { FastifyInstance } from 'fastify';
import { disciplineRoutes } from './discipline/index.ts';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(disciplineRoutes);
}
