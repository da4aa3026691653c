/**
 * Products, built work by work. A "work" is one textbook edition (title, authors,
 * subject, contents); it is published in one to four formats — eText, Revel, print,
 * courseware (GLP), a collection cut from it — and each format is a product. Formats
 * of one work are each other's "Alternate formats" (spec §2, related products, max 4).
 * Learning applications are works of their own with a single format.
 *
 * Product ids are the product's ISBN-13 (our choice; the spec only needs ids that
 * fit ProductId). The isbn list is [source ISBN, this product's ISBN-13]: the print
 * edition's ISBN-13 for digital formats, the ISBN-10 for the print book itself — so the
 * second entry is always the ISBN-13, as spec §2 reads it.
 *
 * The first works follow COVERAGE so that even a small catalogue (the 240-product test
 * database) has every platform and model, coming-soon, sample, beta, review-stage and
 * K-12 items, active seat licences and offers in every currency.
 */
import type { Platform, ProductModel, UseAction } from '../../db/types.ts';
import { Random } from './random.ts';
import { PRIMARY_SUBJECTS, categoryOf, type PrimarySubject } from './subjects.ts';
import { authorPool, type GeneratedAuthor } from './authors.ts';
import { applicationTitle, collectionTitle, slugify, workTitle } from './titles.ts';
import { isbn13FromSerial, isbn13To10 } from './isbn.ts';
import { productDescription } from './descriptions.ts';
import { buildToc, chooseChapters, tocToString } from './toc.ts';
import type { ProductBatchRows } from '../../modules/catalogue/catalogue-write-repository.ts';
import { productOffers } from './offers.ts';
import { HIGHER_ED_ORGS } from './organisations.ts';
import { MODEL_FEATURES } from './features.ts';
import { coverColor } from './colors.ts';
import { productUuid } from './uuid.ts';

/** A batch of products with everything hanging off them, in the shape the catalogue writer takes. */
export type ProductRows = ProductBatchRows;

export function emptyProductRows(): ProductRows {
  return {
    products: [],
    authors: [],
    productDisciplines: [],
    relatedProducts: [],
    tocs: [],
    modules: [],
    offers: [],
    availableToBuy: [],
    seatLicences: [],
  };
}

type Format = readonly [Platform, ProductModel];

interface WorkOverrides {
  formats: Format[];
  audience?: 'k12' | 'highered' | 'all';
  k12Licence?: boolean;
  offerType?: 'institutional' | 'national';
  comingSoon?: boolean;
  productType?: 'sample' | 'beta';
  stage?: 'review';
  hasCover?: boolean;
  anchorLicences?: boolean;
  allCountries?: boolean;
}

const COVERAGE: WorkOverrides[] = [
  {
    formats: [
      ['print', 'ETEXT1_PDF'],
      ['etext', 'ETEXT2_PXE'],
      ['revel', 'REVEL'],
      ['collection', 'COLLECTION'],
    ],
    offerType: 'national',
    allCountries: true,
    audience: 'highered',
  },
  {
    formats: [
      ['etext', 'ETEXT2_CITE'],
      ['revel', 'REVEL_CITE'],
      ['glp', 'SUMATRA'],
    ],
    audience: 'k12',
    k12Licence: true,
    anchorLicences: true,
    offerType: 'institutional',
  },
  {
    formats: [
      ['etext', 'ETEXT_EPUB_STANDARD'],
      ['glp', 'SUMATRA_CITE'],
      ['collection', 'CUSTOM_COLLECTIONS'],
    ],
    offerType: 'institutional',
    audience: 'highered',
  },
  {
    formats: [
      ['etext', 'ETEXT_EPUB_BRONTE'],
      ['revel', 'OZ_CITE'],
    ],
    comingSoon: true,
  },
  { formats: [['learning_applications', 'LEARNING_CATALYTICS']] },
  { formats: [['learning_applications', 'MEDIA_SHARE']] },
  { formats: [['learning_applications', 'PEARSON_WRITER']] },
  { formats: [['etext', 'ETEXT1_PDF']], productType: 'sample' },
  { formats: [['revel', 'REVEL']], productType: 'beta', offerType: 'institutional', audience: 'highered' },
  { formats: [['etext', 'ETEXT2_PXE']], stage: 'review' },
  {
    formats: [
      ['etext', 'ETEXT2_PXE'],
      ['print', 'ETEXT1_PDF'],
    ],
    audience: 'all',
    k12Licence: true,
    hasCover: false,
    offerType: 'national',
    allCountries: true,
  },
  {
    formats: [
      ['revel', 'REVEL'],
      ['etext', 'ETEXT2_CITE'],
    ],
    comingSoon: true,
    offerType: 'national',
  },
];

