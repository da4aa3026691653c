// spec §4 logout: revoke the session, clear the stored search and product selections (session
// keys), the local keys exchange.user.defaultInstitute and exchange.user.lmsInstitute and the
// query cache, then go to sign-in with a return to the current page without `disc` and `cat`.
import type { QueryClient } from '@tanstack/react-query';
import { removeStored } from '../storage/storage';
import { clearPersonalData } from '../storage/personal-data';
import { DEFAULT_INSTITUTE_KEY, LMS_INSTITUTE_KEY } from '../../domain/session/organisation-choice';
import { isKiosk } from './kiosk';
import { postLogout } from './auth-api';
import { OFFLINE_USER_KEY } from './kept-user';
import {
  initialSession,
  lmsTokenErrorAtom,
  readStoredSession,
  returnUrlWithoutSubject,
  SESSION_SELECTION_PREFIX,
  SESSION_STORAGE_KEY,
  sessionAtom,
  signInHref,
  userServiceErrorAtom,
} from './session-store';
import type { SessionRuntime, Store } from './session-runtime';

export interface SignOutOptions {
  /** Where to go instead of sign-in (the kiosk's reset goes home). */
  navigateTo?: string;
  /** A shared device: forget the device's lists too (recent searches, viewed products). */
  kiosk?: boolean;
}

interface SignOutContext {
  store: Store;
  runtime: SessionRuntime;
  queryClient: QueryClient;
  clearTimers: () => void;
}

export function signOut(
  { store, runtime, queryClient, clearTimers }: SignOutContext,
  options: SignOutOptions = {},
): void {
  const { token } = store.get(sessionAtom);
  const revoke = token ?? readStoredSession()?.token;
  if (revoke) postLogout(revoke);
  removeStored(SESSION_STORAGE_KEY);
  removeStored(OFFLINE_USER_KEY, 'session');
  removeStored(DEFAULT_INSTITUTE_KEY);
  removeStored(LMS_INSTITUTE_KEY);
  clearSessionSelections();
  clearTimers();
  store.set(userServiceErrorAtom, false);
  store.set(lmsTokenErrorAtom, null);
  store.set(sessionAtom, initialSession);
  let returnUrl = '/';
  try {
    returnUrl = returnUrlWithoutSubject(runtime.location());
  } catch {
    // no location (not a browser): back to the home page
  }
  runtime.navigate(options.navigateTo ?? signInHref(returnUrl));
  // Cached answers may hold per-user data (prices, the user); clearing the cache also
  // clears its persisted copy. After the navigation, so the page being left does not
  // refetch what it showed.
  queryClient.clear();
  // The persisted copy at once, and the stores registered as personal (src/lib/storage/personal-data).
  void clearPersonalData({ kiosk: options.kiosk ?? isKiosk() });
}

function clearSessionSelections(): void {
  try {
    const storage = window.sessionStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SESSION_SELECTION_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored either
  }
}
