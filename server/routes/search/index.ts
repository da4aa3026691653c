/** Stub: filled in by the work that owns /api routes of "search". */
import type { FastifyInstance } from 'fastify';

export async function searchRoutes(_app: FastifyInstance): Promise<void> {}
