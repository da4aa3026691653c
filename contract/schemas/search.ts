/**
 * Search wire contract: `GET /api/search`, `GET /api/discipline/count`,
 * `GET /api/autoComplete` (spec §3 "Search result", "Search item", "Autocomplete
 * response"; §7 query parameters). docs/search.md explains every field.
 *
 * Query parameters: an empty value means "not given" (spec §7 sends `cat`, `disc`,
 * `country` and `institution` empty in several cases); unknown parameters are ignored.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { ProductId, Text } from './common.ts';
import { AUDIENCES, OFFER_TYPES, PLATFORMS, PRODUCT_MODELS, PRODUCT_STAGES, PRODUCT_TYPES } from '../catalogue.ts';
import {
  AUTOCOMPLETE_MIN_LENGTH,
  DISCIPLINE_CODE_PATTERN,
  MAX_DISCIPLINES,
  MAX_OFFSET,
  ORG_CLASSIFICATIONS,
  PAGE_SIZE,
  PLATFORM_TYPES,
  RESULT_TYPES,
  SHOW_BY,
  SORTS,
} from '../search-options.ts';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '../search-text.ts';
import { LOCALES } from '../locales.ts';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const orEmpty = <const T extends readonly string[]>(values: T) => Type.Enum(['', ...values] as ['', ...T]);

/** One code, without the anchors of the shared pattern. */
const CODE = DISCIPLINE_CODE_PATTERN.replace(/^\^/, '').replace(/\$$/, '');

const commonQuery = {
  cat: Type.Optional(Type.String({ pattern: `^(?:${CODE})?$`, description: 'Discipline category code.' })),
  disc: Type.Optional(
    Type.String({
      pattern: `^(?:${CODE}(?:\\|${CODE}){0,${MAX_DISCIPLINES - 1}})?$`,
      maxLength: 2100,
      description: 'Pipe-joined primary or secondary discipline codes (any of them).',
    }),
  ),
  country: Type.Optional(Type.String({ pattern: '^(?:[A-Za-z]{2})?$', description: 'Country code (informative).' })),
  institution: Type.Optional(
    Text({
      maxLength: 100,
      description: 'orgId (optionally orgId|COUNTRY) of the caller’s organisation: inner hits, show-by institution.',
    }),
  ),
  token: Type.Optional(
    Text({ maxLength: 2048, description: 'LMS integration token; its organisation stands in for institution.' }),
  ),
  type: Type.Optional(orEmpty(PLATFORM_TYPES)),
  orgClassification: Type.Optional(orEmpty(ORG_CLASSIFICATIONS)),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: PAGE_SIZE, default: PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 })),
  locale: Type.Optional(
    Type.Enum(LOCALES, {
      description:
        'The reader\'s locale: a word also finds the subjects whose names in it start with the word or, in Turkish, are the word with other endings. Absent: en-us.',
    }),
  ),
};

