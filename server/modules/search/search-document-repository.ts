/**
 * The search documents of products, rebuilt after products are written: the
 * seed and the catalogue import call `refreshSearchDocuments(db, ids)` for what they
 * wrote, or without ids for everything. Tables: migrations/0002-search.ts.
 *
 * search_document, one row per product:
 * - head_vector: title A (English stems and plain words, so both "economics" and the
 *   prefix "economi" find "Economics"), authors B, ISBNs B, subjects and brand C;
 * - doc_vector: head_vector plus the description D (first 4,000 characters, without the
 *   catalogue's description stop words: words in more than a tenth of all descriptions), plus
 *   the subjects' names in other locales (discipline_name: 'Biyoloji'), plain words, C. Only
 *   matching reads doc_vector, so those names find a subject's products in any reader's words
 *   while head_vector, and with it every rank, stays as the catalogue's own words make it;
 * - title_key, authors_key (`|given family|given middle family|family|…`): normalised
 *   title and author names for the known-item boosts;
 * - subjects: `c:category`, `p:primary`, `s:secondary` codes;
 * - the filter memberships as bit masks (filters-sql.ts) and the sort keys.
 * Shared tables:
 * - search_term: vocabulary of title, author, subject and brand words (typo candidates);
 * - search_author: distinct authors and their product counts (author suggestions);
 * - search_facet: counts per subject × platform option × show-by (text-less counts);
 * - search_common: the answers of the most common words (common-answers-repository.ts).
 *
 * A full refresh rebuilds search_document in subject and title order with its indexes
 * dropped and rebuilt; with ids, the rows of those products are replaced, new vocabulary
 * words and authors added (author counts recomputed; a word's product count is only exact
 * after a full refresh: it only breaks ties between corrections), and facet counts are
 * recomputed in full (one grouped scan of the narrow documents).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.ts';
import { SEARCH_DOCUMENT_INDEXES } from '../../db/search-document-indexes.ts';
import { AUDIENCE_BITS, masksOf, showByKeysOf, typeKeysOf } from './filters-sql.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version-repository.ts';
import { refreshCommonAnswers } from './common-answers-repository.ts';

/** Description characters indexed (weight D). */
export const DESCRIPTION_CHARS_INDEXED = 4000;
/**
 * A description word (English stem) in more than this share of all descriptions is not
 * indexed in descriptions (search_description_stopword): it tells products apart no
 * better than a stop word, and matching it would touch most of the catalogue.
 */
export const DESCRIPTION_STOPWORD_SHARE = 0.1;

/**
 * Rebuilds the search documents of `productIds` (all products when absent), then what is
 * computed over the whole catalogue. `catalogueWide: false` leaves that last part to one
 * `refreshCatalogueWide` call: an import in batches would otherwise recount every facet of a
 * million products once per batch.
 */
export async function refreshSearchDocuments(
  db: Kysely<DB>,
  productIds?: readonly string[],
  options: { catalogueWide?: boolean } = {},
): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const ids = productIds ? [...new Set(productIds)] : null;
  const catalogueWide = options.catalogueWide ?? true;
  if (db.isTransaction) {
    await refresh(db, ids, catalogueWide);
  } else {
    await db.transaction().execute((trx) => refresh(trx, ids, catalogueWide));
  }
}

/** The facet counts, the precomputed common answers and the catalogue's version. */
export async function refreshCatalogueWide(db: Kysely<DB>): Promise<void> {
  await refreshFacets(db);
  await refreshCommonAnswers(db);
  await bumpCatalogueVersion(db);
}

const indexName = (definition: string) => /create index (\w+)/i.exec(definition)![1]!;

async function refresh(db: Kysely<DB>, ids: string[] | null, catalogueWide: boolean): Promise<void> {
  if (ids) {
    await sql`delete from search_document where product_id = any(${ids}::text[])`.execute(db);
    await writeDocuments(db, ids);
  } else {
    for (const definition of SEARCH_DOCUMENT_INDEXES) {
      await sql`drop index if exists ${sql.ref(indexName(definition))}`.execute(db);
    }
    await sql`truncate search_document`.execute(db);
    // Memory for sorting the documents into subject/title order and for the GIN builds;
    // `local` ends with the transaction.
    await sql`set local work_mem = '256MB'`.execute(db);
    await sql`set local maintenance_work_mem = '128MB'`.execute(db);
    await writeDocuments(db, null);
    for (const definition of SEARCH_DOCUMENT_INDEXES) await sql.raw(definition).execute(db);
  }
  await refreshVocabulary(db, ids);
  await refreshAuthors(db, ids);
  if (catalogueWide) await refreshCatalogueWide(db);
}

