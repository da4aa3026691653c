// The signed-in user as the client keeps it (spec §3 User). Kept in a file of its own so the
// contract's wire types can replace it in one place.

export interface SessionOrganization {
  isDefaultInstitute?: boolean;
  organization: {
    orgId: string;
    name?: string;
    displayName?: string;
    classification?: string;
    location?: { city?: string | null; state?: string | null; country?: string | null };
  };
}

/** spec §3 User, as far as the app needs it (the server's `User` fits it). */
export interface SessionUser {
  id: string;
  userDetails: {
    givenName: string;
    familyName: string;
    emails: Array<{ emailAddress: string }>;
    homeCountryCode?: string;
  };
  displayName?: string;
  location?: { country: string };
  permissions: string[];
  organizations: SessionOrganization[];
  lmsOrg?: SessionOrganization['organization'] | null;
  /** The LMS role of the integration token, when there is one. */
  lmsRole?: 'instructor' | 'student' | null;
  isInstructor: boolean;
  isAdmin?: boolean;
  credentials?: { token: string; expiresAt?: string };
}
