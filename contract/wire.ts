/**
 * The wire shapes of spec §3 and §7, as types. The TypeBox schemas in contract/schemas are
 * their one source (they validate and serialise on the server); this module hands their
 * static types to the client. Type-only: nothing here exists at run time, so the client
 * bundles no schema code.
 */
export type { LoginResponse } from './schemas/auth.ts';
export type { ErrorBody } from './schemas/common.ts';
export type { DisciplineCategory, DisciplineListResponse } from './schemas/discipline.ts';
export type {
  DisciplineFeatureResponse,
  FeatureContent,
  MobileFeature,
  AppCta,
} from './schemas/discipline-feature.ts';
export type { ModuleListResponse } from './schemas/module.ts';
/** The offers as the offers calls serve them (the product's own `offers` are the import shape). */
export type {
  AvailableToBuyOffer,
  AvailableToBuyResponse,
  K12LicenceResponse,
  Offer,
  OffersResponse,
} from './schemas/offers.ts';
export type {
  Author,
  PotentialAction,
  Product,
  ProductDiscipline,
  ProductModule,
  ProductToc,
  RelatedProduct,
  TocNode,
  UseAction,
} from './schemas/product.ts';
export type { RelatedListResponse } from './schemas/related.ts';
export type {
  AuthorSuggestion,
  AutoCompleteItem,
  AutoCompleteQuery,
  AutoCompleteResponse,
  DisciplineCountResponse,
  PlatformCount,
  SearchItem,
  SearchQuery,
  SearchResponse,
  SeatLicenceHit,
  SubjectCounts,
} from './schemas/search.ts';
export type { TocResponse } from './schemas/toc.ts';
export type { Organisation, User, UserOrganisation } from './schemas/user.ts';
export type { InsightsAnswer } from './schemas/search-events.ts';

/**
 * true when every parameter a client request sends is one the API's schema names, with a value
 * it accepts; else false. `Holds<SendsOnly<Request, Query>>` beside a request type makes a
 * parameter renamed on either side fail the typecheck.
 */
export type SendsOnly<Sent, Wire> = [Exclude<keyof Sent, keyof Wire>] extends [never]
  ? Sent extends Wire
    ? true
    : false
  : false;
export type Holds<T extends true> = T;
