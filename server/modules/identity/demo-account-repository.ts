/**
 * The demo accounts' rows (demo-accounts.ts holds the accounts and hashes their password):
 * organisations picked from the database, deterministically (lowest org ids first), or small
 * demo ones created when the catalogue lacks a suitable one; accounts written in place.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The organisations the demo accounts belong to, by slot. */
export type OrgSlot = 'higherEd1' | 'higherEd2' | 'school';

/** What is written of a demo account (demo-accounts.ts holds them). */
export interface DemoAccountFields {
  email: string;
  givenName: string;
  familyName: string;
  permissions: string[];
  isInstructor: boolean;
  isAdmin: boolean;
  /** Organisation slots; the first is the default. */
  organisations: OrgSlot[];
  country: string;
}

/** One account to write, with its user id (kept when the email exists) and password hash. */
export interface DemoAccountRow {
  account: DemoAccountFields;
  userId: string;
  passwordHash: string;
}

/** The accounts already there for these emails (compared without case). */
export async function findAccountsByEmail(db: Kysely<DB>, emails: readonly string[]) {
  return db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'password_hash'])
    .where(
      (eb) => eb.fn('lower', ['email']),
      'in',
      emails.map((email) => email.toLowerCase()),
    )
    .execute();
}

/** Two US higher-ed organisations; demo ones are created for any that are missing. */
async function pickHigherEd(tx: Transaction<DB>): Promise<[string, string]> {
  const rows = await tx
    .selectFrom('organisation')
    .select('org_id')
    .where('classification', '=', 'higher_ed')
    .where('country', '=', 'US')
    // Organisations with institutional offers first, so the demo instructor sees some.
    .orderBy(sql`case when exists (select 1 from offer where offer.org_id = organisation.org_id) then 0 else 1 end`)
    .orderBy('org_id')
    .limit(2)
    .execute();
  const ids = rows.map((r) => r.org_id);
  const fallbacks = [
    { org_id: 'DEMO-HE-1', name: 'Demo State University', city: 'Columbus', state: 'OH' },
    { org_id: 'DEMO-HE-2', name: 'Demo Community College', city: 'Austin', state: 'TX' },
  ];
  for (const fallback of fallbacks.slice(ids.length)) {
    await tx
      .insertInto('organisation')
      .values({ ...fallback, display_name: fallback.name, classification: 'higher_ed', country: 'US' })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .execute();
    ids.push(fallback.org_id);
  }
  return [ids[0]!, ids[1]!];
}

/** A school with an active, current seat licence (US first); created when there is none. */
async function pickSchool(tx: Transaction<DB>, today: string): Promise<string> {
  const row = await tx
    .selectFrom('organisation as o')
    .innerJoin('seat_license as s', 's.org_id', 'o.org_id')
    .select('o.org_id')
    .where('o.classification', '=', 'school')
    .where('s.status', '=', 'active')
    .where('s.starts_on', '<=', today)
    .where('s.ends_on', '>=', today)
    .orderBy(sql`case when o.country = 'US' then 0 else 1 end`)
    .orderBy('o.org_id')
    .limit(1)
    .executeTakeFirst();
  if (row) return row.org_id;

  const orgId = 'DEMO-K12-1';
  await tx
    .insertInto('organisation')
    .values({
      org_id: orgId,
      name: 'Demo Unified School District',
      display_name: 'Demo Unified School District',
      classification: 'school',
      city: 'Springfield',
      state: 'IL',
      country: 'US',
    })
    .onConflict((oc) => oc.column('org_id').doNothing())
    .execute();
  const product = await tx
    .selectFrom('product')
    .select('product_id')
    .orderBy(sql`case when k12_available_for_license then 0 else 1 end`)
    .orderBy(sql`case when audience = 'k12' then 0 else 1 end`)
    .orderBy('product_id')
    .limit(1)
    .executeTakeFirst();
  if (product) {
    const year = Number(today.slice(0, 4));
    await tx
      .insertInto('seat_license')
      .values({
        license_id: `${orgId}-${product.product_id}`.slice(0, 120),
        org_id: orgId,
        product_id: product.product_id,
        status: 'active',
        seats: 250,
        starts_on: `${year - 1}-07-01`,
        ends_on: `${year + 2}-06-30`,
      })
      .onConflict((oc) => oc.column('license_id').doNothing())
      .execute();
  }
  return orgId;
}

/** Writes the accounts and their organisations in one transaction; returns the organisations picked. */
export async function writeDemoAccounts(
  db: Kysely<DB>,
  rows: readonly DemoAccountRow[],
  today: string,
): Promise<Record<OrgSlot, string>> {
  return db.transaction().execute(async (tx) => {
    const [higherEd1, higherEd2] = await pickHigherEd(tx);
    const organisations: Record<OrgSlot, string> = { higherEd1, higherEd2, school: await pickSchool(tx, today) };

    for (const { account, userId, passwordHash } of rows) {
      const values = {
        email: account.email,
        password_hash: passwordHash,
        given_name: account.givenName,
        family_name: account.familyName,
        display_name: `${account.givenName} ${account.familyName}`,
        home_country_code: account.country,
        country: account.country,
        permissions: account.permissions,
        is_instructor: account.isInstructor,
        is_admin: account.isAdmin,
      };
      await tx
        .insertInto('app_user')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await tx.deleteFrom('user_organisation').where('user_id', '=', userId).execute();
      const orgIds = [...new Set(account.organisations.map((slot) => organisations[slot]))];
      if (orgIds.length > 0) {
        await tx
          .insertInto('user_organisation')
          .values(orgIds.map((orgId, position) => ({ user_id: userId, org_id: orgId, is_default: position === 0 })))
          .execute();
      }
    }
    return organisations;
  });
}