const MODELS_BY_PLATFORM: Record<Platform, readonly (readonly [ProductModel, number])[]> = {
  etext: [
    ['ETEXT2_PXE', 35],
    ['ETEXT2_CITE', 25],
    ['ETEXT1_PDF', 15],
    ['ETEXT_EPUB_STANDARD', 15],
    ['ETEXT_EPUB_BRONTE', 10],
  ],
  revel: [
    ['REVEL', 60],
    ['REVEL_CITE', 25],
    ['OZ_CITE', 15],
  ],
  glp: [
    ['SUMATRA', 60],
    ['SUMATRA_CITE', 40],
  ],
  collection: [
    ['COLLECTION', 60],
    ['CUSTOM_COLLECTIONS', 40],
  ],
  // The schema's model list has no print model; a print book is the page-faithful PDF replica's twin.
  print: [['ETEXT1_PDF', 1]],
  learning_applications: [
    ['LEARNING_CATALYTICS', 40],
    ['MEDIA_SHARE', 30],
    ['PEARSON_WRITER', 30],
  ],
};

const SCIENCE_CATEGORIES = new Set(['life-sciences', 'physical-sciences', 'engineering', 'health-professions']);

function brandName(platform: Platform, model: ProductModel, subject: PrimarySubject): string {
  switch (platform) {
    case 'etext':
      return 'Pearson eText';
    case 'revel':
      return 'Revel';
    case 'collection':
      return 'Pearson Collections';
    case 'print':
      return 'Print';
    case 'glp':
      return SCIENCE_CATEGORIES.has(subject.categoryCode) ? 'Mastering' : 'MyLab';
    case 'learning_applications':
      return model === 'LEARNING_CATALYTICS'
        ? 'Learning Catalytics'
        : model === 'MEDIA_SHARE'
          ? 'MediaShare'
          : 'Pearson Writer';
  }
}

/**
 * Use actions (spec §3 useAction; §7 "browser form POST to the use-action target URL").
 * Targets are relative paths under /console — the course console stand-in served by
 * this server — so the demo never posts to another host. Learning applications and
 * collections use `urlTemplate` ({productId} is filled in by the client).
 */
