// spec §4 "Roles derive after user load", §6 roles and permissions, §3 User "Derived".
import { describe, expect, it } from 'vitest';
import {
  deriveRole,
  derivedUserFlags,
  hasBetaPermission,
  hasInstitutions,
  hasReviewPermission,
  isHigherEdClassification,
  orgClassificationOf,
  isStudent,
  isStudentInstructer,
  isValidatedInstructor,
  isVerified,
  needsVerification,
  roleAfterInstitutionChange,
  selfIdentifiedInstructor,
  type RoleUser,
} from '../../src/domain/session/roles';

const higherEd = { orgId: 'HE', classification: 'higher_ed' };
const school = { orgId: 'K12', classification: 'school' };
const user = (permissions: string[], extra: Partial<RoleUser> = {}): RoleUser => ({
  permissions,
  organizations: [],
  ...extra,
});

describe('role derivation (spec §4)', () => {
  it('is anonymous when not signed in, or signed in without a loaded user', () => {
    expect(deriveRole({ signedIn: false, user: null, currentOrganisation: null })).toBe('anonymous');
    expect(deriveRole({ signedIn: false, user: user(['create_revel_course']), currentOrganisation: higherEd })).toBe(
      'anonymous',
    );
    expect(deriveRole({ signedIn: true, user: null, currentOrganisation: higherEd })).toBe('anonymous');
  });

  it('is student when the only permission is console_student, whatever the organisation', () => {
    expect(deriveRole({ signedIn: true, user: user(['console_student']), currentOrganisation: higherEd })).toBe(
      'student',
    );
    expect(deriveRole({ signedIn: true, user: user(['console_student']), currentOrganisation: school })).toBe(
      'student',
    );
    expect(
      deriveRole({ signedIn: true, user: user(['console_student', 'console_student']), currentOrganisation: null }),
    ).toBe('student');
  });

  it('is not student when console_student comes with another permission', () => {
    expect(
      deriveRole({ signedIn: true, user: user(['console_student', 'initiate_aiv']), currentOrganisation: higherEd }),
    ).toBe('highered_instructor');
  });

  it('is higher-ed instructor when the current organisation is higher ed or higher education', () => {
    for (const classification of ['higher_ed', 'higher ed', 'Higher Education', 'HIGHER-ED', ' higher education ']) {
      expect(
        deriveRole({
          signedIn: true,
          user: user(['create_revel_course']),
          currentOrganisation: { orgId: 'X', classification },
        }),
        classification,
      ).toBe('highered_instructor');
    }
  });

  it('is K-12 buyer otherwise when signed in: school organisation, unknown class, or none', () => {
    expect(deriveRole({ signedIn: true, user: user(['create_revel_course']), currentOrganisation: school })).toBe(
      'k12_buyer',
    );
    expect(
      deriveRole({
        signedIn: true,
        user: user(['initiate_aiv']),
        currentOrganisation: { orgId: 'X', classification: 'anonymous' },
      }),
    ).toBe('k12_buyer');
    expect(deriveRole({ signedIn: true, user: user(['initiate_aiv']), currentOrganisation: null })).toBe('k12_buyer');
    expect(deriveRole({ signedIn: true, user: user([]), currentOrganisation: undefined })).toBe('k12_buyer');
  });

  it('reclassifies on a change of institution: higher ed gives instructor, else K-12 buyer', () => {
    const instructor = user(['create_revel_course']);
    expect(roleAfterInstitutionChange(instructor, school)).toBe('k12_buyer');
    expect(roleAfterInstitutionChange(instructor, higherEd)).toBe('highered_instructor');
    expect(roleAfterInstitutionChange(user(['console_student']), school)).toBe('student');
  });

  it('reads "higher ed" and "higher education" only', () => {
    expect(isHigherEdClassification('higher_ed')).toBe(true);
    expect(isHigherEdClassification('higher education')).toBe(true);
    expect(isHigherEdClassification('school')).toBe(false);
    expect(isHigherEdClassification('higher')).toBe(false);
    expect(isHigherEdClassification(null)).toBe(false);
  });

  it('the class the API takes (spec §3): higher_ed, school, else anonymous', () => {
    expect(orgClassificationOf('Higher Education')).toBe('higher_ed');
    expect(orgClassificationOf('higher-ed')).toBe('higher_ed');
    expect(orgClassificationOf(' School ')).toBe('school');
    expect(orgClassificationOf('anonymous')).toBe('anonymous');
    expect(orgClassificationOf('college')).toBe('anonymous');
    expect(orgClassificationOf(null)).toBe('anonymous');
  });
});

