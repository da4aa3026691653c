/** Stub: filled in by the work that owns /api routes of "covers". */
import type { FastifyInstance } from 'fastify';

export async function coverRoutes(_app: FastifyInstance): Promise<void> {}
