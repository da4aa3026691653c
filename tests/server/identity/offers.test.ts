// Offers by access: /api/products/offers, /api/products/avalibleoffers, K-12 licences.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  authHeaders,
  FOREIGN_ORG,
  insertIdentityFixtures,
  NATIONAL_PRODUCT,
  PRODUCT,
  signIn,
  type IdentityFixtures,
  type Session,
} from './fixtures.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';
import type { Offer } from '../../../contract/schemas/offers.ts';

describe.each(databaseKinds)('offers by access on %s', (kind) => {
  const t = useTestApp(kind);
  let fx: IdentityFixtures;
  let instructor: Session;
  let k12: Session;
  beforeAll(async () => {
    fx = await insertIdentityFixtures(t.database.db);
    instructor = await signIn(t.app, 'instructor@example.edu');
    k12 = await signIn(t.app, 'k12.buyer@example.org');
  });

  const get = (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url, headers: session ? authHeaders(session) : {} });
  const inst = (value: string) => `institution=${encodeURIComponent(value)}`;

  it("gives a member the organisation's institutional offers with prices, in the spec §3 shape", async () => {
    const org = fx.demo.organisations.higherEd1;
    const res = await get(`/api/products/offers/${PRODUCT}?${inst(`${org}|US`)}`, instructor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({
      productId: PRODUCT,
      offerType: 'institutional',
      orgId: org,
      country: 'US',
      priced: true,
    });
    expect(body.offers.map((o: { offerId: string }) => o.offerId).sort()).toEqual(['TEST-O-HE1-DB', 'TEST-O-HE1-IA']);
    expect(body.offers.find((o: { offerId: string }) => o.offerId === 'TEST-O-HE1-DB')).toEqual({
      offerId: 'TEST-O-HE1-DB',
      licenseId: null,
      orgId: org,
      title: 'Direct bill',
      description: null,
      offerType: {
        offerTypeCode: 'DIRECT_BILL',
        definition: { subscriptionDuration: 180, currency: 'USD', price: 59.99, isbn: { isbn13: '9780134000001' } },
      },
    });
    // The organisation alone (its country implied) answers the same offers.
    const orgOnly = await get(`/api/products/offers/${PRODUCT}?${inst(org)}`, instructor);
    expect(orgOnly.json().offers).toEqual(body.offers);
  });

  it('answers 403 for an organisation the caller does not belong to, signed in or not', async () => {
    for (const session of [instructor, k12, undefined]) {
      const res = await get(`/api/products/offers/${PRODUCT}?${inst(`${FOREIGN_ORG}|GB`)}`, session);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(FOREIGN_ORG);
      expect(res.json()).not.toHaveProperty('offers');
    }
    const atb = await get(`/api/products/avalibleoffers/${PRODUCT}?${inst(FOREIGN_ORG)}`, instructor);
    expect(atb.statusCode).toBe(403);
  });

  it('gives anonymous callers the national offers of a country without any price', async () => {
    const res = await get(`/api/products/offers/${NATIONAL_PRODUCT}?${inst('|US')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ offerType: 'national', orgId: null, country: 'US', priced: false });
    expect(body.offers).toHaveLength(1);
    expect(body.offers[0].offerType.definition).toEqual({
      subscriptionDuration: 180,
      currency: 'USD',
      price: null,
      isbn: { isbn13: '9780134000001' },
    });
    expect(res.body).not.toContain('99');

    const canada = await get(`/api/products/offers/${NATIONAL_PRODUCT}?${inst('CA')}`);
    expect(canada.json().offers.map((o: { offerId: string }) => o.offerId)).toEqual(['TEST-O-NAT-CA']);
    expect(canada.json().offers[0].offerType.definition.price).toBeNull();

    const atb = await get(`/api/products/avalibleoffers/${PRODUCT}?${inst('US')}`);
    expect(atb.statusCode).toBe(200);
    expect(atb.json()).toMatchObject({
      priced: false,
      availableTobuy: [{ offertitle: 'Single seat', price: null, currency: 'USD' }],
    });
  });

  it('gives signed-in callers national prices by country, defaulting to their own country', async () => {
    const res = await get(`/api/products/offers/${NATIONAL_PRODUCT}`, instructor);
    expect(res.json()).toMatchObject({ offerType: 'national', country: 'US', priced: true });
    expect(res.json().offers[0].offerType.definition.price).toBe(99);
  });

  it("treats the LMS token's organisation as the caller's, and refuses bad LMS tokens with 401", async () => {
    const foreign = signLmsToken(t.config.lmsTokenSecret, { org: FOREIGN_ORG, role: 'instructor', minutes: 5 }).token;
    const viaToken = await get(`/api/products/offers/${PRODUCT}?token=${encodeURIComponent(foreign)}`);
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json()).toMatchObject({
      offerType: 'institutional',
      orgId: FOREIGN_ORG,
      country: 'GB',
      priced: true,
    });
    expect(viaToken.json().offers[0].offerType.definition).toMatchObject({ price: 40, currency: 'GBP' });

    const expired = signLmsToken(t.config.lmsTokenSecret, {
      org: FOREIGN_ORG,
      role: 'student',
      minutes: 1,
      now: new Date(Date.now() - 600_000),
    }).token;
    const refused = await get(`/api/products/offers/${PRODUCT}?token=${encodeURIComponent(expired)}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/expired/);
  });

  it('answers an institutional product without an organisation with no offers', async () => {
    const res = await get(`/api/products/offers/${PRODUCT}?${inst('US')}`, instructor);
    expect(res.json()).toMatchObject({ offerType: 'institutional', offers: [] });
  });

  it("gives a school buyer its organisation's available-to-buy offers and seat licences", async () => {
    const school = fx.demo.organisations.school;
    const atb = await get(`/api/products/avalibleoffers/${PRODUCT}?${inst(`${school}|US`)}`, k12);
    expect(atb.statusCode).toBe(200);
    expect(atb.json()).toEqual({
      productId: PRODUCT,
      orgId: school,
      country: 'US',
      priced: true,
      availableTobuy: [
        {
          offertitle: 'Classroom set',
          price: 300,
          currency: 'USD',
          offerDescription: '30 seats',
          isbn: '9780134000002',
        },
      ],
    });

    const lic = await get(`/api/products/${PRODUCT}/k12-licenses?${inst(school)}`, k12);
    expect(lic.statusCode).toBe(200);
    expect(lic.json()).toMatchObject({
      productId: PRODUCT,
      orgId: school,
      hasActiveLicense: true,
      availableForLicense: true,
    });
    expect(lic.json().licenses).toContainEqual(
      expect.objectContaining({ licenseId: 'TEST-LIC-1', status: 'active', seats: 30, active: true }),
    );

    expect((await get(`/api/products/${PRODUCT}/k12-licenses?${inst(school)}`, instructor)).statusCode).toBe(403);
    expect((await get(`/api/products/${PRODUCT}/k12-licenses?${inst(school)}`)).statusCode).toBe(403);
    expect((await get(`/api/products/${PRODUCT}/k12-licenses`, k12)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown product and 400 naming `institution` when it is malformed', async () => {
    const missing = await get(`/api/products/offers/NO-SUCH-PRODUCT?${inst('US')}`, instructor);
    expect(missing.statusCode).toBe(404);
    for (const bad of ['a|b|c', 'ORG|USA', '<script>']) {
      const res = await get(`/api/products/offers/${PRODUCT}?${inst(bad)}`, instructor);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('institution');
    }
    const badId = await get('/api/products/offers/bad%20id', instructor);
    expect(badId.statusCode).toBe(400);
  });

  it('answers 401 to an expired bearer session instead of silently treating it as anonymous', async () => {
    const session = await signIn(t.app, 'student@example.edu');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeaders(session) });
    expect((await get(`/api/products/offers/${NATIONAL_PRODUCT}?${inst('US')}`, session)).statusCode).toBe(401);
  });

  describe('on the generated demo catalogue', () => {
    it('gives the demo instructor the priced offers of a catalogue product at the default institution, and 403 at a foreign one', async () => {
      const db = t.database.db;
      const org = fx.demo.organisations.higherEd1;
      const row = await db
        .selectFrom('offer')
        .select(['product_id'])
        .where('org_id', '=', org)
        .where('product_id', 'not like', 'TEST-%')
        .where('price', 'is not', null)
        .orderBy('product_id')
        .limit(1)
        .executeTakeFirst();
      expect(row, 'the demo catalogue has institutional offers for the default institution').toBeDefined();
      const res = await get(`/api/products/offers/${row!.product_id}?${inst(`${org}|US`)}`, instructor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ offerType: 'institutional', priced: true });
      expect(res.json().offers.some((o: Offer) => typeof o.offerType.definition.price === 'number')).toBe(true);

      const foreign = await db
        .selectFrom('organisation')
        .select('org_id')
        .where('org_id', 'not in', [fx.demo.organisations.higherEd1, fx.demo.organisations.higherEd2])
        .where('classification', '=', 'higher_ed')
        .orderBy('org_id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const refused = await get(`/api/products/offers/${row!.product_id}?${inst(foreign.org_id)}`, instructor);
      expect(refused.statusCode).toBe(403);

      const anonymous = await get(`/api/products/offers/${row!.product_id}?${inst('US')}`);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json().offers.every((o: Offer) => o.offerType.definition.price === null)).toBe(true);
    });

    it('shows the K-12 buyer an active seat licence of its school', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const licence = await t.database.db
        .selectFrom('seat_license')
        .select(['product_id'])
        .where('org_id', '=', fx.demo.organisations.school)
        .where('status', '=', 'active')
        .where('starts_on', '<=', today)
        .where('ends_on', '>=', today)
        .where('product_id', 'not like', 'TEST-%')
        .orderBy('product_id')
        .limit(1)
        .executeTakeFirst();
      expect(licence, 'the generator gives the anchor school active licences').toBeDefined();
      const res = await get(
        `/api/products/${licence!.product_id}/k12-licenses?${inst(fx.demo.organisations.school)}`,
        k12,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().hasActiveLicense).toBe(true);
    });
  });
});
