/**
 * Search that learns, the console's section (admins only, as search insights: 401
 * without a session, 403 for anyone else):
 *
 * GET    /api/learning                      proposals with their evidence (aggregates only), accepted rules, the switch,
 *                                           the click evidence's movers by address count
 * POST   /api/learning/synonyms             accept a proposal, or an edited one: { term, replacement, kind? } → 201
 * DELETE /api/learning/synonyms/:id         undo a rule → 204 (404 when there is none)
 * POST   /api/learning/rejections           reject a proposal: { term } → 204
 * PUT    /api/learning/click-ranking        the switch: { enabled } → 200
 *
 * And for everyone: GET /api/synonyms, the accepted rules, which offline search applies
 * (cached like catalogue reads; a rule change reaches devices within their cache's minute).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import {
  ClickRankingAnswer,
  ClickRankingBody,
  LearningAnswer,
  RejectionBody,
  SynonymBody,
  SynonymList,
  SynonymParams,
  SynonymSaved,
} from '../../../contract/schemas/search-learning.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { TypeBoxApp } from '../../lib/typebox-app.ts';
import { PERMISSIONS } from '../../../contract/permissions.ts';
import { looksPersonal } from '../../../contract/search-events.ts';
import { synonymKey } from '../../../contract/search-learning.ts';
import { callerOf, findUser } from '../identity/index.ts';
import type { EventWriter } from '../insights/index.ts';
import { acceptRule, learningAnswer, rejectProposal, ruleList, switchClickRanking, undoRule } from './learning-service.ts';

export const LEARNING_FORBIDDEN = 'Search learning is for administrators only.';

/** `served`: the search ids given out (search/served-queries.ts), written before clicks are checked against them. */
type LearningOptions = { writer: EventWriter; served: { flush(): Promise<void> }; retentionDays: number };

/** What was just sent counts: the queued events and served search ids are written first. */
async function flushQueued(options: LearningOptions): Promise<void> {
  await Promise.all([options.writer.flush(), options.served.flush()]);
}

async function adminOnly(request: FastifyRequest): Promise<void> {
  const caller = callerOf(request)!;
  const user = await findUser(request.server.database.db, caller.userId);
  if (!user || !(user.isAdmin || user.permissions.includes(PERMISSIONS.admin))) throw forbidden(LEARNING_FORBIDDEN);
}

const admin = { auth: 'required' as const, cache: 'private' as const };
const denied = { 401: ErrorBody, 403: ErrorBody };

/** A rule's text: something search can use, and no personal data (a text typed as an email). */
function ruleText(field: string, text: string): string {
  if (looksPersonal(text)) throw badRequest(field, `${field} looks like an email address or a token`);
  const key = synonymKey(text);
  if (!key) throw badRequest(field, `${field} has no letters or digits`);
  return key;
}

/** The console's page and its decisions that are not rules: rejections and the click-ranking switch. */
function proposalRoutes(app: TypeBoxApp, options: LearningOptions): void {
  const db = () => app.database.db;
  app.get(
    '/learning',
    {
      config: admin,
      schema: { summary: 'Proposals, accepted rules and the click-ranking switch (admins only)', tags: ['learning'], response: { 200: LearningAnswer, ...denied, ...errorResponses } },
    },
    async (request) => {
      await adminOnly(request);
      await flushQueued(options);
      return learningAnswer(db(), options.retentionDays);
    },
  );

  app.post(
    '/learning/rejections',
    {
      config: admin,
      schema: { summary: 'Reject a proposal', tags: ['learning'], body: RejectionBody, response: { 204: Type.Null(), ...denied, ...errorResponses } },
    },
    async (request, reply) => {
      await adminOnly(request);
      await rejectProposal(db(), ruleText('term', request.body.term));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/learning/click-ranking',
    {
      config: admin,
      schema: { summary: 'Turn the ranking that follows clicks on or off', tags: ['learning'], body: ClickRankingBody, response: { 200: ClickRankingAnswer, ...denied, ...errorResponses } },
    },
    async (request) => {
      await adminOnly(request);
      await flushQueued(options);
      await switchClickRanking(db(), request.body.enabled, options.retentionDays);
      return { enabled: request.body.enabled };
    },
  );
}

/** Accepted rules: accept, undo, and the list every device's offline search reads. */
function ruleRoutes(app: TypeBoxApp): void {
  const db = () => app.database.db;

  app.post(
    '/learning/synonyms',
    {
      config: admin,
      schema: { summary: 'Accept a proposal (or an edited one)', tags: ['learning'], body: SynonymBody, response: { 201: SynonymSaved, ...denied, ...errorResponses } },
    },
    async (request, reply) => {
      await adminOnly(request);
      const term = ruleText('term', request.body.term);
      const replacement = ruleText('replacement', request.body.replacement);
      if (term === replacement) throw badRequest('replacement', 'replacement must differ from term');
      const id = await acceptRule(db(), { term, replacement, kind: request.body.kind ?? 'synonym' });
      return reply.code(201).send({ id, term, replacement });
    },
  );

  app.delete(
    '/learning/synonyms/:id',
    {
      config: admin,
      schema: { summary: 'Undo an accepted rule', tags: ['learning'], params: SynonymParams, response: { 204: Type.Null(), ...denied, ...errorResponses, 404: ErrorBody } },
    },
    async (request, reply) => {
      await adminOnly(request);
      if (!(await undoRule(db(), request.params.id))) throw notFound(`No accepted rule ${request.params.id}`);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/synonyms',
    {
      config: { cache: 'catalogue' },
      schema: { summary: 'The accepted search rules (offline search applies them)', tags: ['search'], response: { 200: SynonymList, ...errorResponses } },
    },
    async () => ({ synonyms: await ruleList(db()) }),
  );
}

export async function learningRoutes(fastify: FastifyInstance, options: LearningOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  proposalRoutes(app, options);
  ruleRoutes(app);
}
