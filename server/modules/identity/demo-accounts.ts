/**
 * The demo accounts (identity issue, item 2), all with the password `exchange-demo`.
 * Called by the seed at the very end, once organisations, offers and seat licences exist;
 * organisations are picked from the database, deterministically (lowest org ids first).
 * Idempotent: running it again updates the accounts in place and resets their password and
 * organisations. When the catalogue lacks a suitable organisation (e.g. an empty or
 * imported catalogue), a small demo organisation is created so every account still works.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  findAccountsByEmail,
  writeDemoAccounts,
  type DemoAccountFields,
  type DemoAccountRow,
  type OrgSlot,
} from './demo-account-repository.ts';
import { PERMISSIONS } from '../../../contract/permissions.ts';
import { licenceToday } from '../../../contract/seat-licence.ts';

export const DEMO_PASSWORD = 'exchange-demo';


export interface DemoAccount extends DemoAccountFields {
  userId: string;
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

export interface DemoAccountsSummary {
  accounts: number;
  organisations: Record<OrgSlot, string>;
}

export async function seedDemoAccounts(db: Kysely<DB>): Promise<DemoAccountsSummary> {
  const today = licenceToday();
  // Hashing is the slow part: do it outside the transaction, in parallel (libuv threads).
  const existing = await findAccountsByEmail(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  const byEmail = new Map(existing.map((row) => [row.email.toLowerCase(), row]));
  const rows: DemoAccountRow[] = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const row = byEmail.get(account.email.toLowerCase());
      const kept = row && (await verifyPassword(DEMO_PASSWORD, row.password_hash));
      return {
        account,
        userId: row?.user_id ?? account.userId,
        passwordHash: kept ? row.password_hash : await hashPassword(DEMO_PASSWORD),
      };
    }),
  );
  const organisations = await writeDemoAccounts(db, rows, today);
  return { accounts: DEMO_ACCOUNTS.length, organisations };
}
