/**
 * Daily roll-ups and retention of search events, run by the scheduled maintenance
 * (plugins/search-events.ts) and after the demo seed.
 *
 * A finished day (before today, UTC) is aggregated once into search_daily_* and listed in
 * search_rollup_day; the insights queries read those rows for listed days and the raw events
 * for the rest (today). An event that arrives late for a listed day (sent from an offline
 * queue) takes the day off the list (`reopenDays`), so the next run aggregates it again.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return utcDay(d);
}

/** `day = any($days)` for a column: an index range per day. */
export function onDays(days: readonly string[], column = 'day'): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${sql.val(days)}::date[])`;
}

/** Aggregates of search_event per day, shared by the roll-up and the live part of the insights. */
export const aggregates = {
  total: (days: readonly string[]) => sql`
    select day,
      count(*) filter (where type = 'search')::int as searches,
      count(*) filter (where type = 'search' and results = 0)::int as zero_result_searches,
      count(*) filter (where type = 'result-click')::int as result_clicks,
      count(*) filter (where type = 'product-view')::int as product_views,
      count(*) filter (where type = 'facet-click')::int as facet_clicks
    from search_event where ${onDays(days)} group by day`,
  query: (days: readonly string[]) => sql`
    select day, query,
      count(*) filter (where type = 'search')::int as searches,
      count(*) filter (where type = 'search' and results = 0)::int as zero_result_searches,
      count(*) filter (where type = 'result-click')::int as clicks,
      count(distinct query_id) filter (where type = 'result-click')::int as clicked_searches,
      coalesce(sum(position) filter (where type = 'result-click'), 0)::bigint as position_sum
    from search_event
    where ${onDays(days)} and type in ('search', 'result-click') and query is not null
    group by day, query`,
  product: (days: readonly string[]) => sql`
    select day, product_id,
      count(*) filter (where type = 'product-view')::int as views,
      count(*) filter (where type = 'result-click')::int as clicks
    from search_event
    where ${onDays(days)} and type in ('product-view', 'result-click') and product_id is not null
    group by day, product_id`,
  facet: (days: readonly string[]) => sql`
    select day, facet, value, count(*)::int as clicks
    from search_event
    where ${onDays(days)} and type = 'facet-click' and facet is not null and value is not null
    group by day, facet, value`,
};

const ROLLUP_TABLES = ['search_daily_total', 'search_daily_query', 'search_daily_product', 'search_daily_facet'] as const;

/** (Re)computes the roll-ups of the given finished days, in one transaction. */
export async function rollUpDays(db: Kysely<DB>, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const table of ROLLUP_TABLES) await sql`delete from ${sql.table(table)} where ${onDays(days)}`.execute(trx);
    await sql`insert into search_daily_total (day, searches, zero_result_searches, result_clicks, product_views, facet_clicks)
      ${aggregates.total(days)}`.execute(trx);
    await sql`insert into search_daily_query (day, query, searches, zero_result_searches, clicks, clicked_searches, position_sum)
      ${aggregates.query(days)}`.execute(trx);
    await sql`insert into search_daily_product (day, product_id, views, clicks) ${aggregates.product(days)}`.execute(trx);
    await sql`insert into search_daily_facet (day, facet, value, clicks) ${aggregates.facet(days)}`.execute(trx);
    await sql`insert into search_rollup_day (day)
      select d from unnest(${sql.val(days)}::date[]) as d
      on conflict (day) do update set rolled_at = now()`.execute(trx);
  });
}

/** Finished days (before `today`) with events and no roll-up yet. */
export async function daysToRollUp(db: Db, today: string): Promise<string[]> {
  // A walk over the day index, one probe per day (a recursive "loose index scan"), instead of
  // reading every event for `select distinct day`.
  const { rows } = await sql<{ day: string }>`
    with recursive days(day) as (
      (select day from search_event order by day limit 1)
      union all
      select (select e.day from search_event e where e.day > days.day order by e.day limit 1)
      from days where days.day is not null
    )
    select day::text as day from days
    where day is not null and day < ${today}::date
      and not exists (select 1 from search_rollup_day r where r.day = days.day)
    order by day`.execute(db);
  return rows.map((r) => r.day);
}

/** Days that got late events: their roll-up is redone at the next run. */
export async function reopenDays(db: Db, days: readonly string[]): Promise<void> {
  if (days.length > 0) await sql`delete from search_rollup_day where ${onDays(days)}`.execute(db);
}

/** Deletes events and roll-ups older than `retentionDays` before today; returns the events deleted. */
export async function deleteExpired(db: Kysely<DB>, retentionDays: number, today: string): Promise<number> {
  const cutoff = addDays(today, -retentionDays + 1); // the retention window includes today
  const result = await sql`delete from search_event where day < ${cutoff}::date`.execute(db);
  for (const table of [...ROLLUP_TABLES, 'search_rollup_day'])
    await sql`delete from ${sql.table(table)} where day < ${cutoff}::date`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface MaintenanceResult {
  deleted: number;
  rolledUp: string[];
}

/** The scheduled job: retention, then the roll-ups of finished days. */
export async function maintainSearchEvents(
  db: Kysely<DB>,
  options: { retentionDays: number; now?: Date },
): Promise<MaintenanceResult> {
  const today = utcDay(options.now ?? new Date());
  const deleted = await deleteExpired(db, options.retentionDays, today);
  const days = await daysToRollUp(db, today);
  await rollUpDays(db, days);
  return { deleted, rolledUp: days };
}
