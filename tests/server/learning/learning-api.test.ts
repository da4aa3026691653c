// Search that learns over HTTP: the console's API (roles, 400 naming the field, 404), a
// proposal mined from recorded visits, accepted (search finds the product), undone (it does not
// any more), and the click-ranking switch both ways. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp, type TestAppView } from '../../support/test-app.ts';
import { eventRow, insertEvents, type EventRow } from '../../../server/modules/insights/event-writer.ts';
import type { SearchEvent } from '../../../contract/search-events.ts';
import { maintainLearning } from '../../../server/modules/learning/learning-service.ts';
import { synonymKey, type LearningAnswer } from '../../../contract/search-learning.ts';

async function signIn(t: TestAppView, email: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'exchange-demo' } });
  expect(res.statusCode).toBe(200);
  const { token, userId } = res.json() as { token: string; userId: string };
  return { authorization: `Bearer ${token}`, 'x-user-id': userId };
}

/** Events of one visit, a second apart (the oldest first). */
function visitRows(visitId: string, events: Array<Omit<SearchEvent, 'ageMs' | 'visitId'>>): EventRow[] {
  const now = new Date();
  return events.map((e, i) => eventRow({ ...e, visitId, ageMs: (events.length - i) * 1000 }, now));
}

describe.each(databaseKinds)('search learning API on %s', (kind) => {
  const t = useTestApp(kind, { env: { EVENTS_MAINTENANCE_MINUTES: '0' } });
  let admin: Record<string, string>;
  let student: Record<string, string>;
  let title: string;
  let productId: string;
  beforeAll(async () => {
    admin = await signIn(t, 'admin@example.edu');
    student = await signIn(t, 'student@example.edu');
    // A product anyone finds: the first result of a common word.
    productId = (await search('chemistry')).items[0]!.id;
    title = (await t.database.db.selectFrom('product').select('name').where('product_id', '=', productId).executeTakeFirstOrThrow()).name;
  });

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const search = async (q: string) => {
    const res = await get(`/api/search?q=${encodeURIComponent(q)}`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; correctedQuery?: string | null; items: Array<{ productId: string }> };
    return { totalResults: body.count, correctedQuery: body.correctedQuery, items: body.items.map((i) => ({ id: i.productId })) };
  };

  describe('roles', () => {
    it.each([
      ['GET', '/api/learning', undefined],
      ['POST', '/api/learning/synonyms', { term: 'a', replacement: 'b' }],
      ['DELETE', '/api/learning/synonyms/1', undefined],
      ['POST', '/api/learning/rejections', { term: 'a' }],
      ['PUT', '/api/learning/click-ranking', { enabled: false }],
    ] as const)('%s %s: 401 signed out, 403 for a student', async (method, url, payload) => {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await t.app.inject({ method, url, headers: student, ...(payload ? { payload } : {}) });
      expect(forbidden.statusCode).toBe(403);
    });

    it('lets anyone read the accepted rules (offline search)', async () => {
      const res = await get('/api/synonyms', {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ synonyms: [] });
    });
  });

  describe('bad input', () => {
    it.each([
      ['POST', '/api/learning/synonyms', { term: '', replacement: 'biology' }, 'term'],
      ['POST', '/api/learning/synonyms', { term: 'bio 101' }, 'replacement'],
      ['POST', '/api/learning/synonyms', { term: 'bio 101', replacement: 'biology', kind: 'guess' }, 'kind'],
      ['POST', '/api/learning/synonyms', { term: 'bio 101', replacement: 'jane.doe@example.edu' }, 'replacement'],
      ['POST', '/api/learning/synonyms', { term: '???', replacement: 'biology' }, 'term'],
      ['POST', '/api/learning/synonyms', { term: 'Bio 101', replacement: 'bio-101' }, 'replacement'],
      ['POST', '/api/learning/rejections', { term: 'x'.repeat(101) }, 'term'],
      ['PUT', '/api/learning/click-ranking', { enabled: 'yes' }, 'enabled'],
      ['DELETE', '/api/learning/synonyms/abc', undefined, 'id'],
    ] as const)('%s %s %j: 400 naming %s', async (method, url, payload, field) => {
      const res = await send(method, url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it('answers 404 for undoing a rule that does not exist', async () => {
      const res = await send('DELETE', '/api/learning/synonyms/999999');
      expect(res.statusCode).toBe(404);
    });

    it('refuses a visit id that is not a short random id (400 naming the field)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { events: [{ type: 'product-view', ageMs: 0, productId: 'p1', visitId: 'Not A Visit' }] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('events.0.visitId');
    });
  });

  it('proposes a synonym from two visits, applies it once accepted, and stops when undone', async () => {
    const term = 'xqj zvkw';
    expect((await search(term)).totalResults).toBe(0);
    const trail = (visit: string) =>
      visitRows(visit, [
        { type: 'search', queryId: `${visit}a`, query: term, results: 0 },
        { type: 'search', queryId: `${visit}b`, query: title, results: 3 },
        { type: 'result-click', queryId: `${visit}b`, query: title, position: 1, productId },
      ]);
    await insertEvents(t.database.db, [...trail('visitone'), ...trail('visittwo')]);

    const answer = (await get('/api/learning')).json() as LearningAnswer;
    const proposal = answer.proposals.find((p) => p.term === term);
    expect(proposal).toMatchObject({ term, visits: 2, examples: [{ query: synonymKey(title), visits: 2 }], products: [{ productId, name: title, visits: 2 }] });

    const accepted = await send('POST', '/api/learning/synonyms', { term: 'XQJ  zvkw', replacement: proposal!.replacement, kind: proposal!.kind });
    expect(accepted.statusCode).toBe(201);
    const { id } = accepted.json() as { id: number };
    const found = await search(term);
    expect(found.totalResults).toBeGreaterThan(0);
    expect(found.items[0]!.id).toBe(productId);
    expect(found.correctedQuery).toBe(proposal!.replacement);
    expect((await get('/api/synonyms', {})).json()).toEqual({ synonyms: [{ term, replacement: proposal!.replacement }] });
    // Ruled texts are no longer proposed.
    expect(((await get('/api/learning')).json() as LearningAnswer).proposals.map((p) => p.term)).not.toContain(term);

    expect((await send('DELETE', `/api/learning/synonyms/${id}`)).statusCode).toBe(204);
    expect((await search(term)).totalResults).toBe(0);

    expect((await send('POST', '/api/learning/rejections', { term })).statusCode).toBe(204);
    expect(((await get('/api/learning')).json() as LearningAnswer).proposals.map((p) => p.term)).not.toContain(term);
  });

  it('learns nothing from events without a visit (no consent sends none; older clients) nor from events past the retention', async () => {
    const term = 'plmq rrtv';
    const rows = (visit: string | null, ageDays: number) =>
      [
        { type: 'search', queryId: 'oldqa', query: term, results: 0 },
        { type: 'search', queryId: 'oldqb', query: title, results: 3 },
        { type: 'result-click', queryId: 'oldqb', query: title, position: 1, productId },
      ].map((e, i) => ({
        ...eventRow({ ...(e as SearchEvent), ageMs: 0 }, new Date(Date.now() - ageDays * 86_400_000 + i * 1000)),
        visit_id: visit,
      }));
    await insertEvents(t.database.db, [...rows(null, 0), ...rows(null, 0), ...rows('oldvisit1', 95), ...rows('oldvisit2', 95)]);
    const answer = (await get('/api/learning')).json() as LearningAnswer;
    expect(answer.retentionDays).toBe(90);
    expect(answer.proposals.map((p) => p.term)).not.toContain(term);
  });

  it('forgets rejected texts after the retention, as it forgets the events', async () => {
    await t.database.db.insertInto('search_learning_rejection').values({ term: 'old rejection', rejected_at: new Date(Date.now() - 95 * 86_400_000) }).execute();
    await t.database.db.insertInto('search_learning_rejection').values({ term: 'new rejection' }).execute();
    await maintainLearning(t.database.db, 90);
    const left = (await t.database.db.selectFrom('search_learning_rejection').select('term').execute()).map((r) => r.term);
    expect(left).toContain('new rejection');
    expect(left).not.toContain('old rejection');
  });

  it('lets products opened in enough visits rise for that query, and the switch turns it off and on', async () => {
    const query = 'introduction';
    const before = (await search(query)).items.map((i) => i.id);
    expect(before.length).toBeGreaterThanOrEqual(10);
    const target = before[9]!;
    // Each visit from an address of its own (the sender key), on a search the server served.
    const clicks = (visit: string) =>
      visitRows(visit, [{ type: 'result-click', queryId: `${visit}q`, query, position: 10, productId: target }]).map((row) => ({
        ...row,
        client_key: `key-${visit}`,
      }));
    const served = (...visits: string[]) =>
      t.database.db.insertInto('search_served_query').values(visits.map((v) => ({ query_id: `${v}q`, query }))).execute();
    // Two visits are not enough evidence, however many clicks each made.
    await served('clicker01', 'clicker02');
    await insertEvents(t.database.db, [...clicks('clicker01'), ...clicks('clicker01'), ...clicks('clicker01'), ...clicks('clicker02')]);
    expect((await send('PUT', '/api/learning/click-ranking', { enabled: true })).statusCode).toBe(200);
    expect((await search(query)).items.map((i) => i.id)).toEqual(before);

    await served('clicker03', 'clicker04', 'clicker05', 'clicker06');
    await insertEvents(t.database.db, [...clicks('clicker03'), ...clicks('clicker04'), ...clicks('clicker05'), ...clicks('clicker06')]);
    expect((await send('PUT', '/api/learning/click-ranking', { enabled: true })).json()).toEqual({ enabled: true });
    const boosted = (await search(query)).items.map((i) => i.id);
    expect(boosted.indexOf(target)).toBeLessThan(9);
    const answer = (await get('/api/learning')).json() as LearningAnswer;
    expect(answer).toMatchObject({ clickRanking: true, signals: { queries: 1, pairs: 1 } });
    // The boosted pair leads the console's movers: six addresses, one visit each.
    expect(answer.movers[0]).toMatchObject({ query, productId: target, visits: 6, addresses: 6, topAddressVisits: 1, unserved: 0 });
    expect(answer.movers[0]!.boost).toBeGreaterThan(0);

    expect((await send('PUT', '/api/learning/click-ranking', { enabled: false })).statusCode).toBe(200);
    expect((await search(query)).items.map((i) => i.id)).toEqual(before);
    expect((await send('PUT', '/api/learning/click-ranking', { enabled: true })).statusCode).toBe(200);
    expect((await search(query)).items.map((i) => i.id)).toEqual(boosted);
  });
});
