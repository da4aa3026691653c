import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../../src/lib/hooks/use-debounced-value';
import { ApiError, NetworkError, apiGet, isInternalError } from '../../src/lib/api/api-client';
import { appStore } from '../../src/lib/state/app-jotai';
import { initialSession, sessionAtom } from '../../src/lib/session/session-store';
import { readStored, writeStored } from '../../src/lib/storage/storage';
import { environmentAddresses, ENVIRONMENTS } from '../../src/lib/config/environments';
import { standInConsoleBase } from '../../contract/console';
import { jsonResponse, sessionUser, testQueryClient, testSessionService } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  appStore.set(sessionAtom, initialSession);
});

describe('api client (spec §7)', () => {
  it('sends no auth headers without a valid session', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/api/discipline', { query: { q: 'a b', empty: '', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/discipline?q=a+b&empty=');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('adds the bearer token and user id when the session is valid', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    testSessionService(testQueryClient());
    appStore.set(sessionAtom, { status: 'success', token: 'tok', userId: 'u-9', user: sessionUser() });
    await apiGet('/api/user');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-User-Id': 'u-9' });
  });

  it('throws typed errors carrying the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'x' }, 500)),
    );
    const error = await apiGet('/api/search').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).message).toContain('500');
    expect(isInternalError(error)).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await apiGet('/api/search').catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
  });

  it('an answer whose body breaks off is a network error, not an answer of null', async () => {
    // Headers arrived (200, JSON), then the stream failed: a dropped connection or a cancelled
    // request. The product page once drew such a null as its offers and crashed.
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"offerType":"nat'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const error = await apiGet('/api/products/offers/9781292401539').then(
      (answer) => ({ answer }),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('an answer that is not JSON is a failed request too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('<html>proxy page</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ),
    );
    expect(await apiGet('/api/search').catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
  });
});

describe('defensive storage', () => {
  const isNumber = (v: unknown): v is number => typeof v === 'number';

  it('round-trips valid values and drops invalid ones', () => {
    expect(writeStored('k', 3)).toBe(true);
    expect(readStored('k', isNumber)).toBe(3);
    window.localStorage.setItem('k', '"three"');
    expect(readStored('k', isNumber)).toBeNull();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(writeStored('k', 1)).toBe(false);
    expect(readStored('k', isNumber)).toBeNull();
  });
});

describe('environments', () => {
  it('dev points at the same-origin console; the others at their own hosts', () => {
    const origin = 'https://app.example.com';
    expect(environmentAddresses('dev', origin)).toEqual({
      consoleBase: `${origin}/console`,
      consoleHome: `${origin}/console`,
      adminDashboard: `${origin}/console/admin`,
      accountSettings: `${origin}/console/account`,
      help: `${origin}/console/help`,
      verifyForm: `${origin}/console/verify`,
      salesContact: `${origin}/console/contact-sales`,
    });
    const hosts = new Set(
      ENVIRONMENTS.filter((e) => e !== 'dev').map((e) => new URL(environmentAddresses(e, origin).consoleHome).host),
    );
    expect(hosts.size).toBe(5);
  });

  it("dev's console base is the stand-in console rule the server prints invitation links with", () => {
    for (const origin of ['http://127.0.0.1:4273', 'http://localhost:3000']) {
      expect(environmentAddresses('dev', origin).consoleBase).toBe(standInConsoleBase(origin));
    }
  });
});

describe('useDebouncedValue (spec §9 key delay)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a value that changes settles 300 ms after its last change, not before', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 0 },
    });
    rerender({ value: 1 });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });

  it('mounted after the keys (a dropdown whose code came late), it still waits from its initial value', () => {
    const { result } = renderHook(() => useDebouncedValue(3, 300, 0));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(3);
  });
});
