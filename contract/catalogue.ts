/**
 * The catalogue's enumerations (spec §3 "Enumerations" and the fields that use them) and the
 * currency rule of spec §9. The server's schemas build their enums from these lists; the
 * client's product rules (offers, labels) read the same lists.
 */

/** spec §1/§3 platforms, lower-case on the wire as in the database. */
export const PLATFORMS = ['etext', 'revel', 'collection', 'learning_applications', 'print', 'glp'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PRODUCT_MODELS = [
  'REVEL',
  'SUMATRA',
  'REVEL_CITE',
  'ETEXT2_PXE',
  'ETEXT2_CITE',
  'ETEXT1_PDF',
  'ETEXT_EPUB_STANDARD',
  'ETEXT_EPUB_BRONTE',
  'CUSTOM_COLLECTIONS',
  'COLLECTION',
  'LEARNING_CATALYTICS',
  'MEDIA_SHARE',
  'PEARSON_WRITER',
  'OZ_CITE',
  'SUMATRA_CITE',
] as const;
export type ProductModelName = (typeof PRODUCT_MODELS)[number];

/** spec §3 Search item cnt:productType: sample, beta (class test), other. */
export const PRODUCT_TYPES = ['sample', 'beta', 'other'] as const;
/** spec §3 productStage "includes review"; every other product is live. */
export const PRODUCT_STAGES = ['live', 'review'] as const;
/** spec §3 audience values. */
export const AUDIENCES = ['k12', 'highered', 'all'] as const;
/** spec §3 Product offerType: institutional or national. */
export const OFFER_TYPES = ['institutional', 'national'] as const;
/** spec §3 offer kinds (labels: Instant access, Institutional direct access, Access card, Temporary access, seat licence). */
export const OFFER_KINDS = ['INSTANT_ACCESS', 'DIRECT_BILL', 'ACCESS_CARD', 'FREE_TRIAL', 'SEAT_LICENSE'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const ACCESS_STATUSES = ['ACTIVE', 'FULL', 'REVIEW', 'SAMPLE'] as const;
export const VERSIONS = ['FULL', 'SAMPLE', 'BETA'] as const;

/** spec §9: USD, AUD, CAD, NZD show a dollar sign; GBP, EUR, TRY their own. */
export const CURRENCY_SYMBOLS = {
  USD: '$',
  CAD: '$',
  AUD: '$',
  NZD: '$',
  GBP: '£',
  EUR: '€',
  TRY: '₺',
} as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];
