// Rules about the signed-in user that the shell needs (spec §2 header, §6 roles).
import { PERMISSIONS } from '../../../contract/permissions';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** spec §2: initials are the first letter of firstName and lastName. */
export function initialsOf({ firstName, lastName }: PersonName): string {
  return `${firstLetter(firstName)}${firstLetter(lastName)}`.toUpperCase();
}

export function fullNameOf({ firstName, lastName }: PersonName): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

function firstLetter(value: string): string {
  // Array.from keeps a surrogate pair (e.g. an emoji or a rare CJK letter) whole.
  return Array.from(value.trim())[0] ?? '';
}

/**
 * spec §6 "Admin (isAdmin): also sees Administrative Dashboard" without saying how a user
 * becomes one. The user API answers an isAdmin flag; without it we read the permission.
 */
export function isAdminUser(user: { isAdmin?: boolean; permissions: readonly string[] }): boolean {
  return user.isAdmin ?? user.permissions.includes(PERMISSIONS.admin);
}

export interface CountryUser {
  location?: { country?: string | null } | null;
  userDetails?: { homeCountryCode?: string | null } | null;
}

/**
 * The user's country as search and autocomplete send it (spec §7 `country`, two letters; spec
 * §3 User: location.country, else userDetails.homeCountryCode); null without a valid one.
 */
export function userCountry(user: CountryUser | null | undefined): string | null {
  const candidates = [user?.location?.country, user?.userDetails?.homeCountryCode];
  return candidates.find((c): c is string => typeof c === 'string' && /^[A-Za-z]{2}$/.test(c)) ?? null;
}
