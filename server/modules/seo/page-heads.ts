/**
 * Which head and status a page address gets (the server's HTML, before any script): a known
 * public product its name, text, cover, Open Graph and JSON-LD; home the site's; a search page
 * its query and `noindex, follow` (search engines ask sites not to have their internal result
 * pages indexed); an unknown address or product 404 with `noindex`.
 *
 * Private stays private: an institution's own product (org_id set) gets the site's generic
 * head, `noindex` and 401: its name, text and cover are for its members, who see them once the
 * app runs with their session. An address carrying an LMS token is answered the same way for the
 * same product: the head is the public one, the token changes nothing in it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Product } from '../../../contract/schemas/product.ts';
import { ProductId } from '../../../contract/schemas/common.ts';
import { DEFAULT_LOCALE, localePath } from '../../../contract/locales.ts';
import { matchPage, type PageRoute } from '../../../contract/page-routes.ts';
import { cutAtWord, pageHeadWords } from '../../../contract/page-head.ts';
import { PAGE_PARAMS } from '../../../contract/params.ts';
import type { PageHead } from './page-head.ts';
import {
  coverImagePath,
  homeGraph,
  productBook,
  productBreadcrumbs,
  productPath,
  shownIsbn,
  type PageAddress,
} from './structured-data.ts';
import { COVER_IMAGE } from '../catalogue/index.ts';
import { findProductPage } from './seo-repository.ts';
import { anonymousProductCall } from '../../../contract/api-calls.ts';

/** The API's product id: anything else is not looked up. */
const PRODUCT_ID = new RegExp((ProductId as { pattern?: string }).pattern ?? '^$');

/** Pages with nothing for a search engine: a visitor's own or an admin's. */
const NOT_FOR_INDEX: ReadonlySet<PageRoute> = new Set(['signIn', 'insights', 'learning']);

export interface PageAnswer {
  /**
   * 401: an institution's own product (a custom edition), asked for without credentials: every
   * page request is, the session being the app's (a bearer token), so the shared page is the
   * anonymous visitor's. A request that does carry credentials is answered 200 or 403 by
   * `ownerOrgId` (static-pwa.ts).
   */
  status: 200 | 401 | 403 | 404;
  head: PageHead;
  /** The organisation that owns the product (its custom edition), whose members may open it. */
  ownerOrgId?: string;
  /**
   * The page's path after the locale and its query as the hreflang alternates name it, when
   * not the address asked for: a product's canonical address (its slug, no query), so that the
   * alternates and the canonical link agree.
   */
  alternate?: { rest: string; search: string };
  /**
   * The API's answers read for the head that the page's renderer would ask for (address → JSON
   * body): the product, as the product call answers an anonymous visitor.
   */
  apiAnswers?: ReadonlyMap<string, string>;
}

interface PageRequest extends PageAddress {
  /** The pathname after the locale ('/search'). */
  rest: string;
  /** The query string without '?'. */
  search: string;
}

function baseHead(at: PageRequest, canonicalPath: string): PageHead {
  const words = pageHeadWords(at.locale);
  return {
    title: words.titleDefault,
    description: words.siteDescription,
    canonical: at.origin + canonicalPath,
    locale: at.locale,
    siteName: words.siteName,
    kind: 'website',
  };
}

function notFound(at: PageRequest): PageAnswer {
  return { status: 404, head: { ...baseHead(at, localePath(at.locale, at.rest)), robots: 'noindex' } };
}

function searchHead(at: PageRequest): PageHead {
  const words = pageHeadWords(at.locale);
  const query = (new URLSearchParams(at.search).get(PAGE_PARAMS.query) ?? '').trim();
  const path = localePath(at.locale, '/search') + (at.search ? `?${at.search}` : '');
  return {
    ...baseHead(at, path),
    title: query ? words.titleSearch(query) : words.titleDefault,
    description: words.searchDescription(query),
    robots: 'noindex, follow',
  };
}

function productHead(at: PageRequest, product: Product, descriptionText: string): PageHead {
  const words = pageHeadWords(at.locale);
  const description = cutAtWord(descriptionText) || words.siteDescription;
  const authors = product.authors.map((a) => [a.givenName, a.additionalName, a.familyName].filter(Boolean).join(' '));
  const breadcrumbs = productBreadcrumbs(product, at);
  return {
    ...baseHead(at, productPath(at.locale, product)),
    title: words.titleProduct(product.name),
    description,
    kind: 'book',
    image: product.image
      ? { url: at.origin + coverImagePath(product.productId), ...COVER_IMAGE, alt: words.coverAlt(product.name) }
      : undefined,
    book: { isbn: shownIsbn(product.isbn), authors, releaseDate: product.datePublished ?? undefined },
    structuredData: [productBook(product, at, description), ...(breadcrumbs ? [breadcrumbs] : [])],
  };
}

async function productAnswer(db: Kysely<DB>, at: PageRequest, rawId: string | undefined): Promise<PageAnswer> {
  let id: string;
  try {
    id = decodeURIComponent(rawId ?? '');
  } catch {
    return notFound(at);
  }
  if (!PRODUCT_ID.test(id)) return notFound(at);
  const found = await findProductPage(db, id);
  if (!found) return notFound(at);
  if (found.product.orgId) {
    return {
      status: 401,
      head: { ...baseHead(at, localePath(at.locale, at.rest)), robots: 'noindex' },
      ownerOrgId: found.product.orgId,
    };
  }
  const rest = productPath(DEFAULT_LOCALE, found.product).slice(localePath(DEFAULT_LOCALE, '/').length);
  return {
    status: 200,
    head: productHead(at, found.product, found.descriptionText),
    alternate: { rest, search: '' },
    apiAnswers: new Map([[anonymousProductCall(id), JSON.stringify(found.product)]]),
  };
}

/** The head and status of the page at `rest` (a locale's pathname) for any visitor. */
export async function pageAnswerFor(db: Kysely<DB>, at: PageRequest): Promise<PageAnswer> {
  const match = matchPage(at.rest);
  if (!match) return notFound(at);
  const words = pageHeadWords(at.locale);
  switch (match.page) {
    case 'home':
      return {
        status: 200,
        head: {
          ...baseHead(at, localePath(at.locale, '/')),
          structuredData: homeGraph(at, words.siteName, words.siteDescription),
        },
      };
    case 'search':
      return { status: 200, head: searchHead(at) };
    case 'product':
      return productAnswer(db, at, match.params.id);
    default: {
      const head = baseHead(at, localePath(at.locale, at.rest));
      return { status: 200, head: NOT_FOR_INDEX.has(match.page) ? { ...head, robots: 'noindex' } : head };
    }
  }
}
