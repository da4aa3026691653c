/**
 * Batched writes of search events (issue 13): POST /api/events only validates and queues, and
 * the rows reach search_event in one multi-row INSERT per second (or per EVENT_FLUSH_ROWS),
 * so an analytics beacon never waits for the database nor adds a statement per request.
 * Trade-off: events queued in memory when the process is killed are lost; a normal close
 * (SIGTERM, app.close) writes them first. A failed write is logged and dropped: analytics
 * must not pile up in memory while the database is away.
 */
import type { Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import { insertRows } from '../../db/bulk-insert.ts';
import type { DB, SearchEventTable } from '../../db/types.ts';
import { reopenDays, utcDay } from './rollup.ts';
import { normaliseQuery, type SearchEvent } from '../../../contract/search-events.ts';

export type EventRow = Insertable<SearchEventTable>;

const FLUSH_MS = 1000;
const EVENT_FLUSH_ROWS = 500;
/** Rows kept waiting at most (a database outage): newer events beyond it are dropped. */
const MAX_PENDING_ROWS = 50_000;

/** The row of an event received at `now`: dated by the server's clock minus the event's age. */
export function eventRow(event: SearchEvent, now: Date): EventRow {
  const occurred = new Date(now.getTime() - event.ageMs);
  return {
    occurred_at: occurred,
    day: occurred.toISOString().slice(0, 10),
    type: event.type,
    query_id: event.queryId ?? null,
    query: event.query === undefined ? null : normaliseQuery(event.query),
    results: event.results ?? null,
    position: event.position ?? null,
    product_id: event.productId ?? null,
    facet: event.facet ?? null,
    value: event.value ?? null,
    org_class: event.orgClass ?? null,
  };
}

/**
 * Writes rows straight away (the writer's flush, the seed, tests). Rows for a day already
 * rolled up (late, from an offline queue) reopen that day for the next roll-up.
 */
export async function insertEvents(db: Kysely<DB>, rows: readonly EventRow[], now = new Date()): Promise<void> {
  await insertRows(db, 'search_event', rows);
  const today = utcDay(now);
  const late = [...new Set(rows.map((r) => String(r.day)))].filter((day) => day < today);
  await reopenDays(db, late);
}

export class EventWriter {
  private pending: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  add(rows: readonly EventRow[]): void {
    const room = MAX_PENDING_ROWS - this.pending.length;
    if (room <= 0) return;
    this.pending.push(...rows.slice(0, room));
    if (this.pending.length >= EVENT_FLUSH_ROWS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is queued; resolves when it (and any write before it) is done. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const rows = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (rows.length === 0) return;
      try {
        await insertEvents(this.db, rows);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.writing;
  }
}
