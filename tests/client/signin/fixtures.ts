// Shared pieces of the session and sign-in tests: a spec §3 User as the server answers it,
// and a controllable clock and timer queue for the session module.
import { vi } from 'vitest';
import type { User } from '../../../contract/wire';
import { appStore } from '../../../src/lib/app-jotai';
import {
  initialSession,
  lmsTokenErrorAtom,
  resetSessionModule,
  sessionAtom,
  sessionRuntime,
  userServiceErrorAtom,
} from '../../../src/lib/session/session';

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'demo-instructor',
    userDetails: {
      givenName: 'Ada',
      familyName: 'Lovelace',
      emails: [{ emailAddress: 'instructor@example.edu' }],
      homeCountryCode: 'US',
    },
    displayName: 'Ada Lovelace',
    location: { country: 'US' },
    organizations: [
      {
        isDefaultInstitute: true,
        organization: {
          orgId: 'ORG-US-HE-001',
          name: 'Lakeshore State University',
          displayName: 'Lakeshore State',
          classification: 'higher_ed',
          location: { city: 'Chicago', state: 'IL', country: 'US' },
        },
      },
    ],
    lmsOrg: null,
    lmsRole: null,
    permissions: ['create_revel_course'],
    isInstructor: true,
    isAdmin: false,
    credentials: { token: 'T'.repeat(43), expiresAt: new Date(Date.now() + 1800_000).toISOString() },
    ...overrides,
  };
}

export interface Timers {
  pending: Array<{ fn: () => void; ms: number; id: number }>;
  /** Runs (and removes) the timers registered with exactly `ms`. */
  run(ms: number): void;
}

const original = { ...sessionRuntime };

/** Replaces the session module's clock, timers, page loads and location. */
export function controlSessionRuntime(options: { now?: number; location?: string } = {}) {
  let now = options.now ?? Date.now();
  let location = new URL(options.location ?? 'http://localhost:3000/', 'http://localhost:3000');
  let nextId = 1;
  const timers: Timers = {
    pending: [],
    run(ms) {
      const due = timers.pending.filter((t) => t.ms === ms);
      timers.pending = timers.pending.filter((t) => t.ms !== ms);
      for (const t of due) t.fn();
    },
  };
  const load = vi.fn();
  sessionRuntime.now = () => now;
  sessionRuntime.load = load;
  sessionRuntime.setTimeout = (fn, ms) => {
    const id = nextId++;
    timers.pending.push({ fn, ms, id });
    return id;
  };
  sessionRuntime.clearTimeout = (id) => {
    timers.pending = timers.pending.filter((t) => t.id !== id);
  };
  sessionRuntime.location = () => ({ pathname: location.pathname, search: location.search, hash: location.hash });
  return {
    timers,
    load,
    advance(ms: number) {
      now += ms;
    },
    setLocation(href: string) {
      location = new URL(href, 'http://localhost:3000');
    },
  };
}

export function restoreSessionRuntime(): void {
  Object.assign(sessionRuntime, original);
  resetSessionModule();
  appStore.set(sessionAtom, initialSession);
  appStore.set(userServiceErrorAtom, false);
  appStore.set(lmsTokenErrorAtom, null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

export const STORED_TOKEN = 'S'.repeat(43);

export function storeToken(expiresAt: number, token = STORED_TOKEN, userId = 'demo-instructor'): void {
  window.localStorage.setItem('exchange.session', JSON.stringify({ token, userId, expiresAt }));
}