function useActions(platform: Platform): UseAction[] {
  switch (platform) {
    case 'etext':
      return [
        {
          name: 'Create a course',
          description:
            'Create a course that gives your students the eText, with your highlights and notes shared with the class.',
          studentDescription: 'You will need a course invite link from your instructor.',
          target: { url: '/console/courses/create' },
        },
      ];
    case 'revel':
    case 'glp':
      return [
        {
          name: 'Create a course',
          description:
            'Set up a course section in a few minutes: choose chapters, set due dates, then share the invitation link. You can copy the course for other sections later.',
          studentDescription:
            'Join your instructor\u2019s course with the invitation link from your syllabus or email.',
          target: { url: '/console/courses/create' },
        },
      ];
    case 'collection':
      return [
        {
          name: 'Customize this collection',
          description:
            'Choose the chapters you teach, add your own readings, and publish the collection to your course.',
          target: { urlTemplate: '/console/courses/create?productId={productId}&type=collection' },
        },
      ];
    case 'learning_applications':
      return [
        {
          name: 'Set up the application',
          description:
            'Add the application to a new or existing course; students join with the course invitation link.',
          studentDescription: 'You will need a course invite link from your instructor.',
          target: { urlTemplate: '/console/courses/create?productId={productId}&type=application' },
        },
      ];
    case 'print':
      return [
        {
          name: 'Create a course',
          description: 'Pair the print edition with its digital resources in a course for your students.',
          target: { url: '/console/courses/create' },
        },
      ];
  }
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Publication dates spread over 2011–2025 (recent years more often); coming-soon items in 2026–27. */
function publicationDate(rng: Random, comingSoon: boolean): { date: string; year: number } {
  const year = comingSoon
    ? rng.int(2026, 2027)
    : rng.weighted([
        [2011, 3],
        [2012, 3],
        [2013, 4],
        [2014, 4],
        [2015, 5],
        [2016, 5],
        [2017, 6],
        [2018, 6],
        [2019, 7],
        [2020, 7],
        [2021, 8],
        [2022, 8],
        [2023, 9],
        [2024, 9],
        [2025, 8],
      ]);
  const month = rng.int(1, 12);
  return { date: `${year}-${pad2(month)}-${pad2(rng.int(1, 28))}`, year: month >= 9 && !comingSoon ? year + 1 : year };
}

export interface Work {
  index: number;
  subject: PrimarySubject;
  extraSubject: PrimarySubject | null;
  secondaryCode: string;
  authors: GeneratedAuthor[];
  title: string;
  edition: number;
  audience: 'k12' | 'highered' | 'all';
  chapters: string[];
  formats: Format[];
  overrides: Partial<WorkOverrides>;
}

const TEAM_SIZES = [
  [1, 35],
  [2, 35],
  [3, 20],
  [4, 10],
] as const;

const EDITIONS = [
  [1, 14],
  [2, 14],
  [3, 12],
  [4, 10],
  [5, 9],
  [6, 8],
  [7, 7],
  [8, 6],
  [9, 5],
  [10, 4],
  [11, 3],
  [12, 3],
  [13, 2],
  [14, 1],
  [15, 1],
  [16, 1],
  [17, 1],
] as const;

/** A work's main subject and, one time in four, a second one of the same category. */
function workSubjects(rng: Random, overrides: Partial<WorkOverrides>): Pick<Work, 'subject' | 'extraSubject'> {
  // K-12 coverage works need a K-12 subject; otherwise every subject is equally likely.
  const candidates =
    overrides.audience === 'k12' || overrides.audience === 'all'
      ? PRIMARY_SUBJECTS.filter((s) => s.k12)
      : PRIMARY_SUBJECTS;
  const subject = rng.pick(candidates);
  const category = categoryOf(subject);
  const extraSubject = rng.chance(0.25) ? rng.pick(category.primaries.filter((p) => p.code !== subject.code)) : null;
  return { subject, extraSubject };
}

function workAudience(rng: Random, subject: PrimarySubject, overrides: Partial<WorkOverrides>): Work['audience'] {
  return (
    overrides.audience ??
    (subject.k12
      ? rng.weighted([
          ['highered', 62],
          ['k12', 28],
          ['all', 10],
        ] as const)
      : rng.chance(0.03)
        ? 'all'
        : 'highered')
  );
}

/** The formats a work is published in: the coverage list's, one application, or up to four platforms. */
function workFormats(rng: Random, isApp: boolean, overrides: Partial<WorkOverrides>): Format[] {
  if (overrides.formats) return overrides.formats;
  if (isApp) return [['learning_applications', rng.weighted(MODELS_BY_PLATFORM.learning_applications)]];
  const platforms: Platform[] = [];
  if (rng.chance(0.85)) platforms.push('etext');
  if (rng.chance(0.3)) platforms.push('revel');
  if (rng.chance(0.35)) platforms.push('print');
  if (rng.chance(0.2)) platforms.push('glp');
  if (rng.chance(0.12)) platforms.push('collection');
  if (platforms.length === 0) platforms.push(rng.pick(['etext', 'revel', 'print'] as const));
  return platforms.slice(0, 4).map((p) => [p, rng.weighted(MODELS_BY_PLATFORM[p])] as const);
}

/**
 * Decides one work: subject, team, title, edition, formats. Depends only on (seed, index).
 * The draws happen in a fixed order (the seeded catalogue depends on it): the helpers are
 * called in the order their values were once computed inline.
 */
export function planWork(seed: number, index: number, pools: Map<string, GeneratedAuthor[]>): Work {
  const rng = new Random(seed, 'work', index);
  const overrides: Partial<WorkOverrides> = COVERAGE[index] ?? {};
  const isApp = overrides.formats ? overrides.formats[0]![0] === 'learning_applications' : rng.chance(0.04);
  const { subject, extraSubject } = workSubjects(rng, overrides);

  let pool = pools.get(subject.code);
  if (!pool) pools.set(subject.code, (pool = authorPool(seed, subject)));
  const authors = rng.sample(pool, isApp ? 0 : rng.weighted(TEAM_SIZES));

  const audience = workAudience(rng, subject, overrides);
  const title = workTitle(
    subject,
    authors.map((a) => a.familyName),
    audience === 'k12',
    rng,
  );
  const edition = rng.weighted(EDITIONS);
  const chapters = chooseChapters(subject.topics, rng);
  const formats = workFormats(rng, isApp, overrides);
  const secondaryCode = rng.pick(subject.secondaries).code;
  return {
    index,
    subject,
    extraSubject,
    secondaryCode,
    authors,
    title,
    edition,
    audience,
    chapters,
    formats,
    overrides,
  };
}

/** Salt for this seed's ISBN numbering: different seeds, different ids. */
function isbnSalt(seed: number): number {
  return new Random(seed, 'isbn-salt').int(0, 99_999_999);
}

/** What every format of one work shares: dates, offer type, contents, and every format's id. */
interface WorkEdition {
  seed: number;
  work: Work;
  firstIndex: number;
  salt: number;
  formats: Format[];
  comingSoon: boolean;
  date: string;
  year: number;
  offerType: 'institutional' | 'national';
  k12Licence: boolean;
  tocJson: string;
  tocString: string;
  /** Every format's product id (its ISBN-13), in format order. */
  ids: string[];
  /** The print edition's ISBN-13 when there is one, else the work's own. */
  sourceIsbn13: string;
  disciplinesText: string;
  sourceTitle: string;
}

function workEdition(seed: number, work: Work, firstIndex: number, limit: number): WorkEdition {
  const salt = isbnSalt(seed);
  const formats = work.formats.slice(0, limit);
  const ov = work.overrides;
  const workRng = new Random(seed, 'work-products', work.index);
  const comingSoon = ov.comingSoon ?? workRng.chance(0.05);
  const { date, year } = publicationDate(workRng, comingSoon);
  const offerType =
    ov.offerType ??
    (work.audience === 'k12'
      ? workRng.chance(0.6)
        ? 'institutional'
        : 'national'
      : workRng.chance(0.35)
        ? 'institutional'
        : 'national');
  const k12Licence = ov.k12Licence ?? (work.audience !== 'highered' && workRng.chance(0.75));
  const toc = buildToc(work.chapters, workRng);

  // Identities first: related products and source ISBNs refer across formats.
  const ids = formats.map(([platform], i) => {
    const serial = firstIndex + i;
    const prefix = serial % 10 === 7 && platform !== 'print' ? '979' : '978';
    return isbn13FromSerial(prefix, prefix === '979' ? '8' : '1', serial, salt);
  });
  const printAt = formats.findIndex(([p]) => p === 'print');
  const sourceIsbn13 = printAt >= 0 ? ids[printAt]! : isbn13FromSerial('978', '0', work.index, salt);

  const category = categoryOf(work.subject);
  const disciplinesText = [
    category.name,
    work.subject.name,
    work.subject.secondaries.find((s) => s.code === work.secondaryCode)?.name,
    work.extraSubject?.name,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    seed,
    work,
    firstIndex,
    salt,
    formats,
    comingSoon,
    date,
    year,
    offerType,
    k12Licence,
    tocJson: JSON.stringify(toc),
    tocString: tocToString(toc),
    ids,
    sourceIsbn13,
    disciplinesText,
    sourceTitle: `${work.title}, ${work.edition}e`,
  };
}

/** One format's states (spec §3 productType / productStage / access statuses / versions) and its name. */
interface FormatStates {
  org: (typeof HIGHER_ED_ORGS)[number] | null;
  name: string;
  edition: string | null;
  productType: 'sample' | 'beta' | 'other';
  stage: 'review' | 'live';
  accessStatus: 'SAMPLE' | 'REVIEW' | 'FULL' | 'ACTIVE';
  version: 'SAMPLE' | 'BETA' | 'FULL';
  hasCover: boolean;
  forSale: boolean;
}

function formatStates(rng: Random, edition: WorkEdition, [platform, model]: Format): FormatStates {
  const { work } = edition;
  const ov = work.overrides;
  const isApp = platform === 'learning_applications';
  const org = model === 'CUSTOM_COLLECTIONS' ? rng.pick(HIGHER_ED_ORGS) : null;
  const name = isApp
    ? applicationTitle(model, work.subject)
    : platform === 'collection'
      ? collectionTitle(model, work.title, work.subject, org?.displayName ?? null)
      : work.title;
  const productType =
    ov.productType ?? (rng.chance(0.03) ? 'sample' : platform === 'revel' && rng.chance(0.06) ? 'beta' : 'other');
  const stage = ov.stage ?? (productType === 'other' && rng.chance(0.03) ? 'review' : 'live');
  const accessStatus =
    productType === 'sample' ? 'SAMPLE' : stage === 'review' ? 'REVIEW' : rng.chance(0.1) ? 'FULL' : 'ACTIVE';
  const version = productType === 'sample' ? 'SAMPLE' : productType === 'beta' ? 'BETA' : 'FULL';
  const hasCover = ov.hasCover ?? !rng.chance(0.02);
  const forSale = productType !== 'sample' && stage !== 'review' && !(edition.comingSoon && rng.chance(0.5));
  return {
    org,
    name,
    edition: isApp ? null : `${work.edition}e`,
    productType,
    stage,
    accessStatus,
    version,
    hasCover,
    forSale,
  };
}

type ProductRow = ProductRows['products'][number];

/** The product's own row. Its draws (features, review time, video, preview) keep their order. */
function productRow(
  rng: Random,
  edition: WorkEdition,
  i: number,
  states: FormatStates,
  description: { html: string; text: string },
): ProductRow {
  const { seed, work } = edition;
  const [platform, model] = edition.formats[i]!;
  const productId = edition.ids[i]!;
  const isApp = platform === 'learning_applications';
  const isbn13 = productId;
  const isbn10 = isbn13To10(isbn13);
  const isbns =
    platform === 'print' && isbn10
      ? [isbn10, isbn13]
      : [edition.sourceIsbn13 === isbn13 ? (isbn10 ?? isbn13) : edition.sourceIsbn13, isbn13];
  const hh = rng.int(8, 20);
  const { name, stage } = states;
  return {
    product_id: productId,
    uuid: productUuid(`exchange-demo:${seed}:${productId}`),
    slug: slugify(name),
    name,
    platform,
    product_model: model,
    model_features: JSON.stringify(rng.sample(MODEL_FEATURES[model], rng.int(2, MODEL_FEATURES[model].length))),
    product_type: states.productType,
    product_stage: stage,
    access_status: states.accessStatus,
    version: states.version,
    audience: work.audience,
    k12_available_for_license: edition.k12Licence,
    is_custom: model === 'CUSTOM_COLLECTIONS',
    book_edition: states.edition,
    copyright_year: edition.year,
    publisher: 'Pearson',
    isbns,
    isbn13,
    isbn10,
    brand_name: brandName(platform, model, work.subject),
    module_count: null,
    source_textbook: platform === 'collection' ? edition.sourceTitle : null,
    description_html: description.html,
    description_text: description.text,
    content_published_at: stage === 'review' ? `${edition.date}T${pad2(hh)}:${pad2(rng.int(0, 11) * 5)}:00Z` : null,
    video_embed_url: !isApp && rng.chance(0.25) ? `https://media.example.com/embed/${productId}` : null,
    coming_soon: edition.comingSoon,
    offer_type: edition.offerType,
    org_id: states.org?.orgId ?? null,
    preview_url:
      platform === 'revel' || platform === 'glp' || (platform === 'etext' && rng.chance(0.5))
        ? `/console/demo/${productId}`
        : null,
    use_actions: JSON.stringify(useActions(platform)),
    date_published: edition.date,
    has_cover: states.hasCover,
    cover_color: coverColor(work.subject.code),
    first_author_family_name: work.authors[0]?.familyName ?? null,
    authors_text: work.authors
      .map((a) => [a.givenName, a.additionalName, a.familyName].filter(Boolean).join(' '))
      .join(', '),
    disciplines_text: edition.disciplinesText,
  };
}

/** Rows that hang off a product and draw nothing: authors, subjects, contents, related formats. */
function pushWorkRows(edition: WorkEdition, i: number, out: ProductRows): void {
  const { work, ids } = edition;
  const productId = ids[i]!;
  const isApp = edition.formats[i]![0] === 'learning_applications';
  work.authors.forEach((a, position) =>
    out.authors.push({
      product_id: productId,
      position,
      given_name: a.givenName,
      family_name: a.familyName,
      additional_name: a.additionalName,
      biography: a.biography,
    }),
  );
  out.productDisciplines.push({
    product_id: productId,
    primary_code: work.subject.code,
    secondary_code: work.secondaryCode,
    is_main: true,
  });
  if (work.extraSubject) {
    out.productDisciplines.push({
      product_id: productId,
      primary_code: work.extraSubject.code,
      secondary_code: null,
      is_main: false,
    });
  }
  if (isApp) return;
  out.tocs.push({ product_id: productId, toc: edition.tocJson, toc_string: edition.tocString });
  let position = 0;
  ids.forEach((other, j) => {
    if (j !== i && position < 4)
      out.relatedProducts.push({ product_id: productId, related_product_id: other, position: position++ });
  });
}

/** A collection's modules: a random subset of the work's chapters, in chapter order. */
function pushCollectionModules(rng: Random, work: Work, product: ProductRow, out: ProductRows): void {
  const keep = new Set(rng.sample(work.chapters, rng.int(Math.min(4, work.chapters.length), work.chapters.length)));
  const modules = work.chapters.filter((c) => keep.has(c));
  modules.forEach((title, position) =>
    out.modules.push({ product_id: product.product_id, position, title: `Module ${position + 1}: ${title}` }),
  );
  product.module_count = modules.length;
}

/**
 * Writes the product of the work's i-th format with everything hanging off it. One random
 * stream per product; its draws happen in a fixed order (states, description, row, modules,
 * offers), which the seeded catalogue depends on.
 */
function buildFormatProduct(edition: WorkEdition, i: number, out: ProductRows): void {
  const { seed, work, salt } = edition;
  const format = edition.formats[i]!;
  const [platform] = format;
  const productId = edition.ids[i]!;
  const serial = edition.firstIndex + i;
  const rng = new Random(seed, 'product', serial);
  const states = formatStates(rng, edition, format);
  const description = productDescription(
    {
      title: states.name,
      edition: states.edition,
      platform,
      subject: work.subject,
      topics: work.chapters,
      productId,
      k12: work.audience !== 'highered',
    },
    rng,
  );
  const product = productRow(rng, edition, i, states, description);
  out.products.push(product);
  pushWorkRows(edition, i, out);
  if (platform === 'collection') pushCollectionModules(rng, work, product, out);

  const ov = work.overrides;
  const offers = productOffers(
    {
      productId,
      isbn13: productId,
      accessCardIsbn13: isbn13FromSerial('978', '1', 50_000_000 + serial, salt),
      platform,
      audience: work.audience,
      offerType: edition.offerType,
      k12AvailableForLicence: edition.k12Licence,
      forSale: states.forSale,
    },
    rng,
    { anchorLicences: ov.anchorLicences === true && i === 0, allCountries: ov.allCountries === true },
  );
  out.offers.push(...offers.offers);
  out.availableToBuy.push(...offers.availableToBuy);
  out.seatLicences.push(...offers.seatLicences);
}

/**
 * Writes the products of one work into `out`. `firstIndex` is the catalogue-wide index
 * of its first product (ISBN serials); `limit` cuts the last work short.
 */
export function buildWorkProducts(
  seed: number,
  work: Work,
  firstIndex: number,
  limit: number,
  out: ProductRows,
): number {
  const edition = workEdition(seed, work, firstIndex, limit);
  edition.formats.forEach((_, i) => buildFormatProduct(edition, i, out));
  return edition.formats.length;
}
