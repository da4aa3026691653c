/**
 * A write whose connection to the primary failed (the primary crashed, a failover is under way,
 * the balancer is repointing its write port) is tried again for a moment, so the second or so of
 * a failover costs the writer nothing. The database's own refusals (a constraint, bad input, a
 * statement timeout) are the answer and are not retried.
 *
 * For single-statement writes that may, rarely, land twice: a connection cut after the commit
 * but before its answer looks the same as one cut before, so the retry stores the row again.
 * Field metrics take that (a duplicate weighs less than a report lost); the events' writer
 * makes the same choice.
 */
import { isConnectionFailure } from './read-fallback.ts';

/** The pauses between tries, and the time after which no try begins: within a beacon's patience. */
export const WRITE_RETRY = { delaysMs: [200, 400, 800, 1600] as readonly number[], withinMs: 3000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a failed write reached no database: the connection's failure, or none to be had. */
export function isRetryableWriteFailure(error: unknown): boolean {
  // pg-pool's, when no connection could be opened in time: nothing was sent.
  return (
    isConnectionFailure(error) ||
    (error instanceof Error && error.message.startsWith('timeout exceeded when trying to connect'))
  );
}

export async function retryWriteOnConnectionFailure<T>(
  write: () => Promise<T>,
  { delaysMs, withinMs } = WRITE_RETRY,
  clock: { now: () => number; wait: (ms: number) => Promise<unknown> } = { now: Date.now, wait: sleep },
): Promise<T> {
  const started = clock.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !isRetryableWriteFailure(error) || clock.now() + delay - started > withinMs)
        throw error;
      await clock.wait(delay);
    }
  }
}
