/**
 * The read pool's stand-in for Kysely (issue 41): a catalogue read whose connection to the
 * replica fails (refused, cut, the replica shutting down) is run once more on the primary, so a
 * replica that goes away costs no request in the second or two before the balancer notices.
 * A statement's own error (bad SQL, a statement timeout, a recovery conflict) is the answer and
 * is not retried; nor is a statement inside a transaction, whose earlier statements the primary
 * never saw.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Server errors that are the connection's, not the statement's (PostgreSQL appendix A). */
const CONNECTION_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the replica stopped (pg_ctl stop -m fast) or the session was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// pg's own, for a socket that closed or a connection that could not be opened in time. Not
// 'Query read timeout' (a statement that stalls: a timeout, not a lost connection), nor pg-pool's
// 'timeout exceeded when trying to connect' (every pooled connection busy: the replica is up).
const CONNECTION_MESSAGES = ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout'];

/** Whether `error` says the connection to the database failed, rather than the statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_SQLSTATES.has(code) || code.startsWith('08') || CONNECTION_ERRNOS.has(code)) return true;
  }
  // An AggregateError (connect() trying both 127.0.0.1 and ::1) carries the errno on each part.
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  return CONNECTION_MESSAGES.some((m) => error.message.startsWith(m));
}

type Rows = pg.QueryResult<Record<string, unknown>>;

/** What Kysely's PostgresDriver uses of a pooled client (it streams nothing here: no cursor). */
interface DriverClient {
  query(sql: string, parameters: ReadonlyArray<unknown>): Promise<Rows>;
  release(): void;
}
const forKysely = (client: DriverClient) => client as unknown as PostgresPoolClient;

/**
 * A pool for Kysely's PostgresDialect over `replica`, falling back to `primary` for one attempt
 * when the replica's connection fails. `onFallback` is told of each read moved to the primary.
 * Ending it ends the replica's pool only: the primary's belongs to the write handle.
 */
export function readPoolWithFallback(
  replica: pg.Pool,
  primary: pg.Pool,
  onFallback: (error: Error) => void,
): PostgresPool {
  /** The same statement once on a primary connection, returned to its pool at once. */
  const onPrimary = async (error: Error, sql: string, parameters: ReadonlyArray<unknown>): Promise<Rows> => {
    onFallback(error);
    const client = await primary.connect();
    try {
      return await client.query<Record<string, unknown>>(sql, [...parameters]);
    } finally {
      client.release();
    }
  };

  const wrap = (client: pg.PoolClient): DriverClient => {
    let inTransaction = false;
    let broken: Error | undefined;
    return {
      async query(sql, parameters) {
        if (broken) return onPrimary(broken, sql, parameters);
        try {
          const result = await client.query<Record<string, unknown>>(sql, [...parameters]);
          if (/^\s*(begin|start transaction)\b/i.test(sql)) inTransaction = true;
          else if (/^\s*(commit|rollback)\s*$/i.test(sql)) inTransaction = false;
          return result;
        } catch (error) {
          if (inTransaction || !isConnectionFailure(error)) throw error;
          broken = error as Error;
          return onPrimary(broken, sql, parameters);
        }
      },
      // A connection that failed leaves the pool rather than going back to it.
      release: () => client.release(broken),
    };
  };

  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await replica.connect();
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        // No replica connection: the whole checkout (every statement on it) reads the primary.
        onFallback(error as Error);
        const fallback = await primary.connect();
        return forKysely({
          query: (sql, parameters) => fallback.query<Record<string, unknown>>(sql, [...parameters]),
          release: () => fallback.release(),
        });
      }
      return forKysely(wrap(client));
    },
    end: () => replica.end(),
  };
}

/**
 * A warn line for reads moved to the primary: the first at once, then at most one per
 * `everyMs` counting those in between, so a replica that stays away does not flood the log.
 */
export function fallbackWarner(warn: (line: string) => void, everyMs = 10_000): (error: Error) => void {
  let lastAt = -Infinity;
  let unlogged = 0;
  return (error) => {
    unlogged++;
    const now = Date.now();
    if (now - lastAt < everyMs) return;
    lastAt = now;
    warn(`database: ${unlogged} read(s) retried on the primary: the replica's connection failed: ${error.message}`);
    unlogged = 0;
  };
}
