// The client session (spec §4 "Session", §7 auth headers, §9 timings).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../src/lib/api/api-client';
import { appStore } from '../../../src/lib/state/app-jotai';
import {
  lmsTokenErrorAtom,
  returnUrlWithoutSubject,
  sessionAtom,
  userServiceErrorAtom,
} from '../../../src/lib/session/session-store';
import { jsonResponse, stubFetch } from '../test-utils';
import { controlSessionRuntime, restoreSessionRuntime, STORED_TOKEN, storeToken, userFixture } from './fixtures';

afterEach(() => restoreSessionRuntime());

const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

describe('session start (spec §4)', () => {
  it('is "no token" when nothing is stored, and loads no user', async () => {
    const rt = controlSessionRuntime();
    const fetchMock = stubFetch({});
    await expect(rt.service.start()).resolves.toBe('no-token');
    expect(appStore.get(sessionAtom).status).toBe('no-token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user of a stored session with its bearer token and user id: "success"', async () => {
    const rt = controlSessionRuntime();
    storeToken(Date.now() + 600_000);
    const fetchMock = stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await expect(rt.service.start()).resolves.toBe('success');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user?token=');
    expect(headersOf(init)).toMatchObject({ Authorization: `Bearer ${STORED_TOKEN}`, 'X-User-Id': 'demo-instructor' });
    const session = appStore.get(sessionAtom);
    expect(session).toMatchObject({ status: 'success', token: STORED_TOKEN, userId: 'demo-instructor' });
    expect(session.user?.userDetails.givenName).toBe('Ada');
  });

  it('is "no session" when the server refuses the stored token, and forgets it', async () => {
    const rt = controlSessionRuntime();
    storeToken(Date.now() + 600_000);
    stubFetch({ '/api/user': () => jsonResponse({ statusCode: 401, message: 'Your session has expired' }, 401) });
    await expect(rt.service.start()).resolves.toBe('no-session');
    expect(appStore.get(sessionAtom)).toMatchObject({ status: 'no-session', token: null, user: null });
    expect(window.localStorage.getItem('exchange.session')).toBeNull();
  });

  it('is "no session" without asking the server when the stored session is past 1800 s idle plus 10 s tolerance', async () => {
    // The session reads the runtime's clock, frozen here: the expiries count from it, not
    // from a later Date.now() (a slow machine made the 1 ms margin flaky).
    const now = Date.now();
    const rt = controlSessionRuntime({ now });
    storeToken(now - 10_001);
    const fetchMock = stubFetch({});
    await expect(rt.service.start()).resolves.toBe('no-session');
    expect(fetchMock).not.toHaveBeenCalled();
    // Within the tolerance the session is still tried.
    storeToken(now - 9_000);
    stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await expect(rt.service.start()).resolves.toBe('success');
    expect(rt.load).not.toHaveBeenCalled();
  });

  it('raises the user service error on a 5xx, keeping the token', async () => {
    const rt = controlSessionRuntime();
    storeToken(Date.now() + 600_000);
    stubFetch({ '/api/user': () => jsonResponse({ message: 'boom' }, 500) });
    await expect(rt.service.start()).resolves.toBe('no-session');
    expect(appStore.get(userServiceErrorAtom)).toBe(true);
    expect(window.localStorage.getItem('exchange.session')).not.toBeNull();
  });
});

describe('LMS integration token (spec §1, §4)', () => {
  it('sends the token from the URL with the user load', async () => {
    const rt = controlSessionRuntime({ location: '/search?q=bio&integration_context_token=lms1.abc.def' });
    storeToken(Date.now() + 600_000);
    const fetchMock = stubFetch({
      '/api/user': () =>
        jsonResponse(userFixture({ lmsOrg: userFixture().organizations[0]!.organization, lmsRole: 'instructor' })),
    });
    await rt.service.start();
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/user?token=lms1.abc.def');
    expect(appStore.get(sessionAtom).user?.lmsOrg?.orgId).toBe('ORG-US-HE-001');
  });

  it('reports a refused LMS token and loads the user without it', async () => {
    const rt = controlSessionRuntime({ location: '/search?integration_context_token=lms1.old.sig' });
    storeToken(Date.now() + 600_000);
    const fetchMock = stubFetch({
      '/api/user': (url) =>
        url.searchParams.get('token')
          ? jsonResponse({ statusCode: 401, message: 'The integration token has expired (at …).', field: 'token' }, 401)
          : jsonResponse(userFixture()),
    });
    await expect(rt.service.start()).resolves.toBe('success');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(appStore.get(lmsTokenErrorAtom)).toMatch(/integration token has expired/);
  });

  it('retries the user load after 3000 ms when an LMS token is present and no user has loaded', async () => {
    const rt = controlSessionRuntime({ location: '/?integration_context_token=lms1.a.b' });
    const fetchMock = stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await expect(rt.service.start()).resolves.toBe('no-token');
    expect(rt.timers.pending.map((t) => t.ms)).toEqual([3000]);
    // Meanwhile the platform session appears (e.g. signed in in another tab).
    storeToken(Date.now() + 600_000);
    rt.timers.run(3000);
    await vi.waitFor(() => expect(appStore.get(sessionAtom).status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry without an LMS token, nor once the user has loaded', async () => {
    const rt = controlSessionRuntime();
    storeToken(Date.now() + 600_000);
    stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await rt.service.start();
    expect(rt.timers.pending.filter((t) => t.ms === 3000)).toEqual([]);

    rt.setLocation('/?integration_context_token=lms1.a.b');
    const fetchMock = stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await rt.service.start();
    rt.timers.run(3000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('auth headers on API calls (spec §7)', () => {
  async function signedIn() {
    const rt = controlSessionRuntime();
    storeToken(Date.now() + 1800_000);
    stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await rt.service.start();
    return rt;
  }

  it('sends the bearer token and X-User-Id while the session is valid', async () => {
    await signedIn();
    const fetchMock = stubFetch({ '/api/discipline': () => jsonResponse({}) });
    await apiGet('/api/discipline');
    expect(headersOf((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1])).toMatchObject({
      Authorization: `Bearer ${STORED_TOKEN}`,
      'X-User-Id': 'demo-instructor',
    });
  });

  it('slides the idle timeout with each call and stops sending credentials once it has passed', async () => {
    const rt = await signedIn();
    rt.advance(1700_000);
    expect(rt.service.currentAuthHeaders()).not.toBeNull(); // used: valid for another 1800 s
    rt.advance(1805_000); // past 1800 s but within the 10 s tolerance
    expect(rt.service.currentAuthHeaders()).not.toBeNull();
    rt.advance(1811_000);
    expect(rt.service.currentAuthHeaders()).toBeNull();
    expect(appStore.get(sessionAtom).status).toBe('no-session');
    expect(window.localStorage.getItem('exchange.session')).toBeNull();
    const fetchMock = stubFetch({ '/api/discipline': () => jsonResponse({}) });
    await apiGet('/api/discipline');
    expect(headersOf((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1])).not.toHaveProperty(
      'Authorization',
    );
  });

  it('ends the session in the page when the idle time runs out without any call', async () => {
    const rt = await signedIn();
    const check = rt.timers.pending.at(-1)!;
    expect(check.ms).toBeGreaterThan(1800_000);
    rt.advance(1811_000);
    rt.timers.run(check.ms);
    expect(appStore.get(sessionAtom).status).toBe('no-session');
  });
});

describe('sign-out (spec §4)', () => {
  it('revokes the session, clears stored selections and institute keys, and goes to sign-in without disc and cat', async () => {
    const rt = controlSessionRuntime({ location: '/search?q=cell&cat=SCI&disc=BIO%7CCHEM&ref=revel#top' });
    storeToken(Date.now() + 600_000);
    stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await rt.service.start();

    window.sessionStorage.setItem('exchange.search.platform', '"etext"');
    window.sessionStorage.setItem('exchange.search.layout', '"grid"');
    window.sessionStorage.setItem('exchange.product.relatedBase', '[]');
    window.sessionStorage.setItem('unrelated', 'kept');
    window.localStorage.setItem('exchange.user.defaultInstitute', '"ORG-US-HE-001"');
    window.localStorage.setItem('exchange.user.lmsInstitute', '"ORG-US-HE-002"');
    window.localStorage.setItem('exchange.consent', 'kept');
    const cached = ['search', 'results', { q: 'cell' }, 'demo-instructor'];
    rt.queryClient.setQueryData(cached, { count: 1 });
    const fetchMock = stubFetch({ '/api/auth/logout': () => new Response(null, { status: 204 }) });

    rt.service.signOut();

    expect(appStore.get(sessionAtom).status).toBe('no-token');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(headersOf(init)).toMatchObject({ Authorization: `Bearer ${STORED_TOKEN}` });
    expect(window.localStorage.getItem('exchange.session')).toBeNull();
    expect(window.localStorage.getItem('exchange.user.defaultInstitute')).toBeNull();
    expect(window.localStorage.getItem('exchange.user.lmsInstitute')).toBeNull();
    expect(window.localStorage.getItem('exchange.consent')).toBe('kept');
    expect(window.sessionStorage.getItem('exchange.search.platform')).toBeNull();
    expect(window.sessionStorage.getItem('exchange.search.layout')).toBeNull();
    expect(window.sessionStorage.getItem('exchange.product.relatedBase')).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
    expect(rt.navigate).toHaveBeenCalledWith(`/signin?returnUrl=${encodeURIComponent('/search?q=cell&ref=revel#top')}`);
    // spec §4: cached answers may hold the previous user's data: sign-out clears the cache
    expect(rt.queryClient.getQueryData(cached)).toBeUndefined();
    expect(rt.load).not.toHaveBeenCalled();
  });

  it('builds the return address without disc and cat only', () => {
    expect(
      returnUrlWithoutSubject({ pathname: '/search', search: '?disc=A&q=x&cat=B&organizationId=O', hash: '' }),
    ).toBe('/search?q=x&organizationId=O');
    expect(returnUrlWithoutSubject({ pathname: '/', search: '?cat=B', hash: '' })).toBe('/');
  });

  it('loadUser without a stored session keeps "no token"', async () => {
    const rt = controlSessionRuntime();
    stubFetch({});
    await expect(rt.service.loadUser()).resolves.toBe('no-token');
  });
});

describe('the service', () => {
  it('does nothing until started: no auth source, no listener, no user load', async () => {
    const rt = controlSessionRuntime();
    storeToken(Date.now() + 600_000);
    const fetchMock = stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    window.dispatchEvent(new StorageEvent('storage', { key: 'exchange.session' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(rt.timers.pending).toEqual([]);
    expect(appStore.get(sessionAtom).status).toBe('no-token');
  });

  it('follows another tab that signs out, and stops listening once disposed', async () => {
    const rt = controlSessionRuntime();
    storeToken(Date.now() + 600_000);
    stubFetch({ '/api/user': () => jsonResponse(userFixture()) });
    await rt.service.start();
    window.localStorage.removeItem('exchange.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'exchange.session' }));
    expect(appStore.get(sessionAtom).status).toBe('no-token');

    // Another tab signs in: the user loads here too.
    storeToken(Date.now() + 600_000);
    window.dispatchEvent(new StorageEvent('storage', { key: 'exchange.session' }));
    await vi.waitFor(() => expect(appStore.get(sessionAtom).status).toBe('success'));

    rt.service.dispose();
    window.localStorage.removeItem('exchange.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'exchange.session' }));
    expect(appStore.get(sessionAtom).status).toBe('success');
  });
});
