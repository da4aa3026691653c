// The search page's URL and its filters (spec §2 "Search results", §4 search flow, §5 platform,
// show-by and sort lists, §7 /api/search parameters, §9 options). Pure: the page reads the URL
// and the viewer, these functions say what is searched, which options exist and where each
// choice leads.
//
// URL parameters. The spec's: q, cat, disc (pipe-joined), uuid, ref, integration_context_token,
// organizationId (and returnurl, passed on to product links). Ours, named like the API's:
//   type    platform (spec §9 option keys: all, etexts, courses, …); absent → the default
//   filter  show-by (samples, comingSoon, available, institution); absent → none
//   sort    name, familyName, datePublished; absent → the default sort (spec §4)
//   page    1-based result page; absent → 1
// The spec keeps platform, show-by and sort in session storage; here the URL owns them, so a
// results page can be reloaded, bookmarked and walked with Back. "Reload keeps filters" holds
// because the URL does; "fresh navigation resets sort" holds because a new text search or
// subject link does not carry `sort`.
import {
  MAX_DISCIPLINES,
  MAX_PAGE,
  PAGE_SIZE,
  PLATFORM_TYPES,
  SHOW_BY,
  SORTS,
  audienceOf,
  isDisciplineCode,
  type OrgClassification,
  type PlatformType,
  type ResultType,
  type ShowBy,
  type SortKey,
} from '../../../contract/search-options';
import { checkSearchText, searchTextOf } from '../../../contract/search-text';
import type { Holds, SearchQuery, SendsOnly } from '../../../contract/wire';
import type { Locale } from '../../../contract/locales';
import type { OrganisationRef } from '../session/organisation';
import { orgClassificationOf } from '../session/roles';
import { PAGE_PARAMS as PARAM } from '../../../contract/params';

export { PAGE_PARAMS as PARAM } from '../../../contract/params';

export interface SearchUrl {
  /** Trimmed search text, at most 100 characters (code points, contract/search-text.ts); '' when none. */
  q: string;
  cat: string | null;
  disc: string[];
  uuid: string | null;
  ref: string | null;
  token: string | null;
  organizationId: string | null;
  returnUrl: string | null;
  /** Raw choices; effectiveSelection() checks them against what the viewer may use. */
  type: string | null;
  filter: string | null;
  sort: string | null;
  page: number;
}

type SearchInput = string | URLSearchParams;

