// The current organisation of the signed-in user (spec §4 "Organisation choice"), read from
// the user, the URL's organizationId and integration_context_token, and the saved local
// default: useOrganisationChoice() only reads it (the search bar's autocomplete, on every
// page); useCurrentOrganisation() also does what the choice asks for, saving the default and
// rewriting the URL (the screens with an institution selector: search results; product
// detail later).
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAtomValue } from '../state/app-jotai';
import { readStored, removeStored, writeStored } from '../storage/storage';
import {
  chooseOrganisation,
  DEFAULT_INSTITUTE_KEY,
  LMS_INSTITUTE_KEY,
  type OrganisationChoice,
} from '../../domain/session/organisation-choice';
import { LMS_TOKEN_PARAM, signedInUserAtom } from './session-store';
import type { SessionOrganisation, SessionUser } from './session-types';

export type Organisation = SessionOrganisation['organization'];

const isOrgId = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function savedDefaultOrgId(): string | null {
  return readStored(DEFAULT_INSTITUTE_KEY, isOrgId);
}

export interface CurrentOrganisation {
  user: SessionUser | null;
  choice: OrganisationChoice<Organisation>;
  /** The user's organisations, for a picker. */
  organisations: Organisation[];
}

const NO_CHOICE: OrganisationChoice<Organisation> = {
  current: null,
  defaultOrgId: null,
  source: 'none',
  readOnly: false,
};

/** What the organisation choice reads from the URL (spec §4). */
export interface OrganisationUrl {
  urlOrganisationId: string | null;
  hasLmsToken: boolean;
}

export function organisationUrlOf(search: string): OrganisationUrl {
  const params = new URLSearchParams(search);
  return { urlOrganisationId: params.get('organizationId'), hasLmsToken: Boolean(params.get(LMS_TOKEN_PARAM)) };
}

/**
 * spec §4: with an LMS token the LMS organisation is current; otherwise the URL's
 * organizationId when it is one of the user's, else the saved default, the one marked
 * default, or the first. A plain function, so a route prefetch computes what the screen will.
 */
export function organisationChoiceOf(
  user: SessionUser | null,
  { urlOrganisationId, hasLmsToken }: OrganisationUrl,
  saved: string | null,
): OrganisationChoice<Organisation> {
  if (!user) return NO_CHOICE;
  return chooseOrganisation<Organisation>({
    organizations: user.organizations,
    lmsOrg: user.lmsOrg ?? null,
    hasLmsToken,
    urlOrganisationId,
    savedDefaultOrgId: saved,
  });
}

/**
 * organisationChoiceOf for the current user and location. Read only: what the choice asks
 * for (saving, rewriting the URL) is left to useCurrentOrganisation.
 */
export function useOrganisationChoice(): CurrentOrganisation {
  const user = useAtomValue(signedInUserAtom);
  const { search } = useLocation();
  const { urlOrganisationId, hasLmsToken } = organisationUrlOf(search);
  const saved = user ? savedDefaultOrgId() : null;

  const choice = useMemo(
    () => organisationChoiceOf(user, { urlOrganisationId, hasLmsToken }, saved),
    [user, hasLmsToken, urlOrganisationId, saved],
  );
  const organisations = useMemo(() => user?.organizations.map((o) => o.organization) ?? [], [user]);
  return { user, choice, organisations };
}

/**
 * useOrganisationChoice, and what the choice asks for (spec §4): the URL's organizationId
 * when it is one of the user's is chosen and saved; a URL naming none of them is rewritten
 * with the default. One screen at a time uses this (the one with the institution selector).
 */
export function useCurrentOrganisation(): CurrentOrganisation {
  const current = useOrganisationChoice();
  const { choice } = current;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (choice.saveDefaultOrgId) writeStored(DEFAULT_INSTITUTE_KEY, choice.saveDefaultOrgId);
    if (choice.clearSavedDefault) removeStored(DEFAULT_INSTITUTE_KEY);
    if (choice.saveLmsOrgId) writeStored(LMS_INSTITUTE_KEY, choice.saveLmsOrgId);
    if (choice.rewriteUrlOrganisationId === undefined) return;
    const next = new URLSearchParams(search);
    if (choice.rewriteUrlOrganisationId === null) next.delete('organizationId');
    else next.set('organizationId', choice.rewriteUrlOrganisationId);
    const qs = next.toString();
    void navigate(`${pathname}${qs ? `?${qs}` : ''}${hash}`, { replace: true, preventScrollReset: true });
  }, [choice, pathname, search, hash, navigate]);

  return current;
}