describe('derived user flags (spec §3, §6)', () => {
  it('isStudent: only console_student', () => {
    expect(isStudent(user(['console_student']))).toBe(true);
    expect(isStudent(user(['console_student', 'initiate_aiv']))).toBe(false);
    expect(isStudent(user([]))).toBe(false);
    expect(isStudent(null)).toBe(false);
  });

  it('selfIdentifiedInstructor: initiate_aiv', () => {
    expect(selfIdentifiedInstructor(user(['initiate_aiv']))).toBe(true);
    expect(selfIdentifiedInstructor(user(['create_revel_course']))).toBe(false);
  });

  it('isStudentInstructer: both console_student and initiate_aiv', () => {
    expect(isStudentInstructer(user(['console_student', 'initiate_aiv']))).toBe(true);
    expect(isStudentInstructer(user(['console_student']))).toBe(false);
    expect(isStudentInstructer(user(['initiate_aiv']))).toBe(false);
  });

  it('isValidatedInstructor: create_revel_course or create_reveltest_course', () => {
    expect(isValidatedInstructor(user(['create_revel_course']))).toBe(true);
    expect(isValidatedInstructor(user(['create_reveltest_course']))).toBe(true);
    expect(isValidatedInstructor(user(['initiate_aiv']))).toBe(false);
  });

  it('not verified: a signed-in non-anonymous user without validated-instructor permission', () => {
    expect(isVerified(user(['create_revel_course']))).toBe(true);
    expect(isVerified(user(['initiate_aiv']))).toBe(false);
    expect(needsVerification('highered_instructor', user(['initiate_aiv']))).toBe(true);
    expect(needsVerification('k12_buyer', user([]))).toBe(true);
    expect(needsVerification('student', user(['console_student']))).toBe(true);
    expect(needsVerification('highered_instructor', user(['create_revel_course']))).toBe(false);
    expect(needsVerification('anonymous', null)).toBe(false);
  });

  it('hasInstitutions: organisations, an LMS organisation, or an LMS token', () => {
    expect(hasInstitutions(user([], { organizations: [{ isDefaultInstitute: true, organization: higherEd }] }))).toBe(
      true,
    );
    expect(hasInstitutions(user([], { lmsOrg: higherEd }))).toBe(true);
    expect(hasInstitutions(user([]), { hasLmsToken: true })).toBe(true);
    expect(hasInstitutions(null, { hasLmsToken: true })).toBe(true);
    expect(hasInstitutions(user([]))).toBe(false);
    expect(hasInstitutions(null)).toBe(false);
  });

  it('beta and review permissions (spec §5 class test and reviewer)', () => {
    expect(hasBetaPermission(user(['beta_form']))).toBe(true);
    expect(hasBetaPermission(user(['create_reveltest_course']))).toBe(true);
    expect(hasBetaPermission(user(['create_revel_course']))).toBe(false);
    expect(hasReviewPermission(user(['review_form']))).toBe(true);
    expect(hasReviewPermission(user(['create_revel_course', 'create_reveltest_course']))).toBe(false);
  });

  it('bundles the flags for the demo accounts', () => {
    expect(
      derivedUserFlags(user(['console_student', 'initiate_aiv'], { organizations: [{ organization: higherEd }] })),
    ).toEqual({
      hasInstitutions: true,
      selfIdentifiedInstructor: true,
      isStudent: false,
      isStudentInstructer: true,
      isValidatedInstructor: false,
      isVerified: false,
    });
    expect(derivedUserFlags(null)).toEqual({
      hasInstitutions: false,
      selfIdentifiedInstructor: false,
      isStudent: false,
      isStudentInstructer: false,
      isValidatedInstructor: false,
      isVerified: false,
    });
  });
});
