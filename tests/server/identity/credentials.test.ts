// Unit tests of the identity primitives: password hashing, session tokens, LMS tokens.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/modules/identity/passwords.ts';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from '../../../server/modules/identity/tokens.ts';
import { LmsTokenError, signLmsToken, verifyLmsTokenSignature } from '../../../server/modules/identity/lms-token.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('exchange-demo');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('exchange-demo');
    await expect(verifyPassword('exchange-demo', stored)).resolves.toBe(true);
    await expect(verifyPassword('exchange-dem0', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses malformed or hostile stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$x$8$1$AA$AA',
      'scrypt$1099511627776$8$1$AA$AA',
      'bcrypt$1$2$3$4$5',
    ]) {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    }
  });
});

describe('session tokens', () => {
  it('are 256-bit random, url-safe and stored only as a hash', () => {
    const a = newSessionToken();
    const b = newSessionToken();
    expect(a).not.toBe(b);
    expect(isWellFormedSessionToken(a)).toBe(true);
    expect(hashSessionToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(a)).not.toBe(hashSessionToken(b));
    expect(isWellFormedSessionToken('short')).toBe(false);
  });
});

describe('LMS integration tokens', () => {
  const secret = 'test-secret';
  const now = new Date('2026-03-01T12:00:00Z');

  it('round-trips organisation, role and expiry', () => {
    const { token, claims } = signLmsToken(secret, { org: 'ORG-1', role: 'student', minutes: 30, now });
    expect(token).toMatch(/^lms1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const verified = verifyLmsTokenSignature(secret, token, { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now });
    expect(verified).toEqual(claims);
    expect(verified.exp - verified.iat).toBe(1800);
    expect(verified.org).toBe('ORG-1');
    expect(verified.role).toBe('student');
  });

  const problem = (fn: () => unknown): LmsTokenError => {
    try {
      fn();
    } catch (error) {
      if (error instanceof LmsTokenError) return error;
      throw error;
    }
    throw new Error('expected an LmsTokenError');
  };

  it('refuses a token signed with another secret, or altered, as forged', () => {
    const { token } = signLmsToken('other-secret', { org: 'ORG-1', role: 'instructor', minutes: 30, now });
    expect(problem(() => verifyLmsTokenSignature(secret, token, { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now })).problem).toBe('forged');

    const good = signLmsToken(secret, { org: 'ORG-1', role: 'student', minutes: 30, now }).token;
    const [prefix, payload, signature] = good.split('.');
    const elevated = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        role: 'instructor',
        org: 'ORG-2',
      }),
    ).toString('base64url');
    const altered = [prefix, elevated, signature].join('.');
    const error = problem(() => verifyLmsTokenSignature(secret, altered, { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now }));
    expect(error.problem).toBe('forged');
    expect(error.message).toMatch(/invalid signature/);
  });

  it('accepts the signature in one encoding only: not padded, not standard base64', () => {
    const { token } = signLmsToken(secret, { org: 'ORG-1', role: 'student', minutes: 30, now });
    const [prefix, payload, signature] = token.split('.') as [string, string, string];
    const bytes = Buffer.from(signature, 'base64url');
    const variants = [
      `${prefix}.${payload}.${signature}=`, // padded
      `${prefix}.${payload}.${bytes.toString('base64')}`, // standard alphabet, padded
      `${prefix}.${payload}.${bytes.toString('base64').replace(/=+$/, '')}`, // standard alphabet
    ].filter((v) => v !== token);
    expect(variants.length).toBeGreaterThanOrEqual(2);
    const options = { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now };
    for (const variant of variants) expect(problem(() => verifyLmsTokenSignature(secret, variant, options)).problem).toBe('forged');
    // The last base64url character carries 2 spare bits: another character with the same 6-bit
    // prefix decodes to the same bytes, and is refused too.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[(alphabet.indexOf(last) & ~3) | ((alphabet.indexOf(last) + 1) & 3)]!;
    const twin = `${prefix}.${payload}.${signature.slice(0, -1)}${sibling}`;
    expect(Buffer.from(twin.split('.')[2]!, 'base64url').equals(bytes)).toBe(true);
    expect(problem(() => verifyLmsTokenSignature(secret, twin, options)).problem).toBe('forged');
  });

  it('refuses a token that claims a lifetime over the maximum, however far off its expiry', () => {
    const { token } = signLmsToken(secret, { org: 'ORG-1', role: 'instructor', minutes: 100 * 365 * 24 * 60, now });
    const options = { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now };
    expect(problem(() => verifyLmsTokenSignature(secret, token, options)).problem).toBe('too-long-lived');
    const eightHours = signLmsToken(secret, { org: 'ORG-1', role: 'instructor', minutes: 8 * 60, now }).token;
    expect(verifyLmsTokenSignature(secret, eightHours, options).org).toBe('ORG-1');
    const overEight = signLmsToken(secret, { org: 'ORG-1', role: 'instructor', minutes: 8 * 60 + 1, now }).token;
    expect(problem(() => verifyLmsTokenSignature(secret, overEight, options)).problem).toBe('too-long-lived');
  });

  it('refuses an expired token, with the spec tolerance of 10 s as grace', () => {
    const { token } = signLmsToken(secret, { org: 'ORG-1', role: 'student', minutes: 1, now });
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verifyLmsTokenSignature(secret, token, { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now: at(70) }).org).toBe('ORG-1');
    const error = problem(() => verifyLmsTokenSignature(secret, token, { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now: at(71) }));
    expect(error.problem).toBe('expired');
    expect(error.message).toMatch(/expired/);
  });

  it('refuses malformed tokens and tokens issued in the future', () => {
    for (const token of ['', 'abc', 'lms1.x', 'lms2.a.b', 'lms1..sig', 'x'.repeat(5000)]) {
      expect(problem(() => verifyLmsTokenSignature(secret, token, { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now })).problem).toBe(
        'malformed',
      );
    }
    const { token } = signLmsToken(secret, {
      org: 'ORG-1',
      role: 'student',
      minutes: 5,
      now: new Date(now.getTime() + 60_000),
    });
    expect(problem(() => verifyLmsTokenSignature(secret, token, { toleranceSeconds: 10, maxLifetimeSeconds: 8 * 3600, now })).problem).toBe(
      'not-yet-valid',
    );
  });
});
