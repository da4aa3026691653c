/**
 * Precomputed answers of the catalogue's most common single words: for a word
 * in thousands of products, ranking every match costs ~5 µs a match ("science": 33k
 * matches, 0.2–0.3 s), while the answer only changes when the catalogue does. One row per
 * word, rebuilt by refreshSearchDocuments in the transaction that bumps the catalogue
 * version (server/modules/search/common-answers-repository.ts):
 * - query: the word as the search reads it (`science*`: a last word, so a prefix);
 * - platforms: the counts per `type` option (the `searchResults` of the answer);
 * - ids: the first COMMON_TOP_K products of the relevance order for `type=all`;
 * - subjects: the facet counts (`/api/discipline/count` rows) for `type=all`;
 * - ranking: the COMMON_RANKING version of the code that computed it: rows of another
 *   version are ignored (the search runs its SQL) until the next refresh.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_common (
    query text primary key,
    platforms jsonb not null,
    ids text[] not null,
    subjects jsonb not null,
    ranking int not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_common`.execute(db);
}
