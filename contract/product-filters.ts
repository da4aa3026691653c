/**
 * Which products a platform option, a show-by value and an audience list hold (spec §9
 * "Platform filter options", "Show filter"; §3 productStage, productType, audience), written
 * once as data. The server turns each rule into SQL over product columns (server/modules/
 * search/filters-sql.ts, which computes the search documents' masks from it); the offline search
 * applies it to the products the device has seen (src/domain/search/offline-search.ts). Both run on
 * the same cases in tests/server/search/product-filters.test.ts.
 *
 * A rule is a list of tests on a product's facts that must all hold. Show-by `institution` is
 * not here: it depends on the caller's organisation (its offers and licences), not the product.
 */
import type { PlatformType, ResultType } from './search-options.ts';

/** What the filters read of a product: the wire's (and the product table's) values. */
export interface FilterFacts {
  /** spec §3 productPlatform: etext, revel, collection, learning_applications, print, glp. */
  platform: string;
  /** cnt:productType: sample, beta (a class test) or other. */
  productType: string;
  /** productStage: live or review. */
  productStage: string;
  /** A custom product (is_custom, or the CUSTOM_COLLECTIONS model). */
  isCustom: boolean;
  comingSoon: boolean;
  /** audience: highered, k12 or all. */
  audience: string;
}

export type TextFact = 'platform' | 'productType' | 'productStage' | 'audience';
export type FlagFact = 'isCustom' | 'comingSoon';

/** One test on a product: a fact equals (`is`) or differs from (`isNot`) a value. */
export type FactTest =
  | { readonly fact: TextFact; readonly is: string }
  | { readonly fact: TextFact; readonly isNot: string }
  | { readonly fact: FlagFact; readonly is: boolean };

/** A product meets a rule when every one of its tests holds. */
export type FilterRule = readonly FactTest[];

/** Live and not a class test: what every platform option but reviewer and beta starts from. */
const LIVE: FilterRule = [
  { fact: 'productStage', is: 'live' },
  { fact: 'productType', isNot: 'beta' },
];

export const PLATFORM_RULES: Readonly<Record<PlatformType, FilterRule>> = {
  all: LIVE,
  etexts: [...LIVE, { fact: 'platform', is: 'etext' }],
  courses: [...LIVE, { fact: 'platform', is: 'revel' }],
  custom: [...LIVE, { fact: 'isCustom', is: true }],
  application: [...LIVE, { fact: 'platform', is: 'learning_applications' }],
  collections: [...LIVE, { fact: 'platform', is: 'collection' }],
  reviewer: [{ fact: 'productStage', is: 'review' }],
  beta: [{ fact: 'productType', is: 'beta' }],
};

/** The show-by values a product's own facts decide (institution depends on the caller). */
export const PRODUCT_SHOW_BY = ['samples', 'comingSoon', 'available'] as const;
export type ProductShowBy = (typeof PRODUCT_SHOW_BY)[number];

export const SHOW_BY_RULES: Readonly<Record<ProductShowBy, FilterRule>> = {
  samples: [{ fact: 'productType', is: 'sample' }],
  comingSoon: [{ fact: 'comingSoon', is: true }],
  available: [
    { fact: 'comingSoon', is: false },
    { fact: 'productType', isNot: 'sample' },
  ],
};

/** `resultType`: highered → audience highered or all; k12 → k12 or all. */
export const AUDIENCE_RULES: Readonly<Record<ResultType, FilterRule>> = {
  highered: [{ fact: 'audience', isNot: 'k12' }],
  k12: [{ fact: 'audience', isNot: 'highered' }],
};

export function meetsRule(facts: FilterFacts, rule: FilterRule): boolean {
  return rule.every((test) => ('isNot' in test ? facts[test.fact] !== test.isNot : facts[test.fact] === test.is));
}

export const inPlatformOption = (facts: FilterFacts, type: PlatformType): boolean => meetsRule(facts, PLATFORM_RULES[type]);
export const inShowByOption = (facts: FilterFacts, showBy: ProductShowBy): boolean => meetsRule(facts, SHOW_BY_RULES[showBy]);
export const inAudienceList = (facts: FilterFacts, audience: ResultType): boolean => meetsRule(facts, AUDIENCE_RULES[audience]);
