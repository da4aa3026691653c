/**
 * Click evidence that one address cannot make up (issue #41, item 2). Additive:
 *
 * - search_event.client_key: a keyed hash of the sender's address (server/modules/insights/
 *   client-key.ts: HMAC with a salt that changes every UTC day), never the address itself; null
 *   for events of older servers. Click ranking counts addresses by it, and one address adds at
 *   most one visit per product and day.
 * - search_event.served: whether a result click's query id is one the server served for that
 *   text (search_served_query); null until the learning upkeep has checked it. Checked once,
 *   so the served ids need only be kept as long as a browser may still send a late event.
 * - search_served_query: the ids GET /api/search gave out (the `query-id` header), with the
 *   normalised text; written in batches, deleted after SERVED_QUERY_KEEP_DAYS; shared by every
 *   server process through the database.
 * - search_click_signal.addresses: the addresses behind a pair's visits, as the console shows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_event add column client_key text`.execute(db);
  await sql`alter table search_event add column served boolean`.execute(db);
  // The upkeep looks for the clicks it has not checked yet: few, the newest.
  await sql`create index search_event_unchecked_click on search_event (id)
    where type = 'result-click' and served is null`.execute(db);
  await sql`create table search_served_query (
    query_id text not null,
    query text not null,
    served_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index search_served_query_id on search_served_query (query_id)`.execute(db);
  await sql`create index search_served_query_at on search_served_query (served_at)`.execute(db);
  await sql`alter table search_click_signal add column addresses integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_click_signal drop column if exists addresses`.execute(db);
  await sql`drop table if exists search_served_query`.execute(db);
  await sql`drop index if exists search_event_unchecked_click`.execute(db);
  await sql`alter table search_event drop column if exists served`.execute(db);
  await sql`alter table search_event drop column if exists client_key`.execute(db);
}
