/**
 * Batched writes of search events: POST /api/events only validates and queues, and
 * the rows reach search_event in one multi-row INSERT per second (or per EVENT_FLUSH_ROWS),
 * so an analytics beacon never waits for the database nor adds a statement per request.
 *
 * One bad row must never cost the others (hostile-text issue): a row whose text breaks the rule
 * of contract/text.ts is dropped before it is queued, and when the database still refuses a
 * batch the writer writes it again row by row, drops only the rows refused, and counts them
 * (`stats`, and a log line that names the reason and the count, never the content).
 *
 * What a stop can lose: a normal close (SIGTERM, app.close) writes what is queued first; a crash
 * loses the rows queued since the last flush, at most FLUSH_MS of events (EVENT_FLUSH_ROWS at a
 * time flush sooner). While the database is unreachable (a restart, a failover) the rows wait in
 * the queue and are tried again every FLUSH_MS, up to MAX_PENDING_ROWS: analytics must not pile
 * up in memory without bound, and a failover of a few seconds must not lose them either. A
 * final flush (the server closing) that cannot reach the database drops them (docs/operations.md §11).
 */
import type { Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import { insertRows } from '../../db/bulk-insert-repository.ts';
import type { DB, SearchEventTable } from '../../db/types.ts';
import { reopenDays, utcDay } from './rollup-repository.ts';
import { normaliseQuery, type SearchEvent } from '../../../contract/search-events.ts';
import { textProblem } from '../../../contract/text.ts';

export type EventRow = Insertable<SearchEventTable>;

export const FLUSH_MS = 1000;
export const EVENT_FLUSH_ROWS = 500;
/** How long waiting requests (addAndWait) gather before their rows are written together. */
export const WAIT_FLUSH_MS = 20;
/** Rows kept waiting at most (a database outage): newer events beyond it are dropped. */
const MAX_PENDING_ROWS = 50_000;

/**
 * The row of an event received at `now`: dated by the server's clock minus the event's age;
 * `clientKey` is the sender's key of the day (client-key.ts), never its address.
 */
export function eventRow(event: SearchEvent, now: Date, clientKey: string | null = null): EventRow {
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
    visit_id: event.visitId ?? null,
    client_key: clientKey,
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

/** The text columns of a row, checked before it is queued. */
const TEXT_COLUMNS = ['type', 'query_id', 'visit_id', 'query', 'product_id', 'facet', 'value', 'org_class'] as const;

/** The first text column of a row that breaks the text rule, else null. */
export function badTextColumn(row: EventRow): string | null {
  for (const column of TEXT_COLUMNS) {
    const value = row[column];
    if (typeof value === 'string' && textProblem(value)) return column;
  }
  return null;
}

/** Why rows were dropped: bad text before queueing, refused by the database, database away, queue full. */
export type DropReason = 'invalid' | 'refused' | 'unavailable' | 'overflow';

export interface WriterStats {
  written: number;
  dropped: Record<DropReason, number>;
  /** Search events accepted into the queue, and those of them that found nothing (as insights counts them). */
  searches: number;
  zeroResultSearches: number;
}

/** A write that failed because the database is away (a retry row by row would fail the same way). */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  // SQLSTATE classes 08 (connection), 57 (operator intervention: shutdown, cancel), 53 (resources).
  if (typeof code === 'string' && /^(?:08|57|53)/.test(code)) return true;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true; // ECONNREFUSED, ETIMEDOUT…
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|PGlite is closed|timeout exceeded when trying to connect|Query read timeout/i.test(message);
}

/** Log fields of a drop: the reason, the count, the database's error code; never the rows. */
export interface DropReport {
  reason: DropReason;
  rows: number;
  code?: string;
  column?: string;
  droppedTotal: number;
}

export class EventWriter {
  private pending: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Rows a request waits for (addAndWait): told true once written, false once dropped. */
  private readonly waiters = new Map<EventRow, (written: boolean) => void>();
  readonly stats: WriterStats = {
    written: 0,
    dropped: { invalid: 0, refused: 0, unavailable: 0, overflow: 0 },
    searches: 0,
    zeroResultSearches: 0,
  };

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onDrop: (report: DropReport) => void = () => undefined,
  ) {}

  private drop(reason: DropReason, rows: number, extra: { code?: string; column?: string } = {}): void {
    if (rows === 0) return;
    this.stats.dropped[reason] += rows;
    const d = this.stats.dropped;
    this.onDrop({ reason, rows, ...extra, droppedTotal: d.invalid + d.refused + d.unavailable + d.overflow });
  }

  /** Queues the rows that pass the text rule and fit; answers those queued. */
  add(rows: readonly EventRow[]): EventRow[] {
    const good: EventRow[] = [];
    for (const row of rows) {
      const column = badTextColumn(row);
      if (column) this.drop('invalid', 1, { column });
      else good.push(row);
    }
    const room = Math.max(0, MAX_PENDING_ROWS - this.pending.length);
    this.drop('overflow', Math.max(0, good.length - room));
    if (room === 0) return [];
    const accepted = good.slice(0, room);
    for (const row of accepted) {
      if (row.type !== 'search') continue;
      this.stats.searches++;
      if (row.results === 0) this.stats.zeroResultSearches++;
    }
    this.pending.push(...accepted);
    if (this.pending.length >= EVENT_FLUSH_ROWS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
    return accepted;
  }

  /**
   * Queues the rows and resolves true once every one of them is in the database (a group
   * commit: the waiting requests of the next WAIT_FLUSH_MS share one INSERT), or false when one
   * was refused or `timeoutMs` passed first (the database away): the rows not yet written are
   * then taken back out of the queue, so a client that sends them again does not double them.
   */
  async addAndWait(rows: readonly EventRow[], timeoutMs: number): Promise<boolean> {
    const accepted = this.add(rows);
    const settled = accepted.map((row) => new Promise<boolean>((resolve) => this.waiters.set(row, resolve)));
    if (this.timer && !this.soon) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.timer && this.pending.length > 0) {
      this.soon = true;
      this.timer = setTimeout(() => void this.flush(), WAIT_FLUSH_MS);
      this.timer.unref();
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const written = await Promise.race([Promise.all(settled).then((all) => all.every(Boolean)), timeout]);
    clearTimeout(timer);
    if (!written) {
      const taken = new Set(accepted);
      this.pending = this.pending.filter((row) => !taken.has(row));
      for (const row of accepted) this.waiters.delete(row);
    }
    return written && accepted.length === rows.length;
  }

  private soon = false;

  private settle(rows: readonly EventRow[], written: boolean): void {
    if (this.waiters.size === 0) return;
    for (const row of rows) {
      this.waiters.get(row)?.(written);
      this.waiters.delete(row);
    }
  }

  /** Rows queued and not yet handed to the database. */
  get queued(): number {
    return this.pending.length;
  }

  /**
   * Writes what is queued; resolves when it (and any write before it) is done. Never rejects.
   * `final` (the server closing): rows the database cannot take now are dropped, not kept.
   */
  flush(final = false): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.soon = false;
    const rows = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => this.write(rows, final));
    return this.writing;
  }

  /** Rows the database could not take for now go back to the front of the queue, tried again after FLUSH_MS. */
  private requeue(rows: EventRow[]): void {
    const room = Math.max(0, MAX_PENDING_ROWS - this.pending.length);
    this.drop('overflow', Math.max(0, rows.length - room));
    this.pending.unshift(...rows.slice(0, room));
    if (!this.timer && this.pending.length > 0) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  private async write(rows: EventRow[], final = false): Promise<void> {
    if (rows.length === 0) return;
    try {
      await insertEvents(this.db, rows);
      this.stats.written += rows.length;
      this.settle(rows, true);
      return;
    } catch (error) {
      if (isConnectionError(error) && !final) {
        this.requeue(rows);
        return;
      }
      if (isConnectionError(error) || rows.length === 1) {
        this.drop(isConnectionError(error) ? 'unavailable' : 'refused', rows.length, { code: codeOf(error) });
        this.settle(rows, false);
        return;
      }
    }
    // The batch was refused for something in it: find the rows, keep the others.
    for (let i = 0; i < rows.length; i++) {
      try {
        await insertEvents(this.db, [rows[i]!]);
        this.stats.written += 1;
        this.settle([rows[i]!], true);
      } catch (error) {
        if (isConnectionError(error)) {
          if (final) {
            this.drop('unavailable', rows.length - i, { code: codeOf(error) });
            this.settle(rows.slice(i), false);
          } else this.requeue(rows.slice(i));
          return;
        }
        this.drop('refused', 1, { code: codeOf(error) });
        this.settle([rows[i]!], false);
      }
    }
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
