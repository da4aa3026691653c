/**
 * The insights page's figures for a period, aggregated in SQL: the daily roll-ups
 * for finished days that have one, the raw events for the others (today, or a day reopened by
 * late events), added together per key. Rows are capped at INSIGHT_ROWS per table.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { INSIGHT_ROWS } from '../../../contract/search-events.ts';
import { metricP75s } from '../metrics/index.ts';
import { addDays, aggregates, onDays } from './rollup-repository.ts';

export interface Insights {
  days: number;
  from: string;
  to: string;
  totals: { searches: number; zeroResultSearches: number; resultClicks: number; productViews: number; facetClicks: number };
  topSearches: Array<{
    query: string;
    searches: number;
    clickedSearches: number;
    clicks: number;
    ctr: number;
    meanPosition: number | null;
  }>;
  zeroResultSearches: Array<{ query: string; searches: number }>;
  topProducts: Array<{ productId: string; name: string | null; views: number; clicks: number }>;
  facets: Array<{ facet: string; value: string; clicks: number }>;
  perDay: Array<{ day: string; searches: number; zeroResultSearches: number }>;
  webVitals: Array<{ route: string; name: string; p75: number; samples: number }>;
}

/** Which days of the period read roll-ups, and which read raw events. */
export async function periodDays(db: Kysely<DB>, from: string, to: string): Promise<{ rolled: string[]; live: string[] }> {
  const rows = await db
    .selectFrom('search_rollup_day')
    .select(sql<string>`day::text`.as('day'))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const rolled = new Set(rows.map((r) => r.day));
  const all: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) all.push(day);
  return { rolled: all.filter((d) => rolled.has(d)), live: all.filter((d) => !rolled.has(d)) };
}

const n = (v: unknown) => Number(v ?? 0);

export type InsightsPart = keyof Omit<Insights, 'days' | 'from' | 'to'>;

/** The period a part is read over: its first day, the days read from roll-ups and from raw events. */
interface Period {
  db: Kysely<DB>;
  from: string;
  rolled: string[];
  live: string[];
}

async function totals({ db, rolled, live }: Period): Promise<Insights['totals']> {
  const { rows } = await sql<Record<string, number>>`
    select sum(searches) as searches, sum(zero_result_searches) as zero, sum(result_clicks) as clicks,
      sum(product_views) as views, sum(facet_clicks) as facets
    from (
      select * from search_daily_total where ${onDays(rolled)}
      union all ${aggregates.total(live)}
    ) t`.execute(db);
  const r = rows[0] ?? {};
  return {
    searches: n(r.searches),
    zeroResultSearches: n(r.zero),
    resultClicks: n(r.clicks),
    productViews: n(r.views),
    facetClicks: n(r.facets),
  };
}

async function perDay({ db, rolled, live }: Period): Promise<Insights['perDay']> {
  const { rows } = await sql<{ day: string; searches: number; zero: number }>`
    select day::text as day, sum(searches)::int as searches, sum(zero_result_searches)::int as zero
    from (
      select day, searches, zero_result_searches from search_daily_total where ${onDays(rolled)}
      union all select day, searches, zero_result_searches from (${aggregates.total(live)}) l
    ) t group by day order by day`.execute(db);
  return rows.map((r) => ({ day: r.day, searches: n(r.searches), zeroResultSearches: n(r.zero) }));
}

async function topSearches({ db, rolled, live }: Period): Promise<Insights['topSearches']> {
  const { rows } = await sql<Record<string, number | string>>`
    select query, sum(searches)::int as searches, sum(clicked_searches)::int as clicked,
      sum(clicks)::int as clicks, sum(position_sum)::bigint as position_sum
    from (
      select query, searches, clicked_searches, clicks, position_sum from search_daily_query where ${onDays(rolled)}
      union all select query, searches, clicked_searches, clicks, position_sum from (${aggregates.query(live)}) l
    ) t group by query having sum(searches) > 0
    order by searches desc, query limit ${INSIGHT_ROWS}`.execute(db);
  return rows.map((r) => {
    const searches = n(r.searches);
    const clicks = n(r.clicks);
    return {
      query: String(r.query),
      searches,
      clickedSearches: n(r.clicked),
      clicks,
      ctr: searches > 0 ? Math.min(1, n(r.clicked) / searches) : 0,
      meanPosition: clicks > 0 ? n(r.position_sum) / clicks : null,
    };
  });
}

async function zeroResultSearches({ db, rolled, live }: Period): Promise<Insights['zeroResultSearches']> {
  const { rows } = await sql<{ query: string; searches: number }>`
    select query, sum(zero_result_searches)::int as searches
    from (
      select query, zero_result_searches from search_daily_query where ${onDays(rolled)} and zero_result_searches > 0
      union all select query, zero_result_searches from (${aggregates.query(live)}) l where zero_result_searches > 0
    ) t group by query order by searches desc, query limit ${INSIGHT_ROWS}`.execute(db);
  return rows.map((r) => ({ query: r.query, searches: n(r.searches) }));
}

async function topProducts({ db, rolled, live }: Period): Promise<Insights['topProducts']> {
  const { rows } = await sql<{ product_id: string; name: string | null; views: number; clicks: number }>`
    select t.product_id, p.name, t.views, t.clicks from (
      select product_id, sum(views)::int as views, sum(clicks)::int as clicks
      from (
        select product_id, views, clicks from search_daily_product where ${onDays(rolled)}
        union all select product_id, views, clicks from (${aggregates.product(live)}) l
      ) u group by product_id order by views desc, clicks desc, product_id limit ${INSIGHT_ROWS}
    ) t left join product p on p.product_id = t.product_id
    order by t.views desc, t.clicks desc, t.product_id`.execute(db);
  return rows.map((r) => ({ productId: r.product_id, name: r.name, views: n(r.views), clicks: n(r.clicks) }));
}

async function facets({ db, rolled, live }: Period): Promise<Insights['facets']> {
  const { rows } = await sql<{ facet: string; value: string; clicks: number }>`
    select facet, value, sum(clicks)::int as clicks
    from (
      select facet, value, clicks from search_daily_facet where ${onDays(rolled)}
      union all select facet, value, clicks from (${aggregates.facet(live)}) l
    ) t group by facet, value order by clicks desc, facet, value limit ${INSIGHT_ROWS}`.execute(db);
  return rows.map((r) => ({ facet: r.facet, value: r.value, clicks: n(r.clicks) }));
}

/** Each part's query, by name (the benchmark times them one by one). */
export function insightQueries(db: Kysely<DB>, from: string, rolled: string[], live: string[]) {
  const period: Period = { db, from, rolled, live };
  return {
    totals: () => totals(period),
    perDay: () => perDay(period),
    topSearches: () => topSearches(period),
    zeroResultSearches: () => zeroResultSearches(period),
    topProducts: () => topProducts(period),
    facets: () => facets(period),
    webVitals: (): Promise<Insights['webVitals']> => metricP75s(db, new Date(`${from}T00:00:00Z`)),
  } satisfies Record<InsightsPart, () => Promise<unknown>>;
}
