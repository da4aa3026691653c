// spec §4 "Organisation choice": which organisation is current, what is saved, and whether
// the URL's organizationId must be rewritten. Pure: the caller reads the URL and the saved
// local default (exchange.user.defaultInstitute) and applies the answer.
//
//   with an LMS token the LMS organisation is current and default (an organizationId for
//   another organisation in the URL is rewritten with it);
//   otherwise the organisation marked default, else the first,
//   unless organizationId in the URL matches one (chosen and saved)
//   or not (URL rewritten with the default);
//   a saved local default overrides.

import type { OrganisationRef } from './organisation';

/** Local storage keys of spec §3 "Browser storage". */
export const DEFAULT_INSTITUTE_KEY = 'exchange.user.defaultInstitute';
export const LMS_INSTITUTE_KEY = 'exchange.user.lmsInstitute';

/** The choice reads only the id; callers keep their fuller organisation type through `O`. */
type ChoiceOrganisation = Pick<OrganisationRef, 'orgId'>;

export interface OrganisationChoiceInput<O extends ChoiceOrganisation = ChoiceOrganisation> {
  organizations: ReadonlyArray<{ isDefaultInstitute?: boolean; organization: O }>;
  lmsOrg?: O | null;
  /** An integration_context_token is in the URL. */
  hasLmsToken: boolean;
  /** organizationId from the URL, if any. */
  urlOrganisationId?: string | null;
  /** The saved local default (exchange.user.defaultInstitute), if any. */
  savedDefaultOrgId?: string | null;
}

export type ChoiceSource = 'lms' | 'url' | 'saved' | 'marked-default' | 'first' | 'none';

export interface OrganisationChoice<O extends ChoiceOrganisation = ChoiceOrganisation> {
  current: O | null;
  /** The default organisation after this choice (what the URL is rewritten with). */
  defaultOrgId: string | null;
  source: ChoiceSource;
  /** LMS users get a read-only label, no picker (spec §6). */
  readOnly: boolean;
  /** Save this as the local default; undefined: leave storage alone. */
  saveDefaultOrgId?: string;
  /** The saved default names none of the user's organisations: remove it. */
  clearSavedDefault?: boolean;
  /** Save this as the LMS institute (exchange.user.lmsInstitute). */
  saveLmsOrgId?: string;
  /**
   * Rewrite the URL's organizationId to this value (null: remove it); undefined: leave the
   * URL alone.
   */
  rewriteUrlOrganisationId?: string | null;
}

export function chooseOrganisation<O extends ChoiceOrganisation>(
  input: OrganisationChoiceInput<O>,
): OrganisationChoice<O> {
  const { organizations, lmsOrg, hasLmsToken } = input;

  if (hasLmsToken && lmsOrg) {
    const choice: OrganisationChoice<O> = {
      current: lmsOrg,
      defaultOrgId: lmsOrg.orgId,
      source: 'lms',
      readOnly: true,
      saveLmsOrgId: lmsOrg.orgId,
    };
    // An organizationId naming another organisation would say one thing while the LMS one is
    // in use: rewritten with the default (the LMS organisation), as an unknown one is below.
    const urlOrgId = input.urlOrganisationId?.trim() || null;
    if (urlOrgId && urlOrgId !== lmsOrg.orgId) choice.rewriteUrlOrganisationId = lmsOrg.orgId;
    return choice;
  }

  const find = (orgId: string | null | undefined) =>
    orgId ? (organizations.find((o) => o.organization.orgId === orgId)?.organization ?? null) : null;

  const saved = find(input.savedDefaultOrgId);
  const marked = organizations.find((o) => o.isDefaultInstitute)?.organization ?? null;
  const first = organizations[0]?.organization ?? null;
  const fallback: { org: O | null; source: ChoiceSource } = saved
    ? { org: saved, source: 'saved' }
    : marked
      ? { org: marked, source: 'marked-default' }
      : first
        ? { org: first, source: 'first' }
        : { org: null, source: 'none' };
  const clearSavedDefault = Boolean(input.savedDefaultOrgId) && !saved ? true : undefined;
  const base = { readOnly: false, ...(clearSavedDefault ? { clearSavedDefault } : {}) };

  const urlOrgId = input.urlOrganisationId?.trim() || null;
  if (urlOrgId) {
    const fromUrl = find(urlOrgId);
    if (fromUrl) {
      const { clearSavedDefault: _ignored, ...rest } = base;
      return { ...rest, current: fromUrl, defaultOrgId: fromUrl.orgId, source: 'url', saveDefaultOrgId: fromUrl.orgId };
    }
    return {
      ...base,
      current: fallback.org,
      defaultOrgId: fallback.org?.orgId ?? null,
      source: fallback.source,
      rewriteUrlOrganisationId: fallback.org?.orgId ?? null,
    };
  }
  return { ...base, current: fallback.org, defaultOrgId: fallback.org?.orgId ?? null, source: fallback.source };
}
