// What a search leaves behind: the device's recent searches (never sent anywhere) and, with
// analytics consent, one search event per search text and filters.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { searchIdFor, track } from '../../lib/analytics/analytics';
import { searchKey } from '../../domain/search/search-events';
import type { SearchState } from './use-search-state';

export function useSearchRecords({ url, searchable, names, results, organisation }: SearchState) {
  // Each text searched joins the recent searches with the subject it is narrowed to, wherever
  // the search came from (a search box, an author, a link).
  const queryClient = useQueryClient();
  const subjectName = names.category ?? names.disciplines.flatMap((d) => (d.name ? [d.name] : [])).join(', ');
  const recentKey = searchable && url.q ? JSON.stringify([url.q, url.cat, url.disc, subjectName]) : null;
  useEffect(() => {
    if (!recentKey) return;
    const [q, cat, disc, subject] = JSON.parse(recentKey) as [string, string | null, string[], string];
    // A lazy import: the list's module is the search box dropdown's, out of this screen's chunk.
    void import('../../lib/search/recent-searches').then(({ recordRecentSearch }) =>
      recordRecentSearch(queryClient, { q, cat, disc, subject, at: Date.now() }),
    );
  }, [recentKey, queryClient]);

  // Paging is the same search; the event waits for the answer, to carry the count it found,
  // and names the organisation class at most, no one's id.
  const key = searchKey(url);
  const data = results.data;
  const answered = data && !results.isPlaceholderData ? data.count : null;
  const orgClass = organisation?.classification ?? null;
  useEffect(() => {
    if (!url.q || answered === null) return;
    const { queryId, isNew } = searchIdFor(key);
    if (isNew) track({ type: 'search', queryId, query: url.q, results: answered, ...(orgClass ? { orgClass } : {}) });
  }, [key, url.q, answered, orgClass]);
}
