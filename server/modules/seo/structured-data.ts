/**
 * schema.org structured data (JSON-LD) for the pages the server sends: a product is a `Book`
 * with its alternate formats as `workExample`s and a `BreadcrumbList` (category → discipline →
 * product); home is the `WebSite` with a `SearchAction` to the locale's search, and the
 * publisher's `Organization`. Typed with schema-dts, so a property schema.org does not have
 * for the type fails the type check.
 *
 * What is left out on purpose:
 * - `offers`: the offers call answers anonymous visitors without prices, so no price is
 *   public; structured data never states one a visitor cannot see.
 * - `bookFormat` for print (binding unknown) and learning applications (software, not a book).
 */
import type { Book, BookFormatType, BreadcrumbList, Organization, Person, SearchAction, Thing, WebSite } from 'schema-dts';
import type { Platform } from '../../../contract/catalogue.ts';
import type { Author, Product, RelatedProduct } from '../../../contract/schemas/product.ts';
import { intlTag, localePath, type Locale } from '../../../contract/locales.ts';
import { PAGE_PARAMS } from '../../../contract/params.ts';

/** The product's format in schema.org's words; undefined where none fits. */
const BOOK_FORMAT: Record<Platform, BookFormatType | undefined> = {
  etext: 'EBook',
  revel: 'EBook',
  glp: 'EBook',
  collection: 'EBook',
  learning_applications: undefined,
  print: undefined,
};

/** The catalogue's products are published in English (it holds no language per product). */
export const PRODUCT_LANGUAGE = 'en';

export interface PageAddress {
  /** `https://host`, no trailing slash. */
  origin: string;
  locale: Locale;
}

/** A product page's address as the cards link it: /{locale}/products/{id}/{slug}. */
export function productPath(locale: Locale, product: { productId: string; slug: string | null | undefined }): string {
  const slug = product.slug ? `/${encodeURIComponent(product.slug)}` : '';
  return localePath(locale, `/products/${encodeURIComponent(product.productId)}${slug}`);
}

/** A search page's address with one parameter set (a subject facet's link). */
function searchPath(locale: Locale, param: string, value: string): string {
  return `${localePath(locale, '/search')}?${new URLSearchParams({ [param]: value }).toString()}`;
}

/** The raster cover a link preview shows (cover-image routes); absent when the product has none. */
export function coverImagePath(productId: string): string {
  return `/api/covers/${encodeURIComponent(productId)}.png`;
}

function person(author: Author): Person {
  const name = [author.givenName, author.additionalName, author.familyName].filter(Boolean).join(' ');
  return { '@type': 'Person', name, givenName: author.givenName || undefined, familyName: author.familyName };
}

/** ISBN-13 as the page shows it (spec §2: the isbn list's second entry), else the first ISBN. */
export function shownIsbn(isbns: readonly string[]): string | undefined {
  return isbns.find((isbn, i) => i === 1 && isbn.length === 13) ?? isbns.find((isbn) => isbn.length === 13) ?? isbns[0];
}

function alternateFormat(related: RelatedProduct, at: PageAddress): Book {
  return {
    '@type': 'Book',
    name: related.name,
    url: at.origin + productPath(at.locale, related),
    isbn: related.sourceIsbn.isbn13 ?? undefined,
    bookFormat: BOOK_FORMAT[related.productPlatform],
  };
}

/** The product as a schema.org Book: the same facts the page shows, nothing it does not. */
export function productBook(product: Product, at: PageAddress, description: string): Book {
  const url = at.origin + productPath(at.locale, product);
  const subject = product.disciplines[0];
  const alternates = (product.isRelatedTo ?? []).map((r) => alternateFormat(r, at));
  return {
    '@type': 'Book',
    '@id': `${url}#book`,
    name: product.name,
    url,
    isbn: shownIsbn(product.isbn),
    author: product.authors.map(person),
    bookEdition: product.bookEdition || undefined,
    bookFormat: BOOK_FORMAT[product.productPlatform],
    inLanguage: PRODUCT_LANGUAGE,
    publisher: product.publisher ? { '@type': 'Organization', name: product.publisher } : undefined,
    copyrightYear: product.copyrightYear ?? undefined,
    datePublished: product.datePublished ?? undefined,
    description: description || undefined,
    image: product.image ? at.origin + coverImagePath(product.productId) : undefined,
    about: subject ? { '@type': 'Thing', name: subject.primaryDiscipline.name ?? subject.primaryDiscipline.code } : undefined,
    workExample: alternates.length > 0 ? alternates : undefined,
  };
}

/** Category → discipline → product, each a link a visitor can follow (the subject facets' searches). */
export function productBreadcrumbs(product: Product, at: PageAddress): BreadcrumbList | null {
  const subject = product.disciplines[0];
  const category = subject?.disciplineCategory;
  if (!subject || !category) return null;
  const crumbs: Array<{ name: string; url: string }> = [
    { name: category.name ?? category.code, url: at.origin + searchPath(at.locale, PAGE_PARAMS.category, category.code) },
    {
      name: subject.primaryDiscipline.name ?? subject.primaryDiscipline.code,
      url: at.origin + searchPath(at.locale, PAGE_PARAMS.discipline, subject.primaryDiscipline.code),
    },
    { name: product.name, url: at.origin + productPath(at.locale, product) },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

/** Home: the site, searchable at the locale's /search?q=, and its publisher. */
export function homeGraph(at: PageAddress, siteName: string, description: string): Thing[] {
  const home = at.origin + localePath(at.locale, '/');
  const organization: Organization = { '@type': 'Organization', '@id': `${at.origin}/#organization`, name: siteName, url: home };
  // `query-input` is schema.org's annotation of SearchAction's `query` (schema.org/docs/actions.html).
  const search = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${at.origin}${localePath(at.locale, '/search')}?${PAGE_PARAMS.query}={search_term_string}` },
    'query-input': 'required name=search_term_string',
  } as SearchAction;
  const site: WebSite = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: siteName,
    url: home,
    description,
    inLanguage: intlTag(at.locale),
    publisher: { '@id': `${at.origin}/#organization` },
    potentialAction: search,
  };
  return [site, organization];
}

/**
 * A `<script type="application/ld+json">` element: JSON whose '<', '>' and '&' are written as
 * \u escapes, so no text in it ('</script>', '<!--') can end or change the element, and U+2028/9
 * as escapes too. The parsed JSON is unchanged.
 */
export function jsonLdScript(things: readonly Thing[]): string {
  const data = things.length === 1 ? { '@context': 'https://schema.org', ...(things[0] as object) } : { '@context': 'https://schema.org', '@graph': things };
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
