/**
 * The tables Kysely sees: the types generated from the migrations (schema.generated.ts, by
 * `npm run db:types`; a test fails when they drift), with the columns narrowed whose values
 * the code knows better than the schema says: text holding one of a list (a platform, an offer
 * kind…), jsonb of a known shape, and dates given either as Date or as 'YYYY-MM-DD'.
 * A narrowed column that a migration drops or renames fails to compile (`Narrowed`).
 */
import type { ColumnType, Generated } from 'kysely';
import type * as Schema from './schema.generated.ts';

/** jsonb written as JSON text, read as `T`. */
type Json<T> = ColumnType<T, string, string>;
/** A date column: read as 'YYYY-MM-DD' (database.ts), written as that or a Date. */
type DateOnly = ColumnType<Date | string, string | Date | null, string | Date | null>;
/** A numeric column that may be null: parsed as a number (database.ts). */
type Numeric = ColumnType<string | number | null, number | string | null, number | string | null>;

/**
 * The generated table `T` with the columns of `N` replaced; every key of `N` must be a column
 * of `T`, so a narrowing outlives no column.
 */
type Narrowed<T, N extends { [K in keyof N]: K extends keyof T ? unknown : never }> = Omit<T, keyof N> & N;

export type Platform = 'etext' | 'revel' | 'collection' | 'learning_applications' | 'print' | 'glp';
export type ProductModel =
  | 'REVEL' | 'SUMATRA' | 'REVEL_CITE' | 'ETEXT2_PXE' | 'ETEXT2_CITE' | 'ETEXT1_PDF'
  | 'ETEXT_EPUB_STANDARD' | 'ETEXT_EPUB_BRONTE' | 'CUSTOM_COLLECTIONS' | 'COLLECTION'
  | 'LEARNING_CATALYTICS' | 'MEDIA_SHARE' | 'PEARSON_WRITER' | 'OZ_CITE' | 'SUMATRA_CITE';
export type OfferKind = 'INSTANT_ACCESS' | 'DIRECT_BILL' | 'ACCESS_CARD' | 'FREE_TRIAL' | 'SEAT_LICENSE';
export type Classification = 'school' | 'higher_ed';

export interface UseAction {
  name: string;
  description?: string;
  studentDescription?: string;
  target: { url?: string; urlTemplate?: string };
}

export interface TocNode {
  label: string;
  children?: TocNode[];
}

export type OrganisationTable = Narrowed<Schema.Organisation, { classification: Classification }>;

export type ProductTable = Narrowed<
  Schema.Product,
  {
    platform: Platform;
    product_model: ProductModel;
    model_features: ColumnType<string[], string | undefined, string>;
    product_type: Generated<'sample' | 'beta' | 'other'>;
    product_stage: Generated<'live' | 'review'>;
    access_status: Generated<'ACTIVE' | 'FULL' | 'REVIEW' | 'SAMPLE'>;
    version: Generated<'FULL' | 'SAMPLE' | 'BETA'>;
    audience: Generated<'k12' | 'highered' | 'all'>;
    isbns: ColumnType<string[], string[] | undefined, string[]>;
    content_published_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
    offer_type: Generated<'institutional' | 'national'>;
    use_actions: ColumnType<UseAction[], string | undefined, string>;
    date_published: DateOnly | null;
  }
>;

export type ProductTocTable = Narrowed<Schema.ProductToc, { toc: Json<TocNode[]> }>;

export type DisciplineFeatureTable = Narrowed<
  Schema.DisciplineFeature,
  { audience: Generated<'instructor' | 'student' | 'all'>; content: Json<Record<string, unknown>> }
>;

export type OfferTable = Narrowed<Schema.Offer, { scope: 'institutional' | 'national'; kind: OfferKind; price: Numeric }>;

export type AvailableToBuyOfferTable = Narrowed<Schema.AvailableToBuyOffer, { price: Numeric }>;

export type SeatLicenceTable = Narrowed<
  Schema.SeatLicense,
  { status: 'active' | 'expired' | 'pending'; starts_on: DateOnly; ends_on: DateOnly }
>;

export type AppUserTable = Narrowed<Schema.AppUser, { permissions: ColumnType<string[], string[] | undefined, string[]> }>;

export type LmsIntegrationTokenTable = Narrowed<Schema.LmsIntegrationToken, { role: 'instructor' | 'student' }>;

export type SearchEventTable = Narrowed<Schema.SearchEvent, { day: DateOnly }>;

export interface DB
  extends Omit<
    Schema.DB,
    | 'organisation'
    | 'product'
    | 'product_toc'
    | 'discipline_feature'
    | 'offer'
    | 'available_to_buy_offer'
    | 'seat_license'
    | 'app_user'
    | 'lms_integration_token'
    | 'search_event'
    | 'search_rollup_day'
    | 'search_daily_total'
    | 'search_daily_query'
    | 'search_daily_product'
    | 'search_daily_facet'
  > {
  organisation: OrganisationTable;
  product: ProductTable;
  product_toc: ProductTocTable;
  discipline_feature: DisciplineFeatureTable;
  offer: OfferTable;
  available_to_buy_offer: AvailableToBuyOfferTable;
  seat_license: SeatLicenceTable;
  app_user: AppUserTable;
  lms_integration_token: LmsIntegrationTokenTable;
  search_event: SearchEventTable;
  search_rollup_day: Narrowed<Schema.SearchRollupDay, { day: DateOnly }>;
  search_daily_total: Narrowed<Schema.SearchDailyTotal, { day: DateOnly }>;
  search_daily_query: Narrowed<Schema.SearchDailyQuery, { day: DateOnly }>;
  search_daily_product: Narrowed<Schema.SearchDailyProduct, { day: DateOnly }>;
  search_daily_facet: Narrowed<Schema.SearchDailyFacet, { day: DateOnly }>;
}

// The tables used as generated, under the names the code uses.
export type DisciplineCategoryTable = Schema.DisciplineCategory;
export type PrimaryDisciplineTable = Schema.PrimaryDiscipline;
export type SecondaryDisciplineTable = Schema.SecondaryDiscipline;
export type DisciplineNameTable = Schema.DisciplineName;
export type AuthorTable = Schema.Author;
export type ProductDisciplineTable = Schema.ProductDiscipline;
export type RelatedProductTable = Schema.RelatedProduct;
export type ProductModuleTable = Schema.ProductModule;
export type UserOrganisationTable = Schema.UserOrganisation;
export type UserSessionTable = Schema.UserSession;
export type CatalogueStateTable = Schema.CatalogueState;
export type WebVitalTable = Schema.WebVital;
export type SearchServedQueryTable = Schema.SearchServedQuery;
export type RateLimitHitTable = Schema.RateLimitHit;
export type SearchDailyTotalTable = DB['search_daily_total'];
export type SearchDailyQueryTable = DB['search_daily_query'];
