// An institution's own product (schema:orgId, its custom collections) is for its members
// (spec §4 "Product load: 401 triggers login; 403 hides the page"), and the test-only fault
// switch that lets the e2e tests reach the product page's 500 states.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  authHeaders,
  FOREIGN_ORG,
  insertIdentityFixtures,
  signIn,
  type IdentityFixtures,
  type Session,
} from '../identity/fixtures.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OWN = 'TEST-OWNED-BY-HE1';
const FOREIGN = 'TEST-OWNED-BY-FOREIGN';

describe.each(databaseKinds)('institution-owned products on %s', (kind) => {
  // A build's page, so that the product's page address is answered too.
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Exchange Search</title></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp(kind, { seed: false, env: { TEST_FAULTS: '1', DIST_DIR: dist } });
  let fx: IdentityFixtures;
  let instructor: Session;
  beforeAll(async () => {
    fx = await insertIdentityFixtures(t.database.db);
    const owned = (id: string, orgId: string) => ({
      product_id: id,
      uuid: randomUUID(),
      slug: id.toLowerCase(),
      name: `Custom collection ${id}`,
      platform: 'collection' as const,
      product_model: 'CUSTOM_COLLECTIONS' as const,
      offer_type: 'institutional' as const,
      audience: 'highered' as const,
      org_id: orgId,
      is_custom: true,
    });
    await t.database.db
      .insertInto('product')
      .values([owned(OWN, fx.demo.organisations.higherEd1), owned(FOREIGN, FOREIGN_ORG)])
      .execute();
    instructor = await signIn(t.app, 'instructor@example.edu');
  });

  const get = (url: string, session?: Session, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(session ? authHeaders(session) : {}), ...(cookie ? { cookie } : {}) },
    });

  it('answers a member with the product', async () => {
    const res = await get(`/api/products/${OWN}`, instructor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productId: OWN, orgId: fx.demo.organisations.higherEd1 });
  });

  it('answers 401 to an anonymous caller and 403 to a signed-in stranger, in the house body', async () => {
    const anonymous = await get(`/api/products/${OWN}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const stranger = await get(`/api/products/${FOREIGN}`, instructor);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('lets an LMS token of the owning organisation in', async () => {
    const token = signLmsToken(t.config.lmsTokenSecret, { org: FOREIGN_ORG, role: 'instructor', minutes: 5 }).token;
    const res = await get(`/api/products/${FOREIGN}?lmsIntegrationToken=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
  });

  it("checks every caller though the member's answer is kept in the answer cache", async () => {
    const first = await get(`/api/products/${OWN}?getRelated=true`, instructor);
    const again = await get(`/api/products/${OWN}?getRelated=true`, instructor);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect((await get(`/api/products/${OWN}?getRelated=true`)).statusCode).toBe(401);
    expect((await get(`/api/products/${FOREIGN}?getRelated=true`, instructor)).statusCode).toBe(403);
    expect((await get(`/api/products/${FOREIGN}?getRelated=true`, instructor)).statusCode).toBe(403);
    expect((await get('/api/products/TEST-NO-SUCH-PRODUCT')).statusCode).toBe(404);
    expect((await get('/api/products/TEST-NO-SUCH-PRODUCT')).statusCode).toBe(404);
  });

  it("answers the product's page 401 to a visitor without credentials, 403 to a stranger, 200 to a member", async () => {
    const page = (id: string, query = '') => `/en-us/products/${id}/${id.toLowerCase()}${query}`;
    // A browser's page request carries no session (the app keeps it): every visitor's page is 401.
    expect((await get(page(OWN))).statusCode).toBe(401);
    expect((await get(page(OWN, '?uuid=x'))).statusCode).toBe(401);
    // An API client's bearer token is known here.
    expect((await get(page(OWN), instructor)).statusCode).toBe(200);
    expect((await get(page(FOREIGN), instructor)).statusCode).toBe(403);
    // An LMS launch: its token names the organisation.
    const token = signLmsToken(t.config.lmsTokenSecret, { org: FOREIGN_ORG, role: 'instructor', minutes: 5 }).token;
    expect((await get(page(FOREIGN, `?integration_context_token=${encodeURIComponent(token)}`))).statusCode).toBe(200);
    expect((await get(page(OWN, `?integration_context_token=${encodeURIComponent(token)}`))).statusCode).toBe(403);
    expect((await get(page(OWN, '?integration_context_token=forged'))).statusCode).toBe(401);
    // A public product's page and an unknown one are as before.
    expect((await get(page('TEST-ID-PRODUCT'))).statusCode).toBe(200);
    expect((await get(page('TEST-NO-SUCH-PRODUCT'))).statusCode).toBe(404);
  });

  it('still serves public products to everyone', async () => {
    const res = await get('/api/products/TEST-ID-PRODUCT');
    expect(res.statusCode).toBe(200);
  });

  it('fails the calls a test-fault cookie names with a 500, and only those', async () => {
    const cookie = 'test-fault=offers,product';
    expect((await get('/api/products/TEST-ID-PRODUCT', undefined, cookie)).statusCode).toBe(500);
    expect((await get('/api/products/offers/TEST-ID-PRODUCT', undefined, cookie)).statusCode).toBe(500);
    expect((await get('/api/products/TEST-ID-PRODUCT/toc', undefined, cookie)).statusCode).not.toBe(500);
    expect((await get('/api/products/avalibleoffers/TEST-ID-PRODUCT', undefined, cookie)).statusCode).toBe(200);
    expect((await get('/api/products/TEST-ID-PRODUCT')).statusCode).toBe(200);
  });
});

describe('the fault switch is off unless TEST_FAULTS=1', () => {
  const t = useTestApp('pglite', { seed: false });
  beforeAll(async () => {
    await insertIdentityFixtures(t.database.db);
  });

  it('ignores the cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/TEST-ID-PRODUCT',
      headers: { cookie: 'test-fault=product' },
    });
    expect(res.statusCode).toBe(200);
  });
});
