/**
 * GET /api/disciplineFeature (spec §7): the feature cards of the product page's Features
 * tab and its mobile-app promotion (spec §2 Product detail, §3 "Discipline feature").
 * The selection rules are written at `selectDisciplineFeatures`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DisciplineFeatureQuery, DisciplineFeatureResponse } from '../../../contract/schemas/discipline-feature.ts';
import { errorResponses } from '../../../contract/schemas/common.ts';
import { disciplineFeatures } from './catalogue-service.ts';

export async function disciplineFeatureRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/disciplineFeature',
    {
      config: { cache: 'catalogue' },
      schema: {
        summary: 'Feature cards and the mobile-app feature for a discipline, product model or product',
        description:
          'Parameters given explicitly win; `pId` fills the missing ones from that product ' +
          '(its main primary discipline, its model, and isLearningApp from its platform).',
        tags: ['catalogue'],
        querystring: DisciplineFeatureQuery,
        response: { 200: DisciplineFeatureResponse, ...errorResponses },
      },
    },
    // The same for every caller asking the same question, and it changes only with the
    // catalogue: kept in the answer cache (every home and product page asks for it).
    async (request, reply) => {
      const q = request.query;
      const key = [
        'features',
        q.pId ?? null,
        q.instrFeature ?? null,
        q.isLearningApp ?? null,
        q.pDiscipline ?? null,
        q.pModel ?? null,
      ];
      return app.answerCache.send(reply, key, () => disciplineFeatures(app.database.read, q));
    },
  );
}
