// spec §4 "Organisation choice".
import { describe, expect, it } from 'vitest';
import { chooseOrganisation, DEFAULT_INSTITUTE_KEY, LMS_INSTITUTE_KEY } from '../../src/domain/session/organisation-choice';

const A = { orgId: 'A', classification: 'higher_ed' };
const B = { orgId: 'B', classification: 'higher_ed' };
const C = { orgId: 'C', classification: 'school' };
const LMS = { orgId: 'L', classification: 'higher_ed' };

const orgs = (defaultId?: string) =>
  [A, B, C].map((organization) => ({ isDefaultInstitute: organization.orgId === defaultId, organization }));

describe('organisation choice (spec §4)', () => {
  it('uses the storage keys of spec §3', () => {
    expect(DEFAULT_INSTITUTE_KEY).toBe('exchange.user.defaultInstitute');
    expect(LMS_INSTITUTE_KEY).toBe('exchange.user.lmsInstitute');
  });

  it('with an LMS token, the LMS organisation is current and default, read-only, over URL and saved default', () => {
    const choice = chooseOrganisation({
      organizations: orgs('B'),
      lmsOrg: LMS,
      hasLmsToken: true,
      urlOrganisationId: 'A',
      savedDefaultOrgId: 'C',
    });
    expect(choice).toMatchObject({ current: LMS, defaultOrgId: 'L', source: 'lms', readOnly: true, saveLmsOrgId: 'L' });
  });

  it("with an LMS token, another organisation's organizationId in the URL is rewritten to the LMS one", () => {
    const lms = (urlOrganisationId: string | null) =>
      chooseOrganisation({ organizations: orgs('B'), lmsOrg: LMS, hasLmsToken: true, urlOrganisationId });
    expect(lms('A').rewriteUrlOrganisationId).toBe('L');
    expect(lms('B').rewriteUrlOrganisationId).toBe('L');
    // the LMS organisation's own id, or none: the URL is left alone
    expect(lms('L')).toEqual({ current: LMS, defaultOrgId: 'L', source: 'lms', readOnly: true, saveLmsOrgId: 'L' });
    expect(lms(null).rewriteUrlOrganisationId).toBeUndefined();
  });

  it('without an LMS token an lmsOrg does not count, and without lmsOrg the token alone chooses nothing special', () => {
    expect(chooseOrganisation({ organizations: orgs('B'), lmsOrg: LMS, hasLmsToken: false }).current).toBe(B);
    expect(chooseOrganisation({ organizations: orgs('B'), lmsOrg: null, hasLmsToken: true }).current).toBe(B);
  });

  it('otherwise the organisation marked default', () => {
    const choice = chooseOrganisation({ organizations: orgs('B'), hasLmsToken: false });
    expect(choice).toEqual({ current: B, defaultOrgId: 'B', source: 'marked-default', readOnly: false });
  });

  it('else the first', () => {
    expect(chooseOrganisation({ organizations: orgs(), hasLmsToken: false })).toMatchObject({
      current: A,
      source: 'first',
    });
  });

  it('none without organisations', () => {
    expect(chooseOrganisation({ organizations: [], hasLmsToken: false })).toEqual({
      current: null,
      defaultOrgId: null,
      source: 'none',
      readOnly: false,
    });
  });

  it('organizationId in the URL that matches one is chosen and saved', () => {
    const choice = chooseOrganisation({
      organizations: orgs('B'),
      hasLmsToken: false,
      urlOrganisationId: 'C',
      savedDefaultOrgId: 'A',
    });
    expect(choice).toEqual({ current: C, defaultOrgId: 'C', source: 'url', readOnly: false, saveDefaultOrgId: 'C' });
    expect(choice.rewriteUrlOrganisationId).toBeUndefined();
  });

  it('organizationId in the URL that matches none is rewritten with the default', () => {
    const choice = chooseOrganisation({ organizations: orgs('B'), hasLmsToken: false, urlOrganisationId: 'NOPE' });
    expect(choice).toMatchObject({ current: B, source: 'marked-default', rewriteUrlOrganisationId: 'B' });
    expect(choice.saveDefaultOrgId).toBeUndefined();
    // …with the saved default when there is one, and removed when there is no default at all.
    expect(
      chooseOrganisation({
        organizations: orgs('B'),
        hasLmsToken: false,
        urlOrganisationId: 'NOPE',
        savedDefaultOrgId: 'C',
      }),
    ).toMatchObject({
      current: C,
      rewriteUrlOrganisationId: 'C',
    });
    expect(chooseOrganisation({ organizations: [], hasLmsToken: false, urlOrganisationId: 'NOPE' })).toMatchObject({
      current: null,
      rewriteUrlOrganisationId: null,
    });
  });

  it('a saved local default overrides the marked default and the first', () => {
    expect(chooseOrganisation({ organizations: orgs('B'), hasLmsToken: false, savedDefaultOrgId: 'C' })).toEqual({
      current: C,
      defaultOrgId: 'C',
      source: 'saved',
      readOnly: false,
    });
    expect(chooseOrganisation({ organizations: orgs(), hasLmsToken: false, savedDefaultOrgId: 'B' })).toMatchObject({
      current: B,
      source: 'saved',
    });
  });

  it("a saved default that is not one of the user's organisations is ignored and cleared", () => {
    expect(chooseOrganisation({ organizations: orgs('B'), hasLmsToken: false, savedDefaultOrgId: 'GONE' })).toEqual({
      current: B,
      defaultOrgId: 'B',
      source: 'marked-default',
      readOnly: false,
      clearSavedDefault: true,
    });
  });

  it('an empty URL parameter counts as absent', () => {
    const choice = chooseOrganisation({ organizations: orgs('B'), hasLmsToken: false, urlOrganisationId: '' });
    expect(choice.rewriteUrlOrganisationId).toBeUndefined();
    expect(choice.current).toBe(B);
  });
});
