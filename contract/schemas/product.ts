/**
 * The product wire contract — spec §3 "Product", "Author", "Offer", "Available-to-buy
 * offer", "Related product", "Table of contents", "Modules".
 *
 * Two consumers, one source:
 *  - `GET /api/products/{id}` answers `Product` (route owned by the products work);
 *  - `npm run catalog:import` reads one `ProductImport` per line: the same shape, with
 *    the fields the server derives (uuid, slug, related products' details, discipline
 *    names) made optional, plus three import-only extras (country on national offers,
 *    tableOfContents, modules) that other calls answer (§7 /toc, /module).
 *
 * Field names are exactly spec §3's (camelCase, `isbn` list, `availableTobuy`…). Where
 * the spec names a field but not its inner shape, the choice is written next to it.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { ORG_ID_PATTERN, ProductId } from './common.ts';
import { DISCIPLINE_CODE_PATTERN } from '../search-options.ts';
import { MAX_RELATED_PRODUCTS } from '../limits.ts';
import {
  ACCESS_STATUSES,
  AUDIENCES,
  CURRENCIES,
  OFFER_KINDS,
  OFFER_TYPES,
  PLATFORMS,
  PRODUCT_MODELS,
  PRODUCT_STAGES,
  PRODUCT_TYPES,
  VERSIONS,
} from '../catalogue.ts';

// --- enumerations (spec §3 "Enumerations" and the schema's check lists) -------------

export const Platform = Type.Enum(PLATFORMS);
export const ProductModelName = Type.Enum(PRODUCT_MODELS);
export const OfferKind = Type.Enum(OFFER_KINDS);
export const Currency = Type.Enum(CURRENCIES);

const DisciplineCode = Type.String({ pattern: DISCIPLINE_CODE_PATTERN });
/** ISBN-10 (last character may be X) or ISBN-13; check digits are verified by the import. */
export const Isbn = Type.String({ pattern: '^(?:[0-9]{9}[0-9X]|[0-9]{13})$' });
const Isbn13 = Type.String({ pattern: '^[0-9]{13}$' });
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
const OrgId = Type.String({ pattern: ORG_ID_PATTERN });
/** Relative (`/console/…`) or absolute http(s) URL. */
const Url = Type.String({ pattern: '^(?:/|https?://)', maxLength: 2000 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

// --- parts ---------------------------------------------------------------------------

/** spec §3 Author. Order matters: the first author drives the author sort. */
export const Author = Type.Object({
  givenName: Type.String({ maxLength: 200 }),
  familyName: Type.String({ minLength: 1, maxLength: 200 }),
  additionalName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  biography: Type.Optional(Nullable(Type.String({ maxLength: 20000 }))),
});

/** `{ code, name }`; the name is the server's (optional on import, looked up by code). */
const DisciplineRef = Type.Object({ code: DisciplineCode, name: Type.Optional(Type.String()) });

/**
 * spec §3 Product "disciplines (primaryDiscipline)". Each entry is one primary
 * discipline, with the secondary one and the category it belongs to for display.
 * The first entry is the product's main subject (it picks the cover colour).
 */
export const ProductDiscipline = Type.Object({
  primaryDiscipline: DisciplineRef,
  secondaryDiscipline: Type.Optional(Nullable(DisciplineRef)),
  disciplineCategory: Type.Optional(DisciplineRef),
});

/** spec §3 useAction: name, description, target.url or target.urlTemplate. */
export const UseAction = Type.Object({
  name: Type.String({ minLength: 1 }),
  description: Type.Optional(Type.String()),
  /** spec §6: "students … see student descriptions". */
  studentDescription: Type.Optional(Type.String()),
  target: Type.Object({ url: Type.Optional(Url), urlTemplate: Type.Optional(Type.String()) }),
});

export const PotentialAction = Type.Object({
  previewAction: Type.Optional(Nullable(Type.Object({ target: Type.Object({ url: Url }) }))),
  useAction: Type.Array(UseAction),
});

/**
 * spec §3 Offer: offerId, licenseId, orgId, title, description, offerType
 * (offerTypeCode, definition with subscriptionDuration in days, currency, price,
 * isbn.isbn13). `country` is our addition: national offers name the country they are
 * sold in (institutional offers name the organisation in orgId).
 */
export const Offer = Type.Object({
  offerId: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$' }),
  licenseId: Type.Optional(Nullable(Type.String())),
  orgId: Type.Optional(Nullable(OrgId)),
  country: Type.Optional(Nullable(CountryCode)),
  title: Type.String({ minLength: 1 }),
  description: Type.Optional(Nullable(Type.String())),
  offerType: Type.Object({
    offerTypeCode: OfferKind,
    definition: Type.Object({
      subscriptionDuration: Type.Integer({ minimum: 1 }),
      currency: Currency,
      /** null: price not set (spec §2 shows 'TBD'). */
      price: Nullable(Type.Number({ minimum: 0 })),
      isbn: Type.Optional(Type.Object({ isbn13: Nullable(Isbn13) })),
    }),
  }),
});

/** spec §3 Available-to-buy offer (field spelling as the spec writes it). */
export const AvailableToBuyOffer = Type.Object({
  offertitle: Type.String({ minLength: 1 }),
  price: Nullable(Type.Number({ minimum: 0 })),
  currency: Currency,
  offerDescription: Type.Optional(Nullable(Type.String())),
  isbn: Type.Optional(Nullable(Type.String())),
  /** Ours: who may buy it — an organisation, or everyone in a country. */
  orgId: Type.Optional(Nullable(OrgId)),
  country: Type.Optional(Nullable(CountryCode)),
});

/** spec §3 Related product: productId, slug, name, productPlatform, productModel.name, sourceIsbn, brand. */
export const RelatedProduct = Type.Object({
  productId: ProductId,
  slug: Type.String(),
  name: Type.String(),
  productPlatform: Platform,
  productModel: Type.Object({ name: ProductModelName }),
  /** Shaped like the search item's schema:sourceIsbn: the ISBN-13. */
  sourceIsbn: Type.Object({ isbn13: Nullable(Type.String()) }),
  brand: Type.Object({ name: Nullable(Type.String()) }),
});

/** spec §3 Table of contents: toc (label, children), tocString. Two or three levels. */
const TocLeaf = Type.Object({ label: Type.String({ minLength: 1 }) });
const TocSection = Type.Object({ label: Type.String({ minLength: 1 }), children: Type.Optional(Type.Array(TocLeaf)) });
export const TocNode = Type.Object({
  label: Type.String({ minLength: 1 }),
  children: Type.Optional(Type.Array(TocSection)),
});
export const ProductToc = Type.Object({
  toc: Type.Array(TocNode),
  /** The contents as plain text, one entry a line, indented two spaces per level. */
  tocString: Type.String(),
});
/** spec §3 Modules: list with title. */
export const ProductModule = Type.Object({ title: Type.String({ minLength: 1 }) });

// --- the product ---------------------------------------------------------------------

/** Fields a product has the same way in the API answer and in an import line. */
const commonFields = {
  productId: ProductId,
  name: Type.String({ minLength: 1, maxLength: 500 }),
  authors: Type.Array(Author),
  productPlatform: Platform,
  /** features: short feature names shown in the Features tab (spec §4 Tabs). */
  productModel: Type.Object({ name: ProductModelName, features: Type.Optional(Type.Array(Type.String())) }),
  productType: Type.Enum(PRODUCT_TYPES),
  productStage: Type.Enum(PRODUCT_STAGES),
  audience: Type.Enum(AUDIENCES),
  k12: Type.Object({ availableForLicense: Type.Boolean() }),
  /** e.g. "12e"; spec §5: a digit followed by e or E, or empty. */
  bookEdition: Type.Optional(Nullable(Type.String({ pattern: '^(?:[0-9]+[eE])?$' }))),
  copyrightYear: Type.Optional(Nullable(Type.Integer({ minimum: 1900, maximum: 2100 }))),
  publisher: Type.Optional(Nullable(Type.String())),
  /** spec §2: the SECOND entry is the ISBN-13 shown on the page (the first is the print ISBN-10 or another ISBN-13). */
  isbn: Type.Array(Isbn),
  brand: Type.Object({ name: Nullable(Type.String()) }),
  /** Collections only (spec §2 "module count and source textbook"). */
  moduleCount: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  sourceTextbook: Type.Optional(Nullable(Type.String())),
  description: Type.Object({ html: Type.String({ maxLength: 100000 }) }),
  /** ISO 8601 date-time; only set at review stage (spec §2). */
  typeSafeContentPublishedDate: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  video: Type.Optional(Nullable(Type.Object({ embedUrl: Url }))),
  comingSoon: Type.Boolean(),
  offerType: Type.Enum(OFFER_TYPES),
  potentialAction: PotentialAction,
  /** spec §9 sort "Publication Date (datePublished)": YYYY-MM-DD. */
  datePublished: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  /** spec §3 Search item schema:orgId: the owning organisation of institution-only products. */
  orgId: Type.Optional(Nullable(OrgId)),
  accessStatus: Type.Optional(Type.Enum(ACCESS_STATUSES)),
  version: Type.Optional(Type.Enum(VERSIONS)),
  /** Custom titles (spec §5 platform filter "Custom"). */
  isCustom: Type.Optional(Type.Boolean()),
  offers: Type.Optional(Type.Array(Offer)),
  availableTobuy: Type.Optional(Type.Array(AvailableToBuyOffer)),
  /**
   * Our cover, `{ url: '/api/covers/{id}.svg' }`; absent when the product has none, so
   * the client shows its default image (spec §8 "Images fail: default image"). On import
   * the url is ignored: present means "generate a cover", absent means "no cover".
   */
  image: Type.Optional(Type.Object({ url: Type.String() })),
};

/** `GET /api/products/{productId}` (spec §3 Product, §7). */
export const Product = Type.Object(
  {
    ...commonFields,
    uuid: Type.String({ format: 'uuid' }),
    slug: Type.String(),
    disciplines: Type.Array(ProductDiscipline),
    /** Alternate formats, at most 4 (spec §9 "Related products max 4"). */
    isRelatedTo: Type.Optional(Type.Array(RelatedProduct)),
    /** spec §3 "Related flag added to product response": true when answered for getRelated. */
    related: Type.Optional(Type.Boolean()),
  },
  { $id: 'Product' },
);

/**
 * One line of `npm run catalog:import` (docs/catalog-import.md). Unknown properties
 * are ignored so that an API answer can be imported as is.
 */
export const ProductImport = Type.Object({
  ...commonFields,
  /** Kept when given (so links survive a re-import); derived from productId otherwise. */
  uuid: Type.Optional(Type.String({ format: 'uuid' })),
  /** Derived from the name when absent. */
  slug: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 200 })),
  /** At least one; every code must exist in the discipline tree. */
  disciplines: Type.Array(ProductDiscipline, { minItems: 1 }),
  /** Only productId is read; each must exist in the database or earlier/later in the file. */
  isRelatedTo: Type.Optional(Type.Array(Type.Object({ productId: ProductId }), { maxItems: MAX_RELATED_PRODUCTS })),
  tableOfContents: Type.Optional(ProductToc),
  modules: Type.Optional(Type.Array(ProductModule)),
});

export type Author = Static<typeof Author>;
export type ProductDiscipline = Static<typeof ProductDiscipline>;
export type UseAction = Static<typeof UseAction>;
export type PotentialAction = Static<typeof PotentialAction>;
export type Offer = Static<typeof Offer>;
export type AvailableToBuyOffer = Static<typeof AvailableToBuyOffer>;
export type RelatedProduct = Static<typeof RelatedProduct>;
export type TocNode = Static<typeof TocNode>;
export type ProductToc = Static<typeof ProductToc>;
export type ProductModule = Static<typeof ProductModule>;
export type Product = Static<typeof Product>;
export type ProductImport = Static<typeof ProductImport>;
