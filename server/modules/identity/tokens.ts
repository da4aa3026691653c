/**
 * Opaque session tokens: 32 random bytes, base64url. Only their SHA-256 is stored, so a
 * leaked session table cannot be replayed. (A fast hash is right here: the token has
 * 256 bits of entropy; slow hashing is for passwords.)
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedSessionToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
