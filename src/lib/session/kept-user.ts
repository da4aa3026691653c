// The loaded user, kept for this browsing session only (sessionStorage) so that a reload while
// offline still shows the signed-in page, with its last prices marked by their time. Removed
// on sign-out and whenever the session ends.
import type { SessionState } from './session-store';

export const OFFLINE_USER_KEY = 'exchange.session-user';

export interface KeptUser {
  userId: string;
  user: NonNullable<SessionState['user']>;
}

export function isKeptUser(value: unknown): value is KeptUser {
  const v = value as KeptUser | null;
  return (
    typeof v === 'object' && v !== null && typeof v.userId === 'string' && typeof v.user === 'object' && v.user !== null
  );
}
