/**
 * POST /api/events with EVENTS_DURABLE_ACK=1 (the deploy/ topology): the 204 comes once the
 * events are in the database, so a process killed right after answering has lost nothing.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';

describe.each(databaseKinds)('POST /api/events acknowledged once written (%s)', (kind) => {
  const t = useTestApp(kind, { seed: { products: 10 }, env: { EVENTS_DURABLE_ACK: '1', DATA_DIR: 'memory://' } });

  it('the rows are there when the 204 arrives, with no flush in between', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: [{ type: 'search', ageMs: 0, queryId: 'durable0001', query: 'atlas', results: 2 }] },
    });
    expect(response.statusCode).toBe(204);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from search_event where query_id = 'durable0001'`.execute(t.database.db);
    expect(rows[0]!.n).toBe(1);
    expect(t.app.searchEvents.queued).toBe(0);
  });
});
