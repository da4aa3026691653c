// The search results page, route /search (spec §2 "Search results", §4 search flow, §8 errors).
//
// The URL owns what is searched. spec §2 parameters: q, cat, disc (pipe-joined), uuid, ref,
// integration_context_token, organizationId (returnurl is passed on to product links). Ours,
// named after the API's parameters (docs/search.md §1) so the two read alike:
//   type    platform filter: all | etexts | courses | custom | application | collections |
//           reviewer | beta; absent → the viewer's default (ref revel → courses, …; spec §4)
//   filter  show-by: samples | comingSoon | available | institution; absent → none
//   sort    name | familyName | datePublished; absent → the default (publication date,
//           none for higher-ed instructors; spec §4)
//   page    result page from 1; absent → 1 (offset = (page - 1) × 24)
// Choices the viewer may not make (spec §5 lists) are ignored, not refused. The rules live in
// src/domain/search/search-filters.ts and src/domain/search/search-results.ts.
//
// Data: /api/search and /api/discipline/count through TanStack Query (keys hold every
// parameter and the user; the previous page stays while the next loads; the persisted cache
// answers offline), plus the /api/discipline tree for subject names and the Subject facet.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAtom } from '../../lib/state/app-jotai';
import { messages } from '../../lib/messages/messages';
import { track } from '../../lib/analytics/analytics';
import { facetChoice } from '../../domain/search/search-events';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import type { Layout } from '../../domain/search/search-results';
import { Dialog } from '../../ui/dialog';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { searchLayoutAtom } from './search-state';
import { useSearchState, type SearchState } from './use-search-state';
import { useSearchRecords } from './use-search-records';
import { useResultsFocus } from './use-results-focus';
import { SearchHead } from './search-head';
import { SearchToolbar } from './search-toolbar';
import { Results } from './results-list';
import './search.css';

const t = messages.search;

export default function SearchPage() {
  const state = useSearchState();
  const { search, url, viewer, selection, searchable, results, local, organisation, pages } = state;
  const navigate = useNavigate();
  useDocumentTitle(state.shown ? messages.app.titleSearch(state.shown) : messages.app.titleDefault);
  useSearchRecords(state);
  const headingRef = useResultsFocus(url);

  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [storedLayout, setLayout] = useAtom(searchLayoutAtom);
  // spec §2: the layout is forced to list below 992px.
  const layout: Layout = isDesktop ? storedLayout : 'list';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = `search-filters-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const go = (href: string) => {
    const choice = facetChoice(search, href); // a platform, show-by or sort choice is an analytics event
    if (choice) track({ type: 'facet-click', ...choice });
    void navigate(href, { preventScrollReset: true });
  };
  const k12 = {
    signedIn: viewer.signedIn,
    orgId: organisation?.orgId ?? null,
    classification: organisation?.classification ?? null,
  };

  return (
    <div className="page search-page">
      <SearchHead state={state} headingRef={headingRef} onNavigate={go} />
      <SearchToolbar
        state={state}
        filtersOpen={filtersOpen}
        onOpenFilters={() => setFiltersOpen(true)}
        layout={isDesktop ? { value: layout, onChange: setLayout } : null}
      />
      {local && <p className="search-page__local-note">{t.localNote}</p>}
      <div className="search-page__body">
        <SearchFilters
          state={state}
          id={panelId}
          desktop={isDesktop}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          onNavigate={go}
        />
        <section className="search-results" aria-labelledby={`${panelId}-results`}>
          <h2 id={`${panelId}-results`} className="visually-hidden">
            {t.resultsList}
          </h2>
          <Results
            searchable={searchable}
            query={results}
            url={url}
            search={search}
            layout={layout}
            k12={k12}
            // spec §4: the K-12 set comes with platform all or the course platform, never for higher-ed
            reorderFirstPage={!viewer.higherEdInstructor && (selection.type === 'all' || selection.type === 'courses')}
            pages={pages}
          />
        </section>
      </div>
    </div>
  );
}

interface SearchFiltersProps {
  state: SearchState;
  id: string;
  desktop: boolean;
  open: boolean;
  onClose: () => void;
  onNavigate: (href: string) => void;
}

/** The filters: a bar on desktop; under 992px a full-height modal sheet. */
function SearchFilters({ state, id, desktop, open, onClose, onNavigate }: SearchFiltersProps) {
  // The sheet's open section (the one in use), kept while the page lives.
  const [sheetSection, setSheetSection] = useState<string | null>(null);
  const { search, url, viewer, selection, results, facet, names, searchable } = state;
  const filterProps: Omit<FilterPanelProps, 'mode'> = {
    id,
    onClose,
    search,
    url,
    viewer,
    selection,
    platformCounts: results.data?.searchResults,
    facet,
    subjectNames: names,
    onNavigate,
  };
  if (desktop) return <FilterPanel mode="bar" {...filterProps} />;
  // The focus stays inside the sheet, goes back to 'Filter by' on close, and the results
  // behind it stay where they were.
  return (
    <Dialog
      open={open}
      title={t.filterBy}
      closeLabel={t.closeFilters}
      onClose={onClose}
      layout="fullscreen"
      className="filter-sheet"
    >
      <FilterPanel
        mode="sheet"
        {...filterProps}
        openSection={sheetSection}
        onOpenSection={setSheetSection}
        resultCount={searchable ? (results.data?.count ?? null) : 0}
      />
    </Dialog>
  );
}
