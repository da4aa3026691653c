/** POST /api/auth/login and /api/auth/logout (identity issue; the spec's identity service). */
import { Type, type Static } from 'typebox';
import { Text } from './common.ts';

export const LoginBody = Type.Object(
  {
    email: Text({ minLength: 3, maxLength: 254, description: 'Account email, any letter case' }),
    password: Text({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  /** Opaque session token: send it as `Authorization: Bearer <token>`. */
  token: Type.String(),
  /** Send it as `X-User-Id` with the token. */
  userId: Type.String(),
  /** When the session ends unless used again (idle timeout, spec §9: 1800 s). */
  expiresAt: Type.String({ format: 'date-time' }),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** The one answer to a wrong email or a wrong password: it never says which. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';
export const ACCOUNT_LOCKED_MESSAGE = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const ADDRESS_LIMITED_MESSAGE = (after: string) =>
  `Too many sign-in attempts from this network. Try again in ${after}.`;
