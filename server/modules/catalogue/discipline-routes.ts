/** GET /api/discipline (spec §7): the subject tree for the home page and menus. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DisciplineListResponse } from '../../schemas/discipline.ts';
import { errorResponses } from '../../schemas/common.ts';
import { disciplineList } from './catalogue-service.ts';

export async function disciplineRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/discipline',
    {
      config: { cache: 'catalogue' },
      schema: {
        summary: 'Discipline categories with their primary and secondary disciplines',
        tags: ['catalogue'],
        response: { 200: DisciplineListResponse, ...errorResponses },
      },
    },
    // The same for every caller, and it changes only with the catalogue: kept in the answer
    // cache (every home page asks for it).
    async (_request, reply) =>
      app.answerCache.send(reply, ['discipline'], () => disciplineList(app.database.read)),
  );
}
