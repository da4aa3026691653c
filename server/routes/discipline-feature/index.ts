/** Stub: filled in by the work that owns /api routes of "discipline-feature". */
import type { FastifyInstance } from 'fastify';

export async function disciplineFeatureRoutes(_app: FastifyInstance): Promise<void> {}
