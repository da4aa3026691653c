// Search insights: POST /api/events (validation, the no-personal-data rule, the rate
// limit), GET /api/insights (admins only; figures of a hand-written set of events, computed by
// hand below), the daily roll-ups and the retention clean-up. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, pickProduct } from '../../support/test-db.ts';
import { useTestApp, type TestAppView } from '../../support/test-app.ts';
import { insertEvents, eventRow } from '../../../server/modules/insights/event-writer.ts';
import { maintainSearchEvents, utcDay, addDays } from '../../../server/modules/insights/rollup-repository.ts';
import { insightsFor } from '../../../server/modules/insights/insights-service.ts';

const DAY_MS = 24 * 3600 * 1000;

const post = (t: TestAppView, body: unknown, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/events', payload: body as object, remoteAddress });

async function signIn(t: TestAppView, email: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'exchange-demo' } });
  expect(res.statusCode).toBe(200);
  const { token, userId } = res.json() as { token: string; userId: string };
  return { authorization: `Bearer ${token}`, 'x-user-id': userId };
}

describe.each(databaseKinds)('search insights on %s', (kind) => {
  // The scheduled maintenance stays off: the tests run it themselves.
  const t = useTestApp(kind, { env: { EVENTS_MAINTENANCE_MINUTES: '0' } });
  let admin: Record<string, string>;
  let A: string;
  let B: string;
  let C: string;
  beforeAll(async () => {
    admin = await signIn(t, 'admin@example.edu');
    const ids = (
      await t.database.db.selectFrom('product').select('product_id').orderBy('product_id').limit(3).execute()
    ).map((r) => r.product_id);
    [A, B, C] = [ids[0]!, ids[1]!, ids[2]!];
    expect(await pickProduct(t.database.db, 'true', 'product')).toBe(A);
  });

  /** Empty events and roll-ups (after writing what the writer still holds). */
  const reset = async () => {
    await t.app.searchEvents.flush();
    for (const table of ['search_event', 'search_rollup_day', 'search_daily_total', 'search_daily_query', 'search_daily_product', 'search_daily_facet'] as const)
      await t.database.db.deleteFrom(table).execute();
  };

  const insights = async (days: number, headers = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/insights?days=${days}`, headers });
    return res;
  };

  describe('POST /api/events', () => {
    it.each([
      ['an unknown type', { type: 'hover', ageMs: 0 }, 'events.0.type'],
      ['a negative position', { type: 'result-click', ageMs: 0, queryId: 'abcdefgh', query: 'x', position: 0, productId: 'p1' }, 'events.0.position'],
      ['an age past a week', { type: 'product-view', ageMs: 7 * DAY_MS + 1, productId: 'p1' }, 'events.0.ageMs'],
      ['a query past 100 characters', { type: 'suggestion-click', ageMs: 0, query: 'a'.repeat(101) }, 'events.0.query'],
      ['an unknown facet', { type: 'facet-click', ageMs: 0, facet: 'colour', value: 'red' }, 'events.0.facet'],
      ['a search without its result count', { type: 'search', ageMs: 0, queryId: 'abcdefgh', query: 'x' }, 'events.0.results'],
      ['a result click without its query id', { type: 'result-click', ageMs: 0, query: 'x', position: 1, productId: 'p1' }, 'events.0.queryId'],
    ])('refuses %s with 400 naming the field', async (_what, event, field) => {
      const res = await post(t, { events: [event] });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it.each([
      ['an empty batch', { events: [] }, 'events'],
      ['51 events', { events: Array.from({ length: 51 }, () => ({ type: 'product-view', ageMs: 0, productId: 'p1' })) }, 'events'],
    ])('refuses %s with 400', async (_what, body, field) => {
      const res = await post(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it.each([
      ['an email as the query', { type: 'suggestion-click', ageMs: 0, query: 'jane.doe@example.edu' }, 'events.1.query'],
      ['a session token as the query', { type: 'suggestion-click', ageMs: 0, query: 'k3J9xQ2vLm8pR4tW7yZ1aB5cD6eF0gH' }, 'events.1.query'],
      ['a JWT as a facet value', { type: 'facet-click', ageMs: 0, facet: 'sort', value: 'eyJhbGciOi.eyJzdWIiOiIx.sig' }, 'events.1.value'],
      ['an email as the CTA name', { type: 'cta', ageMs: 0, productId: 'p1', value: 'mail me at a@b.co' }, 'events.1.value'],
    ])('refuses %s (no personal data), naming the field, and stores nothing of the batch', async (_what, event, field) => {
      await t.app.searchEvents.flush();
      const before = await t.database.db.selectFrom('search_event').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await post(t, { events: [{ type: 'product-view', ageMs: 0, productId: 'p1' }, event] });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(/personal data/);
      await t.app.searchEvents.flush();
      const after = await t.database.db.selectFrom('search_event').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('stores the event without address or user (an unknown field such as a user id is dropped) and answers 204', async () => {
      await reset();
      const res = await post(t, {
        events: [{ type: 'search', ageMs: 1000, queryId: 'zz11zz11', query: '  Organic   Chemistry ', results: 12, orgClass: 'higher_ed', userId: 'demo-admin' }],
      });
      expect(res.statusCode).toBe(204);
      await t.app.searchEvents.flush();
      const rows = await t.database.db.selectFrom('search_event').selectAll().execute();
      expect(rows).toHaveLength(1);
      const { type, query, results, org_class, query_id } = rows[0]!;
      expect({ type, query, results, org_class, query_id }).toEqual({
        type: 'search',
        query: 'organic chemistry',
        results: 12,
        org_class: 'higher_ed',
        query_id: 'zz11zz11',
      });
      expect(Object.keys(rows[0]!).sort()).toEqual(
        ['client_key', 'day', 'facet', 'id', 'occurred_at', 'org_class', 'position', 'product_id', 'query', 'query_id', 'results', 'served', 'type', 'value', 'visit_id'],
      );
      // The sender is kept as a keyed hash of its address that changes daily, never the address.
      expect(rows[0]!.client_key).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(JSON.stringify(rows[0])).not.toContain('10.1.0.1');
    });

    it('limits each address to 60 batches a minute (429), others still get through', async () => {
      const body = { events: [{ type: 'product-view', ageMs: 0, productId: 'p1' }] };
      const codes: number[] = [];
      for (let i = 0; i < 61; i += 1) codes.push((await post(t, body, '10.1.0.9')).statusCode);
      expect(codes.slice(0, 60).every((c) => c === 204)).toBe(true);
      expect(codes[60]).toBe(429);
      expect((await post(t, body, '10.1.0.10')).statusCode).toBe(204);
    });
  });

  describe('GET /api/insights', () => {
    it('answers 401 without a session and 403 to a signed-in non-admin (a student, an instructor)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/insights?days=7' })).statusCode).toBe(401);
      for (const email of ['student@example.edu', 'instructor@example.edu']) {
        const res = await insights(7, await signIn(t, email));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Search insights are for administrators only.');
      }
    });

    it('refuses a period other than 7, 30 or 90 days (400 naming days)', async () => {
      const res = await insights(14);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('days');
    });

    it('adds up a known set of events: roll-ups of finished days plus today', async () => {
      await reset();
      const s = (queryId: string, query: string, results: number, ageMs = 0) => ({ type: 'search', ageMs, queryId, query, results });
      const click = (queryId: string, query: string, position: number, productId: string, ageMs = 0) => ({
        type: 'result-click', ageMs, queryId, query, position, productId,
      });
      const twoDays = 2 * DAY_MS;
      const res = await post(t, {
        events: [
          // today: 'biology' 4 searches (one typed 'Biology '), 'chemstry' 2 with no result, 'physics' 1
          s('q1aaaaaa', 'biology', 10), s('q2aaaaaa', 'biology', 10), s('q3aaaaaa', 'biology', 10), s('q4aaaaaa', 'Biology ', 10),
          s('q5aaaaaa', 'chemstry', 0), s('q6aaaaaa', 'chemstry', 0), s('q7aaaaaa', 'physics', 5),
          click('q1aaaaaa', 'biology', 1, A), click('q1aaaaaa', 'biology', 3, B), click('q2aaaaaa', 'biology', 2, A),
          click('q7aaaaaa', 'physics', 4, C),
          { type: 'product-view', ageMs: 0, productId: A }, { type: 'product-view', ageMs: 0, productId: A },
          { type: 'product-view', ageMs: 0, productId: C },
          { type: 'facet-click', ageMs: 0, facet: 'subject', value: 'SCI' }, { type: 'facet-click', ageMs: 0, facet: 'subject', value: 'SCI' },
          { type: 'facet-click', ageMs: 0, facet: 'platform', value: 'etexts' },
          { type: 'suggestion-click', ageMs: 0, query: 'biol' },
          { type: 'cta', ageMs: 0, productId: A, value: 'buy' },
          // two days ago: 'biology' twice, one click at position 5
          s('q8aaaaaa', 'biology', 10, twoDays), s('q9aaaaaa', 'biology', 10, twoDays), click('q8aaaaaa', 'biology', 5, A, twoDays),
        ],
      });
      expect(res.statusCode).toBe(204);
      await t.app.searchEvents.flush();
      // The maintenance rolls up the finished day (two days ago), not today.
      const today = utcDay(new Date());
      const run = await maintainSearchEvents(t.database.db, { retentionDays: 90 });
      expect(run.rolledUp).toEqual([addDays(today, -2)]);
      const rolled = await t.database.db.selectFrom('search_daily_query').selectAll().execute();
      expect(rolled.map(({ query, searches, clicks, clicked_searches }) => ({ query, searches, clicks, clicked_searches }))).toEqual([
        { query: 'biology', searches: 2, clicks: 1, clicked_searches: 1 },
      ]);

      const answer = await insights(7);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.from).toBe(addDays(today, -6));
      expect(body.to).toBe(today);
      expect(body.totals).toEqual({ searches: 9, zeroResultSearches: 2, resultClicks: 5, productViews: 3, facetClicks: 3 });
      expect(body.topSearches).toEqual([
        // biology: 6 searches, 3 of them clicked (q1, q2, q8): CTR 0.5; clicks at 1, 3, 2, 5: mean 2.75
        { query: 'biology', searches: 6, clickedSearches: 3, clicks: 4, ctr: 0.5, meanPosition: 2.75 },
        { query: 'chemstry', searches: 2, clickedSearches: 0, clicks: 0, ctr: 0, meanPosition: null },
        { query: 'physics', searches: 1, clickedSearches: 1, clicks: 1, ctr: 1, meanPosition: 4 },
      ]);
      expect(body.zeroResultSearches).toEqual([{ query: 'chemstry', searches: 2 }]);
      const name = async (id: string) =>
        (await t.database.db.selectFrom('product').select('name').where('product_id', '=', id).executeTakeFirstOrThrow()).name;
      expect(body.topProducts).toEqual([
        { productId: A, name: await name(A), views: 2, clicks: 3 },
        { productId: C, name: await name(C), views: 1, clicks: 1 },
        { productId: B, name: await name(B), views: 0, clicks: 1 },
      ]);
      expect(body.facets).toEqual([
        { facet: 'subject', value: 'SCI', clicks: 2 },
        { facet: 'platform', value: 'etexts', clicks: 1 },
      ]);
      expect(body.perDay).toEqual([
        { day: addDays(today, -2), searches: 2, zeroResultSearches: 0 },
        { day: today, searches: 7, zeroResultSearches: 2 },
      ]);
      // The same figures straight from the raw events (no roll-up yet): the two paths agree.
      await t.database.db.deleteFrom('search_rollup_day').execute();
      const raw = await insightsFor(t.database.db, 7);
      expect(raw.topSearches).toEqual(body.topSearches);
      expect(raw.totals).toEqual(body.totals);
      await maintainSearchEvents(t.database.db, { retentionDays: 90 });
    });

    it('a late event for a rolled-up day reopens it, and the next run counts it', async () => {
      const before = (await insightsFor(t.database.db, 7)).totals.searches;
      await post(t, { events: [{ type: 'search', ageMs: 2 * DAY_MS, queryId: 'late0001', query: 'biology', results: 3 }] });
      await t.app.searchEvents.flush();
      expect((await insightsFor(t.database.db, 7)).totals.searches).toBe(before + 1); // read raw meanwhile
      const run = await maintainSearchEvents(t.database.db, { retentionDays: 90 });
      expect(run.rolledUp).toEqual([addDays(utcDay(new Date()), -2)]);
      expect((await insightsFor(t.database.db, 7)).totals.searches).toBe(before + 1);
    });

    it('reads the field web vitals at p75 per route for the period', async () => {
      await t.database.db.deleteFrom('web_vital').execute();
      for (const value of [1000, 2000, 3000, 4000, 5000])
        await t.database.db.insertInto('web_vital').values({ route: '/search', name: 'LCP', value, rating: 'good' }).execute();
      const body = (await insights(30)).json();
      expect(body.webVitals).toEqual([{ route: '/search', name: 'LCP', p75: 4000, samples: 5 }]);
    });
  });

  describe('retention', () => {
    it('the clean-up deletes events and roll-ups older than the retention, keeps the rest', async () => {
      await reset();
      const now = new Date();
      const at = (daysAgo: number) =>
        eventRow({ type: 'search', ageMs: 0, queryId: `r${daysAgo}aaaaaa`.slice(0, 8), query: `q${daysAgo}`, results: 1 }, new Date(now.getTime() - daysAgo * DAY_MS));
      await insertEvents(t.database.db, [at(0), at(10), at(89), at(90), at(120)], now);
      await maintainSearchEvents(t.database.db, { retentionDays: 1000, now }); // roll everything up first
      expect((await insightsFor(t.database.db, 90, now)).totals.searches).toBe(3); // 0, 10, 89 days ago

      const run = await maintainSearchEvents(t.database.db, { retentionDays: 90, now });
      expect(run.deleted).toBe(2); // 90 and 120 days ago
      const days = (await t.database.db.selectFrom('search_event').select('query').orderBy('query').execute()).map((r) => r.query);
      expect(days).toEqual(['q0', 'q10', 'q89']);
      const rolled = await t.database.db.selectFrom('search_daily_query').select('query').orderBy('query').execute();
      expect(rolled.map((r) => r.query)).toEqual(['q10', 'q89']);

      // A shorter retention setting (EVENTS_RETENTION_DAYS=30) keeps only the last 30 days.
      expect((await maintainSearchEvents(t.database.db, { retentionDays: 30, now })).deleted).toBe(1);
      expect((await insightsFor(t.database.db, 90, now)).totals.searches).toBe(2);
    });
  });
});
