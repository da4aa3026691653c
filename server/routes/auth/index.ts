/** Stub: filled in by the work that owns /api routes of "auth". */
import type { FastifyInstance } from 'fastify';

export async function authRoutes(_app: FastifyInstance): Promise<void> {}
