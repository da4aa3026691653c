// The signed-in user as the client keeps it: the wire shapes of GET /api/user (spec §3 User
// and its organisations), taken from the contract so they are never re-typed by hand.
import type { User, UserOrganisation } from '../../../contract/wire';

export type SessionOrganisation = UserOrganisation;
export type SessionUser = User;