export const SearchQuery = Type.Object({
  q: Type.Optional(
    Text({
      maxLength: SEARCH_TEXT_MAX,
      description: `Search text, ${SEARCH_TEXT_MIN}–${SEARCH_TEXT_MAX} characters (surrounding spaces not counted), or empty to browse.`,
    }),
  ),
  ...commonQuery,
  ftrFlag: Type.Optional(
    Text({ maxLength: 100, description: 'Feature flag of the client (accepted, not used).' }),
  ),
  sort: Type.Optional(orEmpty(SORTS)),
  filter: Type.Optional(orEmpty(SHOW_BY)),
  resultType: Type.Optional(orEmpty(RESULT_TYPES)),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const AutoCompleteQuery = Type.Object({
  q: Text({ minLength: AUTOCOMPLETE_MIN_LENGTH, maxLength: SEARCH_TEXT_MAX }),
  ...commonQuery,
});
export type AutoCompleteQuery = Static<typeof AutoCompleteQuery>;

// --- search ------------------------------------------------------------------------

export const AuthorName = Type.Object({ givenName: Type.String(), familyName: Type.String() });

/**
 * Inner hit: a seat licence of the caller's organisation for the product (spec §2:
 * "'K-12 license activated' when a seat license of the current organization is among
 * inner hits"). `active`: status active and today within its dates.
 */
export const SeatLicenceHit = Type.Object({
  licenseId: Type.String(),
  orgId: Type.String(),
  offerTypeCode: Type.Literal('SEAT_LICENSE'),
  status: Type.Enum(['active', 'expired', 'pending']),
  active: Type.Boolean(),
  seats: Type.Integer(),
  startsOn: Type.String({ format: 'date' }),
  endsOn: Type.String({ format: 'date' }),
});
export type SeatLicenceHit = Static<typeof SeatLicenceHit>;

export const SearchItemSource = Type.Object({
  'cnt:slug': Type.String(),
  'schema:name': Type.String(),
  /** Plain text, the first 300 characters (the card shows 145, spec §9). */
  'schema:description': Type.Object({ 'schema:txt': Type.String() }),
  'schema:bookEdition': Nullable(Type.String()),
  'schema:sourceIsbn': Type.Object({ 'schema:isbn13': Nullable(Type.String()) }),
  'schema:brand': Type.Object({ 'schema:name': Nullable(Type.String()) }),
  /**
   * The owning organisation of an institution's own product (a custom edition), else null.
   * Only its members (and anonymous callers, who must sign in to open it) are offered one.
   */
  'schema:orgId': Nullable(Type.String()),
  /** Cover URL (`/api/covers/{id}.svg`), null when the product has none (default image). */
  'schema:image': Nullable(Type.String()),
  /** YYYY-MM-DD (the datePublished sort). */
  'schema:datePublished': Nullable(Type.String()),
  'cnt:productType': Type.Enum(PRODUCT_TYPES),
  'cnt:auxiliaryFields': Type.Object({
    productPlatform: Type.Enum(PLATFORMS),
    productModel: Type.Object({ name: Type.Enum(PRODUCT_MODELS) }),
    authors: Type.Array(AuthorName),
    k12: Type.Object({ availableForLicense: Type.Boolean() }),
    offerType: Type.Object({ offerTypeCode: Type.Enum(OFFER_TYPES) }),
    comingSoon: Type.Boolean(),
    productStage: Type.Enum(PRODUCT_STAGES),
    audience: Type.Enum(AUDIENCES),
  }),
});

export const SearchItem = Type.Object({
  productId: ProductId,
  uuid: Type.String({ format: 'uuid' }),
  source: SearchItemSource,
  innerHits: Type.Object({ searchResults: Type.Array(SeatLicenceHit) }),
});
export type SearchItem = Static<typeof SearchItem>;

/** Platform counts: one entry per `type` option, for the current text and other filters. */
export const PlatformCount = Type.Object({ key: Type.Enum(PLATFORM_TYPES), count: Type.Integer({ minimum: 0 }) });
export type PlatformCount = Static<typeof PlatformCount>;

export const SearchResponse = Type.Object(
  {
    /** Results matching the text and every filter (all pages). */
    count: Type.Integer({ minimum: 0 }),
    searchResults: Type.Array(PlatformCount),
    /** floor(offset / limit) + 1. */
    currentResultPage: Type.Integer({ minimum: 1 }),
    items: Type.Array(SearchItem),
    /** Present when nothing matched as typed and these are the results of this text instead. */
    correctedQuery: Type.Optional(Type.String()),
  },
  { $id: 'SearchResponse' },
);
export type SearchResponse = Static<typeof SearchResponse>;

// --- subject counts ------------------------------------------------------------------

export const CodeCount = Type.Object({ code: Type.String(), count: Type.Integer({ minimum: 1 }) });
export const SubjectCounts = Type.Object({
  /** Products matching the text and the non-subject filters, for this audience. */
  count: Type.Integer({ minimum: 0 }),
  categories: Type.Array(CodeCount),
  disciplines: Type.Array(CodeCount),
});
export type SubjectCounts = Static<typeof SubjectCounts>;

export const DisciplineCountResponse = Type.Object(
  {
    highered: SubjectCounts,
    k12: SubjectCounts,
    /** Both lists together, each product once (audience "all" products are in both lists). */
    all: SubjectCounts,
    correctedQuery: Type.Optional(Type.String()),
  },
  { $id: 'DisciplineCountResponse' },
);
export type DisciplineCountResponse = Static<typeof DisciplineCountResponse>;

// --- autocomplete --------------------------------------------------------------------

export const MATCHED_FIELDS = ['name', 'authors', 'isbn', 'subjects'] as const;

export const AutoCompleteItem = Type.Object({
  productId: ProductId,
  uuid: Type.String({ format: 'uuid' }),
  /** Which fields the text matched, best first. */
  matchedFields: Type.Array(Type.Enum(MATCHED_FIELDS)),
  source: Type.Object({
    name: Type.String(),
    slug: Type.String(),
    isbn13: Nullable(Type.String()),
    /** The thumbnail; empty when the product has no cover (the client shows its default). */
    images: Type.Array(Type.Object({ type: Type.Literal('thumbnail'), url: Type.String() })),
    auxiliaryFields: Type.Object({
      productPlatform: Type.Enum(PLATFORMS),
      authors: Type.Array(AuthorName),
    }),
    productModel: Type.Object({ name: Type.Enum(PRODUCT_MODELS) }),
    /**
     * The owning organisation of an institution's own product (a custom edition), else null.
     * Only its members (and anonymous callers, who must sign in to open it) are offered one.
     */
    orgId: Nullable(Type.String()),
  }),
});
export type AutoCompleteItem = Static<typeof AutoCompleteItem>;

export const AuthorSuggestion = Type.Object({
  /** "givenName familyName", what a suggestion click searches for. */
  name: Type.String(),
  givenName: Type.String(),
  familyName: Type.String(),
  /** Products by this author in the catalogue. */
  count: Type.Integer({ minimum: 0 }),
});
export type AuthorSuggestion = Static<typeof AuthorSuggestion>;

export const AutoCompleteResponse = Type.Object(
  {
    searchResults: Type.Array(AutoCompleteItem),
    authors: Type.Array(AuthorSuggestion),
    correctedQuery: Type.Optional(Type.String()),
  },
  { $id: 'AutoCompleteResponse' },
);
export type AutoCompleteResponse = Static<typeof AutoCompleteResponse>;
