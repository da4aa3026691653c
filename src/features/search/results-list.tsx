// The list of results (spec §2 "Search results"): the cards (K-12 first on page 1 where the
// spec says), the pages, the skeleton while loading, the empty state and the error notice.
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { currentQueryId, track } from '../../lib/analytics/analytics';
import { resultPosition, searchKey } from '../../domain/search/search-events';
import { backToHomeHref, type SearchUrl } from '../../domain/search/search-filters';
import { orderFirstPage, type Layout } from '../../domain/search/search-results';
import { LoadErrorNotice } from '../../ui/load-error-notice';
import { Pagination } from './pagination';
import { ResultCard, ResultCardSkeleton } from './result-card';
import type { ResultsQuery } from './use-search-state';

const t = messages.search;

interface ResultsProps {
  searchable: boolean;
  query: ResultsQuery;
  url: SearchUrl;
  search: string;
  layout: Layout;
  k12: { signedIn: boolean; orgId: string | null; classification: string | null };
  reorderFirstPage: boolean;
  pages: number;
}

export function Results({ searchable, query, url, search, layout, k12, reorderFirstPage, pages }: ResultsProps) {
  // The cards are the page's heaviest render, and an answer arriving from the query cache
  // renders synchronously (useSyncExternalStore): deferred, React renders them in slices that
  // yield to input, keeping the skeleton (or the previous page) on screen meanwhile.
  const data = useDeferredValue(query.data);
  if (!searchable) return <NoResults query={url.q} search={search} />;
  if (!data) {
    if (query.isError || query.fetchStatus === 'paused') {
      return <SearchError error={query.error} onRetry={() => void query.refetch()} />;
    }
    return (
      <ul className={`result-list result-list--${layout}`} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <ResultCardSkeleton key={i} />
        ))}
      </ul>
    );
  }
  if (data.count === 0 || data.items.length === 0) return <NoResults query={url.q} search={search} />;
  const items = reorderFirstPage && url.page === 1 ? orderFirstPage(data.items, k12.orgId) : data.items;
  const onOpen = (productId: string, index: number) => {
    // Read at the click: the search event is recorded after the results first render.
    const queryId = url.q ? currentQueryId(searchKey(url)) : null;
    if (queryId)
      track({ type: 'result-click', queryId, query: url.q, position: resultPosition(url.page, index), productId });
  };
  const updating = query.isPlaceholderData && query.fetchStatus === 'fetching';
  return (
    <>
      {query.isError && <SearchError error={query.error} onRetry={() => void query.refetch()} />}
      <ul className={`result-list result-list--${layout}`} aria-busy={updating || undefined}>
        {items.map((item, index) => (
          <ResultCard
            key={item.productId}
            item={item}
            search={search}
            layout={layout}
            k12={k12}
            identified={k12.signedIn || url.token !== null}
            onOpen={() => onOpen(item.productId, index)}
          />
        ))}
      </ul>
      <Pagination search={search} page={Math.min(url.page, pages)} pages={pages} />
    </>
  );
}

/** spec §2 empty results: the query or the no-query text, suggestions, and the home button. */
function NoResults({ query, search }: { query: string; search: string }) {
  return (
    <div className="search-empty">
      <h3 className="search-empty__title">
        {query ? (
          <>
            {t.noResultsFor} {t.quoted(query)}
          </>
        ) : (
          t.noMatch
        )}
      </h3>
      <p className="search-empty__suggestions-title">{t.suggestionsTitle}</p>
      <ul className="search-empty__suggestions">
        {t.suggestions.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <Link className="button button--primary" to={backToHomeHref(search)}>
        {t.backToHome}
      </Link>
    </div>
  );
}

/** spec §8: the internal-error message with the search cause; offline says so instead. */
function SearchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadErrorNotice error={error} onRetry={onRetry} texts={t} />;
}
