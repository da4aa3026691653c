/**
 * Field metrics: one row per Core Web Vitals report from a visitor's browser
 * (POST /api/metrics); `npm run metrics:report` reads the 75th percentile per route.
 * No user, address or URL is stored: the route pattern, the metric and its value.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table web_vital (
    id bigserial primary key,
    route text not null,
    name text not null check (name in ('LCP', 'INP', 'CLS', 'TTFB')),
    value double precision not null check (value >= 0),
    rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
    recorded_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index web_vital_route_name on web_vital (route, name, recorded_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists web_vital`.execute(db);
}
