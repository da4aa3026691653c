/**
 * A common word's subject counts under every platform option and show-by, not only the default
 * list's: `/api/discipline/count?q=management&type=etexts&filter=comingSoon` read every match's
 * row to count a few thousand of them (460 ms at a million products, most of it reading rows
 * from outside shared buffers), while the counts only change with the catalogue. One row per
 * word × `type` option × show-by ('' for none; the institution's show-by depends on the caller
 * and is always counted live), written with the word's row of search_common
 * (server/modules/search/common-answers-repository.ts):
 * - subjects: the `/api/discipline/count` rows of that word under that type and show-by.
 * The default list's counts move here from search_common.subjects (type `all`, show-by '').
 * Rows of another COMMON_RANKING are ignored until the next refresh, as search_common's are.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_common_subjects (
    query text not null,
    type_key text not null,
    show_by text not null,
    subjects jsonb not null,
    ranking int not null,
    primary key (query, type_key, show_by)
  )`.execute(db);
  await sql`alter table search_common drop column subjects`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_common_subjects`.execute(db);
  await sql`alter table search_common add column subjects jsonb not null default '[]'`.execute(db);
}
