/** Rows of the search repository → the wire shapes of contract/schemas/search.ts (spec §3). */
import { PLATFORM_TYPES, type PlatformType } from '../../../contract/search-options.ts';
import type { AuthorRow, SearchRow, SubjectCountRow } from './search-repository.ts';
import type { MatchedField, Suggestions } from './search-service.ts';
import type {
  AuthorSuggestion,
  AutoCompleteItem,
  PlatformCount,
  SearchItem,
  SubjectCounts,
} from '../../../contract/schemas/search.ts';

/** Our generated cover (covers route), or null so the client shows its default image. */
export function coverUrl(productId: string, hasCover: boolean): string | null {
  return hasCover ? `/api/covers/${encodeURIComponent(productId)}.svg` : null;
}

export function toSearchItem(row: SearchRow): SearchItem {
  return {
    productId: row.product_id,
    uuid: row.uuid,
    source: {
      'cnt:slug': row.slug,
      'schema:name': row.name,
      'schema:description': { 'schema:txt': row.description },
      'schema:bookEdition': row.book_edition,
      'schema:sourceIsbn': { 'schema:isbn13': row.isbn13 },
      'schema:brand': { 'schema:name': row.brand_name },
      'schema:orgId': row.org_id,
      'schema:image': coverUrl(row.product_id, row.has_cover),
      'schema:datePublished': row.date_published,
      'cnt:productType': row.product_type,
      'cnt:auxiliaryFields': {
        productPlatform: row.platform,
        productModel: {
          name: row.product_model as SearchItem['source']['cnt:auxiliaryFields']['productModel']['name'],
        },
        authors: row.authors,
        k12: { availableForLicense: row.k12_available_for_license },
        offerType: { offerTypeCode: row.offer_type },
        comingSoon: row.coming_soon,
        productStage: row.product_stage,
        audience: row.audience,
      },
    },
    innerHits: {
      searchResults: row.licences.map((l) => ({ ...l, offerTypeCode: 'SEAT_LICENSE' as const })),
    },
  };
}

export function toPlatformCounts(platforms: Record<PlatformType, number>): PlatformCount[] {
  return PLATFORM_TYPES.map((key) => ({ key, count: platforms[key] }));
}

export function currentResultPage(offset: number, limit: number): number {
  return limit > 0 ? Math.floor(offset / limit) + 1 : 1;
}

/** Count rows → `{ highered, k12 }`, each with its total and its non-zero subjects, largest first. */
export function toSubjectCounts(rows: readonly SubjectCountRow[]): {
  highered: SubjectCounts;
  k12: SubjectCounts;
  all: SubjectCounts;
} {
  const side = (pick: (r: SubjectCountRow) => number): SubjectCounts => {
    const list = (prefix: 'c:' | 'p:') =>
      rows
        .filter((r) => r.subject.startsWith(prefix) && pick(r) > 0)
        .map((r) => ({ code: r.subject.slice(2), count: pick(r) }))
        .sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    const total = rows.find((r) => r.subject === '');
    return { count: total ? pick(total) : 0, categories: list('c:'), disciplines: list('p:') };
  };
  return { highered: side((r) => r.highered), k12: side((r) => r.k12), all: side((r) => r.products) };
}

export function toAutoCompleteItems(products: Suggestions['products']): AutoCompleteItem[] {
  return products.map((p) => ({
    productId: p.product_id,
    uuid: p.uuid,
    matchedFields: p.matchedFields as MatchedField[],
    source: {
      name: p.name,
      slug: p.slug,
      isbn13: p.isbn13,
      images: p.has_cover ? [{ type: 'thumbnail' as const, url: coverUrl(p.product_id, true)! }] : [],
      auxiliaryFields: { productPlatform: p.platform, authors: p.authors },
      productModel: { name: p.product_model as AutoCompleteItem['source']['productModel']['name'] },
      orgId: p.org_id,
    },
  }));
}

export function toAuthorSuggestions(authors: readonly AuthorRow[]): AuthorSuggestion[] {
  return authors.map((a) => ({
    name: [a.given_name, a.family_name].filter(Boolean).join(' '),
    givenName: a.given_name,
    familyName: a.family_name,
    count: a.products,
  }));
}
