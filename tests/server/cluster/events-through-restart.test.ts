/**
 * Search events acknowledged (204) while the database is away for a moment (a restart, a
 * failover) are kept and written once it is back, not dropped: a PostgreSQL cluster of the
 * test's own is stopped and started under a real EventWriter. A final flush (the server
 * closing) that cannot reach the database still drops and counts them.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pollUntil } from '../../support/poll.ts';
import { postgresBinDir } from '../../support/own-cluster.ts';
import { useClusterDatabase } from '../../support/test-app.ts';
import type { Database } from '../../../server/db/database.ts';
import { EventWriter, eventRow, FLUSH_MS } from '../../../server/modules/insights/event-writer.ts';

const rows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    eventRow(
      { type: 'search', ageMs: 0, queryId: `${prefix}${String(i).padStart(4, '0')}`, query: 'atlas', results: 3 },
      new Date(),
    ),
  );

/** A small pool that gives up on a stopped database fast, and ignores the errors of its drop. */
const POOL = { poolSize: 2, connectTimeoutMs: 300, onPoolError: () => {} };

const eventCount = async (database: Database, prefix: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from search_event where query_id like ${`${prefix}%`}`.execute(
      database.db,
    )
  ).rows[0]!.n;

describe.skipIf(!postgresBinDir())('search events across a database restart', () => {
  const own = useClusterDatabase(POOL);
  const count = (prefix: string) => eventCount(own.database, prefix);

  it('keeps the rows while the database is down and writes them when it is back', async () => {
    const writer = new EventWriter(own.database.db);
    own.cluster.stop();
    writer.add(rows('keepwait', 20));
    await writer.flush();
    expect(writer.queued).toBe(20);
    expect(writer.stats.dropped.unavailable).toBe(0);
    own.cluster.start();
    await pollUntil(
      async () => writer.stats.written,
      (written) => written >= 20,
      Date.now() + FLUSH_MS * 10,
      100,
    );
    expect(writer.stats.written).toBe(20);
    expect(await count('keepwait')).toBe(20);
  }, 60_000);

  it('drops and counts them on a final flush that cannot reach the database', async () => {
    const writer = new EventWriter(own.database.db);
    own.cluster.stop();
    writer.add(rows('lastgasp', 5));
    await writer.flush(true);
    expect(writer.queued).toBe(0);
    expect(writer.stats.dropped.unavailable).toBe(5);
    own.cluster.start();
  }, 60_000);
});

describe.skipIf(!postgresBinDir())('search events acknowledged once written (EVENTS_DURABLE_ACK)', () => {
  const own = useClusterDatabase(POOL);
  const count = (prefix: string) => eventCount(own.database, prefix);

  it('a wait resolves true once the rows are in the database, and waits share one INSERT', async () => {
    const writer = new EventWriter(own.database.db);
    const started = Date.now();
    const results = await Promise.all([
      writer.addAndWait(rows('sharedaa', 3), 3000),
      writer.addAndWait(rows('sharedbb', 2), 3000),
    ]);
    expect(results).toEqual([true, true]);
    expect(Date.now() - started).toBeLessThan(FLUSH_MS);
    expect(await count('shared')).toBe(5);
  });

  it('with the database away it answers false and takes the rows back, so a resend does not double them', async () => {
    const writer = new EventWriter(own.database.db);
    own.cluster.stop();
    expect(await writer.addAndWait(rows('resendxx', 4), 1500)).toBe(false);
    expect(writer.queued).toBe(0);
    own.cluster.start();
    expect(await writer.addAndWait(rows('resendxx', 4), 5000)).toBe(true);
    await new Promise((r) => setTimeout(r, FLUSH_MS * 2));
    expect(await count('resendxx')).toBe(4);
  }, 60_000);
});
