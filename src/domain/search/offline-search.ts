// Search over everything the device has seen, offline. Pure: which products
// the cached answers hold (results, suggestions, product pages), what is indexed of each, how a
// query is read (text or ISBN), and how the URL's filters, sort and page apply to the local hits,
// shaped as the server's answers so the results page renders them as it renders those.
// The full-text index itself (MiniSearch) is a lazy module: src/features/search/offline/.
import type {
  AutoCompleteItem,
  AutoCompleteResponse,
  DisciplineCountResponse,
  Product,
  SearchItem,
  SearchResponse,
  SubjectCounts,
} from '../../../contract/wire';
import { PLATFORM_TYPES, type PlatformType } from '../../../contract/search-options';
import { inAudienceList, inPlatformOption, inShowByOption, type FilterFacts } from '../../../contract/product-filters';
import { compactIsbn, isbn10To13, isValidIsbn10, parseIsbn } from '../../../contract/isbn';
import type { SearchRequest } from './search-filters';

/** A product as the device knows it: a result card, and the subjects it was seen under. */
export interface SeenProduct {
  item: SearchItem;
  /** Where the card came from, best first: a search result, a product page, a suggestion. */
  source: 'search' | 'product' | 'suggestion';
  /** Custom product (the platform filter's Custom: is_custom, or the custom-collections model). */
  isCustom: boolean;
  /** Subject codes known for it: from its product page, or a search narrowed to that subject. */
  categories: string[];
  disciplines: string[];
  /** Every ISBN-13 known for it (its own and, from its page, the others it lists; ISBN-10s as ISBN-13). */
  isbns: string[];
  /** Organisations whose "show by institution" search listed it (offers are the caller's: only known so). */
  institutions: string[];
}

const RANK: Record<SeenProduct['source'], number> = { search: 3, product: 2, suggestion: 1 };

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

/** Two sightings of one product: the richer card wins, the subjects add up. */
export function mergeSeen(a: SeenProduct, b: SeenProduct): SeenProduct {
  const [best, other] = RANK[b.source] >= RANK[a.source] ? [b, a] : [a, b];
  return {
    ...best,
    isCustom: best.source === 'suggestion' ? other.isCustom || best.isCustom : best.isCustom,
    categories: union(best.categories, other.categories),
    disciplines: union(best.disciplines, other.disciplines),
    institutions: union(best.institutions, other.institutions),
    isbns: union(best.isbns, other.isbns),
  };
}

// --- from the cached answers ---------------------------------------------------------------

const NO_HITS = { searchResults: [] };

function fromSearchItem(item: SearchItem, request: Partial<SearchRequest>): SeenProduct {
  return {
    // Seat-licence hits belong to the user who searched: not kept in the device's index.
    item: { ...item, innerHits: NO_HITS },
    source: 'search',
    isCustom: item.source['cnt:auxiliaryFields'].productModel.name === 'CUSTOM_COLLECTIONS',
    categories: request.cat ? [request.cat] : [],
    // A search narrowed to several disciplines says the product is in one of them, not which.
    disciplines: request.disc && !request.disc.includes('|') ? [request.disc] : [],
    institutions: request.filter === 'institution' && request.institution ? [request.institution] : [],
    isbns: ownIsbn(item),
  };
}

function fromSuggestion(item: AutoCompleteItem): SeenProduct {
  const s = item.source;
  return {
    item: {
      productId: item.productId,
      uuid: item.uuid,
      source: {
        'cnt:slug': s.slug,
        'schema:name': s.name,
        'schema:description': { 'schema:txt': '' },
        'schema:bookEdition': null,
        'schema:sourceIsbn': { 'schema:isbn13': s.isbn13 },
        'schema:brand': { 'schema:name': null },
        'schema:orgId': s.orgId ?? null,
        'schema:image': s.images[0]?.url ?? null,
        'schema:datePublished': null,
        // A suggestion does not say these; the common case stands in until a result or the page does.
        'cnt:productType': 'other',
        'cnt:auxiliaryFields': {
          productPlatform: s.auxiliaryFields.productPlatform,
          productModel: { name: s.productModel.name },
          authors: s.auxiliaryFields.authors.map(({ givenName, familyName }) => ({ givenName, familyName })),
          k12: { availableForLicense: false },
          offerType: { offerTypeCode: 'national' },
          comingSoon: false,
          productStage: 'live',
          audience: 'all',
        },
      },
      innerHits: NO_HITS,
    },
    source: 'suggestion',
    isCustom: s.productModel.name === 'CUSTOM_COLLECTIONS',
    categories: [],
    disciplines: [],
    institutions: [],
    isbns: s.isbn13 ? [s.isbn13] : [],
  };
}

