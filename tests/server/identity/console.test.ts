// The stand-in course console: course-creation hand-off, invitation and landing pages.
import { existsSync } from 'node:fs';
import { checkInvitationLink } from '../../../src/domain/session/invitation-link.ts';
import { standInConsoleBase } from '../../../contract/console.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { insertIdentityFixtures, PRODUCT, signIn, type IdentityFixtures } from './fixtures.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';

describe.each(databaseKinds)('the course console stand-in on %s', (kind) => {
  const t = useTestApp(kind);
  let fx: IdentityFixtures;
  beforeAll(async () => {
    fx = await insertIdentityFixtures(t.database.db);
  });

  const post = (fields: Record<string, string>, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/console/courses/create${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const product = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      productId: PRODUCT,
      name: 'Campbell Biology <12e>',
      orgId: 'ORG-1',
      isDirectBill: true,
      isSeatLicense: false,
      offerId: 'O-1',
      licenseId: null,
      ...extra,
    });

  it("its pages name the catalogue's icon, so the browser does not ask for /favicon.ico (a 404)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    // The file the link names ships with the PWA (public/ is copied to the build as is).
    expect(existsSync(new URL('../../../public/favicon.svg', import.meta.url))).toBe(true);
  });

  it('accepts a valid piToken and shows an accessible confirmation of what it received, escaped', async () => {
    const session = await signIn(t.app, 'instructor@example.edu');
    const res = await post(
      { product: product({ note: '<script>alert(1)</script>' }), piToken: session.token },
      `?returnUrl=${encodeURIComponent('http://localhost:8080/products/1')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page).toContain('<h1>Course creation request received</h1>');
    expect(page).toContain('<main id="main">');
    expect(page).toContain('Ada Lovelace');
    expect(page).toMatch(/<dt>productId<\/dt>\s*<dd>TEST-ID-PRODUCT<\/dd>/);
    expect(page).toMatch(/<dt>isDirectBill<\/dt>\s*<dd>true<\/dd>/);
    expect(page).toMatch(/<dt>licenseId<\/dt>\s*<dd>null<\/dd>/);
    expect(page).toContain('Campbell Biology &lt;12e&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('href="http://localhost:8080/products/1"');
    expect(page).not.toContain(session.token);
  });

  it('rejects a missing, unknown or expired piToken with a 401 page', async () => {
    const session = await signIn(t.app, 'student@example.edu');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    const attempts: Array<Record<string, string>> = [
      { product: product() },
      { product: product(), piToken: 'not-a-token' },
      { product: product(), piToken: session.token },
    ];
    for (const fields of attempts) {
      const res = await post(fields);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Sign-in required</h1>');
      expect(res.body).not.toContain('TEST-ID-PRODUCT');
    }
  });

  it('rejects a product that is not a JSON object with a 400 page', async () => {
    const session = await signIn(t.app, 'instructor@example.edu');
    for (const value of ['{not json', '[1,2]', '"text"']) {
      const res = await post({ product: value, piToken: session.token });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('<h1>Course not created</h1>');
    }
    expect((await post({ piToken: session.token })).statusCode).toBe(400);
  });

  it('shows the LMS organisation of an integration token appended to the target (spec §7)', async () => {
    const session = await signIn(t.app, 'instructor@example.edu');
    const org = fx.demo.organisations.higherEd2;
    const { token } = signLmsToken(t.config.lmsTokenSecret, { org, role: 'instructor', minutes: 5 });
    const res = await post(
      { product: product(), piToken: session.token },
      `?integration_context_token=${encodeURIComponent(token)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`(${org}), role instructor`);
    expect(res.body).not.toContain(token);
  });

  it('serves invitation pages for well-formed codes and a not-found page otherwise', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/console/enrollment/BIO-101_fall' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<h1>Join your course</h1>');
    expect(ok.body).toContain('BIO-101_fall');
    expect(ok.body).toContain('http://localhost:80/console/enrollment/BIO-101_fall');
    const bad = await t.app.inject({ method: 'GET', url: '/console/enrollment/%3Cb%3E' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Sorry, course not found. Please check the link.');
  });

  it('the printed invitation link follows the address the page was opened at (127.0.0.1 too), as the get-started check does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/console/enrollment/ABC',
      headers: { host: '127.0.0.1:4273' },
    });
    expect(res.body).toContain('http://127.0.0.1:4273/console/enrollment/ABC');
    expect(res.body).not.toContain('localhost');
    // the rule the client's dev environment takes its console base from (tests/client/lib.test.ts)
    const link = 'http://127.0.0.1:4273/console/enrollment/ABC';
    expect(checkInvitationLink(link, standInConsoleBase('http://127.0.0.1:4273'))).toBe('valid');
  });

  it("serves a product's demo page at its preview target, and 404 for an unknown product", async () => {
    const product = await t.database.db
      .selectFrom('product')
      .select(['product_id', 'name', 'preview_url'])
      .where('preview_url', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: product.preview_url! });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Demo: ');
    expect(res.body).toContain(product.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    const missing = await t.app.inject({ method: 'GET', url: '/console/demo/NO-SUCH-PRODUCT' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the console home, admin dashboard and account landing pages', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/console' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Course console</h1>');
    const admin = await t.app.inject({ method: 'GET', url: '/console/admin' });
    expect(admin.body).toContain('<h1>Administrative Dashboard</h1>');
    const account = await t.app.inject({
      method: 'GET',
      url: `/console/account?type=${encodeURIComponent('Return to Search')}&returnUrl=${encodeURIComponent('/search?q=biology')}`,
    });
    expect(account.body).toContain('<a href="/search?q=biology">Return to Search</a>');
    const hostile = await t.app.inject({
      method: 'GET',
      url: `/console/account?returnUrl=${encodeURIComponent('javascript:alert(1)')}`,
    });
    expect(hostile.body).not.toContain('javascript:');
  });

  it("serves the help page the header's help button opens (it was a 404)", async () => {
    const help = await t.app.inject({ method: 'GET', url: '/console/help' });
    expect(help.statusCode).toBe(200);
    expect(help.headers['content-type']).toMatch(/text\/html/);
    expect(help.body).toContain('<h1>Help</h1>');
    expect(help.body).toContain('<a href="/getstarted">Join a course with an invitation link</a>');
  });
});
