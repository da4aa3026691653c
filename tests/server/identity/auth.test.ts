// Sign-in, sign-out, sessions and their limits, on every database kind.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { authHeaders, DEMO_PASSWORD, freshAddress, insertIdentityFixtures, signIn } from './fixtures.ts';
import { hashSessionToken } from '../../../server/modules/identity/tokens.ts';
import { LOGIN_ATTEMPTS_PER_ADDRESS } from '../../../server/modules/identity/auth-routes.ts';

const WRONG = 'The email or password is incorrect.';

describe.each(databaseKinds)('sign-in and sessions on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await insertIdentityFixtures(t.database.db);
  });

  const login = (email: string, password: string, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('signs in with the demo password: opaque token, user id, expiry 1800 s ahead; only the hash is stored', async () => {
    const before = Date.now();
    const res = await login('Instructor@Example.edu', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: 'demo-instructor',
      expiresAt: expect.any(String),
    });
    const expiresIn = (Date.parse(body.expiresAt) - before) / 1000;
    expect(expiresIn).toBeGreaterThan(1795);
    expect(expiresIn).toBeLessThan(1805);

    const rows = await t.database.db
      .selectFrom('user_session')
      .selectAll()
      .where('user_id', '=', 'demo-instructor')
      .execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashSessionToken(body.token));
    expect(rows.some((r) => r.token_hash === body.token)).toBe(false);

    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: authHeaders(body) });
    expect(user.statusCode).toBe(200);
    expect(user.json().id).toBe('demo-instructor');
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrongPassword = await login('student@example.edu', 'not-the-password');
    const unknownEmail = await login('nobody@example.edu', DEMO_PASSWORD);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: WRONG });
    }
  });

  it('validates the body: missing fields are a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student@example.edu' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('password');
  });

  const throttle = () =>
    t.database.db.withTables<{
      login_throttle: { account_key: string; locked_until: Date | null; window_started_at: Date };
    }>();
  /** Ends the current lock of a key, as if its time had passed (the failure count stays). */
  const endLock = (key: string) =>
    throttle()
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('account_key', '=', key)
      .execute();
  const loginWithCookie = (email: string, password: string, cookie: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: freshAddress(),
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie'] ?? '').split(';')[0]!;

  it('slows guessing: 5 free failures, then locks of 30 s, 60 s… (429, Retry-After), the right password included', async () => {
    const email = 'unverified.instructor@example.edu';
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const fifth = await login(email, 'wrong-5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    const retryAfter = Number(fifth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);

    const right = await login(email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

    // The next failure after the lock has passed doubles it.
    await endLock(email);
    const sixth = await login(email, 'wrong-6');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Once the lock has passed, the right password works again and clears the counter.
    await endLock(email);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, 'wrong-again')).statusCode).toBe(401);
  });

  it('never locks the owner out: a known device passes the lock strangers caused, and has a lock of its own', async () => {
    const email = 'instructor@example.edu';
    const owner = await loginWithCookie(email, DEMO_PASSWORD, undefined);
    expect(owner.statusCode).toBe(200);
    const setCookie = String(owner.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^exchange_device=[A-Za-z0-9_.-]+; Path=\/api\/auth; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    const cookie = deviceCookieOf(owner);

    // A stranger locks the account.
    for (let i = 0; i < 5; i += 1) await login(email, `guess-${i}`);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(429);

    // The owner's browser still signs in; a forged, tampered or other account's cookie does not.
    expect((await loginWithCookie(email, DEMO_PASSWORD, cookie)).statusCode).toBe(200);
    expect((await loginWithCookie(email, DEMO_PASSWORD, `${cookie.slice(0, -2)}AA`)).statusCode).toBe(429);
    const other = deviceCookieOf(await loginWithCookie('student@example.edu', DEMO_PASSWORD, undefined));
    expect((await loginWithCookie(email, DEMO_PASSWORD, other)).statusCode).toBe(429);
    // The owner's success did not lift the strangers' lock.
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(429);

    // Guessing from a stolen device cookie is throttled on that device.
    const fromDevice = [];
    for (let i = 0; i < 6; i += 1)
      fromDevice.push((await loginWithCookie(email, `device-guess-${i}`, cookie)).statusCode);
    expect(fromDevice).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('counts unknown accounts the same way (no account discovery through the lock)', async () => {
    const email = 'ghost@example.edu';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(email, 'x')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it(`limits one address to ${LOGIN_ATTEMPTS_PER_ADDRESS} attempts per 15 minutes, across accounts`, async () => {
    const address = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i += 1) {
      statuses.push((await login(`spray-${i}@example.edu`, 'x', address)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await login('student@example.edu', DEMO_PASSWORD, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many sign-in attempts from this network\. Try again in .+\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login('student@example.edu', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out: the token is revoked, then 401; signing out again is harmless', async () => {
    const session = await signIn(t.app, 'student@example.edu');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeaders(session) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: authHeaders(session) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/session has expired/);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeaders(session) });
    expect(again.statusCode).toBe(204);
  });

  it('expires a session idle for longer than 1800 s plus the 10 s tolerance, and slides it while in use', async () => {
    const session = await signIn(t.app, 'student@example.edu');
    const setIdle = (seconds: number) =>
      t.database.db
        .updateTable('user_session')
        .set({ last_seen_at: new Date(Date.now() - seconds * 1000) })
        .where('token_hash', '=', hashSessionToken(session.token))
        .execute();
    const get = () => t.app.inject({ method: 'GET', url: '/api/user', headers: authHeaders(session) });

    await setIdle(1805); // past the idle timeout, within the tolerance
    const within = await get();
    expect(within.statusCode).toBe(200);
    // The request slid the window: expiry is again 1800 s ahead.
    expect(Date.parse(within.json().credentials.expiresAt) - Date.now()).toBeGreaterThan(1790_000);

    await setIdle(1812);
    const expired = await get();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired or is no longer valid. Please sign in again.');
  });

  it('rejects a malformed Authorization header, an unknown token and a mismatching X-User-Id with 401', async () => {
    const session = await signIn(t.app, 'admin@example.edu');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ authorization: `Basic ${session.token}` }, /must be "Bearer <token>"/],
      [{ authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, /session has expired/],
      [{ ...authHeaders(session), 'x-user-id': 'demo-student' }, /X-User-Id header does not match/],
      [{}, /Sign in to continue/],
    ];
    for (const [headers, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(message);
    }
    // The token alone is enough when X-User-Id is left out.
    const tokenOnly = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(tokenOnly.statusCode).toBe(200);
  });

  it('sends Referrer-Policy: same-origin on every response (tokens travel in URLs)', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user?token=lms1.a.b' }),
      t.app.inject({ method: 'GET', url: '/api/discipline' }),
      t.app.inject({ method: 'GET', url: '/console/enrollment/ABC123' }),
      t.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      login('student@example.edu', 'wrong'),
    ]);
    for (const res of responses) expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe.each(databaseKinds)('a short idle timeout on %s', (kind) => {
  const t = useTestApp(kind, { env: { SESSION_IDLE_SECONDS: '1', SESSION_TOLERANCE_SECONDS: '0' } });
  beforeAll(async () => {
    await insertIdentityFixtures(t.database.db);
  });

  it('ends the session once it has been idle for longer than the configured timeout', async () => {
    const session = await signIn(t.app, 'k12.buyer@example.org');
    expect(Date.parse(session.expiresAt) - Date.now()).toBeLessThanOrEqual(1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: authHeaders(session) })).statusCode).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: authHeaders(session) })).statusCode).toBe(
      401,
    );
  });
});
