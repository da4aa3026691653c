/**
 * Data the identity tests need whatever the demo catalogue holds: a few organisations and
 * one product with institutional, national and available-to-buy offers and a seat licence.
 * Everything is prefixed TEST- so it never collides with generated data. The demo accounts
 * are (re)created by seedDemoAccounts, exactly as the seed does.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { DB, OfferTable } from '../../../server/db/types.ts';
import { seedDemoAccounts, type DemoAccountsSummary } from '../../../server/modules/identity/demo-accounts.ts';

export const FOREIGN_ORG = 'TEST-FOREIGN-HE';
export const PRODUCT = 'TEST-ID-PRODUCT';
export const NATIONAL_PRODUCT = 'TEST-ID-NATIONAL';

export interface IdentityFixtures {
  demo: DemoAccountsSummary;
}

export async function insertIdentityFixtures(db: Kysely<DB>): Promise<IdentityFixtures> {
  await db
    .insertInto('organisation')
    .values([
      {
        org_id: FOREIGN_ORG,
        name: 'Foreign Test University',
        display_name: 'Foreign Test U',
        classification: 'higher_ed',
        city: 'Leeds',
        state: null,
        country: 'GB',
      },
    ])
    .execute();
  const demo = await seedDemoAccounts(db);

  const product = (id: string, offerType: 'institutional' | 'national') => ({
    product_id: id,
    uuid: randomUUID(),
    slug: id.toLowerCase(),
    name: `Identity Test Product ${id}`,
    platform: 'revel' as const,
    product_model: 'REVEL' as const,
    offer_type: offerType,
    k12_available_for_license: true,
    audience: 'all' as const,
  });
  await db
    .insertInto('product')
    .values([product(PRODUCT, 'institutional'), product(NATIONAL_PRODUCT, 'national')])
    .execute();

  const offer = (over: Partial<Insertable<OfferTable>> & { offer_id: string }): Insertable<OfferTable> => ({
    product_id: PRODUCT,
    scope: 'institutional',
    org_id: null,
    country: null,
    kind: 'DIRECT_BILL',
    title: 'Direct bill',
    description: null,
    duration_days: 180,
    price: 59.99,
    currency: 'USD',
    isbn13: '9780134000001',
    license_id: null,
    ...over,
  });
  await db
    .insertInto('offer')
    .values([
      offer({ offer_id: 'TEST-O-HE1-DB', org_id: demo.organisations.higherEd1 }),
      offer({
        offer_id: 'TEST-O-HE1-IA',
        org_id: demo.organisations.higherEd1,
        kind: 'INSTANT_ACCESS',
        title: 'Instant access',
        price: 79.5,
      }),
      offer({ offer_id: 'TEST-O-FOREIGN', org_id: FOREIGN_ORG, currency: 'GBP', price: 40 }),
      offer({
        offer_id: 'TEST-O-SCHOOL-SL',
        org_id: demo.organisations.school,
        kind: 'SEAT_LICENSE',
        title: 'Seat licence',
        price: 12,
        license_id: 'TEST-LIC-1',
      }),
      offer({
        offer_id: 'TEST-O-NAT-US',
        product_id: NATIONAL_PRODUCT,
        scope: 'national',
        country: 'US',
        kind: 'INSTANT_ACCESS',
        title: 'Instant access',
        price: 99,
      }),
      offer({
        offer_id: 'TEST-O-NAT-CA',
        product_id: NATIONAL_PRODUCT,
        scope: 'national',
        country: 'CA',
        kind: 'ACCESS_CARD',
        title: 'Access card',
        price: 120,
        currency: 'CAD',
      }),
    ])
    .execute();
  await db
    .insertInto('available_to_buy_offer')
    .values([
      {
        product_id: PRODUCT,
        org_id: demo.organisations.school,
        country: null,
        offer_title: 'Classroom set',
        offer_description: '30 seats',
        price: 300,
        currency: 'USD',
        isbn: '9780134000002',
      },
      {
        product_id: PRODUCT,
        org_id: null,
        country: 'US',
        offer_title: 'Single seat',
        offer_description: null,
        price: 15,
        currency: 'USD',
        isbn: null,
      },
    ])
    .execute();
  const year = new Date().getUTCFullYear();
  await db
    .insertInto('seat_license')
    .values({
      license_id: 'TEST-LIC-1',
      org_id: demo.organisations.school,
      product_id: PRODUCT,
      status: 'active',
      seats: 30,
      starts_on: `${year - 1}-01-01`,
      ends_on: `${year + 1}-12-31`,
    })
    .execute();
  return { demo };
}

export const DEMO_PASSWORD = 'exchange-demo';

export interface Session {
  token: string;
  userId: string;
  expiresAt: string;
}

let addressCounter = 0;
/** A fresh client address per call, so the per-address limit of one test never hits another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json() as Session;
}

export function authHeaders(session: Session): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, 'x-user-id': session.userId };
}
