/**
 * The search lists and bounds of spec §5, §7 and §9, once for the client and the server.
 * The wire's TypeBox schemas (contract/schemas/search.ts) build their enums and limits from
 * these; the client's filter rules (src/domain/search/search-filters.ts) build their menus from them.
 *
 * Platform filter (`type`, spec §9 "Platform filter options", in the spec's order):
 *   all          live products that are not class tests (every platform, print and GLP too)
 *   etexts       … on the eText platform (Pearson eText)
 *   courses      … on REVEL (the course platform)
 *   custom       … custom products (is_custom, or the CUSTOM_COLLECTIONS model)
 *   application  … learning applications
 *   collections  … collections
 *   reviewer     products in the review stage (spec §3 productStage "includes review")
 *   beta         class-test products (cnt:productType beta)
 * Show-by (`filter`, spec §9 "Show filter"): samples, comingSoon, available, institution.
 * Sort (`sort`, spec §9): name (title A–Z), familyName (first author A–Z), datePublished
 *   (newest first); none → relevance, or newest first without text.
 * Audience (`resultType`): highered → audience highered or all; k12 → k12 or all.
 */

export const PLATFORM_TYPES = ['all', 'etexts', 'courses', 'custom', 'application', 'collections', 'reviewer', 'beta'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const SHOW_BY = ['samples', 'comingSoon', 'available', 'institution'] as const;
export type ShowBy = (typeof SHOW_BY)[number];

export const SORTS = ['name', 'familyName', 'datePublished'] as const;
export type SortKey = (typeof SORTS)[number];

export const RESULT_TYPES = ['highered', 'k12'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** spec §7 `orgClassification`: the class of the caller's current organisation. */
export const ORG_CLASSIFICATIONS = ['school', 'higher_ed', 'anonymous'] as const;
export type OrgClassification = (typeof ORG_CLASSIFICATIONS)[number];

/** spec §9: page size and autocomplete limit 24; offset (page - 1) × 24. */
export const PAGE_SIZE = 24;
export const AUTOCOMPLETE_LIMIT = PAGE_SIZE;
/** The largest offset the API accepts (not the spec's: it bounds deep paging). */
export const MAX_OFFSET = 1_000_000;
/** The last page a client may ask for: its offset, (MAX_PAGE - 1) × 24, is within MAX_OFFSET. */
export const MAX_PAGE = Math.floor(MAX_OFFSET / PAGE_SIZE) + 1;

/** spec §9: autocomplete from 3 characters, 300 ms after the last key, at most 5 authors. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
export const AUTOCOMPLETE_DELAY_MS = 300;
export const MAX_AUTHOR_SUGGESTIONS = 5;

/** Discipline codes as they appear in `cat` and pipe-joined `disc` (spec §7). */
export const DISCIPLINE_CODE_PATTERN = '^[A-Za-z0-9_-]{1,40}$';
const DISCIPLINE_CODE = new RegExp(DISCIPLINE_CODE_PATTERN);
/** At most this many codes in one `disc`. */
export const MAX_DISCIPLINES = 50;

export function isDisciplineCode(code: string): boolean {
  return DISCIPLINE_CODE.test(code);
}

/**
 * The audience of results, as the server applies it: `orgClassification=higher_ed` forces
 * higher-ed results (spec §4: "Higher-ed users get only higher-ed results") whatever
 * `resultType` says; else `resultType`; null: both audiences in one list.
 */
export function audienceOf(
  resultType: ResultType | null | undefined,
  orgClassification: OrgClassification | null | undefined,
): ResultType | null {
  if (orgClassification === 'higher_ed') return 'highered';
  return resultType ?? null;
}
