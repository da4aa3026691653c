/**
 * Permission names (spec §6 "Permissions read"). The spec names the first four; the beta,
 * review and admin names are ours (spec §5 speaks of a "beta form" and a "review-form"
 * permission; §6 of an admin dashboard). The demo accounts grant them; the client's role
 * rules (src/domain/session/roles.ts) read them.
 */
export const PERMISSIONS = {
  student: 'console_student',
  /** Self-identified instructor. */
  initiateAiv: 'initiate_aiv',
  /** Validated instructor (either of the two). */
  createRevelCourse: 'create_revel_course',
  createRevelTestCourse: 'create_reveltest_course',
  betaForm: 'beta_form',
  reviewForm: 'review_form',
  admin: 'console_admin',
} as const;