/** The description as plain text, as the search answer gives it (first 300 characters). */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, max).join('');
}

const ownIsbn = (item: SearchItem) => {
  const isbn = item.source['schema:sourceIsbn']['schema:isbn13'];
  return isbn ? [isbn] : [];
};

/** The product's own ISBN-13 as the server picks it (catalog-import: the second entry, else the first 13-digit one). */
function productIsbn13(isbn: readonly string[]): string | null {
  return isbn[1]?.length === 13 ? isbn[1] : (isbn.find((i) => i.length === 13) ?? null);
}

function productIsbns(isbn: readonly string[]): string[] {
  const own = productIsbn13(isbn);
  const all = isbn.flatMap((i) => (i.length === 13 ? [i] : isValidIsbn10(i) ? [isbn10To13(i)] : []));
  return union(own ? [own] : [], all);
}

function fromProduct(p: Product): SeenProduct {
  return {
    item: {
      productId: p.productId,
      uuid: p.uuid,
      source: {
        'cnt:slug': p.slug,
        'schema:name': p.name,
        'schema:description': { 'schema:txt': plainText(p.description.html) },
        'schema:bookEdition': p.bookEdition ?? null,
        'schema:sourceIsbn': { 'schema:isbn13': productIsbn13(p.isbn) },
        'schema:brand': { 'schema:name': p.brand.name },
        'schema:orgId': p.orgId ?? null,
        'schema:image': p.image?.url ?? null,
        'schema:datePublished': p.datePublished ?? null,
        'cnt:productType': p.productType,
        'cnt:auxiliaryFields': {
          productPlatform: p.productPlatform,
          productModel: { name: p.productModel.name },
          authors: p.authors.map(({ givenName, familyName }) => ({ givenName, familyName })),
          k12: p.k12,
          offerType: { offerTypeCode: p.offerType },
          comingSoon: p.comingSoon,
          productStage: p.productStage,
          audience: p.audience,
        },
      },
      innerHits: NO_HITS,
    },
    source: 'product',
    isCustom: p.isCustom ?? p.productModel.name === 'CUSTOM_COLLECTIONS',
    categories: union(
      p.disciplines.flatMap((d) => (d.disciplineCategory ? [d.disciplineCategory.code] : [])),
      [],
    ),
    disciplines: union(
      p.disciplines.map((d) => d.primaryDiscipline.code),
      p.disciplines.flatMap((d) => (d.secondaryDiscipline ? [d.secondaryDiscipline.code] : [])),
    ),
    institutions: [],
    isbns: productIsbns(p.isbn),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The products one cached answer holds, by its query key (src/features/search/api/search.ts,
 * src/lib/api/autocomplete.ts, src/lib/api/product.ts). Other answers hold none. Shapes are
 * checked loosely: a cache written by an older build must not break the index.
 */
export function seenInAnswer(queryKey: readonly unknown[], data: unknown): SeenProduct[] {
  if (!isObject(data)) return [];
  const [a, b] = queryKey;
  if (a === 'search' && b === 'results' && Array.isArray(data.items)) {
    const request = (isObject(queryKey[2]) ? queryKey[2] : {}) as Partial<SearchRequest>;
    return (data as unknown as SearchResponse).items.filter(isSearchItem).map((item) => fromSearchItem(item, request));
  }
  if (a === 'search' && b === 'autocomplete' && Array.isArray(data.searchResults)) {
    return (data as unknown as AutoCompleteResponse).searchResults.filter(isSuggestion).map(fromSuggestion);
  }
  if (a === 'products' && b === 'detail' && typeof data.productId === 'string' && Array.isArray(data.disciplines)) {
    try {
      return [fromProduct(data as unknown as Product)];
    } catch {
      return [];
    }
  }
  return [];
}

function isSearchItem(v: unknown): v is SearchItem {
  return (
    isObject(v) &&
    typeof v.productId === 'string' &&
    isObject(v.source) &&
    typeof v.source['schema:name'] === 'string' &&
    isObject(v.source['cnt:auxiliaryFields'])
  );
}

function isSuggestion(v: unknown): v is AutoCompleteItem {
  return isObject(v) && typeof v.productId === 'string' && isObject(v.source) && typeof v.source.name === 'string';
}

/** Every product of a list of cached answers, each once. */
export function collectSeen(answers: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>): Map<string, SeenProduct> {
  const seen = new Map<string, SeenProduct>();
  for (const { queryKey, data } of answers) {
    for (const product of seenInAnswer(queryKey, data)) addSeen(seen, product);
  }
  return seen;
}

export function addSeen(seen: Map<string, SeenProduct>, product: SeenProduct): SeenProduct {
  const id = product.item.productId;
  const known = seen.get(id);
  const merged = known ? mergeSeen(known, product) : product;
  seen.set(id, merged);
  return merged;
}

// --- what is indexed -----------------------------------------------------------------------

/** One document of the full-text index. */
export interface SeenDocument {
  id: string;
  title: string;
  authors: string;
  /** Its own ISBN-13, digits (a hyphenated query is compacted before it is looked up). */
  isbn: string;
  /** The other ISBNs its page lists (print, other formats), as ISBN-13 digits. */
  otherIsbns: string;
  brand: string;
  description: string;
}

export function seenDocument(product: SeenProduct): SeenDocument {
  const s = product.item.source;
  return {
    id: product.item.productId,
    title: s['schema:name'],
    authors: s['cnt:auxiliaryFields'].authors.map((a) => `${a.givenName} ${a.familyName}`.trim()).join(', '),
    isbn: s['schema:sourceIsbn']['schema:isbn13'] ?? '',
    otherIsbns: product.isbns.filter((i) => i !== s['schema:sourceIsbn']['schema:isbn13']).join(' '),
    brand: s['schema:brand']['schema:name'] ?? '',
    description: s['schema:description']['schema:txt'],
  };
}

/**
 * Lower case without accents, Turkish dotless i as i: what the index stores and the query is
 * read as (the server's fold, contract/search-text.ts foldSearchText, does the same).
 */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('ı', 'i');
}

// --- the query -----------------------------------------------------------------------------

export type OfflineQuery =
  | { kind: 'all' }
  | { kind: 'isbn'; isbn13: string }
  | { kind: 'isbn-prefix'; digits: string }
  | { kind: 'text'; text: string };

/**
 * How a search text is looked up: nothing (a subject browse lists every product seen), a whole
 * ISBN-13 or ISBN-10 (digits, hyphens or spaces: the ISBN-13 it stands for), the start of an
 * ISBN (3+ digits and separators only), or words.
 */
export function offlineQuery(q: string): OfflineQuery {
  const text = q.trim();
  if (text === '') return { kind: 'all' };
  const isbn = parseIsbn(text);
  if (isbn) return { kind: 'isbn', isbn13: isbn.isbn13 };
  const compact = compactIsbn(text);
  if (/^[0-9\s\-‐‑‒–—.]+$/.test(text) && /^[0-9]{3,}$/.test(compact)) return { kind: 'isbn-prefix', digits: compact };
  return { kind: 'text', text };
}

// --- filters, sort, page -------------------------------------------------------------------

/** What contract/product-filters.ts's rules read of a product the device has seen. */
export function filterFactsOf(product: SeenProduct): FilterFacts {
  const s = product.item.source;
  const aux = s['cnt:auxiliaryFields'];
  return {
    platform: aux.productPlatform,
    productType: s['cnt:productType'],
    productStage: aux.productStage,
    isCustom: product.isCustom,
    comingSoon: aux.comingSoon,
    audience: aux.audience,
  };
}

/** The platform filter for one product: the contract's rule, as the server applies it. */
export function inPlatform(product: SeenProduct, type: PlatformType): boolean {
  return inPlatformOption(filterFactsOf(product), type);
}

export function inAudience(product: SeenProduct, resultType: SearchRequest['resultType']): boolean {
  return resultType ? inAudienceList(filterFactsOf(product), resultType) : true;
}

/** Show-by: the contract's rule; institution from the organisations whose search listed it. */
export function inShowBy(product: SeenProduct, request: Pick<SearchRequest, 'filter' | 'institution'>): boolean {
  const filter = request.filter;
  if (filter === undefined) return true;
  if (filter === 'institution') {
    return request.institution !== undefined && product.institutions.includes(request.institution);
  }
  return inShowByOption(filterFactsOf(product), filter);
}

/** The subject filter: a category, or any of the disciplines (as the server's `disc`). */
export function inSubject(product: SeenProduct, subject: Pick<SearchRequest, 'cat' | 'disc'>): boolean {
  if (subject.cat && !product.categories.includes(subject.cat)) return false;
  if (subject.disc) {
    const wanted = subject.disc.split('|').filter(Boolean);
    if (wanted.length > 0 && !wanted.some((code) => product.disciplines.includes(code))) return false;
  }
  return true;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function sortHits(hits: SeenProduct[], sort: SearchRequest['sort']): SeenProduct[] {
  const name = (p: SeenProduct) => p.item.source['schema:name'];
  const family = (p: SeenProduct) => p.item.source['cnt:auxiliaryFields'].authors[0]?.familyName ?? '\uffff';
  const date = (p: SeenProduct) => p.item.source['schema:datePublished'] ?? '';
  // Ties in the product id's order, as the server's ORDER BY ends (search-repository.ts orderOf):
  // an edition's formats often share a title and a date, and the first of them is the one shown.
  const id = (a: SeenProduct, b: SeenProduct) => (a.item.productId < b.item.productId ? -1 : a.item.productId > b.item.productId ? 1 : 0);
  switch (sort) {
    case 'name':
      return [...hits].sort((a, b) => collator.compare(name(a), name(b)) || id(a, b));
    case 'familyName':
      return [...hits].sort((a, b) => collator.compare(family(a), family(b)) || id(a, b));
    case 'datePublished':
      return [...hits].sort((a, b) => date(b).localeCompare(date(a)) || id(a, b));
    default:
      return hits; // relevance: rankOffline's order
  }
}

function subjectCounts(hits: readonly SeenProduct[]): SubjectCounts {
  const categories = new Map<string, number>();
  const disciplines = new Map<string, number>();
  for (const p of hits) {
    for (const code of p.categories) categories.set(code, (categories.get(code) ?? 0) + 1);
    for (const code of p.disciplines) disciplines.set(code, (disciplines.get(code) ?? 0) + 1);
  }
  const list = (m: Map<string, number>) => [...m].map(([code, count]) => ({ code, count }));
  return { count: hits.length, categories: list(categories), disciplines: list(disciplines) };
}

export interface LocalAnswer {
  search: SearchResponse;
  counts: DisciplineCountResponse;
}

/**
 * The local hits (best first) as the two answers the results page reads: /api/search's (the
 * platform counts for the other filters, the page of results) and /api/discipline/count's (the
 * Subject facet for every filter but the subject).
 */
export function localAnswer(hits: readonly SeenProduct[], request: SearchRequest): LocalAnswer {
  const base = hits.filter((p) => inAudience(p, request.resultType) && inShowBy(p, request));
  const inSubjects = base.filter((p) => inSubject(p, request));
  const typed = sortHits(
    inSubjects.filter((p) => inPlatform(p, request.type)),
    request.sort,
  );
  const forFacet = base.filter((p) => inPlatform(p, request.type));
  const limit = Math.max(1, request.limit);
  const all = subjectCounts(forFacet);
  return {
    search: {
      count: typed.length,
      searchResults: PLATFORM_TYPES.map((key) => ({ key, count: inSubjects.filter((p) => inPlatform(p, key)).length })),
      currentResultPage: Math.floor(request.offset / limit) + 1,
      items: typed.slice(request.offset, request.offset + limit).map((p) => p.item),
    },
    counts: {
      highered: subjectCounts(forFacet.filter((p) => inAudience(p, 'highered'))),
      k12: subjectCounts(forFacet.filter((p) => inAudience(p, 'k12'))),
      all,
    },
  };
}

// --- ranking -------------------------------------------------------------------------------
// Offline results must agree with the server's on the products both have: the server ranks a
// known item first (server/modules/search/search-repository.ts scoreOf: exact title 8, exact
// author 4, title starting with the text 2 or containing it 1, the text starting with the whole
// title 2), then by text rank. The device mirrors those signals, and where it holds the
// server's own answer for the same words it keeps that order; the full-text index's order
// (MiniSearch, which also reads descriptions) only decides among the rest.

/** A title or a search text as compared for a known item: folded, words only, single spaces. */
export function titleKey(text: string): string {
  return foldTerm(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The server's known-item signals for one product and a search text (0: none). */
export function knownItemScore(title: string, authors: readonly string[], text: string): number {
  const key = titleKey(text);
  if (key === '') return 0;
  const t = titleKey(title);
  let score = 0;
  if (t === key) score += 8;
  if (authors.some((a) => titleKey(a) === key)) score += 4;
  if (t.startsWith(key)) score += 2;
  else if (t.includes(key)) score += 1;
  else if (t !== '' && key.startsWith(`${t} `)) score += 2;
  return score;
}

/** The relevance order of one cached /api/search answer: its words and each product's place. */
export interface ServerOrder {
  key: string;
  ranks: Array<[productId: string, rank: number]>;
}

/** A cached search answer in relevance order (a text, no sort), as ranks by product; else null. */
export function serverOrderInAnswer(queryKey: readonly unknown[], data: unknown): ServerOrder | null {
  if (queryKey[0] !== 'search' || queryKey[1] !== 'results' || !isObject(data) || !Array.isArray(data.items)) return null;
  const request = (isObject(queryKey[2]) ? queryKey[2] : {}) as Partial<SearchRequest>;
  const key = titleKey(request.q ?? '');
  if (key === '' || request.sort) return null;
  const offset = typeof request.offset === 'number' ? request.offset : 0;
  const ranks = (data.items as unknown[]).flatMap((item, i): Array<[string, number]> =>
    isObject(item) && typeof item.productId === 'string' ? [[item.productId, offset + i]] : [],
  );
  return { key, ranks };
}

/** The words of one cached /api/search answer and the products it found for them. */
export interface ServerMatches {
  key: string;
  ids: string[];
}

/**
 * Which products the server found for a text, from any cached answer for it (any sort, filter or
 * page): the server matches words in subject names and whole descriptions, which the device does
 * not index, so its own answer says best which products hold the words. Else null.
 */
export function serverMatchesInAnswer(queryKey: readonly unknown[], data: unknown): ServerMatches | null {
  if (queryKey[0] !== 'search' || queryKey[1] !== 'results' || !isObject(data) || !Array.isArray(data.items)) return null;
  const request = (isObject(queryKey[2]) ? queryKey[2] : {}) as Partial<SearchRequest>;
  const key = titleKey(typeof request.q === 'string' ? request.q : '');
  if (key === '') return null;
  const ids = (data.items as unknown[]).flatMap((item) =>
    isObject(item) && typeof item.productId === 'string' ? [item.productId] : [],
  );
  return { key, ids };
}

const authorNames = (p: SeenProduct) =>
  p.item.source['cnt:auxiliaryFields'].authors.map((a) => `${a.givenName} ${a.familyName}`);

/**
 * The local hits (in the index's order) ranked as the server would: known-item signals first,
 * then the server's own order where the device holds it for these words, then the index's.
 */
export function rankOffline(
  hits: readonly SeenProduct[],
  text: string,
  serverRanks: ReadonlyMap<string, number> = new Map(),
): SeenProduct[] {
  const keyed = hits.map((p, index) => ({
    p,
    index,
    known: knownItemScore(p.item.source['schema:name'], authorNames(p), text),
    server: serverRanks.get(p.item.productId) ?? Number.POSITIVE_INFINITY,
  }));
  keyed.sort((a, b) => b.known - a.known || a.server - b.server || a.index - b.index);
  return keyed.map((k) => k.p);
}
