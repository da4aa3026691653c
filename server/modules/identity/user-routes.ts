/**
 * GET /api/user?token= (spec §7): the signed-in user in the spec §3 "User" shape.
 * Needs a valid session (bearer token, X-User-Id must match): otherwise 401. With an LMS
 * integration token, the LMS organisation is `lmsOrg` and the current and default
 * organisation (spec §4 "Organisation choice"); an expired or forged token is a 401 whose
 * message names the problem.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, errorResponses } from '../../schemas/common.ts';
import { User, UserQuery, type Organisation, type UserOrganisation } from '../../schemas/user.ts';
import { unauthorized } from '../../lib/errors.ts';
import { callerOf, lmsTokenOf, AUTH_MESSAGES } from './auth.ts';
import { findUser, type OrganisationRow } from './user-repository.ts';

export function toOrganisation(o: OrganisationRow): Organisation {
  return {
    orgId: o.orgId,
    name: o.name,
    displayName: o.displayName,
    classification: o.classification,
    location: { city: o.city, state: o.state, country: o.country },
  };
}

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
      const user = await findUser(app.database.db, caller.userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.expired);

      let organizations: UserOrganisation[] = user.organisations.map((o) => ({
        isDefaultInstitute: o.isDefault,
        organization: toOrganisation(o),
      }));
      const lmsOrg = lms ? toOrganisation(lms.organisation) : null;
      if (lmsOrg) {
        // spec §4: with an LMS token the LMS organisation is current and default.
        organizations = [
          { isDefaultInstitute: true, organization: lmsOrg },
          ...organizations
            .filter((o) => o.organization.orgId !== lmsOrg.orgId)
            .map((o) => ({ ...o, isDefaultInstitute: false })),
        ];
      }
      return {
        id: user.userId,
        userDetails: {
          givenName: user.givenName,
          familyName: user.familyName,
          emails: [{ emailAddress: user.email }],
          homeCountryCode: user.homeCountryCode,
        },
        displayName: user.displayName,
        location: { country: user.country },
        organizations,
        lmsOrg,
        lmsRole: lms?.claims.role ?? null,
        permissions: user.permissions,
        isInstructor: user.isInstructor,
        isAdmin: user.isAdmin,
        credentials: { token: caller.token, expiresAt: caller.expiresAt.toISOString() },
      };
    },
  );
}
