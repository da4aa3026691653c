/**
 * The filter and sort options of spec §5 and §9 as the server applies them. The lists and
 * bounds themselves are the contract's (contract/search-options.ts); this module holds the
 * server's reading of a request.
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
 * Visibility: a signed-in caller never gets an institution's own product (a custom edition)
 *   of an organisation they do not belong to, in any list or count (openableOwners).
 * Audience (`resultType`): highered → audience highered or all; k12 → k12 or all.
 *   `orgClassification=higher_ed` forces highered (spec §4: "Higher-ed users get only
 *   higher-ed results").
 * Sort (`sort`, spec §9): name (title A–Z), familyName (first author A–Z),
 *   datePublished (newest first); none → relevance, or newest first without text.
 */

import type { PlatformType, ResultType, ShowBy } from '../../../contract/search-options.ts';

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
  /**
   * Whose institution-owned products the caller may open (identity/product-visibility.ts):
   * null for an anonymous caller, who is shown them all (marked on the wire by schema:orgId);
   * else only the owned products of these organisations are searched, counted and suggested.
   */
  openableOwners: readonly string[] | null;
}

/** No filter at all, every product included (precomputed answers, benchmarks). */
export const UNFILTERED: Readonly<SearchFilters> = {
  type: 'all',
  showBy: null,
  category: null,
  disciplines: [],
  audience: null,
  orgId: null,
  // Every product: a signed-in caller is answered from precomputed lists only when no product
  // they may not open matches (search-repository.ts hidesAny).
  openableOwners: null,
};

/** Empty strings are "not given" (spec §7 sends `cat` and `disc` empty, for instance). */
export function given<T extends string>(value: T | '' | undefined | null): T | null {
  return value === undefined || value === null || value === '' ? null : value;
}

/** `disc` "pipe-joined discipline codes" → distinct codes. */
export function splitDisciplines(disc: string | null): string[] {
  if (!disc) return [];
  return [...new Set(disc.split('|').filter((c) => c !== ''))];
}
