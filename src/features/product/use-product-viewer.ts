// Who is looking at the product page (spec §4 roles, §6): the user, the current
// organisation (with its saving and address rewriting, spec §4 "Organisation choice"), the
// derived flags, and the caller the offers calls are made for.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAtomValue } from '../../lib/state/app-jotai';
import { useCurrentOrganisation, type Organisation } from '../../lib/session/current-organisation';
import { LMS_TOKEN_PARAM, readStoredSession, sessionAtom, userServiceErrorAtom } from '../../lib/session/session-store';
import type { SessionUser } from '../../lib/session/session-types';
import { derivedUserFlags, deriveRole, isHigherEdClassification, type DerivedUserFlags, type Role } from '../../domain/session/roles';
import { userCountry } from '../../domain/session/user';
import type { OrganisationChoice } from '../../domain/session/organisation-choice';
import type { OfferCaller } from './api/product-parts';

export interface ProductViewer {
  user: SessionUser | null;
  /**
   * A session is stored but its user is not loaded yet (the page's first moments): per-user
   * calls wait for it, and a 401 is not yet a reason to send the user to sign in.
   */
  sessionPending: boolean;
  signedIn: boolean;
  role: Role;
  flags: DerivedUserFlags;
  isInstructor: boolean;
  organisation: Organisation | null;
  organisations: Organisation[];
  choice: OrganisationChoice<Organisation>;
  lmsToken: string | null;
  caller: OfferCaller;
  userServiceError: boolean;
}

export function useProductViewer(): ProductViewer {
  const { user, choice, organisations } = useCurrentOrganisation();
  const session = useAtomValue(sessionAtom);
  const userServiceError = useAtomValue(userServiceErrorAtom);
  const { search } = useLocation();
  const lmsToken = new URLSearchParams(search).get(LMS_TOKEN_PARAM) || null;
  const organisation = choice.current;

  return useMemo(() => {
    const signedIn = user !== null;
    const role = deriveRole({ signedIn, user, currentOrganisation: organisation });
    const flags = derivedUserFlags(user, { hasLmsToken: lmsToken !== null });
    // spec §4: an instructor is a higher-ed instructor or, with instructor permissions, a K-12 buyer.
    const isInstructor = signedIn && role !== 'student' && (user?.isInstructor ?? false);
    return {
      user,
      sessionPending: session.status !== 'success' && !userServiceError && readStoredSession() !== null,
      signedIn,
      role,
      flags,
      isInstructor,
      organisation,
      organisations,
      choice,
      lmsToken,
      userServiceError,
      caller: {
        userId: user?.id ?? null,
        orgId: organisation?.orgId ?? null,
        country: organisation?.location.country ?? userCountry(user),
        token: lmsToken,
      },
    };
  }, [user, session.status, organisation, organisations, choice, lmsToken, userServiceError]);
}

export const organisationIsHigherEd = (organisation: Organisation | null): boolean | null =>
  organisation ? isHigherEdClassification(organisation.classification) : null;

export { LMS_TOKEN_PARAM };
