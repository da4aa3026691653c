/**
 * The spec §3 "User" answer of GET /api/user: the signed-in user, and with an LMS token its
 * organisation as current and default (spec §4 "Organisation choice").
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Organisation, User, UserOrganisation } from '../../../contract/schemas/user.ts';
import { unauthorized } from '../../lib/errors.ts';
import { AUTH_MESSAGES, type Caller } from './auth.ts';
import type { VerifiedLmsToken } from './lms-token.ts';
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

/** The caller's user; a session whose user is gone is a 401 (expired). */
export async function userAnswer(db: Kysely<DB>, caller: Caller, lms: VerifiedLmsToken | null): Promise<User> {
  const user = await findUser(db, caller.userId);
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
}
