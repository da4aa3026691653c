/**
 * A `pg.Pool`-shaped adapter over PGlite, so Kysely's PostgresDialect drives the
 * embedded database exactly as it drives a PostgreSQL server.
 *
 * PGlite is one connection. Kysely takes a connection for a whole transaction, so
 * `connect()` hands out the single connection under a mutex: a transaction never
 * interleaves with another caller's statements.
 */
import type { PGlite } from '@electric-sql/pglite';

interface QueryResultLike {
  command: string;
  rowCount: number;
  rows: unknown[];
}

export interface PGlitePoolClient {
  query(sql: string, parameters?: readonly unknown[]): Promise<QueryResultLike>;
  release(): void;
}

export class PGlitePool {
  private tail: Promise<void> = Promise.resolve();
  /** Whether a client holds the connection now. */
  busy = false;
  /** Callers waiting for the connection. */
  waiting = 0;

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<PGlitePoolClient> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    this.waiting++;
    try {
      await previous;
    } finally {
      this.waiting--;
    }
    this.busy = true;
    let released = false;
    const idle = () => {
      this.busy = false;
    };
    const pglite = this.pglite;
    return {
      async query(sql, parameters) {
        const result = await pglite.query(sql, parameters as unknown[] | undefined);
        const command = sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
        return {
          command,
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (!released) {
          released = true;
          idle();
          release();
        }
      },
    };
  }

  async end(): Promise<void> {
    await this.tail;
    await this.pglite.close();
  }
}
