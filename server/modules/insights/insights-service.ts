/** The insights page's answer: every part of it read over one period, at once. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { insightQueries, periodDays, type Insights } from './insights-repository.ts';
import { addDays, utcDay } from './rollup-repository.ts';

/** The figures of the last `days` days, today (UTC) included. */
export async function insightsFor(db: Kysely<DB>, days: number, now = new Date()): Promise<Insights> {
  const to = utcDay(now);
  const from = addDays(to, -(days - 1));
  const { rolled, live } = await periodDays(db, from, to);
  const q = insightQueries(db, from, rolled, live);
  const [totals, perDay, topSearches, zeroResultSearches, topProducts, facets, webVitals] = await Promise.all([
    q.totals(),
    q.perDay(),
    q.topSearches(),
    q.zeroResultSearches(),
    q.topProducts(),
    q.facets(),
    q.webVitals(),
  ]);
  return { days, from, to, totals, topSearches, zeroResultSearches, topProducts, facets, perDay, webVitals };
}
