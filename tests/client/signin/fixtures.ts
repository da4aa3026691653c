// Shared pieces of the session and sign-in tests: a spec §3 User as the server answers it,
// and a session service whose clock, timers, page loads, navigation and location the test
// controls (the service's runtime seam).
import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract/wire';
import { appStore } from '../../../src/lib/state/app-jotai';
import {
  createSessionService,
  type SessionRuntime,
  type SessionService,
} from '../../../src/lib/session/session-service';
import {
  initialSession,
  lmsTokenErrorAtom,
  sessionAtom,
  userServiceErrorAtom,
} from '../../../src/lib/session/session-store';
import { testQueryClient } from '../test-utils';

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

const services: SessionService[] = [];

/**
 * A runtime for the session service with a frozen clock, a timer queue, spies for page
 * loads and navigation, and a settable location; `service` is a session service over it
 * (started by the test when it needs start()).
 */
export function controlSessionRuntime(options: { now?: number; location?: string; queryClient?: QueryClient } = {}) {
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
  const load = vi.fn<(url: string) => void>();
  const navigate = vi.fn<(to: string) => void>();
  const runtime: SessionRuntime = {
    now: () => now,
    load,
    navigate,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.pending.push({ fn, ms, id });
      return id;
    },
    clearTimeout: (id) => {
      timers.pending = timers.pending.filter((t) => t.id !== id);
    },
    location: () => ({ pathname: location.pathname, search: location.search, hash: location.hash }),
  };
  const queryClient = options.queryClient ?? testQueryClient();
  const service = trackService(createSessionService({ queryClient, runtime }));
  return {
    runtime,
    /** The clock, timers and page loads alone: renderApp's router keeps navigation and location. */
    clock: { now: runtime.now, load, setTimeout: runtime.setTimeout, clearTimeout: runtime.clearTimeout },
    service,
    queryClient,
    timers,
    load,
    navigate,
    advance(ms: number) {
      now += ms;
    },
    setLocation(href: string) {
      location = new URL(href, 'http://localhost:3000');
    },
  };
}

/** Disposed by restoreSessionRuntime. */
export function trackService(service: SessionService): SessionService {
  services.push(service);
  return service;
}

export function restoreSessionRuntime(): void {
  // Unmount first: a screen still showing the session would re-render, outside any test's
  // act(), when the atoms below are reset.
  cleanup();
  for (const service of services.splice(0)) service.dispose();
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
