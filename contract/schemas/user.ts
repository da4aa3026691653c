/** GET /api/user — spec §3 "User" (plus isAdmin, spec §6, and the LMS role). */
import { Type, type Static } from 'typebox';
import { Text } from './common.ts';

export const Organisation = Type.Object({
  orgId: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  /** Spec §3 organisation classes: school, higher_ed. */
  classification: Type.String(),
  location: Type.Object({
    city: Type.Union([Type.String(), Type.Null()]),
    state: Type.Union([Type.String(), Type.Null()]),
    country: Type.String(),
  }),
});
export type Organisation = Static<typeof Organisation>;

export const UserOrganisation = Type.Object({
  isDefaultInstitute: Type.Boolean(),
  organization: Organisation,
});
export type UserOrganisation = Static<typeof UserOrganisation>;

export const User = Type.Object({
  id: Type.String(),
  userDetails: Type.Object({
    givenName: Type.String(),
    familyName: Type.String(),
    emails: Type.Array(Type.Object({ emailAddress: Type.String() })),
    homeCountryCode: Type.String(),
  }),
  displayName: Type.String(),
  location: Type.Object({ country: Type.String() }),
  /**
   * The user's organisations. With an LMS token (spec §4) the LMS organisation is listed
   * first and is the only one marked default.
   */
  organizations: Type.Array(UserOrganisation),
  /** The organisation of the LMS integration token, or null without one. */
  lmsOrg: Type.Union([Organisation, Type.Null()]),
  /** The LMS role of the integration token, or null without one. */
  lmsRole: Type.Union([Type.Literal('instructor'), Type.Literal('student'), Type.Null()]),
  permissions: Type.Array(Type.String()),
  isInstructor: Type.Boolean(),
  /** Spec §6 "Admin (isAdmin)": sees the Administrative Dashboard. */
  isAdmin: Type.Boolean(),
  credentials: Type.Object({
    /** The session token (the course-creation hand-off's piToken). */
    token: Type.String(),
    /** When the session ends unless used again. */
    expiresAt: Type.String({ format: 'date-time' }),
  }),
});
export type User = Static<typeof User>;

export const UserQuery = Type.Object({
  /** LMS integration token (spec §7: "LMS integration token or empty"). */
  token: Type.Optional(Text({ maxLength: 2048 })),
});
export type UserQuery = Static<typeof UserQuery>;
