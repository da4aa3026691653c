/**
 * GET /api/user?token= (spec §7): the signed-in user in the spec §3 "User" shape.
 * Needs a valid session (bearer token, X-User-Id must match): otherwise 401. With an LMS
 * integration token, the LMS organisation is `lmsOrg` and the current and default
 * organisation (spec §4 "Organisation choice"); an expired or forged token is a 401 whose
 * message names the problem.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import { User, UserQuery } from '../../../contract/schemas/user.ts';
import { callerOf, lmsTokenOf } from './auth.ts';
import { userAnswer } from './user-service.ts';

export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/user',
    {
      config: { cache: 'private', auth: 'required' },
      schema: {
        summary: 'The signed-in user (spec §3 User); with an LMS token, its organisation',
        tags: ['identity'],
        querystring: UserQuery,
        response: { 200: User, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request)!;
      const lms = await lmsTokenOf(request, request.query.token);
      return userAnswer(app.database.db, caller, lms);
    },
  );
}
