/**
 * Search engine structures. Plain SQL for PostgreSQL 15 and PGlite (18).
 *
 * - `search_fold(text)` / `search_key(text)`: the SQL twins of server/modules/search/text.ts
 *   (lower-case, common Latin accents folded; the key also turns every run of
 *   non-alphanumerics into one space), so query keys compare with `=` and `like`.
 *   ASCII text skips the accent map (translate is slow on PGlite: 70 µs a title).
 * - search_document: one narrow row per product with what search filters, sorts, ranks
 *   and counts on, so a query that matches thousands of products never reads the wide
 *   product rows (4 KB each with descriptions and HTML) — only the 24 it shows. Filter
 *   memberships are bit masks (server/modules/search/filters-sql.ts).
 *   doc_vector (the whole weighted document, with the description) is only read through
 *   its GIN index; ranking reads head_vector (no description). When a row is TOASTed,
 *   only doc_vector leaves it (the small columns are `main`: moving them out of line
 *   cost a TOAST read per row and per column). Rows are written in subject/title order,
 *   so products that share words sit on the same pages.
 * - search_description_stopword: description words (English stems) in more than a tenth
 *   of all descriptions ("chapter", "student", "edition"…): not indexed in descriptions,
 *   where they tell products apart no better than stop words (titles keep them).
 * - search_term: the vocabulary of title, author, subject and brand words, with a
 *   trigram GiST index (typo candidates for long words) and a prefix index.
 * - search_author: distinct authors with their product counts, for author suggestions.
 * - search_facet: product counts per subject × platform option × show-by, split by
 *   audience, for the counts of text-less queries (browsing a subject).
 */
import { sql, type Kysely } from 'kysely';
import { SEARCH_DOCUMENT_INDEXES } from '../search-document-indexes.ts';

// Letters whose NFKD form is a base letter plus marks (what text.ts strips); same length.
const ACCENTED = 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõōőŕřśšşťúùûüūůűųýÿźżž';
const PLAIN = 'aaaaaaaaacccdeeeeeeeeiiiiiinnnooooooorrssstuuuuuuuuyyzzz';

const statements = [
  `create or replace function search_fold(t text) returns text
     language sql immutable parallel safe
     as $$ select case when octet_length(t) = char_length(t) then lower(t)
                        else lower(translate(t, '${ACCENTED}${ACCENTED.toUpperCase()}', '${PLAIN}${PLAIN}')) end $$`,
  `create or replace function search_key(t text) returns text
     language sql immutable parallel safe
     as $$ select btrim(regexp_replace(search_fold(t), '[^[:alnum:]]+', ' ', 'g')) $$`,

  `create table search_document (
     product_id text primary key references product(product_id) on delete cascade,
     type_mask smallint not null,
     show_mask smallint not null,
     audience_mask smallint not null,
     date_published date,
     name_sort text not null,
     author_sort text,
     title_key text not null,
     authors_key text not null,
     subjects text[] not null,
     head_vector tsvector not null,
     doc_vector tsvector not null
   )`,
  // When a row outgrows a page quarter, the big vector goes out of line (uncompressed:
  // it is only read through its index); what ranking and sorting read stays in the row.
  `alter table search_document alter column doc_vector set storage external`,
  ...['name_sort', 'author_sort', 'title_key', 'authors_key', 'subjects', 'head_vector'].map(
    (column) => `alter table search_document alter column ${column} set storage main`,
  ),
  // No statistics on the vectors: with them the planner, which does not count the cost of
  // matching each row, scans the whole table for a common word (0.2 s) instead of using
  // the GIN index (0.03 s). Without them it always takes the index.
  `alter table search_document alter column doc_vector set statistics 0`,
  `alter table search_document alter column head_vector set statistics 0`,

  `create table search_description_stopword (
     lexeme text primary key,
     documents int not null
   )`,

  `create table search_term (
     term text primary key,
     documents int not null default 0
   )`,
  `create index search_term_trgm_idx on search_term using gist (term gist_trgm_ops)`,
  `create index search_term_prefix_idx on search_term (term text_pattern_ops)`,

  `create table search_author (
     author_key text primary key,
     given_name text not null,
     family_name text not null,
     family_key text not null,
     products int not null default 0
   )`,
  `create index search_author_key_idx on search_author (author_key text_pattern_ops)`,
  `create index search_author_family_idx on search_author (family_key text_pattern_ops)`,

  `create table search_facet (
     subject text not null,
     type_key text not null,
     show_by text not null,
     products int not null,
     highered int not null,
     k12 int not null,
     primary key (type_key, show_by, subject)
   )`,
  `create index search_facet_subject_idx on search_facet (subject, show_by)`,

  // Lookups on product the search makes: ISBNs listed, ISBN starts (0001 indexes isbn13, isbn10).
  `create index product_isbn13_prefix_idx on product (isbn13 text_pattern_ops)`,
  `create index product_isbns_idx on product using gin (isbns)`,
  // The institution show-by: institutional offers of one organisation.
  `create index offer_institution_idx on offer (org_id, product_id) where scope = 'institutional'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...SEARCH_DOCUMENT_INDEXES]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index if exists offer_institution_idx',
    'drop index if exists product_isbns_idx',
    'drop index if exists product_isbn13_prefix_idx',
    'drop table if exists search_facet',
    'drop table if exists search_author',
    'drop table if exists search_term',
    'drop table if exists search_description_stopword',
    'drop table if exists search_document',
    'drop function if exists search_key(text)',
    'drop function if exists search_fold(text)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
