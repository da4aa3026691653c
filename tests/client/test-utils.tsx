// Helpers for component and route tests: the real routes in a memory router, a fresh query
// client without retries, a session service over them (navigating with the memory router),
// the app's Jotai store reset to a known state, and fetch stubs.
import { fireEvent, getConfig, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type To } from 'react-router';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createAppNavigation } from '../../src/app/app-navigation';
import { AppRouter } from '../../src/app/app-router';
import { AppRoutes, prefetchRoute } from '../../src/app/routes';
import { Provider, appStore } from '../../src/lib/state/app-jotai';
import { consentAtom, consentPanelOpenAtom } from '../../src/lib/analytics/consent';
import { setAuthSource } from '../../src/lib/api/api-client';
import { SessionServiceProvider } from '../../src/lib/session/session-context';
import {
  browserSessionRuntime,
  createSessionService,
  type SessionRuntime,
  type SessionService,
} from '../../src/lib/session/session-service';
import { initialSession, sessionAtom } from '../../src/lib/session/session-store';
import type { SessionOrganisation, SessionUser } from '../../src/lib/session/session-types';
import { mobileSearchOpenAtom } from '../../src/lib/state/ui-state';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function resetAppState({ consentDecided = true }: { consentDecided?: boolean } = {}): void {
  appStore.set(sessionAtom, initialSession);
  appStore.set(mobileSearchOpenAtom, false);
  appStore.set(consentPanelOpenAtom, false);
  // Most tests do not care about the consent banner: decide (in memory only) so it stays away.
  appStore.set(consentAtom, consentDecided ? false : null);
  window.localStorage.clear();
}

/**
 * A session service as the app's entry makes one, not started (tests set the session atom
 * themselves); API calls carry its credentials, as in the app.
 */
export function testSessionService(queryClient: QueryClient, runtime: Partial<SessionRuntime> = {}): SessionService {
  const service = createSessionService({ queryClient, runtime: browserSessionRuntime(runtime) });
  setAuthSource(() => service.currentAuthHeaders());
  return service;
}

export function renderWithProviders(
  ui: ReactNode,
  queryClient = testQueryClient(),
  session: SessionService = testSessionService(queryClient),
) {
  return {
    queryClient,
    session,
    ...render(
      <Provider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <SessionServiceProvider service={session}>{ui}</SessionServiceProvider>
        </QueryClientProvider>
      </Provider>,
    ),
  };
}

/**
 * The app's navigation over a memory history at `path`, with `router.state.location` and
 * `router.navigate` to read and move it from a test. `onNavigate` as the app passes it.
 */
export function memoryNavigation(path: string, onNavigate?: Parameters<typeof createAppNavigation>[1]) {
  const navigation = createAppNavigation(createMemoryHistory({ initialEntries: [path], v5Compat: true }), onNavigate);
  const router = {
    navigation,
    state: {
      get location() {
        return navigation.location;
      },
    },
    navigate: (to: To) => navigation.navigate(to),
  };
  return router;
}

/**
 * The real routes in a memory router. The session service navigates with that router and
 * reads its location; `runtime` replaces parts of it (a controlled clock, spies).
 */
export function renderApp(path: string, queryClient = testQueryClient(), runtime: Partial<SessionRuntime> = {}) {
  const router = memoryNavigation(path, (location) => prefetchRoute(queryClient, location));
  const session = testSessionService(queryClient, {
    navigate: (to) => router.navigate(to),
    location: () => router.state.location,
    ...runtime,
  });
  return {
    router,
    ...renderWithProviders(
      <AppRouter navigation={router.navigation}>
        <AppRoutes />
      </AppRouter>,
      queryClient,
      session,
    ),
  };
}

/**
 * renderApp, where the test decides when React draws a navigation: between `hold()` and
 * `release()` the address moves (the history, `router.state.location`) but the screen on show
 * stays, as on a busy device while the next screen renders (a transition, app-router.tsx).
 */
export function renderAppHoldingNavigations(path: string, queryClient = testQueryClient()) {
  const router = memoryNavigation(path, (location) => prefetchRoute(queryClient, location));
  let held: Array<() => void> | null = null;
  const navigation: typeof router.navigation = Object.create(router.navigation);
  navigation.subscribe = (listener) =>
    router.navigation.subscribe((update) => (held ? held.push(() => listener(update)) : listener(update)));
  const session = testSessionService(queryClient, {
    navigate: (to) => router.navigate(to),
    location: () => router.state.location,
  });
  const view = renderWithProviders(
    <AppRouter navigation={navigation}>
      <AppRoutes />
    </AppRouter>,
    queryClient,
    session,
  );
  return {
    router,
    ...view,
    hold: () => void (held ??= []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const draw of waiting) draw();
    },
  };
}

/**
 * Lets `ms` of real time pass with the app mounted, as findBy* and waitFor do (Testing Library's
 * asyncWrapper): React renders what that time brings (a debounce, a lazy chunk, an answer) as
 * it would in the browser, when it comes, instead of holding it back to the end of an act()
 * scope; tests of timing (a 300 ms debounce) depend on that.
 */
export function pause(ms: number): Promise<void> {
  return getConfig().asyncWrapper(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/**
 * What a browser sends a modal <dialog> when Escape is pressed in it: a cancelable 'cancel'
 * event (jsdom has no such default action). Returns whether the dialog let it through
 * (false: the dialog prevented the browser's own closing and closes as its caller says).
 * The key itself becoming 'cancel' is checked in real browsers (e2e/dialog.spec.ts).
 */
export function cancelDialog(dialog: HTMLElement): boolean {
  return fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Stubs global fetch: each handler is tried by path prefix; unknown paths answer 404. */
export function stubFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost:3000',
    );
    const key = Object.keys(handlers)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => url.pathname.startsWith(prefix));
    return key ? handlers[key]!(url, init) : jsonResponse({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const disciplineFixture = {
  _embedded: {
    disciplineCategories: [
      {
        code: 'SCI',
        name: 'Science',
        image: 1,
        primaryDisciplines: [
          { code: 'BIO', name: 'Biology', secondaryDisciplines: [] },
          { code: 'CHEM', name: 'Chemistry', secondaryDisciplines: [] },
        ],
      },
      {
        code: 'BUS',
        name: 'Business & Economics',
        image: 2,
        primaryDisciplines: [{ code: 'ACC', name: 'Accounting', secondaryDisciplines: [] }],
      },
      {
        code: 'HUM',
        name: 'Humanities',
        image: 3,
        primaryDisciplines: [{ code: 'HIS', name: 'History', secondaryDisciplines: [] }],
      },
    ],
  },
};

/** A whole GET /api/user answer (the wire shape), a student with no organisation unless overridden. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    userDetails: {
      givenName: 'Jane',
      familyName: 'Doe',
      emails: [{ emailAddress: 'jane@example.com' }],
      homeCountryCode: '',
    },
    displayName: 'Jane Doe',
    location: { country: '' },
    permissions: [],
    organizations: [],
    lmsOrg: null,
    lmsRole: null,
    isInstructor: false,
    isAdmin: false,
    credentials: { token: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' },
    ...overrides,
  };
}

/** An organisation as GET /api/user lists it. */
export function organisation(
  orgId: string,
  classification: string,
  name = orgId,
  location: SessionOrganisation['organization']['location'] = { city: null, state: null, country: 'US' },
): SessionOrganisation['organization'] {
  return { orgId, name, displayName: name, classification, location };
}
