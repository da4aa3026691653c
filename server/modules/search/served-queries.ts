/**
 * The ids of the searches this server answered (issue #41): GET /api/search gives each answer
 * an id in the `query-id` header (contract/search-events.ts QUERY_ID_HEADER), the browser's
 * search and result-click events carry it back, and click ranking counts a click only when its
 * id was served for the same text. The ids reach search_served_query in one multi-row INSERT a
 * second (or per FLUSH_ROWS), as events do, so a search never waits on a write; every process
 * writes to the same table, so a click sent to another replica is still recognised.
 *
 * Bounded: at most MAX_PENDING ids wait in memory (more are dropped: the clicks of those
 * searches then count for nothing, which is the safe side); the table keeps
 * SERVED_QUERY_KEEP_DAYS of searches and the events' upkeep deletes older ids.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { normaliseQuery } from '../../../contract/search-events.ts';
import { insertServedQueries, type ServedQueryRow } from './served-query-repository.ts';

export const FLUSH_MS = 1000;
export const FLUSH_ROWS = 500;
const MAX_PENDING = 20_000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh search id: 12 random lower-case letters and digits (QUERY_ID_PATTERN), about 62 bits. */
export function mintQueryId(): string {
  let id = '';
  for (let i = 0; i < 12; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export class ServedQueryLog {
  private pending: ServedQueryRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  dropped = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Mints the id of a search of `text` answered now and queues it; answers the id. */
  serve(text: string, now = new Date()): string {
    const id = mintQueryId();
    if (this.pending.length >= MAX_PENDING) {
      this.dropped++;
      return id;
    }
    this.pending.push({ query_id: id, query: normaliseQuery(text), served_at: now });
    if (this.pending.length >= FLUSH_ROWS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
    return id;
  }

  /** Writes what is queued; resolves once written (never rejects: a failed write is reported and dropped). */
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
        await insertServedQueries(this.db, rows);
      } catch (error) {
        this.dropped += rows.length;
        this.onError(error);
      }
    });
    return this.writing;
  }
}
