/** Stub: filled in by the work that owns /api routes of "offers". */
import type { FastifyInstance } from 'fastify';

export async function offerRoutes(_app: FastifyInstance): Promise<void> {}
