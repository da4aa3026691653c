/**
 * The filters of options.ts in SQL. Which products an option holds is contract/
 * product-filters.ts's rule, turned into SQL here (ruleSql). Each product's memberships are computed once, when
 * its search document is written, into three bit masks of search_document:
 *   type_mask      bit i: the product is in PLATFORM_TYPES[i] (the platform filter)
 *   show_mask      1 samples, 2 comingSoon, 4 available (the show-by filter)
 *   audience_mask  1 higher-ed list (audience highered or all), 2 K-12 list (k12 or all)
 * Queries test bits (cheap integer operations on thousands of rows); search_facet counts
 * are grouped from the same masks, so a precomputed count and a live count agree by
 * construction.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  AUDIENCE_RULES,
  PLATFORM_RULES,
  PRODUCT_SHOW_BY,
  SHOW_BY_RULES,
  type FilterFacts,
  type FilterRule,
  type ProductShowBy,
} from '../../../contract/product-filters.ts';
import { opensForSql } from '../../db/product-visibility-sql.ts';
import { PLATFORM_TYPES, RESULT_TYPES, type PlatformType, type ResultType } from '../../../contract/search-options.ts';
import type { SearchFilters } from './options.ts';

export type Sql = RawBuilder<unknown>;

export const col = (alias: string, column: string): Sql => sql.ref(`${alias}.${column}`);

// --- membership rules, over product columns (used when writing the documents) ---------

/** The product column each fact of contract/product-filters.ts is read from. */
const FACT_COLUMNS: Readonly<Record<keyof FilterFacts, string>> = {
  platform: 'platform',
  productType: 'product_type',
  productStage: 'product_stage',
  isCustom: 'is_custom',
  comingSoon: 'coming_soon',
  audience: 'audience',
};

/** One rule of contract/product-filters.ts as SQL over the product row `p` (its columns are not null). */
export function ruleSql(p: string, rule: FilterRule): Sql {
  if (rule.length === 0) return sql`true`;
  const tests = rule.map((test) => {
    const column = col(p, FACT_COLUMNS[test.fact]);
    if ('isNot' in test) return sql`${column} <> ${sql.lit(test.isNot)}`;
    if (typeof test.is === 'boolean') return test.is ? column : sql`not ${column}`;
    return sql`${column} = ${sql.lit(test.is)}`;
  });
  return sql`(${sql.join(tests, sql` and `)})`;
}

/** The show-by values a product's own columns decide (institution depends on the caller). */
export const COLUMN_SHOW_BY = PRODUCT_SHOW_BY;
export type ColumnShowBy = ProductShowBy;

export const typeBit = (type: PlatformType): number => 1 << PLATFORM_TYPES.indexOf(type);
export const showBit = (showBy: ColumnShowBy): number => 1 << COLUMN_SHOW_BY.indexOf(showBy);
export const AUDIENCE_BITS: Readonly<Record<ResultType, number>> = { highered: 1, k12: 2 };

const bits = (parts: { bit: number; rule: Sql }[]): Sql =>
  sql`(${sql.join(
    parts.map(({ bit, rule }) => sql`case when ${rule} then ${sql.lit(bit)} else 0 end`),
    sql` + `,
  )})::smallint`;

/** The three masks of a product row `p` (search-document.ts writes them). */
export function masksOf(p: string): { type: Sql; show: Sql; audience: Sql } {
  return {
    type: bits(PLATFORM_TYPES.map((type) => ({ bit: typeBit(type), rule: ruleSql(p, PLATFORM_RULES[type]) }))),
    show: bits(COLUMN_SHOW_BY.map((s) => ({ bit: showBit(s), rule: ruleSql(p, SHOW_BY_RULES[s]) }))),
    audience: bits(
      RESULT_TYPES.map((audience) => ({ bit: AUDIENCE_BITS[audience], rule: ruleSql(p, AUDIENCE_RULES[audience]) })),
    ),
  };
}

// --- predicates over rows carrying the masks (search_document, search_facet) -----------

const hasBit = (a: string, column: string, bit: number): Sql => sql`(${col(a, column)} & ${sql.lit(bit)}) <> 0`;

export function typePredicate(a: string, type: PlatformType): Sql {
  return hasBit(a, 'type_mask', typeBit(type));
}

/** spec §9 show filter; `institution` is the caller's organisation's offers and licences. */
export function showByPredicate(a: string, filters: SearchFilters): Sql {
  if (filters.showBy === null) return sql`true`;
  if (filters.showBy !== 'institution') return hasBit(a, 'show_mask', showBit(filters.showBy));
  if (!filters.orgId) return sql`false`;
  return sql`(${col(a, 'product_id')} in (
      select o.product_id from offer o where o.org_id = ${filters.orgId} and o.scope = 'institutional'
      union select l.product_id from seat_license l where l.org_id = ${filters.orgId}))`;
}

/**
 * The institution-owned products a signed-in caller may not open (options.ts openableOwners,
 * contract/product-visibility.ts opensFor): products with an owner outside `owners`. A short
 * list (custom editions), read by product id.
 */
export function hiddenProducts(owners: readonly string[]): Sql {
  return sql`(select x.product_id from product x where not ${opensForSql(col('x', 'org_id'), owners)})`;
}

/** Rows listed to the caller (contract listedTo): all for an anonymous caller, else none of hiddenProducts. */
export function openablePredicate(a: string, filters: SearchFilters): Sql {
  if (filters.openableOwners === null) return sql`true`;
  return sql`${col(a, 'product_id')} not in ${hiddenProducts(filters.openableOwners)}`;
}

export function audiencePredicate(a: string, filters: SearchFilters): Sql {
  return filters.audience ? hasBit(a, 'audience_mask', AUDIENCE_BITS[filters.audience]) : sql`true`;
}

/** search_document.subjects entries: `c:` category, `p:` primary, `s:` secondary discipline. */
export function subjectKeys(filters: SearchFilters): { category: string | null; disciplines: string[] } {
  return {
    category: filters.category ? `c:${filters.category}` : null,
    disciplines: filters.disciplines.flatMap((code) => [`p:${code}`, `s:${code}`]),
  };
}

export function subjectPredicate(a: string, filters: SearchFilters): Sql {
  const { category, disciplines } = subjectKeys(filters);
  const parts: Sql[] = [];
  if (category) parts.push(sql`${col(a, 'subjects')} @> ${[category]}::text[]`);
  if (disciplines.length > 0) parts.push(sql`${col(a, 'subjects')} && ${disciplines}::text[]`);
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/** The platform options of a document row, as text[] (search_facet rows). */
export function typeKeysOf(a: string): Sql {
  return sql`array_remove(array[${sql.join(
    PLATFORM_TYPES.map((type) => sql`case when ${typePredicate(a, type)} then ${sql.lit(type)} end`),
  )}]::text[], null)`;
}

/** '' (no show-by) plus the column show-by values of a document row (search_facet rows). */
export function showByKeysOf(a: string): Sql {
  return sql`array_remove(array['', ${sql.join(
    COLUMN_SHOW_BY.map((s) => sql`case when ${hasBit(a, 'show_mask', showBit(s))} then ${sql.lit(s)} end`),
  )}]::text[], null)`;
}
