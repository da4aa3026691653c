/**
 * The catalogue, organisations, offers and identity tables (spec §3).
 * Plain SQL that runs on PostgreSQL 15 (Debian) and PGlite (PostgreSQL 18).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create extension if not exists pg_trgm`,

  // --- subjects -------------------------------------------------------------
  `create table discipline_category (
     code text primary key,
     name text not null,
     position int not null,
     image int not null default 1 check (image between 1 and 3)
   )`,
  `create table primary_discipline (
     code text primary key,
     category_code text not null references discipline_category(code) on delete cascade,
     name text not null,
     position int not null
   )`,
  `create index primary_discipline_category_idx on primary_discipline (category_code, position)`,
  `create table secondary_discipline (
     code text primary key,
     primary_code text not null references primary_discipline(code) on delete cascade,
     name text not null,
     position int not null
   )`,
  `create index secondary_discipline_primary_idx on secondary_discipline (primary_code, position)`,

  // --- organisations --------------------------------------------------------
  `create table organisation (
     org_id text primary key,
     name text not null,
     display_name text not null,
     classification text not null check (classification in ('school', 'higher_ed')),
     city text,
     state text,
     country text not null check (country ~ '^[A-Z]{2}$')
   )`,

  // --- products -------------------------------------------------------------
  `create table product (
     product_id text primary key,
     uuid uuid not null unique,
     slug text not null,
     name text not null,
     platform text not null check (platform in
       ('etext', 'revel', 'collection', 'learning_applications', 'print', 'glp')),
     product_model text not null check (product_model in
       ('REVEL', 'SUMATRA', 'REVEL_CITE', 'ETEXT2_PXE', 'ETEXT2_CITE', 'ETEXT1_PDF',
        'ETEXT_EPUB_STANDARD', 'ETEXT_EPUB_BRONTE', 'CUSTOM_COLLECTIONS', 'COLLECTION',
        'LEARNING_CATALYTICS', 'MEDIA_SHARE', 'PEARSON_WRITER', 'OZ_CITE', 'SUMATRA_CITE')),
     model_features jsonb not null default '[]',
     product_type text not null default 'other' check (product_type in ('sample', 'beta', 'other')),
     product_stage text not null default 'live' check (product_stage in ('live', 'review')),
     access_status text not null default 'ACTIVE' check (access_status in ('ACTIVE', 'FULL', 'REVIEW', 'SAMPLE')),
     version text not null default 'FULL' check (version in ('FULL', 'SAMPLE', 'BETA')),
     audience text not null default 'highered' check (audience in ('k12', 'highered', 'all')),
     k12_available_for_license boolean not null default false,
     is_custom boolean not null default false,
     book_edition text,
     copyright_year int,
     publisher text,
     isbns text[] not null default '{}',
     isbn13 text,
     isbn10 text,
     brand_name text,
     module_count int,
     source_textbook text,
     description_html text not null default '',
     description_text text not null default '',
     content_published_at timestamptz,
     video_embed_url text,
     coming_soon boolean not null default false,
     offer_type text not null default 'national' check (offer_type in ('institutional', 'national')),
     org_id text references organisation(org_id) on delete set null,
     preview_url text,
     use_actions jsonb not null default '[]',
     date_published date,
     has_cover boolean not null default true,
     cover_color text,
     first_author_family_name text,
     authors_text text not null default '',
     disciplines_text text not null default '',
     search_vector tsvector,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index product_platform_idx on product (platform)`,
  `create index product_date_published_idx on product (date_published desc, product_id)`,
  `create index product_name_idx on product (lower(name), product_id)`,
  `create index product_author_idx on product (lower(first_author_family_name), product_id)`,
  `create index product_isbn13_idx on product (isbn13)`,
  `create index product_isbn10_idx on product (isbn10)`,
  `create index product_search_idx on product using gin (search_vector)`,
  `create index product_name_trgm_idx on product using gin (lower(name) gin_trgm_ops)`,

  `create table author (
     product_id text not null references product(product_id) on delete cascade,
     position int not null,
     given_name text not null default '',
     family_name text not null,
     additional_name text,
     biography text,
     primary key (product_id, position)
   )`,
  `create index author_family_name_idx on author (lower(family_name))`,

  `create table product_discipline (
     product_id text not null references product(product_id) on delete cascade,
     primary_code text not null references primary_discipline(code) on delete cascade,
     secondary_code text references secondary_discipline(code) on delete set null,
     is_main boolean not null default false,
     primary key (product_id, primary_code)
   )`,
  `create index product_discipline_primary_idx on product_discipline (primary_code, product_id)`,

  `create table related_product (
     product_id text not null references product(product_id) on delete cascade,
     related_product_id text not null references product(product_id) on delete cascade,
     position int not null,
     primary key (product_id, related_product_id)
   )`,

  `create table product_toc (
     product_id text primary key references product(product_id) on delete cascade,
     toc jsonb not null,
     toc_string text not null
   )`,

  `create table product_module (
     product_id text not null references product(product_id) on delete cascade,
     position int not null,
     title text not null,
     primary key (product_id, position)
   )`,

  `create table discipline_feature (
     feature_id serial primary key,
     primary_code text references primary_discipline(code) on delete cascade,
     product_model text,
     learning_app boolean not null default false,
     audience text not null default 'all' check (audience in ('instructor', 'student', 'all')),
     position int not null default 0,
     content jsonb not null,
     potential_action_url text
   )`,
  `create index discipline_feature_lookup_idx on discipline_feature (primary_code, learning_app)`,

  // --- offers and licences --------------------------------------------------
  `create table offer (
     offer_id text primary key,
     product_id text not null references product(product_id) on delete cascade,
     scope text not null check (scope in ('institutional', 'national')),
     org_id text references organisation(org_id) on delete cascade,
     country text check (country ~ '^[A-Z]{2}$'),
     kind text not null check (kind in
       ('INSTANT_ACCESS', 'DIRECT_BILL', 'ACCESS_CARD', 'FREE_TRIAL', 'SEAT_LICENSE')),
     title text not null,
     description text,
     duration_days int not null check (duration_days > 0),
     price numeric(12, 2) check (price is null or price >= 0),
     currency text not null check (currency in ('USD', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR', 'TRY')),
     isbn13 text,
     license_id text,
     position int not null default 0,
     check ((scope = 'institutional' and org_id is not null) or (scope = 'national' and country is not null))
   )`,
  `create index offer_product_org_idx on offer (product_id, org_id)`,
  `create index offer_product_country_idx on offer (product_id, country)`,

  `create table available_to_buy_offer (
     id serial primary key,
     product_id text not null references product(product_id) on delete cascade,
     org_id text references organisation(org_id) on delete cascade,
     country text check (country ~ '^[A-Z]{2}$'),
     offer_title text not null,
     offer_description text,
     price numeric(12, 2) check (price is null or price >= 0),
     currency text not null,
     isbn text,
     position int not null default 0
   )`,
  `create index available_to_buy_product_idx on available_to_buy_offer (product_id)`,

  `create table seat_license (
     license_id text primary key,
     org_id text not null references organisation(org_id) on delete cascade,
     product_id text not null references product(product_id) on delete cascade,
     status text not null check (status in ('active', 'expired', 'pending')),
     seats int not null check (seats >= 0),
     starts_on date not null,
     ends_on date not null
   )`,
  `create index seat_license_org_product_idx on seat_license (org_id, product_id)`,
  `create index seat_license_product_idx on seat_license (product_id)`,

  // --- identity (behaviour is the identity issue's) --------------------------
  `create table app_user (
     user_id text primary key,
     email text not null,
     password_hash text not null,
     given_name text not null,
     family_name text not null,
     display_name text not null,
     home_country_code text not null default 'US',
     country text not null default 'US',
     permissions text[] not null default '{}',
     is_instructor boolean not null default false,
     is_admin boolean not null default false,
     created_at timestamptz not null default now()
   )`,
  `create unique index app_user_email_idx on app_user (lower(email))`,
  `create table user_organisation (
     user_id text not null references app_user(user_id) on delete cascade,
     org_id text not null references organisation(org_id) on delete cascade,
     is_default boolean not null default false,
     primary key (user_id, org_id)
   )`,
  `create table user_session (
     token_hash text primary key,
     user_id text not null references app_user(user_id) on delete cascade,
     created_at timestamptz not null default now(),
     last_seen_at timestamptz not null default now(),
     revoked_at timestamptz
   )`,
  `create index user_session_user_idx on user_session (user_id)`,
  `create table lms_integration_token (
     token_id text primary key,
     org_id text not null references organisation(org_id) on delete cascade,
     role text not null check (role in ('instructor', 'student')),
     user_id text references app_user(user_id) on delete set null,
     issued_at timestamptz not null default now(),
     expires_at timestamptz not null
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lms_integration_token', 'user_session', 'user_organisation', 'app_user', 'seat_license',
    'available_to_buy_offer', 'offer', 'discipline_feature', 'product_module', 'product_toc',
    'related_product', 'product_discipline', 'author', 'product', 'organisation',
    'secondary_discipline', 'primary_discipline', 'discipline_category',
  ]) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
