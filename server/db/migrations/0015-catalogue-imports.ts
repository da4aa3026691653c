/**
 * Catalogue imports started from the admins' import page or API (issue #40 item 5,
 * server/modules/catalogue-feeds): one row per import with its progress and summary, and the
 * per-record report (the issues the import found) of each.
 *
 * One import at a time, across every server process: at most one row is `running` (the partial
 * unique index), so a second upload is refused by the database itself, not by a race between two
 * reads. A process that dies mid-import leaves its row `running`; its heartbeat stops, and the
 * next upload marks it `failed` once the heartbeat is older than the module's limit.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalogue_import (
    id text primary key,
    status text not null,
    format text,
    content_type text not null,
    bytes bigint not null default 0,
    skip_invalid boolean not null,
    dry_run boolean not null,
    user_id text not null,
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    heartbeat_at timestamptz not null default now(),
    phase text not null,
    lines_read integer not null default 0,
    total_lines integer,
    write_table text,
    lines integer,
    imported integer,
    created integer,
    updated integer,
    issue_count integer not null default 0,
    error text
  )`.execute(db);
  await sql`create unique index catalogue_import_one_running on catalogue_import (status) where status = 'running'`.execute(db);
  await sql`create index catalogue_import_newest on catalogue_import (created_at desc, id desc)`.execute(db);
  await sql`create table catalogue_import_issue (
    import_id text not null references catalogue_import (id) on delete cascade,
    position integer not null,
    line integer not null,
    record text not null,
    field text not null,
    message text not null,
    primary key (import_id, position)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists catalogue_import_issue`.execute(db);
  await sql`drop table if exists catalogue_import`.execute(db);
}
