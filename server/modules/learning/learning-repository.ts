/**
 * All SQL of search that learns (tables: migrations/0010-search-learning.ts).
 * Reads search_event only within the retention window, so nothing learned outlives it.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AcceptedSynonym, ProposalKind } from '../../../contract/search-learning.ts';
import { ADDRESS_DAY_CAP, MIN_CLICK_ADDRESSES } from '../../../contract/click-evidence.ts';
import { HALF_LIFE_DAYS, MAX_BOOSTED, MIN_VISITS } from './click-ranking.ts';
import type { VisitTrail } from './mining.ts';

/** The first day still kept (the window includes today). */
function cutoffSql(retentionDays: number, now: Date) {
  return sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${retentionDays - 1}::int`;
}

/**
 * Searches and result clicks of the visits that had a search finding nothing (only those can
 * support a proposal), within the retention window. Events without a visit id (older clients)
 * cannot be told apart by visit and are left out.
 */
export async function trailsOfVisits(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<VisitTrail[]> {
  const { rows } = await sql<{ visit_id: string; type: string; query_id: string; query: string; results: number | null; product_id: string | null; at: Date | string }>`
    with failed as (
      select distinct visit_id from search_event
      where type = 'search' and results = 0 and visit_id is not null and day >= ${cutoffSql(retentionDays, now)}
    )
    select e.visit_id, e.type, e.query_id, e.query, e.results, e.product_id, e.occurred_at as at
    from search_event e join failed f on f.visit_id = e.visit_id
    where e.type in ('search', 'result-click') and e.query_id is not null and e.query is not null
      and e.day >= ${cutoffSql(retentionDays, now)}
    order by e.visit_id, e.occurred_at, e.id`.execute(db);
  const trails = new Map<string, VisitTrail>();
  for (const row of rows) {
    let trail = trails.get(row.visit_id);
    if (!trail) trails.set(row.visit_id, (trail = { searches: [], clicks: [] }));
    if (row.type === 'search')
      trail.searches.push({ queryId: row.query_id, query: row.query, results: row.results ?? 0, at: new Date(row.at).getTime() });
    else if (row.product_id) trail.clicks.push({ queryId: row.query_id, productId: row.product_id });
  }
  return [...trails.values()];
}

export async function productTitles(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('product').select(['product_id', 'name']).where('product_id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.product_id, r.name]));
}

/** Terms with a rule already: accepted, or rejected within the retention window. */
export async function ruledTerms(db: Kysely<DB>): Promise<Set<string>> {
  const { rows } = await sql<{ term: string }>`
    select term from search_synonym union select term from search_learning_rejection`.execute(db);
  return new Set(rows.map((r) => r.term));
}

export async function listSynonyms(db: Kysely<DB>): Promise<AcceptedSynonym[]> {
  const rows = await db.selectFrom('search_synonym').selectAll().orderBy('accepted_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    term: r.term,
    replacement: r.replacement,
    kind: r.kind as ProposalKind,
    acceptedAt: new Date(r.accepted_at).toISOString(),
  }));
}

/** Accepts (or edits) the rule of a term; a rejection of it is forgotten. */
export async function saveSynonym(
  db: Kysely<DB>,
  rule: { term: string; replacement: string; kind: ProposalKind },
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('search_learning_rejection').where('term', '=', rule.term).execute();
    const row = await tx
      .insertInto('search_synonym')
      .values(rule)
      .onConflict((oc) => oc.column('term').doUpdateSet({ replacement: rule.replacement, kind: rule.kind, accepted_at: sql`now()` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Undoes a rule; false when there is none with that id. */
export async function deleteSynonym(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('search_synonym').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function rejectTerm(db: Kysely<DB>, term: string): Promise<void> {
  await db
    .insertInto('search_learning_rejection')
    .values({ term })
    .onConflict((oc) => oc.column('term').doUpdateSet({ rejected_at: sql`now()` }))
    .execute();
}

/** The accepted replacement of a term (synonymKey), or null. */
export async function replacementOf(db: Kysely<DB>, term: string): Promise<string | null> {
  const row = await db.selectFrom('search_synonym').select('replacement').where('term', '=', term).executeTakeFirst();
  return row?.replacement ?? null;
}

export async function allRules(db: Kysely<DB>): Promise<Array<{ term: string; replacement: string }>> {
  return db.selectFrom('search_synonym').select(['term', 'replacement']).orderBy('term').execute();
}

/** The click evidence of a normalised query, best first; none while the console's switch is off. */
export async function clickEvidence(
  db: Kysely<DB>,
  query: string,
): Promise<Array<{ productId: string; visits: number; addresses: number; weight: number }>> {
  const { rows } = await sql<{ product_id: string; visits: number; addresses: number; weight: number }>`
    select s.product_id, s.visits, s.addresses, s.weight from search_click_signal s
    where s.query = ${query} and (select click_ranking from search_learning_setting where id = 1)
    order by s.weight desc, s.product_id limit ${MAX_BOOSTED}`.execute(db);
  return rows.map((r) => ({ productId: r.product_id, visits: Number(r.visits), addresses: Number(r.addresses), weight: Number(r.weight) }));
}

/**
 * How long a click waits for the id of its search to arrive before it is judged unserved: ids
 * are written a second after the search (search/served-queries.ts), perhaps by another process.
 */
export const SERVED_CHECK_GRACE_MS = 2 * 60_000;

/**
 * Marks the result clicks not checked yet: served when their query id was given out by a search
 * for the same text (search_served_query), else — once SERVED_CHECK_GRACE_MS old — unserved.
 * Checked once, so served ids need only outlive the latest event a browser may still send.
 */
export async function checkServedClicks(db: Kysely<DB>, now = new Date()): Promise<void> {
  await sql`update search_event e set served = true
    where e.type = 'result-click' and e.served is null
      and exists (select 1 from search_served_query s where s.query_id = e.query_id and s.query = e.query)`.execute(db);
  await sql`update search_event set served = false
    where type = 'result-click' and served is null
      and occurred_at < ${new Date(now.getTime() - SERVED_CHECK_GRACE_MS).toISOString()}::timestamptz`.execute(db);
}

/**
 * The result clicks that count, per query, product and sender key (one address on one day): its
 * visits and its latest click; `share` is the number of queries that key opened the product
 * through, among which its one visit a day (ADDRESS_DAY_CAP) is divided.
 */
function addressEvidenceSql(retentionDays: number, now: Date) {
  return sql`
    select query, product_id, client_key, count(distinct visit_id)::int as visits, max(occurred_at) as at,
           count(*) over (partition by client_key, product_id) as share
    from search_event
    where type = 'result-click' and served and client_key is not null and visit_id is not null
      and query is not null and product_id is not null and day >= ${cutoffSql(retentionDays, now)}
    group by query, product_id, client_key`;
}

/**
 * Recomputes the click evidence from the events within the retention window (after checking the
 * new clicks against the served search ids): per query and product, the addresses that opened it
 * from that query's served results, each worth at most ADDRESS_DAY_CAP a day, decayed by the age
 * of its latest click; pairs under MIN_VISITS visits or MIN_CLICK_ADDRESSES addresses are not kept.
 */
export async function rebuildClickSignals(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await checkServedClicks(tx, now);
    await sql`delete from search_click_signal`.execute(tx);
    const result = await sql`
      insert into search_click_signal (query, product_id, visits, addresses, weight)
      select query, product_id, sum(visits)::int, count(*)::int,
             sum(${ADDRESS_DAY_CAP}::float8 / share
                 * power(0.5, greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - at))) / 86400.0 / ${HALF_LIFE_DAYS}))::real
      from (${addressEvidenceSql(retentionDays, now)}) a
      group by query, product_id
      having sum(visits) >= ${MIN_VISITS} and count(*) >= ${MIN_CLICK_ADDRESSES}`.execute(tx);
    return Number(result.numAffectedRows ?? 0);
  });
}

export interface MoverRow {
  query: string;
  productId: string;
  visits: number;
  addresses: number;
  topAddressVisits: number;
  unserved: number;
  weight: number;
}

/**
 * The query–product pairs with the most click evidence within the retention, those ranking uses
 * first: what the console shows so a person can see one address at work (visits from one key,
 * clicks on searches never served).
 */
export async function clickMovers(db: Kysely<DB>, retentionDays: number, limit: number, now = new Date()): Promise<MoverRow[]> {
  const { rows } = await sql<{ query: string; product_id: string; visits: number; addresses: number; top: number; unserved: number; weight: number | null }>`
    with per_key as (
      select query, product_id, client_key,
             count(distinct visit_id) filter (where served and client_key is not null) as visits,
             count(*) filter (where served is not true) as unserved
      from search_event
      where type = 'result-click' and visit_id is not null and query is not null and product_id is not null
        and day >= ${cutoffSql(retentionDays, now)}
      group by query, product_id, client_key
    )
    select p.query, p.product_id, sum(p.visits)::int as visits, count(*) filter (where p.visits > 0)::int as addresses,
           max(p.visits)::int as top, sum(p.unserved)::int as unserved, max(s.weight) as weight
    from per_key p left join search_click_signal s on s.query = p.query and s.product_id = p.product_id
    group by p.query, p.product_id
    order by max(s.weight) desc nulls last, sum(p.visits) + sum(p.unserved) desc, p.query, p.product_id
    limit ${limit}`.execute(db);
  return rows.map((r) => ({
    query: r.query,
    productId: r.product_id,
    visits: Number(r.visits),
    addresses: Number(r.addresses),
    topAddressVisits: Number(r.top),
    unserved: Number(r.unserved),
    weight: Number(r.weight ?? 0),
  }));
}

export async function signalCounts(db: Kysely<DB>): Promise<{ queries: number; pairs: number }> {
  const { rows } = await sql<{ queries: number; pairs: number }>`
    select count(distinct query)::int as queries, count(*)::int as pairs from search_click_signal`.execute(db);
  return { queries: Number(rows[0]?.queries ?? 0), pairs: Number(rows[0]?.pairs ?? 0) };
}

export async function clickRankingOn(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('search_learning_setting').select('click_ranking').where('id', '=', 1).executeTakeFirst();
  return row?.click_ranking ?? true;
}

export async function setClickRanking(db: Kysely<DB>, on: boolean): Promise<void> {
  await db.updateTable('search_learning_setting').set({ click_ranking: on }).where('id', '=', 1).execute();
}

/** Rejections hold query text: they go after the events' retention, like the events. */
export async function deleteExpiredRejections(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<number> {
  const result = await sql`delete from search_learning_rejection
    where (rejected_at at time zone 'UTC')::date < ${cutoffSql(retentionDays, now)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