/** The rows the refresh covers: the given products, or all. */
function onlyIds(ids: string[] | null): (column: RawBuilder<unknown>) => RawBuilder<unknown> {
  return (column) => (ids ? sql`${column} = any(${ids}::text[])` : sql`true`);
}

/**
 * The description vectors, parsed once into a temporary table (dropped at commit): a full
 * refresh first learns the catalogue's description stop words from them.
 */
async function writeDescriptionVectors(db: Kysely<DB>, ids: string[] | null): Promise<void> {
  const only = onlyIds(ids);
  await sql`drop table if exists search_description_vector`.execute(db);
  await sql`
    create temporary table search_description_vector on commit drop as
    select p.product_id, to_tsvector('english', left(p.description_text, ${sql.lit(DESCRIPTION_CHARS_INDEXED)})) as vector
    from product p where ${only(sql.ref('p.product_id'))}
  `.execute(db);
  if (!ids) {
    await sql`truncate search_description_stopword`.execute(db);
    await sql`
      insert into search_description_stopword (lexeme, documents)
      select word, ndoc from ts_stat('select vector from search_description_vector')
      where ndoc > ${sql.lit(DESCRIPTION_STOPWORD_SHARE)} * (select count(*) from search_description_vector)
    `.execute(db);
  }
}

async function writeDocuments(db: Kysely<DB>, ids: string[] | null): Promise<void> {
  const masks = masksOf('p');
  const only = onlyIds(ids);
  await writeDescriptionVectors(db, ids);
  await sql`
    with stop as (select coalesce(array_agg(lexeme), '{}') as lexemes from search_description_stopword),
    a as (
      select product_id,
        string_agg(concat_ws(' ', given_name, additional_name, family_name), ' ' order by position) as names,
        '|' || string_agg(concat_ws('|',
          search_key(concat_ws(' ', given_name, family_name)),
          case when additional_name is not null then search_key(concat_ws(' ', given_name, additional_name, family_name)) end,
          search_key(family_name)), '|' order by position) || '|' as keys
      from author
      where ${only(sql.ref('author.product_id'))}
      group by product_id
    ),
    s as (
      select pd.product_id,
        -- The main subject first, in every list: without an order the words' positions (and so
        -- the ranking) would follow the rows' order on disk.
        string_agg(concat_ws(' ', c.name, d.name, sd.name), ' ' order by pd.is_main desc, pd.primary_code) as names,
        array_agg(distinct 'c:' || d.category_code)
          || array_agg('p:' || pd.primary_code order by pd.is_main desc, pd.primary_code)
          || coalesce(
            array_agg('s:' || pd.secondary_code order by pd.is_main desc, pd.primary_code)
              filter (where pd.secondary_code is not null),
            '{}') as subjects,
        min(case when pd.is_main then pd.primary_code end) as main
      from product_discipline pd
      join primary_discipline d on d.code = pd.primary_code
      join discipline_category c on c.code = d.category_code
      left join secondary_discipline sd on sd.code = pd.secondary_code
      where ${only(sql.ref('pd.product_id'))}
      group by pd.product_id
    ),
    t as (
      select pd.product_id, string_agg(n.name, ' ' order by n.locale, n.code) as names
      from product_discipline pd
      join primary_discipline d on d.code = pd.primary_code
      join discipline_name n on n.code in (d.category_code, pd.primary_code, pd.secondary_code)
      where ${only(sql.ref('pd.product_id'))}
      group by pd.product_id
    ),
    h as materialized (
      select p.product_id, s.main, search_key(p.name) as title_key, coalesce(a.keys, '') as authors_key,
          coalesce(s.subjects, '{}') as subjects,
          setweight(to_tsvector('english', search_fold(p.name)), 'A')
        || setweight(to_tsvector('simple', search_fold(p.name)), 'A')
        || setweight(to_tsvector('simple', search_fold(coalesce(a.names, p.authors_text))), 'B')
        || setweight(to_tsvector('simple', concat_ws(' ', p.isbn13, p.isbn10, array_to_string(p.isbns, ' '))), 'B')
        || setweight(to_tsvector('english', search_fold(concat_ws(' ', coalesce(s.names, p.disciplines_text), p.brand_name))), 'C')
          as head
      from product p
      left join a on a.product_id = p.product_id
      left join s on s.product_id = p.product_id
      where ${only(sql.ref('p.product_id'))}
    )
    insert into search_document (
      product_id, type_mask, show_mask, audience_mask, date_published,
      name_sort, author_sort, title_key, authors_key, subjects, head_vector, doc_vector)
    select p.product_id, ${masks.type}, ${masks.show}, ${masks.audience}, p.date_published,
      lower(p.name), lower(p.first_author_family_name), h.title_key, h.authors_key, h.subjects, h.head,
      h.head || setweight(ts_delete(v.vector, stop.lexemes), 'D')
        || setweight(to_tsvector('simple', search_fold(coalesce(t.names, ''))), 'C')
    from h
    join product p on p.product_id = h.product_id
    join search_description_vector v on v.product_id = h.product_id
    left join t on t.product_id = h.product_id
    cross join stop
    order by h.main nulls last, h.title_key, p.product_id
  `.execute(db);
}

