/**
 * Kysely table types, one interface per table of migrations/0001-catalogue.ts.
 * Columns with database defaults are `Generated<>` so inserts may omit them.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type Numeric = ColumnType<string | number | null, number | string | null, number | string | null>;
type DateOnly = ColumnType<Date | string, string | Date | null, string | Date | null>;

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

export interface DisciplineCategoryTable { code: string; name: string; position: number; image: Generated<number> }
export interface PrimaryDisciplineTable { code: string; category_code: string; name: string; position: number }
export interface SecondaryDisciplineTable { code: string; primary_code: string; name: string; position: number }

export interface OrganisationTable {
  org_id: string;
  name: string;
  display_name: string;
  classification: Classification;
  city: string | null;
  state: string | null;
  country: string;
}

export interface ProductTable {
  product_id: string;
  uuid: string;
  slug: string;
  name: string;
  platform: Platform;
  product_model: ProductModel;
  model_features: ColumnType<string[], string | undefined, string>;
  product_type: Generated<'sample' | 'beta' | 'other'>;
  product_stage: Generated<'live' | 'review'>;
  access_status: Generated<'ACTIVE' | 'FULL' | 'REVIEW' | 'SAMPLE'>;
  version: Generated<'FULL' | 'SAMPLE' | 'BETA'>;
  audience: Generated<'k12' | 'highered' | 'all'>;
  k12_available_for_license: Generated<boolean>;
  is_custom: Generated<boolean>;
  book_edition: string | null;
  copyright_year: number | null;
  publisher: string | null;
  isbns: ColumnType<string[], string[] | undefined, string[]>;
  isbn13: string | null;
  isbn10: string | null;
  brand_name: string | null;
  module_count: number | null;
  source_textbook: string | null;
  description_html: Generated<string>;
  description_text: Generated<string>;
  content_published_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  video_embed_url: string | null;
  coming_soon: Generated<boolean>;
  offer_type: Generated<'institutional' | 'national'>;
  org_id: string | null;
  preview_url: string | null;
  use_actions: ColumnType<UseAction[], string | undefined, string>;
  date_published: DateOnly | null;
  has_cover: Generated<boolean>;
  cover_color: string | null;
  first_author_family_name: string | null;
  authors_text: Generated<string>;
  disciplines_text: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AuthorTable {
  product_id: string;
  position: number;
  given_name: Generated<string>;
  family_name: string;
  additional_name: string | null;
  biography: string | null;
}

export interface ProductDisciplineTable {
  product_id: string;
  primary_code: string;
  secondary_code: string | null;
  is_main: Generated<boolean>;
}

export interface RelatedProductTable { product_id: string; related_product_id: string; position: number }
export interface ProductTocTable { product_id: string; toc: Json<TocNode[]>; toc_string: string }
export interface ProductModuleTable { product_id: string; position: number; title: string }

export interface DisciplineFeatureTable {
  feature_id: Generated<number>;
  primary_code: string | null;
  product_model: string | null;
  learning_app: Generated<boolean>;
  audience: Generated<'instructor' | 'student' | 'all'>;
  position: Generated<number>;
  content: Json<Record<string, unknown>>;
  potential_action_url: string | null;
}

export interface OfferTable {
  offer_id: string;
  product_id: string;
  scope: 'institutional' | 'national';
  org_id: string | null;
  country: string | null;
  kind: OfferKind;
  title: string;
  description: string | null;
  duration_days: number;
  price: Numeric;
  currency: string;
  isbn13: string | null;
  license_id: string | null;
  position: Generated<number>;
}

export interface AvailableToBuyOfferTable {
  id: Generated<number>;
  product_id: string;
  org_id: string | null;
  country: string | null;
  offer_title: string;
  offer_description: string | null;
  price: Numeric;
  currency: string;
  isbn: string | null;
  position: Generated<number>;
}

export interface SeatLicenceTable {
  license_id: string;
  org_id: string;
  product_id: string;
  status: 'active' | 'expired' | 'pending';
  seats: number;
  starts_on: DateOnly;
  ends_on: DateOnly;
}

export interface AppUserTable {
  user_id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  display_name: string;
  home_country_code: Generated<string>;
  country: Generated<string>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  is_instructor: Generated<boolean>;
  is_admin: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface UserOrganisationTable { user_id: string; org_id: string; is_default: Generated<boolean> }

export interface UserSessionTable {
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LmsIntegrationTokenTable {
  token_id: string;
  org_id: string;
  role: 'instructor' | 'student';
  user_id: string | null;
  issued_at: Generated<Date>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface CatalogueStateTable {
  id: Generated<number>;
  /** int8: parsed as a number (database.ts). */
  version: number;
  changed_at: Generated<Date>;
}

/** migrations/0007-web-vitals.ts: field metrics (issue #17). */
export interface WebVitalTable {
  id: Generated<number>;
  route: string;
  name: string;
  value: number;
  rating: string;
  recorded_at: Generated<Date>;
}

/** Rate-limit counters (migration 0008, db/rate-limit-repository.ts). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  expires_at: Timestamp;
}

export interface DB {
  catalogue_state: CatalogueStateTable;
  discipline_category: DisciplineCategoryTable;
  primary_discipline: PrimaryDisciplineTable;
  secondary_discipline: SecondaryDisciplineTable;
  organisation: OrganisationTable;
  product: ProductTable;
  author: AuthorTable;
  product_discipline: ProductDisciplineTable;
  related_product: RelatedProductTable;
  product_toc: ProductTocTable;
  product_module: ProductModuleTable;
  discipline_feature: DisciplineFeatureTable;
  offer: OfferTable;
  available_to_buy_offer: AvailableToBuyOfferTable;
  seat_license: SeatLicenceTable;
  app_user: AppUserTable;
  user_organisation: UserOrganisationTable;
  user_session: UserSessionTable;
  lms_integration_token: LmsIntegrationTokenTable;
  web_vital: WebVitalTable;
  rate_limit_hit: RateLimitHitTable;
  search_event: SearchEventTable;
  search_rollup_day: { day: DateOnly; rolled_at: Generated<Date> };
  search_daily_total: SearchDailyTotalTable;
  search_daily_query: SearchDailyQueryTable;
  search_daily_product: { day: DateOnly; product_id: string; views: number; clicks: number };
  search_daily_facet: { day: DateOnly; facet: string; value: string; clicks: number };
}

/** migrations/0009-search-events.ts */
export interface SearchEventTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  day: DateOnly;
  type: string;
  query_id: string | null;
  query: string | null;
  results: number | null;
  position: number | null;
  product_id: string | null;
  facet: string | null;
  value: string | null;
  org_class: string | null;
}
export interface SearchDailyTotalTable {
  day: DateOnly;
  searches: number;
  zero_result_searches: number;
  result_clicks: number;
  product_views: number;
  facet_clicks: number;
}
export interface SearchDailyQueryTable {
  day: DateOnly;
  query: string;
  searches: number;
  zero_result_searches: number;
  clicks: number;
  clicked_searches: number;
  position_sum: number;
}
