/**
 * A version number of the catalogue, bumped in the same transaction as every change of
 * the search documents (refreshSearchDocuments). API processes cache search answers and
 * compare this number now and then to drop them when another process (a catalogue
 * import against the same PostgreSQL) changed the catalogue.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalogue_state (
    id int primary key default 1 check (id = 1),
    version bigint not null default 0,
    changed_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into catalogue_state (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists catalogue_state`.execute(db);
}
