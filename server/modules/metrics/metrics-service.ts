/**
 * Field metrics in: a report is stored as it came (validated by the route's schema), without
 * user, address or URL; the repository keeps only route, name, value and rating.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { MetricReport } from '../../../contract/field-metrics.ts';
import { retryWriteOnConnectionFailure } from '../../db/write-retry.ts';
import { insertMetrics } from './metrics-repository.ts';

/** Stored, or tried again for a moment when the primary is away (a crash, a failover). */
export async function recordMetrics(db: Kysely<DB>, metrics: MetricReport[]): Promise<void> {
  await retryWriteOnConnectionFailure(() => insertMetrics(db, metrics));
}
