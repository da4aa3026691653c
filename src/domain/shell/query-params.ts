// URL rules of the shell (spec §2). The URL owns what is searched; these helpers keep the
// parameters the spec says to keep.

import { PAGE_PARAMS } from '../../../contract/params';

type SearchInput = string | URLSearchParams;

function paramsOf(search: SearchInput): URLSearchParams {
  return new URLSearchParams(typeof search === 'string' ? search : search.toString());
}

function withQuery(pathname: string, params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** spec §2 Not-found and product: the home button goes to / without uuid and q, keeping the rest. */
export function homeHref(search: SearchInput): string {
  const params = paramsOf(search);
  params.delete('uuid');
  params.delete('q');
  return withQuery('/', params);
}

/**
 * Parameters that travel with every search (spec §2 Search results: ref, the LMS
 * integration_context_token and organizationId). Page-specific ones (return, uuid, …) do not.
 */
export const CARRIED_SEARCH_PARAMS = [PAGE_PARAMS.ref, PAGE_PARAMS.token, PAGE_PARAMS.organizationId] as const;

/**
 * The results page's platform and show-by choices (its `type` and `filter` parameters, see
 * src/features/search/search-page.tsx). spec §4: a text submit or a subject choice keeps them
 * (only an empty submit clears platform and show-by); sort and page start afresh.
 */
export const CARRIED_FILTER_PARAMS = ['type', 'filter'] as const;

function carried(search: SearchInput, keys: readonly string[] = CARRIED_SEARCH_PARAMS): URLSearchParams {
  const from = paramsOf(search);
  const params = new URLSearchParams();
  for (const key of keys) {
    for (const value of from.getAll(key)) params.append(key, value);
  }
  return params;
}

const withFilters = (search: SearchInput) => carried(search, [...CARRIED_SEARCH_PARAMS, ...CARRIED_FILTER_PARAMS]);

/**
 * spec §2 Search results: choosing a category sets cat and removes disc, q, uuid; choosing a
 * primary discipline sets disc and removes cat, q, uuid.
 */
export function subjectSearchHref(search: SearchInput, choice: { cat: string } | { disc: string }): string {
  return subjectSearchHrefs(search)(choice);
}

/**
 * subjectSearchHref for many subjects from one page address: the carried parameters are read
 * once (menus list every discipline, and parsing the address for each was a long task's worth
 * on a slow phone). The carried keys never include cat or disc, so the choice goes last, where
 * URLSearchParams.set would put it.
 */
export function subjectSearchHrefs(search: SearchInput): (choice: { cat: string } | { disc: string }) => string {
  const base = withFilters(search).toString();
  const prefix = base ? `/search?${base}&` : '/search?';
  return (choice) => {
    const [key, code] = 'cat' in choice ? ['cat', choice.cat] : ['disc', choice.disc];
    return `${prefix}${key}=${formEncoded(code)}`;
  };
}

/** Characters URLSearchParams writes as they are (application/x-www-form-urlencoded). */
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/;

/**
 * A value as URLSearchParams writes it. Subject codes are letters and digits: written as they
 * are, without an object per link (a menu lists every discipline; on a slow phone the objects
 * were a quarter of the header's first render).
 */
function formEncoded(value: string): string {
  return FORM_SAFE.test(value) ? value : new URLSearchParams({ v: value }).toString().slice(2);
}

/** A text search from the search bar starts afresh: q plus the carried parameters and filters. */
export function textSearchHref(search: SearchInput, query: string): string {
  const params = withFilters(search);
  params.set('q', query);
  return withQuery('/search', params);
}

/** spec §4: an empty submit clears the search (q, subject, product) but keeps the carried parameters. */
export function emptySearchHref(search: SearchInput): string {
  return withQuery('/search', carried(search));
}

/** spec §7 external navigation: console account-management page with type and returnUrl. */
export function accountSettingsHref(accountSettingsAddress: string, returnUrl: string): string {
  const url = new URL(accountSettingsAddress);
  url.searchParams.set('type', 'Return to Search');
  url.searchParams.set('returnUrl', returnUrl);
  return url.toString();
}
