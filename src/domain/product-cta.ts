// When the product page's call to action is held (spec §4 "Call-to-action disabled when"),
// and which role messages of spec §6 the page shows. Pure: the page passes what it knows of
// the product, the offers and the user.
import { PERMISSIONS } from '../../contract/permissions';

/** Why the call to action is disabled; null: it is enabled. */
export type CtaHold = 'comingSoon' | 'noOffers' | 'noInstitution' | 'k12ProductForHigherEd';

export interface CtaInput {
  comingSoon: boolean;
  offerCount: number;
  isInstructor: boolean;
  /** The user has an institution (or an LMS token, spec §6 "counts as having institutions"). */
  hasInstitution: boolean;
  permissions: readonly string[];
  /** The current institution's class is higher ed (null: no institution). */
  institutionHigherEd: boolean | null;
  /** spec §3 audience of the product: k12, highered or all. */
  productAudience: string;
  /** spec §3 productStage review. */
  reviewStage: boolean;
}

const INSTRUCTOR_WITHOUT_INSTITUTION_MAY: readonly string[] = [
  PERMISSIONS.initiateAiv,
  PERMISSIONS.createRevelCourse,
  PERMISSIONS.createRevelTestCourse,
];

/**
 * spec §4: disabled when coming soon; no offers; an instructor has no institution and lacks
 * initiate_aiv, create_revel_course or create_reveltest_course; a higher-ed institution views
 * a K-12 product. Exception: review stage with an institution present stays enabled.
 */
export function ctaHold(input: CtaInput): CtaHold | null {
  if (input.reviewStage && input.hasInstitution) return null;
  if (input.comingSoon) return 'comingSoon';
  if (input.offerCount === 0) return 'noOffers';
  if (
    input.isInstructor &&
    !input.hasInstitution &&
    !input.permissions.some((p) => INSTRUCTOR_WITHOUT_INSTITUTION_MAY.includes(p))
  ) {
    return 'noInstitution';
  }
  if (input.institutionHigherEd === true && input.productAudience === 'k12') return 'k12ProductForHigherEd';
  return null;
}

// --- role messages (spec §6) ------------------------------------------------------------

export type RoleMessage =
  | 'registerOrSignIn'
  | 'verifyCourse'
  | 'addInstitution'
  | 'notForInstitution'
  | 'courseInviteLink';

export interface RoleMessageInput {
  signedIn: boolean;
  isInstructor: boolean;
  /** create_revel_course or create_reveltest_course (spec §6 validated instructor). */
  isValidatedInstructor: boolean;
  isStudent: boolean;
  hasInstitution: boolean;
  /** The current institution has offers for this product. */
  institutionHasOffers: boolean;
  /** spec §3 productPlatform and productModel.name. */
  platform: string;
  model: string;
}

/**
 * spec §6: anonymous: 'Register or sign in to see pricing options and to create this
 * course'; an unverified instructor: 'Verify your account to get full access to this
 * course'; an instructor with no institution: the link 'Add your institution'; an instructor
 * whose institution lacks the offer: 'This course isn't available for your selected
 * institution. …'; students on eText, learning applications or etext2: 'You will need a
 * course invite link.'
 */
export function roleMessages(input: RoleMessageInput): RoleMessage[] {
  if (!input.signedIn) return ['registerOrSignIn'];
  const out: RoleMessage[] = [];
  if (input.isInstructor) {
    if (!input.isValidatedInstructor) out.push('verifyCourse');
    if (!input.hasInstitution) out.push('addInstitution');
    else if (!input.institutionHasOffers) out.push('notForInstitution');
  } else if (input.isStudent && needsCourseInvite(input.platform, input.model)) {
    out.push('courseInviteLink');
  }
  return out;
}

/** spec §6: eText, learning applications or etext2 (the ETEXT2_* models). */
export function needsCourseInvite(platform: string, model: string): boolean {
  return platform === 'etext' || platform === 'learning_applications' || model.startsWith('ETEXT2_');
}
