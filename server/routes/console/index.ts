/**
 * The stand-in for the external course console (identity issue): course-creation
 * hand-off and invitation pages. Filled in by the identity work.
 */
import type { FastifyInstance } from 'fastify';

export async function consoleRoutes(_app: FastifyInstance): Promise<void> {}
