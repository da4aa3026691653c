// What the results page shows, read from the URL and the viewer (spec §2 "Search results", §4
// search flow): the request, the answer (the server's, or offline the device's own index),
// the subject names and facet, the searched text and the pages.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { disciplinesQueryOptions } from '../../lib/api/disciplines';
import { NetworkError } from '../../lib/api/api-client';
import { useOnline } from '../../lib/offline/use-online';
import {
  effectiveSelection,
  hasSearch,
  pageHref,
  readSearchUrl,
  resultAudience,
} from '../../domain/search/search-filters';
import {
  facetSubjectCounts,
  mergeSubjectCounts,
  pageCount,
  searchedText,
  subjectNames,
} from '../../domain/search/search-results';
import { searchQueryOptions, type SearchResponse } from './api/search';
import { disciplineCountQueryOptions } from './api/discipline-count';
import { useLocalAnswer } from './offline/use-local-answer';
import { searchRequestOf, useSearchContext } from './use-search-context';

/** What the results page reads of a query, for an answer from the device's index. */
const LOCAL_QUERY = {
  error: null,
  isError: false,
  isPending: false,
  isPlaceholderData: false,
  fetchStatus: 'idle' as 'fetching' | 'paused' | 'idle',
};

/** What the results list reads of the answer, from the server or the device. */
export interface ResultsQuery {
  data: SearchResponse | undefined;
  error: unknown;
  isError: boolean;
  isPlaceholderData: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

export function useSearchState() {
  const { search } = useLocation();
  const url = useMemo(() => readSearchUrl(search), [search]);
  const context = useSearchContext(url);
  const { user, viewer, organisation } = context;
  const selection = effectiveSelection(url, viewer);
  const request = searchRequestOf(url, viewer, organisation, user);
  const viewerId = user?.id ?? null;
  const searchable = hasSearch(url);

  const serverResults = useQuery({ ...searchQueryOptions(request, viewerId), enabled: searchable });
  const serverCounts = useQuery({ ...disciplineCountQueryOptions(request, viewerId), enabled: searchable });
  const tree = useQuery(disciplinesQueryOptions());

  // Offline: a search the device has no answer for is answered from the products it has seen
  // (its own index); a search answered before shows that answer, as online.
  const online = useOnline();
  const unreachable = !online || serverResults.error instanceof NetworkError;
  const needLocal = searchable && unreachable && (!serverResults.data || serverResults.isPlaceholderData);
  const local = useLocalAnswer(needLocal, request);
  const results: ResultsQuery = local
    ? { ...LOCAL_QUERY, data: local.search, refetch: serverResults.refetch }
    : needLocal
      ? { ...LOCAL_QUERY, data: undefined, fetchStatus: 'fetching' as const, refetch: serverResults.refetch }
      : serverResults;
  const counts = local ? { data: local.counts, isError: false } : serverCounts;

  const names = useMemo(() => subjectNames(tree.data ?? [], url.cat, url.disc), [tree.data, url.cat, url.disc]);
  const data = results.data;
  const correctedQuery = url.q && data?.correctedQuery ? data.correctedQuery : null;
  const shown = searchedText({
    q: url.q,
    correctedQuery,
    categoryName: names.category,
    disciplineNames: names.disciplines.map((d) => d.name),
  });

  // The facet counts the audience the results come from: higher-ed only for higher-ed
  // instructors (spec §4), else both lists together, each product once.
  const audience = resultAudience(request);
  const facetCategories = useMemo(() => {
    if (!tree.data || !counts.data) return null;
    return mergeSubjectCounts(tree.data, facetSubjectCounts(counts.data, audience), { cat: url.cat, disc: url.disc });
  }, [tree.data, counts.data, audience, url.cat, url.disc]);

  const pages = data ? pageCount(data.count) : 1;
  usePastTheEndRedirect(
    Boolean(data && !results.isPlaceholderData && data.items.length === 0 && data.count > 0 && url.page > 1),
    search,
    pages,
  );

  return {
    ...context,
    search,
    url,
    selection,
    searchable,
    results,
    local,
    names,
    correctedQuery,
    shown,
    facet: { categories: searchable ? facetCategories : [], error: counts.isError || tree.isError },
    pages,
  };
}

export type SearchState = ReturnType<typeof useSearchState>;

/** A page past the last one (an old link): go to the last page instead. */
function usePastTheEndRedirect(pastTheEnd: boolean, search: string, pages: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (pastTheEnd) void navigate(pageHref(search, pages), { replace: true });
  }, [pastTheEnd, navigate, search, pages]);
}