function paramsOf(search: SearchInput): URLSearchParams {
  return new URLSearchParams(typeof search === 'string' ? search : search.toString());
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function readSearchUrl(search: SearchInput): SearchUrl {
  const params = paramsOf(search);
  const cat = nonEmpty(params.get(PARAM.category));
  const disc = [
    ...new Set(
      (params.get(PARAM.discipline) ?? '')
        .split('|')
        .map((code) => code.trim())
        .filter(isDisciplineCode),
    ),
  ].slice(0, MAX_DISCIPLINES);
  const page = Number(params.get(PARAM.page));
  return {
    q: searchTextOf(params.get(PARAM.query) ?? ''),
    cat: cat && isDisciplineCode(cat) ? cat : null,
    disc,
    uuid: nonEmpty(params.get(PARAM.uuid)),
    ref: nonEmpty(params.get(PARAM.ref)),
    token: nonEmpty(params.get(PARAM.token)),
    organizationId: nonEmpty(params.get(PARAM.organizationId)),
    returnUrl: nonEmpty(params.get(PARAM.returnUrl)),
    type: nonEmpty(params.get(PARAM.platform)),
    filter: nonEmpty(params.get(PARAM.showBy)),
    sort: nonEmpty(params.get(PARAM.sort)),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** spec §5: a text shorter than 2 characters is not searched. */
export function isSearchableQuery(q: string): boolean {
  return checkSearchText(q) !== 'too-short';
}

/**
 * Whether the URL asks for a search at all. spec §5: a search needs text; §4: an empty submit
 * clears subject, platform, show, sort and the results (so a bare /search lists nothing, not
 * the whole catalogue). A subject choice (cat or disc, §2) browses without text.
 */
export function hasSearch(url: Pick<SearchUrl, 'q' | 'cat' | 'disc'>): boolean {
  if (url.q !== '') return isSearchableQuery(url.q);
  return url.cat !== null || url.disc.length > 0;
}

// --- the viewer ----------------------------------------------------------------------------

/** What the lists of spec §5 depend on. */
export interface SearchViewer {
  ref: string | null;
  /** An integration_context_token is in the URL. */
  hasLmsToken: boolean;
  signedIn: boolean;
  /** The user's isInstructor flag (spec §3 User). */
  isInstructor: boolean;
  /** The user has at least one organisation. */
  hasOrganisations: boolean;
  /** spec §5: a beta-form permission or create_reveltest_course. */
  betaPermission: boolean;
  /** spec §5: a review-form permission. */
  reviewPermission: boolean;
  /** spec §6 role highered_instructor (current organisation is higher ed). */
  higherEdInstructor: boolean;
}

export const ANONYMOUS_VIEWER: SearchViewer = {
  ref: null,
  hasLmsToken: false,
  signedIn: false,
  isInstructor: false,
  hasOrganisations: false,
  betaPermission: false,
  reviewPermission: false,
  higherEdInstructor: false,
};

const refHas = (viewer: Pick<SearchViewer, 'ref'>, word: string) => (viewer.ref ?? '').toLowerCase().includes(word);

function inOrder<T>(order: readonly T[], values: readonly T[]): T[] {
  return order.filter((v) => values.includes(v));
}

/**
 * spec §5 platform list: eText and REVEL by default; ref containing revel gives REVEL only;
 * Collection only for instructors with at least one organisation and no integration token;
 * Applications always present outside the revel-only case; Custom excluded when an
 * integration token is present or ref equals console; Class test only for instructors with a
 * beta-form or create_reveltest_course permission; Reviewer only for instructors with a
 * review-form permission. 'All' (spec §9) leads the list outside the revel-only case.
 */
export function platformOptions(viewer: SearchViewer): PlatformType[] {
  if (refHas(viewer, 'revel')) return ['courses'];
  const list: PlatformType[] = ['all', 'etexts', 'courses', 'application'];
  if (!viewer.hasLmsToken && (viewer.ref ?? '').toLowerCase() !== 'console') list.push('custom');
  if (viewer.isInstructor && viewer.hasOrganisations && !viewer.hasLmsToken) list.push('collections');
  if (viewer.isInstructor && viewer.reviewPermission) list.push('reviewer');
  if (viewer.isInstructor && viewer.betaPermission) list.push('beta');
  return inOrder(PLATFORM_TYPES, list);
}

/** spec §4: ref revel gives the course platform, etext gives eText, collections gives custom. */
export function defaultPlatform(viewer: SearchViewer): PlatformType {
  const options = platformOptions(viewer);
  const fromRef: PlatformType | null = refHas(viewer, 'revel')
    ? 'courses'
    : refHas(viewer, 'etext')
      ? 'etexts'
      : refHas(viewer, 'collections')
        ? 'custom'
        : null;
  if (fromRef && options.includes(fromRef)) return fromRef;
  return options.includes('all') ? 'all' : (options[0] ?? 'all');
}

/**
 * spec §5 show-by per platform: eText: available, plus institution for instructors with
 * organisations; Collection and custom: available only; Class test: institution only
 * (instructors with organisations); REVEL with integration token: available plus institution;
 * otherwise available, samples, coming soon, plus institution for instructors with
 * organisations. spec §2: none for applications and reviewer (the section hides).
 */
export function showByOptions(type: PlatformType, viewer: SearchViewer): ShowBy[] {
  const institution: ShowBy[] = viewer.isInstructor && viewer.hasOrganisations ? ['institution'] : [];
  switch (type) {
    case 'application':
    case 'reviewer':
      return [];
    case 'etexts':
      return inOrder(SHOW_BY, ['available', ...institution]);
    case 'collections':
    case 'custom':
      return ['available'];
    case 'beta':
      return institution;
    case 'courses':
      if (viewer.hasLmsToken) return inOrder(SHOW_BY, ['available', 'institution']);
      return inOrder(SHOW_BY, ['samples', 'comingSoon', 'available', ...institution]);
    case 'all':
      return inOrder(SHOW_BY, ['samples', 'comingSoon', 'available', ...institution]);
  }
}

/** spec §5: title, author, publication date; eText has no author sort. spec §2: none for applications. */
export function sortOptions(type: PlatformType): SortKey[] {
  if (type === 'application') return [];
  if (type === 'etexts') return ['name', 'datePublished'];
  return [...SORTS];
}

/**
 * spec §4: sort defaults to publication date unless the user is a higher-ed instructor (no
 * default); "ref containing console or revel also affects this": we read it as the same
 * exception (no default, relevance first), since those visitors come from a course context.
 */
export function defaultSort(viewer: SearchViewer): SortKey | null {
  if (viewer.higherEdInstructor || refHas(viewer, 'console') || refHas(viewer, 'revel')) return null;
  return 'datePublished';
}

/**
 * The count next to a platform option in the filter bar, from the answer's platform counts
 * (counted under the current show-by), or null when none is shown: a platform that does not
 * allow the current show-by clears it when chosen (spec §4), so the count would not be what
 * choosing it shows.
 */
export function platformFacetCount(
  counts: readonly { key: string; count: number }[] | undefined,
  option: PlatformType,
  selection: Pick<SearchSelection, 'showBy'>,
  viewer: SearchViewer,
): number | null {
  if (selection.showBy && !showByOptions(option, viewer).includes(selection.showBy)) return null;
  return counts?.find((c) => c.key === option)?.count ?? null;
}

/** spec §2: the panel hides show-by for applications and reviewer, and sort for applications. */
export function filterSections(type: PlatformType, viewer: SearchViewer): { showBy: boolean; sort: boolean } {
  return { showBy: showByOptions(type, viewer).length > 0, sort: sortOptions(type).length > 0 };
}

export interface SearchSelection {
  type: PlatformType;
  showBy: ShowBy | null;
  sort: SortKey | null;
  /** The sort came from the URL (a choice), not from the default. */
  sortChosen: boolean;
}

function isOneOf<T extends string>(value: string | null, options: readonly T[]): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}

/** What is searched: the URL's choices where the viewer may make them, else the defaults. */
export function effectiveSelection(url: SearchUrl, viewer: SearchViewer): SearchSelection {
  const type = isOneOf(url.type, platformOptions(viewer)) ? url.type : defaultPlatform(viewer);
  const showBy = isOneOf(url.filter, showByOptions(type, viewer)) ? url.filter : null;
  const sorts = sortOptions(type);
  if (isOneOf(url.sort, sorts)) return { type, showBy, sort: url.sort, sortChosen: true };
  const fallback = defaultSort(viewer);
  return { type, showBy, sort: fallback && sorts.includes(fallback) ? fallback : null, sortChosen: false };
}

// --- where choices lead ------------------------------------------------------------------------

function searchHref(params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `/search?${qs}` : '/search';
}

function edit(search: SearchInput, change: (params: URLSearchParams) => void): string {
  const params = paramsOf(search);
  change(params);
  return searchHref(params);
}

/**
 * spec §4: platform choice resets page to 1, clears show-by or sort when not allowed. The
 * default platform leaves the parameter out.
 */
export function platformHref(search: SearchInput, type: PlatformType, viewer: SearchViewer): string {
  return edit(search, (params) => {
    params.delete(PARAM.page);
    if (type === defaultPlatform(viewer)) params.delete(PARAM.platform);
    else params.set(PARAM.platform, type);
    if (!isOneOf(params.get(PARAM.showBy), showByOptions(type, viewer))) params.delete(PARAM.showBy);
    if (!isOneOf(params.get(PARAM.sort), sortOptions(type))) params.delete(PARAM.sort);
  });
}

/** spec §4: show-by and sort choices reset to page 1. null removes the choice. */
export function showByHref(search: SearchInput, showBy: ShowBy | null): string {
  return edit(search, (params) => {
    params.delete(PARAM.page);
    if (showBy) params.set(PARAM.showBy, showBy);
    else params.delete(PARAM.showBy);
  });
}

export function sortHref(search: SearchInput, sort: SortKey | null): string {
  return edit(search, (params) => {
    params.delete(PARAM.page);
    if (sort) params.set(PARAM.sort, sort);
    else params.delete(PARAM.sort);
  });
}

export function pageHref(search: SearchInput, page: number): string {
  return edit(search, (params) => {
    if (page <= 1) params.delete(PARAM.page);
    else params.set(PARAM.page, String(Math.min(page, MAX_PAGE)));
  });
}

/**
 * Choosing a category in the Subject facet sets cat and removes disc and uuid (spec §2) and the
 * page (§4). It keeps q and every other filter, unlike spec §2's "removes … q": the count beside
 * the category is counted for the text and the other filters (/api/discipline/count), so only
 * then does the click lead to that many results (a text search's 'Botany 15' once led to 37).
 */
export function categoryHref(search: SearchInput, cat: string): string {
  return edit(search, (params) => {
    for (const key of [PARAM.discipline, PARAM.uuid, PARAM.page]) params.delete(key);
    params.set(PARAM.category, cat);
  });
}

/** Choosing a primary discipline in the facet: sets disc, removes cat and uuid, keeps q (see categoryHref). */
export function disciplineHref(search: SearchInput, disc: string): string {
  return edit(search, (params) => {
    for (const key of [PARAM.category, PARAM.uuid, PARAM.page]) params.delete(key);
    params.set(PARAM.discipline, disc);
  });
}

/** Removing the category chip. */
export function withoutCategoryHref(search: SearchInput): string {
  return edit(search, (params) => {
    params.delete(PARAM.category);
    params.delete(PARAM.page);
  });
}

/** Removing one discipline chip: the others of the pipe-joined list stay. */
export function withoutDisciplineHref(search: SearchInput, code: string): string {
  return edit(search, (params) => {
    const rest = (params.get(PARAM.discipline) ?? '').split('|').filter((c) => c !== '' && c !== code);
    if (rest.length > 0) params.set(PARAM.discipline, rest.join('|'));
    else params.delete(PARAM.discipline);
    params.delete(PARAM.page);
  });
}

/**
 * spec §4: switching institution on the search page resets to page 1 and sets sort to
 * publication date for non-higher-ed institutions. The choice goes into organizationId, which
 * spec §4 reads first ("organizationId in the URL matches one: chosen and saved").
 */
export function institutionHref(search: SearchInput, orgId: string, higherEd: boolean, type: PlatformType): string {
  return edit(search, (params) => {
    params.set(PARAM.organizationId, orgId);
    params.delete(PARAM.page);
    if (!higherEd && sortOptions(type).includes('datePublished')) params.set(PARAM.sort, 'datePublished');
  });
}

/**
 * spec §2 'Back to the homepage': clears uuid, q, disc, cat and returns to root keeping the
 * other parameters (our page number goes too: it means nothing elsewhere).
 */
export function backToHomeHref(search: SearchInput): string {
  const params = paramsOf(search);
  for (const key of [PARAM.uuid, PARAM.query, PARAM.discipline, PARAM.category, PARAM.page]) params.delete(key);
  const qs = params.toString();
  return qs ? `/?${qs}` : '/';
}

// --- the request (spec §7) -----------------------------------------------------------------------

export interface SearchRequestContext {
  viewer: SearchViewer;
  organisation: OrganisationRef | null;
  /** The user's country, two letters (user.ts userCountry; informative for the API). */
  country: string | null;
  /** The page's locale: its subject names are searched too (docs/regions.md §6). */
  locale?: Locale;
}

/** spec §7 /api/search parameters; empty ones are left out (the API reads empty as "not given"). */
export interface SearchRequest {
  q?: string;
  cat?: string;
  disc?: string;
  country?: string;
  institution?: string;
  token?: string;
  type: PlatformType;
  filter?: ShowBy;
  sort?: SortKey;
  orgClassification?: OrgClassification;
  resultType?: ResultType;
  limit: number;
  offset: number;
  /** Absent for en-us (the API's default): en-us's requests, and so its cached answers, stay as they were. */
  locale?: Locale;
}

/** Checked when compiling: a parameter renamed on one side fails the typecheck. */
export type SearchRequestNamesTheApiParameters = Holds<SendsOnly<SearchRequest, SearchQuery>>;

/**
 * spec §7: q, cat, country, disc, limit, offset, token, type, optional institution, sort,
 * filter; for types all and revel also orgClassification and resultType (here for every type,
 * see below). With a token, country and institution are empty.
 *
 * resultType: higher-ed instructors get only higher-ed results (spec §4). Everyone else asks
 * for both audiences in one list (resultType empty, which the API answers with both), and the
 * page puts K-12 results first on page 1 (orderFirstPage): one list keeps the count, the pages
 * and the "Showing a - b of total" text true, where a second K-12 request on page 1 would
 * show more than 24 cards there and K-12 results past the first 24 nowhere.
 */
export function searchRequest(
  url: SearchUrl,
  selection: SearchSelection,
  context: SearchRequestContext,
): SearchRequest {
  const { viewer, organisation } = context;
  const request: SearchRequest = {
    type: selection.type,
    limit: PAGE_SIZE,
    offset: (url.page - 1) * PAGE_SIZE,
  };
  if (url.q) request.q = url.q;
  if (url.cat) request.cat = url.cat;
  if (url.disc.length > 0) request.disc = url.disc.join('|');
  if (url.token) request.token = url.token;
  else {
    if (context.country) request.country = context.country;
    if (organisation) request.institution = organisation.orgId;
  }
  if (selection.showBy) request.filter = selection.showBy;
  if (selection.sort) request.sort = selection.sort;
  // spec §7 names these for types all and revel only; we send them for every platform
  //: the answer's platform counts are counted under the request's audience, so a
  // request without it (eText, Custom…) counted K-12 products that choosing All then hid.
  if (viewer.signedIn && organisation) {
    request.orgClassification = orgClassificationOf(organisation.classification);
  }
  if (viewer.higherEdInstructor) request.resultType = 'highered';
  if (context.locale && context.locale !== 'en-us') request.locale = context.locale;
  return request;
}

/**
 * The audience the results of `request` come from, as the server reads it (the contract's
 * audienceOf): orgClassification higher_ed gives higher-ed results only whatever resultType
 * says; else resultType; null: both audiences in one list.
 */
export function resultAudience(request: Pick<SearchRequest, 'resultType' | 'orgClassification'>): ResultType | null {
  return audienceOf(request.resultType, request.orgClassification);
}

/**
 * The subject counts ignore cat, disc, sort and the page (docs/search.md §3), so their request
 * (and cache entry) leaves them out: choosing a subject or a page reuses the counts.
 */
export function disciplineCountRequest(request: SearchRequest): Omit<SearchRequest, 'limit' | 'offset'> {
  const {
    limit: _limit,
    offset: _offset,
    cat: _cat,
    disc: _disc,
    sort: _sort,
    resultType: _resultType,
    ...rest
  } = request;
  return rest;
}
