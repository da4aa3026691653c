// The product page's call to action and role messages (src/domain/product-cta.ts) against
// spec §4 "Call-to-action disabled when" and §6, clause by clause.
import { describe, expect, it } from 'vitest';
import { ctaHold, needsCourseInvite, roleMessages, type CtaInput, type RoleMessageInput } from '../../src/domain/product-cta';

const enabled: CtaInput = {
  comingSoon: false,
  offerCount: 3,
  isInstructor: true,
  hasInstitution: true,
  permissions: ['create_revel_course'],
  institutionHigherEd: true,
  productAudience: 'highered',
  reviewStage: false,
};

describe('ctaHold (spec §4)', () => {
  it('enabled for a validated instructor with an institution and offers', () => {
    expect(ctaHold(enabled)).toBeNull();
  });
  it('disabled when coming soon', () => {
    expect(ctaHold({ ...enabled, comingSoon: true })).toBe('comingSoon');
  });
  it('disabled with no offers', () => {
    expect(ctaHold({ ...enabled, offerCount: 0 })).toBe('noOffers');
  });
  it('disabled for an instructor without institution who lacks all three permissions', () => {
    const none = { ...enabled, hasInstitution: false, institutionHigherEd: null, permissions: ['beta_form'] };
    expect(ctaHold(none)).toBe('noInstitution');
    for (const permission of ['initiate_aiv', 'create_revel_course', 'create_reveltest_course']) {
      expect(ctaHold({ ...none, permissions: [permission] })).toBeNull();
    }
    expect(ctaHold({ ...none, isInstructor: false })).toBeNull();
  });
  it('disabled for a higher-ed institution viewing a K-12 product', () => {
    expect(ctaHold({ ...enabled, productAudience: 'k12' })).toBe('k12ProductForHigherEd');
    expect(ctaHold({ ...enabled, productAudience: 'all' })).toBeNull();
    expect(ctaHold({ ...enabled, productAudience: 'k12', institutionHigherEd: false })).toBeNull();
  });
  it('review stage with an institution stays enabled, even coming soon or without offers', () => {
    expect(ctaHold({ ...enabled, reviewStage: true, comingSoon: true, offerCount: 0, productAudience: 'k12' })).toBeNull();
    expect(ctaHold({ ...enabled, reviewStage: true, hasInstitution: false, comingSoon: true })).toBe('comingSoon');
  });
});

const student: RoleMessageInput = {
  signedIn: true,
  isInstructor: false,
  isValidatedInstructor: false,
  isStudent: true,
  hasInstitution: false,
  institutionHasOffers: false,
  platform: 'revel',
  model: 'REVEL',
};

describe('roleMessages (spec §6)', () => {
  it("anonymous: 'Register or sign in …' only", () => {
    expect(roleMessages({ ...student, signedIn: false, platform: 'etext' })).toEqual(['registerOrSignIn']);
  });
  it('an unverified instructor is asked to verify; with no institution, to add one', () => {
    const instructor = { ...student, isStudent: false, isInstructor: true };
    expect(roleMessages(instructor)).toEqual(['verifyCourse', 'addInstitution']);
    expect(roleMessages({ ...instructor, isValidatedInstructor: true })).toEqual(['addInstitution']);
  });
  it("an instructor whose institution lacks the offer: 'This course isn't available …'", () => {
    const instructor = { ...student, isStudent: false, isInstructor: true, isValidatedInstructor: true, hasInstitution: true };
    expect(roleMessages(instructor)).toEqual(['notForInstitution']);
    expect(roleMessages({ ...instructor, institutionHasOffers: true })).toEqual([]);
  });
  it("students on eText, learning applications or etext2 need a course invite link", () => {
    expect(roleMessages(student)).toEqual([]);
    expect(roleMessages({ ...student, platform: 'etext', model: 'ETEXT1_PDF' })).toEqual(['courseInviteLink']);
    expect(roleMessages({ ...student, platform: 'learning_applications', model: 'MEDIA_SHARE' })).toEqual(['courseInviteLink']);
    expect(roleMessages({ ...student, platform: 'collection', model: 'ETEXT2_CITE' })).toEqual(['courseInviteLink']);
  });
  it('needsCourseInvite reads the platform and the etext2 models', () => {
    expect(needsCourseInvite('revel', 'REVEL')).toBe(false);
    expect(needsCourseInvite('revel', 'ETEXT2_PXE')).toBe(true);
  });
});
