// Roles and the user flags derived from permissions and organisations (spec §3 User
// "Derived", §4 "Roles derive after user load", §5 platform permissions, §6 roles).
// Pure functions over the parts of the spec §3 User they need, so the client session and
// tests can pass either the wire User or a hand-made one.
import { PERMISSIONS } from '../../../contract/permissions';
import type { OrganisationRef } from './organisation';
import type { OrgClassification } from '../../../contract/search-options';

/** spec §6 roles. */
export type Role = 'k12_buyer' | 'highered_instructor' | 'student' | 'anonymous';

export interface RoleUser {
  permissions: readonly string[];
  organizations?: ReadonlyArray<{ isDefaultInstitute?: boolean; organization: OrganisationRef }>;
  lmsOrg?: OrganisationRef | null;
}

const has = (user: RoleUser | null | undefined, permission: string): boolean =>
  Boolean(user?.permissions.includes(permission));

/** spec §4: "higher ed or higher education" (our data says higher_ed). */
export function isHigherEdClassification(classification: string | null | undefined): boolean {
  const normalised = (classification ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return normalised === 'higher ed' || normalised === 'higher education';
}

/**
 * spec §3 "Organisation classes: school, higher_ed, anonymous": the class the API takes
 * (orgClassification of search and autocomplete, spec §7). Higher ed as isHigherEdClassification
 * reads it; school; anything else (or none) is anonymous.
 */
export function orgClassificationOf(classification: string | null | undefined): OrgClassification {
  if (isHigherEdClassification(classification)) return 'higher_ed';
  return (classification ?? '').trim().toLowerCase() === 'school' ? 'school' : 'anonymous';
}

/** spec §4: a student is a user whose only permission is console_student. */
export function isStudent(user: RoleUser | null | undefined): boolean {
  if (!user || user.permissions.length === 0) return false;
  return user.permissions.every((p) => p === PERMISSIONS.student);
}

/** spec §6: initiate_aiv marks a self-identified instructor. */
export function selfIdentifiedInstructor(user: RoleUser | null | undefined): boolean {
  return has(user, PERMISSIONS.initiateAiv);
}

/** spec §6: "Student-instructor has both console_student and initiate_aiv" (spec spelling). */
export function isStudentInstructer(user: RoleUser | null | undefined): boolean {
  return has(user, PERMISSIONS.student) && has(user, PERMISSIONS.initiateAiv);
}

/** spec §6: create_revel_course or create_reveltest_course. */
export function isValidatedInstructor(user: RoleUser | null | undefined): boolean {
  return has(user, PERMISSIONS.createRevelCourse) || has(user, PERMISSIONS.createRevelTestCourse);
}

/**
 * spec §6: "A signed-in non-anonymous user without validated-instructor permission is not
 * verified". Anonymous visitors are not verified either (there is nothing to verify).
 */
export function isVerified(user: RoleUser | null | undefined): boolean {
  return isValidatedInstructor(user);
}

/**
 * spec §6: who sees 'Verify your account to get full access to courses you create.': a
 * signed-in, non-anonymous user who is not verified.
 */
export function needsVerification(role: Role, user: RoleUser | null | undefined): boolean {
  return role !== 'anonymous' && user != null && !isVerified(user);
}

/** spec §6: "A user with institutions or an LMS token counts as having institutions." */
export function hasInstitutions(user: RoleUser | null | undefined, options: { hasLmsToken?: boolean } = {}): boolean {
  if (options.hasLmsToken) return true;
  if (!user) return false;
  return (user.organizations?.length ?? 0) > 0 || Boolean(user.lmsOrg);
}

/** spec §5: class test needs a beta-form permission or create_reveltest_course. */
export function hasBetaPermission(user: RoleUser | null | undefined): boolean {
  return Boolean(user?.permissions.some((p) => p === PERMISSIONS.createRevelTestCourse || /beta/i.test(p)));
}

/** spec §5: reviewer needs a review-form permission. */
export function hasReviewPermission(user: RoleUser | null | undefined): boolean {
  return Boolean(user?.permissions.some((p) => /review/i.test(p)));
}

export interface RoleInput {
  /** The session succeeded and the user loaded (spec §4: roles derive after user load). */
  signedIn: boolean;
  user: RoleUser | null | undefined;
  /** The current organisation (see organisation-choice.ts). */
  currentOrganisation: OrganisationRef | null | undefined;
}

/**
 * spec §4: student if the only permission is console_student; higher-ed instructor if the
 * current organisation's classification is higher ed or higher education; K-12 buyer
 * otherwise when signed in; anonymous otherwise. (So a signed-in instructor without an
 * organisation is a K-12 buyer, as the spec's order says.)
 */
export function deriveRole({ signedIn, user, currentOrganisation }: RoleInput): Role {
  if (!signedIn || !user) return 'anonymous';
  if (isStudent(user)) return 'student';
  if (isHigherEdClassification(currentOrganisation?.classification)) return 'highered_instructor';
  return 'k12_buyer';
}

/**
 * spec §4: "Changing institution reclassifies (higher ed gives instructor, else K-12 buyer)."
 * A student stays a student: that rule reads permissions, not the organisation.
 */
export function roleAfterInstitutionChange(user: RoleUser | null | undefined, organisation: OrganisationRef): Role {
  return deriveRole({ signedIn: true, user, currentOrganisation: organisation });
}

/** spec §3 User "Derived": the flags the screens read. */
export interface DerivedUserFlags {
  hasInstitutions: boolean;
  selfIdentifiedInstructor: boolean;
  isStudent: boolean;
  isStudentInstructer: boolean;
  isValidatedInstructor: boolean;
  isVerified: boolean;
}

export function derivedUserFlags(
  user: RoleUser | null | undefined,
  options: { hasLmsToken?: boolean } = {},
): DerivedUserFlags {
  return {
    hasInstitutions: hasInstitutions(user, options),
    selfIdentifiedInstructor: selfIdentifiedInstructor(user),
    isStudent: isStudent(user),
    isStudentInstructer: isStudentInstructer(user),
    isValidatedInstructor: isValidatedInstructor(user),
    isVerified: isVerified(user),
  };
}
