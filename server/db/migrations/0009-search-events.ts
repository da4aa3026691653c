/**
 * Search insights: the analytics events visitors' browsers send (POST /api/events,
 * with consent) and their daily roll-ups, which the insights page reads.
 *
 * - search_event is append-only, one row per event, indexed by day (UTC); no user, address or
 *   session is stored — the organisation class at most. Rows older than the retention
 *   (EVENTS_RETENTION_DAYS, default 90) are deleted by the scheduled clean-up.
 * - search_daily_* hold one finished day each, computed from search_event by the same job
 *   (server/modules/insights/rollup-repository.ts); search_rollup_day lists the days they cover. The
 *   page reads roll-ups for rolled days and search_event for the others (today), so a period
 *   of 90 days never scans a million rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_event (
    id bigserial primary key,
    occurred_at timestamptz not null,
    day date not null,
    type text not null check (type in ('search', 'suggestion-click', 'result-click', 'facet-click', 'product-view', 'cta')),
    query_id text,
    query text,
    results integer,
    position integer,
    product_id text,
    facet text,
    value text,
    org_class text
  )`.execute(db);
  await sql`create index search_event_day_type on search_event (day, type)`.execute(db);

  await sql`create table search_rollup_day (day date primary key, rolled_at timestamptz not null default now())`.execute(db);
  await sql`create table search_daily_total (
    day date primary key,
    searches integer not null,
    zero_result_searches integer not null,
    result_clicks integer not null,
    product_views integer not null,
    facet_clicks integer not null
  )`.execute(db);
  await sql`create table search_daily_query (
    day date not null,
    query text not null,
    searches integer not null,
    zero_result_searches integer not null,
    clicks integer not null,
    clicked_searches integer not null,
    position_sum bigint not null,
    primary key (day, query)
  )`.execute(db);
  await sql`create table search_daily_product (
    day date not null,
    product_id text not null,
    views integer not null,
    clicks integer not null,
    primary key (day, product_id)
  )`.execute(db);
  await sql`create table search_daily_facet (
    day date not null,
    facet text not null,
    value text not null,
    clicks integer not null,
    primary key (day, facet, value)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'search_daily_facet',
    'search_daily_product',
    'search_daily_query',
    'search_daily_total',
    'search_rollup_day',
    'search_event',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
