/**
 * What other modules may use of identity: who the caller is, which organisations' offers and
 * own products they may see, sessions and LMS tokens. Its other files are its own.
 */
export { authenticate, callerOf, lmsTokenOf, sessionTiming } from './auth.ts';
export { institutionAccess, type InstitutionAccess } from './institution-access.ts';
export { openableOwners } from './product-visibility.ts';
export { findUser, listMembershipIds, type UserRecord } from './user-repository.ts';
export { touchSession } from './session-repository.ts';
export { LmsTokenError, verifyLmsToken } from './lms-token.ts';
