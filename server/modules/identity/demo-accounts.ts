/**
 * The demo accounts (identity issue, item 2), all with the password `exchange-demo`.
 * Called by the seed at the very end, once organisations, offers and seat licences exist;
 * organisations are picked from the database, deterministically (lowest org ids first).
 * Idempotent: running it again updates the accounts in place and resets their password and
 * organisations. When the catalogue lacks a suitable organisation (e.g. an empty or
 * imported catalogue), a small demo organisation is created so every account still works.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { PERMISSIONS } from '../../../contract/permissions.ts';
import { licenceToday } from '../../../contract/seat-licence.ts';

export const DEMO_PASSWORD = 'exchange-demo';

type OrgSlot = 'higherEd1' | 'higherEd2' | 'school';

export interface DemoAccount {
  userId: string;
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

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userId: 'demo-student',
    email: 'student@example.edu',
    givenName: 'Sam',
    familyName: 'Student',
    permissions: [PERMISSIONS.student],
    isInstructor: false,
    isAdmin: false,
    organisations: ['higherEd1'],
    country: 'US',
  },
  {
    userId: 'demo-student-instructor',
    email: 'student.instructor@example.edu',
    givenName: 'Jordan',
    familyName: 'Rivera',
    permissions: [PERMISSIONS.student, PERMISSIONS.initiateAiv],
    isInstructor: true,
    isAdmin: false,
    organisations: ['higherEd1'],
    country: 'US',
  },
  {
    userId: 'demo-instructor',
    email: 'instructor@example.edu',
    givenName: 'Ada',
    familyName: 'Lovelace',
    permissions: [
      PERMISSIONS.createRevelCourse,
      PERMISSIONS.createRevelTestCourse,
      PERMISSIONS.betaForm,
      PERMISSIONS.reviewForm,
    ],
    isInstructor: true,
    isAdmin: false,
    organisations: ['higherEd1', 'higherEd2'],
    country: 'US',
  },
  {
    userId: 'demo-unverified-instructor',
    email: 'unverified.instructor@example.edu',
    givenName: 'Uma',
    familyName: 'Patel',
    permissions: [PERMISSIONS.initiateAiv],
    isInstructor: true,
    isAdmin: false,
    organisations: ['higherEd1'],
    country: 'US',
  },
  {
    userId: 'demo-no-institution',
    email: 'no.institution@example.edu',
    givenName: 'Noah',
    familyName: 'Kim',
    permissions: [PERMISSIONS.initiateAiv],
    isInstructor: true,
    isAdmin: false,
    organisations: [],
    country: 'US',
  },
  {
    userId: 'demo-k12-buyer',
    email: 'k12.buyer@example.org',
    givenName: 'Kendra',
    familyName: 'Brooks',
    permissions: [PERMISSIONS.createRevelCourse],
    isInstructor: true,
    isAdmin: false,
    organisations: ['school'],
    country: 'US',
  },
  {
    // A validated instructor at a university and at a school: switching between them changes
    // the role (spec §4 "Changing institution reclassifies"), which the 'Just a moment...'
    // refresh modal answers; no other account can reach it.
    userId: 'demo-two-audiences',
    email: 'two.audiences@example.edu',
    givenName: 'Dana',
    familyName: 'Okafor',
    permissions: [PERMISSIONS.createRevelCourse],
    isInstructor: true,
    isAdmin: false,
    organisations: ['higherEd1', 'school'],
    country: 'US',
  },
  {
    userId: 'demo-admin',
    email: 'admin@example.edu',
    givenName: 'Alex',
    familyName: 'Morgan',
    permissions: [PERMISSIONS.createRevelCourse, PERMISSIONS.admin],
    isInstructor: true,
    isAdmin: true,
    organisations: ['higherEd1'],
    country: 'US',
  },
];

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

export interface DemoAccountsSummary {
  accounts: number;
  organisations: Record<OrgSlot, string>;
}

export async function seedDemoAccounts(db: Kysely<DB>): Promise<DemoAccountsSummary> {
  const today = licenceToday();
  // Hashing is the slow part: do it outside the transaction, in parallel (libuv threads).
  const existing = await db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'password_hash'])
    .where(
      (eb) => eb.fn('lower', ['email']),
      'in',
      DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()),
    )
    .execute();
  const byEmail = new Map(existing.map((row) => [row.email.toLowerCase(), row]));
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const row = byEmail.get(account.email.toLowerCase());
      if (row && (await verifyPassword(DEMO_PASSWORD, row.password_hash))) return row.password_hash;
      return hashPassword(DEMO_PASSWORD);
    }),
  );

  return db.transaction().execute(async (tx) => {
    const [higherEd1, higherEd2] = await pickHigherEd(tx);
    const organisations: Record<OrgSlot, string> = { higherEd1, higherEd2, school: await pickSchool(tx, today) };

    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const userId = byEmail.get(account.email.toLowerCase())?.user_id ?? account.userId;
      const values = {
        email: account.email,
        password_hash: hashes[i]!,
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
    return { accounts: DEMO_ACCOUNTS.length, organisations };
  });
}
