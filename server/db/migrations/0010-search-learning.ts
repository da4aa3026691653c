/**
 * Search that learns: what the publisher accepted from the proposals mined out of the
 * search events, and the click evidence ranking reads.
 *
 * - search_event.visit_id: a random id per visit (a browser tab, renewed after 30 idle minutes),
 *   never per person, deleted with its events by the retention clean-up. Mining needs to know
 *   which searches came one after the other in one visit; counting clicks once per visit keeps a
 *   few eager visitors from steering the ranking.
 * - search_synonym: accepted rules (text → text). A person accepted each one; undoing deletes it.
 * - search_learning_rejection: texts the publisher rejected, so they are not proposed again; they
 *   hold query text, so the clean-up deletes them after the events' retention.
 * - search_click_signal: per normalised query and product, the visits that opened it (decayed);
 *   rebuilt from search_event (so never older than the retention) by the maintenance job and
 *   whenever the ranking switch is turned on.
 * - search_learning_setting: one row, the console's click-ranking switch (on by default).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_event add column visit_id text`.execute(db);
  await sql`create table search_synonym (
    id serial primary key,
    term text not null unique,
    replacement text not null,
    kind text not null check (kind in ('synonym', 'spelling', 'name')),
    accepted_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table search_learning_rejection (
    term text primary key,
    rejected_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table search_click_signal (
    query text not null,
    product_id text not null,
    visits integer not null,
    weight real not null,
    primary key (query, product_id)
  )`.execute(db);
  await sql`create table search_learning_setting (
    id integer primary key check (id = 1),
    click_ranking boolean not null default true
  )`.execute(db);
  await sql`insert into search_learning_setting (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['search_learning_setting', 'search_click_signal', 'search_learning_rejection', 'search_synonym'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`alter table search_event drop column if exists visit_id`.execute(db);
}
