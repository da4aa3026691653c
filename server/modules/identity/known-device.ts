/**
 * Known devices (hardening issue §6, OWASP "device cookies"): a browser that has signed in
 * to an account gets an HttpOnly cookie naming that account, signed by the server. While
 * strangers' wrong guesses hold the account locked, a sign-in from a known device is still
 * checked, so nobody can lock the owner out of their own browser. Failures from a known
 * device are counted against that device (its own lock), not against the account.
 *
 * Value: `<account tag>.<device id>.<HMAC>` in base64url. The account tag is a hash of the
 * account key (the cookie does not show the email); the key is derived from the server's
 * LMS token secret with a label, so one secret serves both and nothing new needs setting.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'exchange_device';
/** A device stays known for a year after its last successful sign-in. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

const tagOf = (accountKey: string) => createHash('sha256').update(accountKey).digest('base64url').slice(0, 22);
const keyOf = (secret: string) => createHmac('sha256', secret).update('exchange known-device cookie v1').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** A new device cookie value for the account. */
export function deviceCookieValue(
  secret: string,
  accountKey: string,
  deviceId = randomBytes(12).toString('base64url'),
): string {
  const payload = `${tagOf(accountKey)}.${deviceId}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The device id when `value` is a genuine cookie of this account, else null. */
export function knownDeviceId(secret: string, accountKey: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [tag, deviceId, mac] = parts as [string, string, string];
  if (tag !== tagOf(accountKey) || !/^[A-Za-z0-9_-]{16}$/.test(deviceId)) return null;
  const expected = Buffer.from(sign(secret, `${tag}.${deviceId}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The named cookie's value from a Cookie header (first one wins), or undefined. */
export function cookieFrom(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header: HttpOnly, only for the sign-in call, Secure when the request was https. */
export function deviceSetCookie(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
