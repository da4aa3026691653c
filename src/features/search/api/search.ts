// GET /api/search (spec §7): the fetcher, the query key and the queryOptions factory. The key
// holds every request parameter and the signed-in user (answers vary with the session:
// institution offers, seat licences), so a sign-in refetches (spec §2: "a search refresh is
// triggered") and no two users share a cached answer.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchItem, SearchResponse as WireSearchResponse } from '../../../../contract/wire';
import { QUERY_ID_HEADER, QUERY_ID_PATTERN } from '../../../../contract/search-events';
import { apiGet, type QueryValue } from '../../../lib/api/api-client';
import type { SearchRequest } from '../../../domain/search/search-filters';

/**
 * The answer as the page keeps it: the wire's, plus the id the server gave this search (the
 * `query-id` header), which the search and click events carry back so the clicks can count for
 * click ranking (contract/search-events.ts QUERY_ID_HEADER). Kept with the cached answer: a
 * search shown again from the cache is the one the server served.
 */
export type SearchResponse = WireSearchResponse & { servedQueryId?: string };
export type { SearchItem };

const SERVED_ID = new RegExp(QUERY_ID_PATTERN);

/** An answer without the §3 fields (a proxy's error page, say) is an error, not an empty page. */
export class MalformedSearchResponse extends Error {
  override readonly name = 'MalformedSearchResponse';
}

export async function fetchSearchResults(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  let servedQueryId: string | null = null;
  const body = await apiGet<WireSearchResponse>('/api/search', {
    query: request as unknown as Record<string, QueryValue>,
    signal,
    onHeaders: (headers) => {
      servedQueryId = headers.get(QUERY_ID_HEADER);
    },
  });
  if (!body || typeof body.count !== 'number' || !Array.isArray(body.items)) {
    throw new MalformedSearchResponse('The search answer lacks count or items');
  }
  const served: string | null = servedQueryId;
  return {
    ...body,
    searchResults: Array.isArray(body.searchResults) ? body.searchResults : [],
    ...(served && SERVED_ID.test(served) ? { servedQueryId: served } : {}),
  };
}

export function searchQueryKey(request: SearchRequest, viewerId: string | null) {
  return ['search', 'results', request, viewerId ?? 'anonymous'] as const;
}

/** The same search on another page: the previous page stays on screen while the next loads. */
function samePagedSearch(a: readonly unknown[], b: readonly unknown[]): boolean {
  const ra = a[2] as SearchRequest | undefined;
  const rb = b[2] as SearchRequest | undefined;
  if (!ra || !rb || a[3] !== b[3]) return false;
  const { offset: _a, ...restA } = ra;
  const { offset: _b, ...restB } = rb;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

export function searchQueryOptions(request: SearchRequest, viewerId: string | null) {
  const queryKey = searchQueryKey(request, viewerId);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchSearchResults(request, signal),
    // The server keeps answers for 60 s (max-age=60); a minute here too.
    staleTime: 60 * 1000,
    // Also kept when a signed-in visitor's session arrives on a page drawn for everyone: their own
    // results replace the anonymous ones where they differ, and a card pressed meanwhile is still
    // there (skeletons in between dropped a press held across the take-over).
    placeholderData: (previous, previousQuery) =>
      previousQuery &&
      (samePagedSearch(previousQuery.queryKey, queryKey) || (previousQuery.queryKey[3] === 'anonymous' && viewerId))
        ? keepPreviousData(previous)
        : undefined,
  });
}
