// The offer panel's one decision (src/domain/product/product-cta.ts): the call to action, the ONE
// explanation beside it and whether prices show, against spec §4 "Call-to-action disabled
// when" and §6 role messages, clause by clause, then each pair of conflicting conditions.
import { describe, expect, it } from 'vitest';
import { needsCourseInvite, offerPanelState, type OfferPanelInput } from '../../src/domain/product/product-cta';

/** A validated higher-ed instructor with an institution, on a live product with offers. */
const instructor: OfferPanelInput = {
  role: 'highered_instructor',
  online: true,
  hasTarget: true,
  comingSoon: false,
  reviewStage: false,
  productAudience: 'highered',
  offerCount: 3,
  isInstructor: true,
  isStudent: false,
  isValidatedInstructor: true,
  hasInstitution: true,
  permissions: ['create_revel_course'],
  institutionHigherEd: true,
  platform: 'revel',
  model: 'REVEL',
};

/** A student of a higher-ed institution. */
const student: OfferPanelInput = {
  ...instructor,
  role: 'student',
  isInstructor: false,
  isStudent: true,
  isValidatedInstructor: false,
  permissions: ['console_student'],
};

const anonymous: OfferPanelInput = {
  ...instructor,
  role: 'anonymous',
  isInstructor: false,
  isValidatedInstructor: false,
  hasInstitution: false,
  permissions: [],
  institutionHigherEd: null,
};

const enabled = { ctaEnabled: true, explanation: null, showOffers: true };

describe('offerPanelState: each clause (spec §4, §6)', () => {
  it('enabled with nothing to explain for a validated instructor with an institution and offers', () => {
    expect(offerPanelState(instructor)).toEqual(enabled);
  });
  it('coming soon: held, offers hidden', () => {
    expect(offerPanelState({ ...instructor, comingSoon: true })).toEqual({
      ctaEnabled: false,
      explanation: 'comingSoon',
      showOffers: false,
    });
  });
  it("no offers: for an instructor with an institution, §6 'isn't available for your selected institution'", () => {
    expect(offerPanelState({ ...instructor, offerCount: 0 })).toEqual({
      ctaEnabled: false,
      explanation: 'notForInstitution',
      showOffers: true,
    });
  });
  it('no offers: for a student, "no offers yet"', () => {
    expect(offerPanelState({ ...student, offerCount: 0 })).toMatchObject({ ctaEnabled: false, explanation: 'noOffers' });
  });
  it('an instructor without institution who lacks all three permissions is held; any one of them lets them through', () => {
    const none = { ...instructor, hasInstitution: false, institutionHigherEd: null, permissions: ['beta_form'] };
    expect(offerPanelState(none)).toMatchObject({ ctaEnabled: false, explanation: 'noInstitution' });
    for (const permission of ['initiate_aiv', 'create_revel_course', 'create_reveltest_course']) {
      expect(offerPanelState({ ...none, permissions: [permission] }).ctaEnabled).toBe(true);
    }
  });
  it('a higher-ed institution viewing a K-12 product: held, offers hidden; audience all or a school is fine', () => {
    expect(offerPanelState({ ...instructor, productAudience: 'k12' })).toEqual({
      ctaEnabled: false,
      explanation: 'k12ProductForHigherEd',
      showOffers: false,
    });
    expect(offerPanelState({ ...instructor, productAudience: 'all' })).toEqual(enabled);
    expect(
      offerPanelState({ ...instructor, role: 'k12_buyer', productAudience: 'k12', institutionHigherEd: false }),
    ).toEqual(enabled);
  });
  it('review stage with an institution stays enabled', () => {
    expect(offerPanelState({ ...instructor, reviewStage: true })).toEqual(enabled);
  });
  it("anonymous: Sign in enabled with 'Register or sign in …' only", () => {
    expect(offerPanelState(anonymous)).toEqual({ ctaEnabled: true, explanation: 'registerOrSignIn', showOffers: true });
  });
  it('an unverified instructor may act, and is asked to verify', () => {
    expect(
      offerPanelState({ ...instructor, isValidatedInstructor: false, permissions: ['initiate_aiv'] }),
    ).toEqual({ ctaEnabled: true, explanation: 'verifyCourse', showOffers: true });
  });
  it('students on eText, learning applications or etext2 need a course invite link', () => {
    expect(offerPanelState(student)).toEqual(enabled);
    for (const [platform, model] of [
      ['etext', 'ETEXT1_PDF'],
      ['learning_applications', 'MEDIA_SHARE'],
      ['collection', 'ETEXT2_CITE'],
    ] as const) {
      expect(offerPanelState({ ...student, platform, model })).toEqual({
        ctaEnabled: true,
        explanation: 'courseInviteLink',
        showOffers: true,
      });
    }
  });
  it('offers still loading: held until they arrive', () => {
    expect(offerPanelState({ ...instructor, offerCount: null })).toMatchObject({ ctaEnabled: false, explanation: 'loading' });
  });
  it('offline: held, prices kept', () => {
    expect(offerPanelState({ ...instructor, online: false })).toEqual({
      ctaEnabled: false,
      explanation: 'offline',
      showOffers: true,
    });
  });
  it('no use action: held', () => {
    expect(offerPanelState({ ...instructor, hasTarget: false })).toMatchObject({ ctaEnabled: false, explanation: 'noTarget' });
  });
});

