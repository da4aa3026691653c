/** SQL for accounts and their organisations. */
import type { Kysely } from 'kysely';
import type { Classification, DB } from '../../db/types.ts';

export interface Credentials {
  userId: string;
  passwordHash: string;
}

export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCredentials(db: Kysely<DB>, email: string): Promise<Credentials | null> {
  const row = await db
    .selectFrom('app_user')
    .select(['user_id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', accountKey(email)))
    .executeTakeFirst();
  return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}

export interface OrganisationRow {
  orgId: string;
  name: string;
  displayName: string;
  classification: Classification | string;
  city: string | null;
  state: string | null;
  country: string;
}

export interface UserRecord {
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
  displayName: string;
  homeCountryCode: string;
  country: string;
  permissions: string[];
  isInstructor: boolean;
  isAdmin: boolean;
  organisations: Array<OrganisationRow & { isDefault: boolean }>;
}

export async function findUser(db: Kysely<DB>, userId: string): Promise<UserRecord | null> {
  const user = await db.selectFrom('app_user').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const organisations = await db
    .selectFrom('user_organisation as uo')
    .innerJoin('organisation as o', 'o.org_id', 'uo.org_id')
    .select([
      'o.org_id',
      'o.name',
      'o.display_name',
      'o.classification',
      'o.city',
      'o.state',
      'o.country',
      'uo.is_default',
    ])
    .where('uo.user_id', '=', userId)
    .orderBy('o.display_name')
    .orderBy('o.org_id')
    .execute();
  return {
    userId: user.user_id,
    email: user.email,
    givenName: user.given_name,
    familyName: user.family_name,
    displayName: user.display_name,
    homeCountryCode: user.home_country_code,
    country: user.country,
    permissions: user.permissions,
    isInstructor: user.is_instructor,
    isAdmin: user.is_admin,
    organisations: organisations.map((o) => ({
      orgId: o.org_id,
      name: o.name,
      displayName: o.display_name,
      classification: o.classification,
      city: o.city,
      state: o.state,
      country: o.country,
      isDefault: o.is_default,
    })),
  };
}

export async function isMemberOf(db: Kysely<DB>, userId: string, orgId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_organisation')
    .select('org_id')
    .where('user_id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organisations a user belongs to, by id (sorted, so equal sets read alike). */
export async function listMembershipIds(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_organisation')
    .select('org_id')
    .where('user_id', '=', userId)
    .orderBy('org_id')
    .execute();
  return rows.map((r) => r.org_id);
}