/** Plain words of 2–40 letters or digits, not bare numbers (ISBNs, years). */
function wordFilter(): RawBuilder<unknown> {
  return sql`length(word) between 2 and 40 and word ~ '^[[:alnum:]]+$' and word !~ '^[0-9]+$'`;
}

/**
 * Words of titles, authors and brands (with how many products use them) and of subject
 * names, every locale's, as typed (folded): from the keys just written, so no text is parsed twice.
 */
async function refreshVocabulary(db: Kysely<DB>, ids: string[] | null): Promise<void> {
  const documents = `select to_tsvector('simple', concat_ws(' ', d.title_key, replace(d.authors_key, '|', ' '), search_fold(p.brand_name)))
    from search_document d join product p on p.product_id = d.product_id`;
  if (ids) {
    await sql`
      insert into search_term (term, documents)
      select word, ndoc from ts_stat(format('%s where d.product_id = any(%L::text[])', ${documents}::text, ${ids}::text[]))
      where ${wordFilter()}
      on conflict (term) do nothing
    `.execute(db);
  } else {
    await sql`truncate search_term`.execute(db);
    await sql`insert into search_term (term, documents) select word, ndoc from ts_stat(${documents}) where ${wordFilter()}`.execute(
      db,
    );
  }
  await sql`
    insert into search_term (term, documents)
    select word, 1 from ts_stat('select to_tsvector(''simple'', search_fold(name)) from discipline_category
      union all select to_tsvector(''simple'', search_fold(name)) from primary_discipline
      union all select to_tsvector(''simple'', search_fold(name)) from secondary_discipline
      union all select to_tsvector(''simple'', search_fold(name)) from discipline_name')
    where ${wordFilter()}
    on conflict (term) do nothing
  `.execute(db);
}

async function refreshAuthors(db: Kysely<DB>, ids: string[] | null): Promise<void> {
  const counts = sql`
    select search_key(concat_ws(' ', given_name, family_name)) as author_key,
      min(given_name) as given_name, min(family_name) as family_name,
      min(search_key(family_name)) as family_key, count(distinct product_id)::int as products
    from author
  `;
  if (ids) {
    await sql`
      insert into search_author (author_key, given_name, family_name, family_key, products)
      ${counts}
      where search_key(concat_ws(' ', given_name, family_name)) in (
        select search_key(concat_ws(' ', given_name, family_name)) from author where product_id = any(${ids}::text[]))
      group by 1
      on conflict (author_key) do update set products = excluded.products
    `.execute(db);
  } else {
    await sql`truncate search_author`.execute(db);
    await sql`
      insert into search_author (author_key, given_name, family_name, family_key, products)
      ${counts}
      group by 1
      having search_key(concat_ws(' ', min(given_name), min(family_name))) <> ''
    `.execute(db);
  }
}

/** Counts per subject ('' = everything) × platform option × show-by ('' = none), by audience. */
async function refreshFacets(db: Kysely<DB>): Promise<void> {
  await sql`delete from search_facet`.execute(db);
  await sql`
    insert into search_facet (subject, type_key, show_by, products, highered, k12)
    select s.subject, t.type_key, b.show_by, count(*),
      count(*) filter (where (d.audience_mask & ${sql.lit(AUDIENCE_BITS.highered)}) <> 0),
      count(*) filter (where (d.audience_mask & ${sql.lit(AUDIENCE_BITS.k12)}) <> 0)
    from search_document d
    cross join lateral unnest(array['']::text[] || d.subjects) s(subject)
    cross join lateral unnest(${typeKeysOf('d')}) t(type_key)
    cross join lateral unnest(${showByKeysOf('d')}) b(show_by)
    group by 1, 2, 3
  `.execute(db);
}
