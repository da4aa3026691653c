/**
 * LMS integration tokens (spec §1 `integration_context_token`): signed, expiring, naming
 * an organisation and an LMS role. Format: `lms1.<payload b64url>.<HMAC-SHA256 b64url>`,
 * payload `{ jti, org, role, iat, exp }` (seconds). Verification is stateless (signature,
 * expiry with the spec's validity tolerance); the organisation must exist. The minting
 * command also records each token in lms_integration_token as an audit trail.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { ORG_ID_PATTERN } from '../../../contract/schemas/common.ts';
import { findLmsOrganisation, type LmsOrganisation } from './lms-token-repository.ts';

export type { LmsOrganisation } from './lms-token-repository.ts';

export type LmsRole = 'instructor' | 'student';
export const LMS_ROLES: readonly LmsRole[] = ['instructor', 'student'];

export interface LmsTokenClaims {
  jti: string;
  org: string;
  role: LmsRole;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

const PREFIX = 'lms1';
const MAX_TOKEN_LENGTH = 2048;

export type LmsTokenProblem =
  'malformed' | 'forged' | 'expired' | 'not-yet-valid' | 'too-long-lived' | 'unknown-organisation';

/** Why a token was refused; `message` is safe to show and names the problem. */
export class LmsTokenError extends Error {
  constructor(
    readonly problem: LmsTokenProblem,
    message: string,
  ) {
    super(message);
  }
}

function sign(secret: string, signedPart: string): Buffer {
  return createHmac('sha256', secret).update(signedPart).digest();
}

export function signLmsToken(
  secret: string,
  input: { org: string; role: LmsRole; minutes: number; now?: Date; jti?: string },
): { token: string; claims: LmsTokenClaims } {
  const iat = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const claims: LmsTokenClaims = {
    jti: input.jti ?? randomUUID(),
    org: input.org,
    role: input.role,
    iat,
    exp: iat + Math.round(input.minutes * 60),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signedPart = `${PREFIX}.${payload}`;
  return { token: `${signedPart}.${sign(secret, signedPart).toString('base64url')}`, claims };
}

/** An HMAC-SHA256 in unpadded base64url: 43 characters. */
const CANONICAL_SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** An organisation id as the catalogue writes them: no NUL or other byte PostgreSQL would refuse. */
const ORG_ID = new RegExp(ORG_ID_PATTERN);

function isClaims(value: unknown): value is LmsTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.jti === 'string' &&
    typeof v.org === 'string' &&
    ORG_ID.test(v.org) &&
    (v.role === 'instructor' || v.role === 'student') &&
    Number.isInteger(v.iat) &&
    Number.isInteger(v.exp)
  );
}

/** Checks shape, signature and time; throws LmsTokenError naming the problem. */
export function verifyLmsTokenSignature(
  secret: string,
  token: string,
  options: { toleranceSeconds: number; maxLifetimeSeconds: number; now?: Date },
): LmsTokenClaims {
  const parts = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2]) {
    throw new LmsTokenError(
      'malformed',
      'The integration token is malformed: it is not a token issued by this service.',
    );
  }
  const expected = sign(secret, `${PREFIX}.${parts[1]}`);
  // One encoding of the signature: unpadded base64url, canonical (the same bytes written in
  // standard or padded base64, or with other trailing bits, are not the token that was issued).
  const given = CANONICAL_SIGNATURE.test(parts[2]) ? Buffer.from(parts[2], 'base64url') : Buffer.alloc(0);
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== parts[2] ||
    !timingSafeEqual(given, expected)
  ) {
    throw new LmsTokenError(
      'forged',
      'The integration token has an invalid signature: it was altered or not issued by this service.',
    );
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    claims = null;
  }
  if (!isClaims(claims)) {
    throw new LmsTokenError('malformed', 'The integration token is malformed: its content cannot be read.');
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (now > claims.exp + options.toleranceSeconds) {
    throw new LmsTokenError(
      'expired',
      `The integration token has expired (at ${new Date(claims.exp * 1000).toISOString()}). Launch the course again from your learning management system.`,
    );
  }
  if (claims.exp - claims.iat > options.maxLifetimeSeconds) {
    throw new LmsTokenError(
      'too-long-lived',
      `The integration token claims a lifetime over ${options.maxLifetimeSeconds / 3600} hours, longer than this service accepts. Launch the course again from your learning management system.`,
    );
  }
  if (claims.iat > now + options.toleranceSeconds) {
    throw new LmsTokenError('not-yet-valid', 'The integration token is not valid yet: it was issued in the future.');
  }
  return claims;
}

export interface VerifiedLmsToken {
  claims: LmsTokenClaims;
  organisation: LmsOrganisation;
}

/** Verifies the token and loads its organisation, which must exist. */
export async function verifyLmsToken(
  db: Kysely<DB>,
  secret: string,
  token: string,
  options: { toleranceSeconds: number; maxLifetimeSeconds: number; now?: Date },
): Promise<VerifiedLmsToken> {
  const claims = verifyLmsTokenSignature(secret, token, options);
  const organisation = await findLmsOrganisation(db, claims.org);
  if (!organisation) {
    throw new LmsTokenError(
      'unknown-organisation',
      `The integration token names an organisation that does not exist (${claims.org}).`,
    );
  }
  return { claims, organisation };
}
