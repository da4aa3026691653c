/** How far a read replica is behind its primary, as the replica itself knows it. */
import { sql, type Kysely } from 'kysely';
import type { DB } from './types.ts';

export type ReplicaState =
  /** The handle reaches a standby; `lagSeconds` is 0 when it has replayed all it received. */
  | { reachable: true; standby: true; lagSeconds: number }
  /** The handle reaches a server that is not in recovery (a promoted replica, or the primary). */
  | { reachable: true; standby: false }
  | { reachable: false };

/**
 * The age of the last replayed transaction while WAL waits to be replayed, else 0: on a quiet
 * primary nothing new arrives, and the time since the last commit is not lag.
 */
export async function replicaState(read: Kysely<DB>, ms: number): Promise<ReplicaState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ReplicaState>((resolve) => {
    timer = setTimeout(() => resolve({ reachable: false }), ms);
  });
  const probe = sql<{ standby: boolean; lag: number | null }>`
    select pg_is_in_recovery() as standby,
           case when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
                else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as lag`
    .execute(read)
    .then(
      ({ rows: [row] }): ReplicaState =>
        row?.standby
          ? { reachable: true, standby: true, lagSeconds: Math.max(0, row.lag ?? 0) }
          : { reachable: true, standby: false },
      (): ReplicaState => ({ reachable: false }),
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
