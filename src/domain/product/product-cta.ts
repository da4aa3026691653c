// The product page's offer panel as one decision: whether the call to action is enabled, the
// ONE explanation shown beside it (spec §4 "Call-to-action disabled when" and §6 role
// messages), and whether offers with prices are shown. Pure: the page passes what it knows of
// the product, the offers and the viewer. One function, so the button, its text and the prices
// can never disagree (two rules firing at once used to show two contradictory notes).
import { PERMISSIONS } from '../../../contract/permissions';
import type { Role } from '../session/roles';

/**
 * The one explanation beside the call to action. Spec strings: registerOrSignIn,
 * verifyCourse, notForInstitution, courseInviteLink, comingSoon (§2 'Offers for this product
 * will be available soon. Please check back later.'); the others are ours.
 */
export type PanelExplanation =
  | 'offline'
  | 'registerOrSignIn'
  | 'noTarget'
  | 'comingSoon'
  | 'k12ProductForHigherEd'
  | 'noInstitution'
  | 'loading'
  | 'notForInstitution'
  | 'noOffers'
  | 'verifyCourse'
  | 'courseInviteLink';

export interface OfferPanelInput {
  role: Role;
  /** Offline the action waits: it needs the console, and prices shown may be out of date. */
  online: boolean;
  /** The product has a use action the page can post to (or, for a student, navigate to). */
  hasTarget: boolean;
  comingSoon: boolean;
  /** spec §3 productStage review. */
  reviewStage: boolean;
  /** spec §3 audience of the product: k12, highered or all. */
  productAudience: string;
  /** Offers for the current institution, an active seat licence counted; null: still loading. */
  offerCount: number | null;
  isInstructor: boolean;
  isStudent: boolean;
  /** create_revel_course or create_reveltest_course (spec §6 validated instructor). */
  isValidatedInstructor: boolean;
  /** The user has an institution (or an LMS token, spec §6 "counts as having institutions"). */
  hasInstitution: boolean;
  permissions: readonly string[];
  /** The current institution's class is higher ed (null: no institution). */
  institutionHigherEd: boolean | null;
  /** spec §3 productPlatform and productModel.name. */
  platform: string;
  model: string;
}

export interface OfferPanelState {
  /** The call to action can be taken (for an anonymous visitor: Sign in). */
  ctaEnabled: boolean;
  /** Exactly one explanation, or none when there is nothing to explain. */
  explanation: PanelExplanation | null;
  /** Offers with prices are shown (never beside a held action whose reason is the product itself). */
  showOffers: boolean;
}

const INSTRUCTOR_WITHOUT_INSTITUTION_MAY: readonly string[] = [
  PERMISSIONS.initiateAiv,
  PERMISSIONS.createRevelCourse,
  PERMISSIONS.createRevelTestCourse,
];

const held = (explanation: PanelExplanation, showOffers = true): OfferPanelState => ({
  ctaEnabled: false,
  explanation,
  showOffers,
});

/**
 * The precedence, first match wins (spec §4 holds and §6 messages in one order):
 *
 *  1. offline: nothing can be started offline; prices stay, marked with their time.
 *  2. anonymous: Sign in stays enabled with §6 'Register or sign in …'; no other rule applies
 *     to someone the site does not know yet.
 *  3. no use action: nothing to start, whatever else holds.
 *  4. §4 exception: review stage with an institution stays enabled; it beats every §4 hold and
 *     the §6 'isn't available for your institution' note (review copies have no offers by nature).
 *  5. coming soon: held, offers hidden; beats §6 'isn't available for your selected
 *     institution' (a product not on sale yet is on sale nowhere, not missing for one institution).
 *  6. a higher-ed institution viewing a K-12 product: held, offers hidden (prices of a product
 *     the user cannot use here would contradict the held button); beats "no offers".
 *  7. an instructor with no institution and none of initiate_aiv, create_revel_course,
 *     create_reveltest_course: held; beats "no offers" (the offers depend on the institution).
 *  8. offers still loading: held, nothing to explain yet but that.
 *  9. no offers: held; for an instructor with an institution it is §6 'This course isn't
 *     available for your selected institution…', for anyone else our "no offers yet".
 * 10. enabled: an unverified instructor gets §6 'Verify your account to get full access to this
 *     course'; a student on eText, learning applications or etext2 gets §6 'You will need a
 *     course invite link.'; otherwise nothing.
 */
export function offerPanelState(input: OfferPanelInput): OfferPanelState {
  if (!input.online) return held('offline');
  if (input.role === 'anonymous') return { ctaEnabled: true, explanation: 'registerOrSignIn', showOffers: true };
  if (!input.hasTarget) return held('noTarget');
  const reviewException = input.reviewStage && input.hasInstitution;
  if (!reviewException) {
    if (input.comingSoon) return held('comingSoon', false);
    if (input.institutionHigherEd === true && input.productAudience === 'k12') {
      return held('k12ProductForHigherEd', false);
    }
    if (
      input.isInstructor &&
      !input.hasInstitution &&
      !input.permissions.some((p) => INSTRUCTOR_WITHOUT_INSTITUTION_MAY.includes(p))
    ) {
      return held('noInstitution');
    }
    if (input.offerCount === null) return held('loading');
    if (input.offerCount === 0) {
      return held(input.isInstructor && input.hasInstitution ? 'notForInstitution' : 'noOffers');
    }
  }
  if (input.isInstructor && !input.isValidatedInstructor) {
    return { ctaEnabled: true, explanation: 'verifyCourse', showOffers: true };
  }
  if (input.isStudent && needsCourseInvite(input.platform, input.model)) {
    return { ctaEnabled: true, explanation: 'courseInviteLink', showOffers: true };
  }
  return { ctaEnabled: true, explanation: null, showOffers: true };
}

/** spec §6: eText, learning applications or etext2 (the ETEXT2_* models). */
export function needsCourseInvite(platform: string, model: string): boolean {
  return platform === 'etext' || platform === 'learning_applications' || model.startsWith('ETEXT2_');
}
