/**
 * The filter and sort options of spec §5 and §9 as the server applies them.
 *
 * Platform filter (`type`, spec §9 "Platform filter options"):
 *   all          live products that are not class tests (every platform, print and GLP too)
 *   etexts       … on the eText platform (Pearson eText)
 *   courses      … on REVEL (the course platform)
 *   custom       … custom products (is_custom, or the CUSTOM_COLLECTIONS model)
 *   application  … learning applications
 *   collections  … collections
 *   reviewer     products in the review stage (spec §3 productStage "includes review")
 *   beta         class-test products (cnt:productType beta)
 * Show-by (`filter`, spec §9 "Show filter"):
 *   samples      cnt:productType sample
 *   comingSoon   coming soon
 *   available    neither coming soon nor a sample
 *   institution  products with an institutional offer or a seat licence of the caller's
 *                organisation (`institution`, or the LMS token's organisation)
 * Audience (`resultType`): highered → audience highered or all; k12 → k12 or all.
 *   `orgClassification=higher_ed` forces highered (spec §4: "Higher-ed users get only
 *   higher-ed results").
 * Sort (`sort`, spec §9): name (title A–Z), familyName (first author A–Z),
 *   datePublished (newest first); none → relevance, or newest first without text.
 */

export const PLATFORM_TYPES = [
  'all',
  'etexts',
  'courses',
  'custom',
  'application',
  'collections',
  'reviewer',
  'beta',
] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const SHOW_BY = ['samples', 'comingSoon', 'available', 'institution'] as const;
export type ShowBy = (typeof SHOW_BY)[number];

export const SORTS = ['name', 'familyName', 'datePublished'] as const;
export type SortKey = (typeof SORTS)[number];

export const RESULT_TYPES = ['highered', 'k12'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const ORG_CLASSIFICATIONS = ['school', 'higher_ed', 'anonymous'] as const;
export type OrgClassification = (typeof ORG_CLASSIFICATIONS)[number];

/** spec §9: page size and autocomplete limit. */
export const PAGE_SIZE = 24;
/** spec §9: at most 5 author suggestions. */
export const MAX_AUTHOR_SUGGESTIONS = 5;
/** spec §5/§9: autocomplete from 3 characters; search text 2 to 100. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;
/** Characters of description sent with a result (the card shows 145, spec §9). */
export const RESULT_DESCRIPTION_CHARS = 300;

export interface SearchFilters {
  type: PlatformType;
  showBy: ShowBy | null;
  /** `cat`: one discipline category code. */
  category: string | null;
  /** `disc`: primary or secondary discipline codes (any of them). */
  disciplines: string[];
  audience: ResultType | null;
  /** The organisation whose offers and licences the caller may see, or null. */
  orgId: string | null;
}

/** Empty strings are "not given" (spec §7 sends `cat` and `disc` empty, for instance). */
export function given<T extends string>(value: T | '' | undefined | null): T | null {
  return value === undefined || value === null || value === '' ? null : value;
}

export function audienceOf(
  resultType: ResultType | null,
  orgClassification: OrgClassification | null,
): ResultType | null {
  if (orgClassification === 'higher_ed') return 'highered';
  return resultType;
}

/** `disc` "pipe-joined discipline codes" → distinct codes. */
export function splitDisciplines(disc: string | null): string[] {
  if (!disc) return [];
  return [...new Set(disc.split('|').filter((c) => c !== ''))];
}
