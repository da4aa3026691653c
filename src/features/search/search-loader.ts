// Prefetch of /search (spec §2 Search results, src/app/routes.tsx): starts the results and the Subject facet
// counts, built exactly as the page builds them (the URL, the session's user, the current
// organisation with the saved default; use-search-context.ts), and the subject tree, while
// the screen's chunk loads. Same queryOptions factories as the page, so the same cache entries.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { appStore } from '../../lib/state/app-jotai';
import { disciplinesQueryOptions, subjectOutlineQueryOptions } from '../../lib/api/disciplines';
import { appLocale } from '../../lib/locale/locale';
import { organisationChoiceOf, organisationUrlOf, savedDefaultOrgId } from '../../lib/session/current-organisation';
import { signedInUserAtom } from '../../lib/session/session-store';
import { hasSearch, readSearchUrl } from '../../domain/search/search-filters';
import { needsWholeTree } from '../../domain/search/subject-outline';
import { disciplineCountQueryOptions } from './api/discipline-count';
import { searchQueryOptions } from './api/search';
import { searchRequestOf, searchViewerOf } from './use-search-context';

/** The /api/search request the results page at `search` makes, and whose answer it is. */
export function searchRequestOfAddress(search: string) {
  const url = readSearchUrl(search);
  const user = appStore.get(signedInUserAtom);
  const choice = organisationChoiceOf(user, organisationUrlOf(search), user ? savedDefaultOrgId() : null);
  const organisation = choice.current;
  const searchRequest = searchRequestOf(url, searchViewerOf(url, user, organisation), organisation, user);
  return { url, searchRequest, viewerId: user?.id ?? null };
}

/**
 * Starts the screen's queries. With `onlyAbsent` (the prefetch arriving after the screen may
 * have asked already), a query the cache holds in any state is left alone: no second request
 * for an answer already in flight, nor a refetch of one just drawn.
 */
export function searchPrefetch(
  queryClient: QueryClient,
  { url: address }: { url: URL },
  { onlyAbsent = false }: { onlyAbsent?: boolean } = {},
) {
  const wanted = (key: QueryKey) => !onlyAbsent || !queryClient.getQueryState(key);
  const { url, searchRequest, viewerId } = searchRequestOfAddress(address.search);
  if (hasSearch(url)) {
    const results = searchQueryOptions(searchRequest, viewerId);
    if (wanted(results.queryKey)) void queryClient.prefetchQuery(results);
    const counts = disciplineCountQueryOptions(searchRequest, viewerId);
    if (wanted(counts.queryKey)) void queryClient.prefetchQuery(counts);
  }
  const outline = subjectOutlineQueryOptions(appLocale);
  const whole = disciplinesQueryOptions(appLocale);
  // The whole tree only to name a chosen secondary discipline (the heading, the chips).
  const wholeIfNamed = () => {
    if (wanted(whole.queryKey) && needsWholeTree(queryClient.getQueryData(outline.queryKey), url.disc))
      void queryClient.prefetchQuery(whole);
  };
  if (wanted(outline.queryKey)) void queryClient.prefetchQuery(outline).then(wholeIfNamed);
  else wholeIfNamed();
}
