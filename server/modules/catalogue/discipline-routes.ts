/** GET /api/discipline (spec §7): the subject tree for the home page and menus. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DisciplineListQuery, DisciplineListResponse } from '../../../contract/schemas/discipline.ts';
import { errorResponses } from '../../../contract/schemas/common.ts';
import { disciplineList } from './catalogue-service.ts';
import { DEFAULT_LOCALE } from '../../../contract/locales.ts';

export async function disciplineRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/discipline',
    {
      config: { cache: 'catalogue' },
      schema: {
        summary: 'Discipline categories with their primary and secondary disciplines',
        tags: ['catalogue'],
        querystring: DisciplineListQuery,
        response: { 200: DisciplineListResponse, ...errorResponses },
      },
    },
    // The same for every caller of a locale, and it changes only with the catalogue: kept in the
    // answer cache per locale (every home page asks for it).
    async (request, reply) => {
      const locale = request.query.locale ?? DEFAULT_LOCALE;
      return app.answerCache.send(reply, ['discipline', locale], () => disciplineList(app.database.read, locale));
    },
  );
}
