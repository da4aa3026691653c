/** The web_vital table (migration 0006): field metrics in, 75th percentiles out. */
import { sql, type Kysely } from 'kysely';
import type { MetricReport } from '../../../contract/field-metrics.ts';
import type { DB } from '../../db/types.ts';

export async function insertMetrics(db: Kysely<DB>, metrics: MetricReport[]): Promise<void> {
  await db
    .insertInto('web_vital')
    .values(metrics.map((m) => ({ route: m.route, name: m.name, value: m.value, rating: m.rating })))
    .execute();
}

export interface RouteMetricP75 {
  route: string;
  name: string;
  p75: number;
  samples: number;
}

/** p75 per route and metric (the figure Core Web Vitals are judged by), optionally since a moment. */
export async function metricP75s(db: Kysely<DB>, since?: Date): Promise<RouteMetricP75[]> {
  let query = db
    .selectFrom('web_vital')
    .select([
      'route',
      'name',
      sql<number>`percentile_cont(0.75) within group (order by value)`.as('p75'),
      sql<number>`count(*)::int`.as('samples'),
    ])
    .groupBy(['route', 'name'])
    .orderBy('route')
    .orderBy('name');
  if (since) query = query.where('recorded_at', '>=', since);
  const rows = await query.execute();
  return rows.map((r) => ({ route: r.route, name: r.name, p75: Number(r.p75), samples: Number(r.samples) }));
}
