/** Stub: filled in by the work that owns /api routes of "user". */
import type { FastifyInstance } from 'fastify';

export async function userRoutes(_app: FastifyInstance): Promise<void> {}
