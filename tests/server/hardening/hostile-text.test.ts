/**
 * Hostile text (hostile-text issue): NUL, lone surrogates and other control characters are a 400
 * naming the field on every route, decided before any write; text is kept in NFC; right-to-left
 * marks and zero-width characters are kept as sent; and one bad event never costs another —
 * neither one in the same request nor one sent by someone else beside it. PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { EventWriter, eventRow, type DropReport } from '../../../server/modules/insights/event-writer.ts';

const NUL = '\u0000';
const LONE = '\uD800';

describe.each(databaseKinds)('hostile text on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 20 }, env: { EVENTS_MAINTENANCE_MINUTES: '0', SEARCH_RATE_PER_MINUTE: '0' } });

  const postEvents = (events: unknown[], remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: { events }, remoteAddress });
  const queries = async () => {
    await t.app.searchEvents.flush();
    const rows = await t.database.db.selectFrom('search_event').select('query').where('query', 'is not', null).execute();
    return rows.map((r) => r.query);
  };
  const search = (q: string) => ({ type: 'suggestion-click', ageMs: 0, query: q });

  describe('POST /api/events', () => {
    it.each([
      ['a NUL', `bio${NUL}logy`],
      ['a lone surrogate', `bio${LONE}logy`],
      ['a lone low surrogate', '\uDC00biology'],
      ['another C0 control (ESC)', 'bio\u001Blogy'],
      ['a line break', 'bio\nlogy'],
    ])('refuses a query holding %s with 400 naming events.1.query, and keeps nothing of that request', async (_what, query) => {
      const before = await queries();
      const res = await postEvents([search('good beside bad'), search(query)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'events.1.query' });
      expect(await queries()).toEqual(before);
    });

    it('a good event sent by someone else right after a bad one reaches the insights', async () => {
      const bad = await postEvents([search(`x${NUL}`)], '10.9.0.2');
      const good = await postEvents([search('sent after the bad one')], '10.9.0.3');
      expect([bad.statusCode, good.statusCode]).toEqual([400, 204]);
      expect(await queries()).toContain('sent after the bad one');
    });

    it('keeps text in NFC: e + combining acute is stored as é', async () => {
      const res = await postEvents([search('Cafe\u0301 Noir')]);
      expect(res.statusCode).toBe(204);
      const stored = await queries();
      expect(stored).toContain('caf\u00E9 noir');
      expect(stored).not.toContain('cafe\u0301 noir');
    });

    it('keeps right-to-left marks and zero-width characters as sent (valid text)', async () => {
      const rtl = '\u202Ebiology\u202C';
      const zw = 'bio\u200Blogy\u200D';
      const res = await postEvents([search(rtl), search(zw)]);
      expect(res.statusCode).toBe(204);
      const stored = await queries();
      expect(stored).toContain(rtl);
      expect(stored).toContain(zw);
    });

    it('refuses a __proto__ key in the body with 400 naming it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json' },
        payload: '{"events":[{"type":"suggestion-click","ageMs":0,"query":"x","__proto__":{"admin":true}}]}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: '__proto__' });
    });
  });

  describe('sign-in', () => {
    it.each([
      ['email', { email: `admin@example.edu${NUL}`, password: 'exchange-demo' }],
      ['email', { email: `admin${LONE}@example.edu`, password: 'exchange-demo' }],
      ['password', { email: 'admin@example.edu', password: `exchange-demo${NUL}` }],
    ])('refuses a NUL or lone surrogate in %s with 400 naming it (was 500)', async (field, payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.9.1.1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field });
    });
  });

  describe('search and autocomplete', () => {
    it.each([
      ['/api/search', `biology${NUL}chemistry`],
      ['/api/search', `biology\u0007`],
      ['/api/autoComplete', `biology${NUL}chemistry`],
      ['/api/discipline/count', `bio${NUL}logy`],
    ])('%s refuses q=%j with 400 naming q', async (path, q) => {
      const res = await t.app.inject({ method: 'GET', url: `${path}?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'q' });
    });

    it.each(['/api/search', '/api/autoComplete'])(
      '%s: a lone surrogate cannot travel in a URL (it arrives as U+FFFD), so it is searched as text: 200',
      async (path) => {
        // What a client can send: the surrogate's would-be UTF-8 bytes (kept as the literal
        // "%ED%A0%80") or the code unit itself (encoded as the replacement character).
        for (const url of [`${path}?q=bio%ED%A0%80logy`, `${path}?q=bio${LONE}logy`]) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
        }
      },
    );
  });
});

describe.each(databaseKinds)('the events writer isolates a bad row on %s', (kind) => {
  const t = useTestApp(kind, { seed: false, env: { EVENTS_MAINTENANCE_MINUTES: '0' } });

  const stored = async () =>
    (await t.database.db.selectFrom('search_event').select('query').orderBy('id').execute()).map((r) => r.query);
  const row = (query: string) => eventRow({ type: 'suggestion-click', ageMs: 0, query }, new Date());

  it('drops a row with bad text before queueing it, and writes the rest of the flush', async () => {
    await t.database.db.deleteFrom('search_event').execute();
    const reports: DropReport[] = [];
    const writer = new EventWriter(t.database.db, (r) => reports.push(r));
    writer.add([row('first good'), row(`bad${NUL}`)]);
    writer.add([row(`bad${LONE}`), row('second good')]);
    await writer.flush();
    expect(await stored()).toEqual(['first good', 'second good']);
    expect(writer.stats.dropped.invalid).toBe(2);
    expect(writer.stats.written).toBe(2);
    expect(reports.map((r) => [r.reason, r.rows, r.column])).toEqual([
      ['invalid', 1, 'query'],
      ['invalid', 1, 'query'],
    ]);
  });

  it('when the database refuses a batch, writes it row by row: only the refused row is lost, counted, its content not reported', async () => {
    await t.database.db.deleteFrom('search_event').execute();
    const reports: DropReport[] = [];
    const writer = new EventWriter(t.database.db, (r) => reports.push(r));
    // A type outside the table's check constraint: valid text, refused by the database.
    const refused = { ...row('secret refused text'), type: 'hover' } as ReturnType<typeof row>;
    writer.add([row('one'), refused, row('two'), row('three')]);
    await writer.flush();
    expect(await stored()).toEqual(['one', 'two', 'three']);
    expect(writer.stats).toEqual({
      written: 3,
      dropped: { invalid: 0, refused: 1, unavailable: 0, overflow: 0 },
      // Suggestion clicks: no searches among them.
      searches: 0,
      zeroResultSearches: 0,
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reason: 'refused', rows: 1, droppedTotal: 1 });
    expect(JSON.stringify(reports)).not.toContain('secret');
  });

  it('app.close() writes what the app writer still holds (what SIGTERM does)', async () => {
    await t.database.db.deleteFrom('search_event').execute();
    const own = await createTestApp(kind, { seed: false, env: { EVENTS_MAINTENANCE_MINUTES: '0' } });
    try {
      const res = await own.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { events: [{ type: 'suggestion-click', ageMs: 0, query: 'held at close' }] },
      });
      expect(res.statusCode).toBe(204);
      expect(own.app.searchEvents.queued).toBe(1);
      await own.app.close();
      const rows = await own.database.db.selectFrom('search_event').select('query').execute();
      expect(rows.map((r) => r.query)).toEqual(['held at close']);
    } finally {
      await own.cleanup();
    }
  });
});
