/** Stub: filled in by the work that owns /api routes of "products". */
import type { FastifyInstance } from 'fastify';

export async function productRoutes(_app: FastifyInstance): Promise<void> {}