describe('offerPanelState: each pair of conflicting conditions has one answer', () => {
  it("coming soon + not available for the institution (no offers): 'coming soon' only", () => {
    expect(offerPanelState({ ...instructor, comingSoon: true, offerCount: 0 })).toEqual({
      ctaEnabled: false,
      explanation: 'comingSoon',
      showOffers: false,
    });
  });
  it('review stage + unavailable (no offers): enabled, with no "unavailable" note beside it', () => {
    expect(offerPanelState({ ...instructor, reviewStage: true, offerCount: 0 })).toEqual(enabled);
  });
  it('review stage + coming soon + K-12 product with a higher-ed institution: the review exception wins', () => {
    expect(
      offerPanelState({ ...instructor, reviewStage: true, comingSoon: true, productAudience: 'k12', offerCount: 0 }),
    ).toEqual(enabled);
  });
  it('review stage without an institution + coming soon: no exception, coming soon holds', () => {
    expect(
      offerPanelState({ ...instructor, reviewStage: true, hasInstitution: false, institutionHigherEd: null, comingSoon: true }),
    ).toMatchObject({ ctaEnabled: false, explanation: 'comingSoon' });
  });
  it('review stage + offers still loading: enabled at once (the exception needs no offers)', () => {
    expect(offerPanelState({ ...instructor, reviewStage: true, offerCount: null })).toEqual(enabled);
  });
  it('a higher-ed student on a K-12 product with offers: held with its reason, and no prices', () => {
    expect(offerPanelState({ ...student, productAudience: 'k12' })).toEqual({
      ctaEnabled: false,
      explanation: 'k12ProductForHigherEd',
      showOffers: false,
    });
  });
  it('coming soon + K-12 product with a higher-ed institution: coming soon', () => {
    expect(offerPanelState({ ...instructor, comingSoon: true, productAudience: 'k12' })).toMatchObject({
      explanation: 'comingSoon',
    });
  });
  it('K-12 product with a higher-ed institution + no offers: the K-12 reason, not "not available for your institution"', () => {
    expect(offerPanelState({ ...instructor, productAudience: 'k12', offerCount: 0 })).toMatchObject({
      ctaEnabled: false,
      explanation: 'k12ProductForHigherEd',
    });
  });
  it('no institution + no offers: add an institution (the offers depend on it)', () => {
    expect(
      offerPanelState({ ...instructor, hasInstitution: false, institutionHigherEd: null, permissions: [], offerCount: 0 }),
    ).toMatchObject({ ctaEnabled: false, explanation: 'noInstitution' });
  });
  it('coming soon + no institution: coming soon', () => {
    expect(
      offerPanelState({ ...instructor, hasInstitution: false, institutionHigherEd: null, permissions: [], comingSoon: true }),
    ).toMatchObject({ ctaEnabled: false, explanation: 'comingSoon' });
  });
  it('unverified instructor + a hold (no offers): the hold, not the verify note beside a held button', () => {
    expect(
      offerPanelState({ ...instructor, isValidatedInstructor: false, permissions: ['initiate_aiv'], offerCount: 0 }),
    ).toMatchObject({ ctaEnabled: false, explanation: 'notForInstitution' });
  });
  it('unverified instructor + coming soon: coming soon', () => {
    expect(
      offerPanelState({ ...instructor, isValidatedInstructor: false, permissions: ['initiate_aiv'], comingSoon: true }),
    ).toMatchObject({ ctaEnabled: false, explanation: 'comingSoon' });
  });
  it('student needing an invite link + coming soon: coming soon', () => {
    expect(offerPanelState({ ...student, platform: 'etext', comingSoon: true })).toMatchObject({
      ctaEnabled: false,
      explanation: 'comingSoon',
    });
  });
  it('student needing an invite link + no offers: no offers', () => {
    expect(offerPanelState({ ...student, platform: 'etext', offerCount: 0 })).toMatchObject({
      ctaEnabled: false,
      explanation: 'noOffers',
    });
  });
  it('anonymous + coming soon, or + a K-12 product: Sign in with its note only', () => {
    expect(offerPanelState({ ...anonymous, comingSoon: true })).toEqual({
      ctaEnabled: true,
      explanation: 'registerOrSignIn',
      showOffers: true,
    });
    expect(offerPanelState({ ...anonymous, productAudience: 'k12', offerCount: 0 }).explanation).toBe('registerOrSignIn');
  });
  it('offline + any hold (coming soon, no offers): offline', () => {
    expect(offerPanelState({ ...instructor, online: false, comingSoon: true })).toMatchObject({ explanation: 'offline' });
    expect(offerPanelState({ ...anonymous, online: false })).toMatchObject({ ctaEnabled: false, explanation: 'offline' });
  });
  it('no use action + review exception: nothing to start, held', () => {
    expect(offerPanelState({ ...instructor, hasTarget: false, reviewStage: true })).toMatchObject({
      ctaEnabled: false,
      explanation: 'noTarget',
    });
  });
  it('whenever the action is held there is a reason, and an enabled action never sits beside a hold reason', () => {
    const holds = new Set(['offline', 'noTarget', 'comingSoon', 'k12ProductForHigherEd', 'noInstitution', 'loading', 'notForInstitution', 'noOffers']);
    const flags = [true, false];
    for (const comingSoon of flags)
      for (const reviewStage of flags)
        for (const hasInstitution of flags)
          for (const offerCount of [null, 0, 2])
            for (const productAudience of ['k12', 'highered'])
              for (const base of [instructor, student, anonymous]) {
                const state = offerPanelState({
                  ...base,
                  comingSoon,
                  reviewStage,
                  hasInstitution,
                  institutionHigherEd: hasInstitution ? base.institutionHigherEd : null,
                  offerCount,
                  productAudience,
                });
                if (!state.ctaEnabled) expect(state.explanation).not.toBeNull();
                if (state.ctaEnabled && state.explanation) expect(holds.has(state.explanation)).toBe(false);
              }
  });
});

describe('needsCourseInvite', () => {
  it('reads the platform and the etext2 models', () => {
    expect(needsCourseInvite('revel', 'REVEL')).toBe(false);
    expect(needsCourseInvite('revel', 'ETEXT2_PXE')).toBe(true);
  });
});
