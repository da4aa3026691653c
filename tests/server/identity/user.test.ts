// GET /api/user for every demo role, with and without LMS integration tokens.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { authHeaders, insertIdentityFixtures, signIn, type IdentityFixtures } from './fixtures.ts';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../../server/modules/identity/demo-accounts.ts';

describe.each(databaseKinds)('GET /api/user on %s', (kind) => {
  const t = useTestApp(kind);
  let fx: IdentityFixtures;
  beforeAll(async () => {
    fx = await insertIdentityFixtures(t.database.db);
  });

  const getUser = async (email: string, query = '') => {
    const session = await signIn(t.app, email);
    const res = await t.app.inject({ method: 'GET', url: `/api/user${query}`, headers: authHeaders(session) });
    return { res, session };
  };
  const orgIds = (body: { organizations: Array<{ organization: { orgId: string }; isDefaultInstitute: boolean }> }) =>
    body.organizations.map((o) => `${o.organization.orgId}${o.isDefaultInstitute ? '*' : ''}`).sort();

  it('answers the spec §3 User shape, private and uncached', async () => {
    const { res, session } = await getUser('instructor@example.edu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toEqual({
      id: 'demo-instructor',
      userDetails: {
        givenName: 'Ada',
        familyName: 'Lovelace',
        emails: [{ emailAddress: 'instructor@example.edu' }],
        homeCountryCode: 'US',
      },
      displayName: 'Ada Lovelace',
      location: { country: 'US' },
      organizations: expect.any(Array),
      lmsOrg: null,
      lmsRole: null,
      permissions: ['create_revel_course', 'create_reveltest_course', 'beta_form', 'review_form'],
      isInstructor: true,
      isAdmin: false,
      credentials: { token: session.token, expiresAt: expect.any(String) },
    });
    const org = body.organizations[0].organization;
    expect(org).toEqual({
      orgId: expect.any(String),
      name: expect.any(String),
      displayName: expect.any(String),
      classification: 'higher_ed',
      location: { city: expect.anything(), state: expect.anything(), country: 'US' },
    });
  });

  it('gives each demo role its permissions and organisations', async () => {
    const { higherEd1, higherEd2, school } = fx.demo.organisations;
    const expected: Record<string, { permissions: string[]; orgs: string[]; isInstructor: boolean; isAdmin: boolean }> =
      {
        'student@example.edu': {
          permissions: ['console_student'],
          orgs: [`${higherEd1}*`],
          isInstructor: false,
          isAdmin: false,
        },
        'student.instructor@example.edu': {
          permissions: ['console_student', 'initiate_aiv'],
          orgs: [`${higherEd1}*`],
          isInstructor: true,
          isAdmin: false,
        },
        'instructor@example.edu': {
          permissions: ['create_revel_course', 'create_reveltest_course', 'beta_form', 'review_form'],
          orgs: [`${higherEd1}*`, higherEd2].sort(),
          isInstructor: true,
          isAdmin: false,
        },
        'unverified.instructor@example.edu': {
          permissions: ['initiate_aiv'],
          orgs: [`${higherEd1}*`],
          isInstructor: true,
          isAdmin: false,
        },
        'no.institution@example.edu': { permissions: ['initiate_aiv'], orgs: [], isInstructor: true, isAdmin: false },
        'k12.buyer@example.org': {
          permissions: ['create_revel_course'],
          orgs: [`${school}*`],
          isInstructor: true,
          isAdmin: false,
        },
        'two.audiences@example.edu': {
          permissions: ['create_revel_course'],
          orgs: [`${higherEd1}*`, school].sort(),
          isInstructor: true,
          isAdmin: false,
        },
        'admin@example.edu': {
          permissions: ['create_revel_course', 'console_admin'],
          orgs: [`${higherEd1}*`],
          isInstructor: true,
          isAdmin: true,
        },
      };
    expect(Object.keys(expected).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const [email, want] of Object.entries(expected)) {
      const { res } = await getUser(email);
      expect(res.statusCode, email).toBe(200);
      const body = res.json();
      expect(body.userDetails.emails[0].emailAddress).toBe(email);
      expect(body.permissions, email).toEqual(want.permissions);
      expect(orgIds(body), email).toEqual(want.orgs);
      expect(body.isInstructor, email).toBe(want.isInstructor);
      expect(body.isAdmin, email).toBe(want.isAdmin);
    }
    expect(higherEd1).not.toBe(higherEd2);
  });

  it('puts the demo instructor at two US higher-ed organisations and the K-12 buyer at a school with an active seat licence', async () => {
    const db = t.database.db;
    const { higherEd1, higherEd2, school } = fx.demo.organisations;
    const orgs = await db
      .selectFrom('organisation')
      .select(['org_id', 'classification', 'country'])
      .where('org_id', 'in', [higherEd1, higherEd2, school])
      .execute();
    const byId = new Map(orgs.map((o) => [o.org_id, o]));
    expect(byId.get(higherEd1)).toMatchObject({ classification: 'higher_ed', country: 'US' });
    expect(byId.get(higherEd2)).toMatchObject({ classification: 'higher_ed', country: 'US' });
    expect(byId.get(school)).toMatchObject({ classification: 'school' });
    const today = new Date().toISOString().slice(0, 10);
    const licences = await db
      .selectFrom('seat_license')
      .select('license_id')
      .where('org_id', '=', school)
      .where('status', '=', 'active')
      .where('starts_on', '<=', today)
      .where('ends_on', '>=', today)
      .execute();
    expect(licences.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session, even with a valid LMS token', async () => {
    const { token } = signLmsToken(t.config.lmsTokenSecret, {
      org: fx.demo.organisations.higherEd2,
      role: 'instructor',
      minutes: 5,
    });
    for (const url of ['/api/user', `/api/user?token=${encodeURIComponent(token)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/Sign in to continue/);
    }
  });

  it('resolves an LMS token to its organisation: lmsOrg, listed first and the only default', async () => {
    const lmsOrgId = fx.demo.organisations.higherEd2;
    const { token } = signLmsToken(t.config.lmsTokenSecret, { org: lmsOrgId, role: 'student', minutes: 5 });
    const { res } = await getUser('unverified.instructor@example.edu', `?token=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lmsOrg.orgId).toBe(lmsOrgId);
    expect(body.lmsRole).toBe('student');
    expect(body.organizations[0]).toEqual({ isDefaultInstitute: true, organization: body.lmsOrg });
    expect(body.organizations.filter((o: { isDefaultInstitute: boolean }) => o.isDefaultInstitute)).toHaveLength(1);
    expect(orgIds(body)).toEqual([`${lmsOrgId}*`, fx.demo.organisations.higherEd1].sort());
    // An empty token is "no token" (spec §7: "LMS integration token or empty").
    const empty = await getUser('unverified.instructor@example.edu', '?token=');
    expect(empty.res.json().lmsOrg).toBeNull();
  });

  it('answers 401 naming the problem for forged, expired, malformed and unknown-organisation LMS tokens', async () => {
    const secret = t.config.lmsTokenSecret;
    const org = fx.demo.organisations.higherEd1;
    const expired = signLmsToken(secret, {
      org,
      role: 'instructor',
      minutes: 1,
      now: new Date(Date.now() - 3600_000),
    }).token;
    const forged = signLmsToken('not-our-secret', { org, role: 'instructor', minutes: 5 }).token;
    const unknownOrg = signLmsToken(secret, { org: 'NO-SUCH-ORG', role: 'instructor', minutes: 5 }).token;
    const cases: Array<[string, RegExp]> = [
      [expired, /integration token has expired/],
      [forged, /integration token has an invalid signature/],
      ['garbage', /integration token is malformed/],
      [unknownOrg, /organisation that does not exist \(NO-SUCH-ORG\)/],
    ];
    for (const [token, message] of cases) {
      const { res } = await getUser('instructor@example.edu', `?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(message);
      // The field tells the client it is the integration token, not the session, that failed.
      expect(res.json().field).toBe('token');
    }
  });

  it('re-running the demo accounts is idempotent and keeps the password working', async () => {
    const count = async () =>
      (
        await t.database.db
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const started = Date.now();
    const again = await seedDemoAccounts(t.database.db);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(again.organisations).toEqual(fx.demo.organisations);
    expect(Number(await count())).toBe(before);
    const { res } = await getUser('instructor@example.edu');
    expect(orgIds(res.json())).toHaveLength(2);
  });
});
