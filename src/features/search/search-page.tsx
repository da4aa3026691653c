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
import {
  memo,
  Suspense,
  use,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { AppLink } from '../../ui/app-link';
import { useAtom, useAtomValue, useSetAtom } from '../../lib/state/app-jotai';
import { disciplinesQueryOptions, subjectOutlineQueryOptions } from '../../lib/api/disciplines';
import { appLocale } from '../../lib/locale/locale';
import { messages } from '../../lib/messages/messages';
import { currentQueryId, searchIdFor, track } from '../../lib/analytics/analytics';
import { resultPosition, searchKey } from '../../domain/search/search-events';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { DrawnPageContext } from '../../lib/hooks/drawn-page';
import { useOnline } from '../../lib/offline/use-online';
import { NetworkError } from '../../lib/api/api-client';
import { DESKTOP_QUERY, NARROW_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { usePageOrigin } from '../../lib/config/page-origin';
import { FOCUS_DELAY_MS } from '../../../contract/limits';
import {
  backToHomeHref,
  effectiveSelection,
  institutionHref,
  hasSearch,
  pageHref,
  readSearchUrl,
  resultAudience,
  type SearchUrl,
} from '../../domain/search/search-filters';
import { needsWholeTree } from '../../domain/search/subject-outline';
import { isHigherEdClassification } from '../../domain/session/roles';
import {
  countText,
  facetSubjectCounts,
  mergeSubjectCounts,
  orderFirstPage,
  pageCount,
  searchedText,
  subjectNames,
  type Layout,
} from '../../domain/search/search-results';
import { addInstitutionHref, InstitutionPicker, institutionPickerMode } from '../../ui/institution-picker';
import { appConfig } from '../../lib/config/config';
import { environmentAddresses } from '../../lib/config/environments';
import { pickerNameMax } from '../../domain/session/institution-label';
import { LoadErrorNotice } from '../../ui/load-error-notice';
import { searchQueryOptions, type SearchResponse } from './api/search';
import { disciplineCountQueryOptions } from './api/discipline-count';
import { Dialog } from '../../ui/dialog';
import { FilterPanel, trackChoice, type FilterPanelProps } from './filter-panel';
import { focusQuietlyForPointer } from './focus-modality';
import { Pagination } from './pagination';
import { ResultCard, ResultCardSkeleton } from './result-card';
import { FilterIcon, GridIcon, ListIcon } from './search-icons';
import { filterSheetOpenAtom, searchLayoutAtom } from './search-state';
import { useLocalAnswer } from './offline/use-local-answer';
import { searchRequestOf, useSearchContext } from './use-search-context';
import './search.css';

const t = messages.search;

export default function SearchPage() {
  const state = useSearchState();
  const { search, url, context, selection, searchable, results, local } = state;
  const { viewer, organisation } = context;
  const data = results.data;
  const go = useGo();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusHeading(headingRef, `${url.q}\n${url.cat}\n${url.disc.join('|')}\n${url.page}`);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [storedLayout, setLayout] = useAtom(searchLayoutAtom);
  // spec §2: the layout is forced to list below 992px.
  const layout: Layout = isDesktop ? storedLayout : 'list';
  const setFiltersOpen = useSetAtom(filterSheetOpenAtom);
  useEffect(() => () => setFiltersOpen(false), [setFiltersOpen]);
  const panelId = `search-filters-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const filterProps = filterPropsOf(state, panelId, () => setFiltersOpen(false), go);

  return (
    <div className="page search-page">
      <SearchHead
        headingRef={headingRef}
        state={state}
        onChooseInstitution={(orgId, higherEd) => go(institutionHref(search, orgId, higherEd, selection.type))}
      />

      <div className="search-page__toolbar">
        <FilterButton />
        {/* spec §2 count text; the loading state is announced here too, politely */}
        <p className="search-page__count" role="status">
          {searchable ? countLine(results, local, url.page) : ''}
        </p>
        {/* At every width, hidden by CSS below 992px (search.css): the server cannot know the width. */}
        <LayoutToggle layout={layout} onChange={setLayout} />
      </div>

      {local && <p className="search-page__local-note">{t.localNote}</p>}

      <div className="search-page__body">
        <Filters
          desktop={isDesktop}
          onClose={() => setFiltersOpen(false)}
          filterProps={filterProps}
          resultCount={searchable ? (data?.count ?? null) : 0}
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
            k12={{
              signedIn: viewer.signedIn,
              orgId: organisation?.orgId ?? null,
              classification: organisation?.classification ?? null,
            }}
            // spec §4: the K-12 set comes with platform all or the course platform, never for higher-ed
            reorderFirstPage={!viewer.higherEdInstructor && (selection.type === 'all' || selection.type === 'courses')}
            pages={state.pages}
          />
        </section>
      </div>
    </div>
  );
}

/** The page's heading (what was searched), the institution picker, and the corrected-query notice. */
function SearchHead({
  headingRef,
  state,
  onChooseInstitution,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  state: ReturnType<typeof useSearchState>;
  onChooseInstitution: (orgId: string, higherEd: boolean) => void;
}) {
  const { shown, correctedQuery, url } = state;
  return (
    <>
      <div className="search-page__head">
        <h1 ref={headingRef} className="page__title search-page__title" tabIndex={-1}>
          {shown ? `${t.resultsFor} ${t.quoted(shown)}` : t.resultsNothing}
        </h1>
        <SearchInstitution context={state.context} onChoose={onChooseInstitution} />
      </div>
      {correctedQuery && (
        <p className="search-page__corrected">
          {t.showingResultsFor} <strong>{t.quoted(correctedQuery)}</strong>. {t.noResultsForTyped(url.q)}
        </p>
      )}
    </>
  );
}

/** A filter, sort or institution choice: the address it leads to, without scrolling. */
function useGo() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (href: string) => {
    trackChoice(search, href); // A platform, show-by or sort choice
    void navigate(href, { preventScrollReset: true });
  };
}

/** What the filter bar and sheet show and where their choices go. */
function filterPropsOf(
  state: ReturnType<typeof useSearchState>,
  id: string,
  onClose: () => void,
  onNavigate: (href: string) => void,
): Omit<FilterPanelProps, 'mode'> {
  const { searchable } = state;
  return {
    id,
    onClose,
    search: state.search,
    url: state.url,
    viewer: state.context.viewer,
    selection: state.selection,
    platformCounts: state.results.data?.searchResults,
    facet: { categories: searchable ? state.facetCategories : [], error: state.facetError },
    subjectNames: state.names,
    onNavigate,
  };
}

/** What is searched (the URL's), for whom, the answers, and what follows from them. */
function useSearchState() {
  const { search } = useLocation();
  const url = useMemo(() => readSearchUrl(search), [search]);
  const context = useSearchContext(url);
  const { user, viewer, organisation } = context;
  const selection = effectiveSelection(url, viewer);
  const request = searchRequestOf(url, viewer, organisation, user);
  const searchable = hasSearch(url);
  const { results, counts, tree, local } = useSearchAnswers(request, user?.id ?? null, searchable, url.disc);

  const names = useMemo(() => subjectNames(tree.names ?? [], url.cat, url.disc), [tree.names, url.cat, url.disc]);
  const data = results.data;
  const correctedQuery = url.q && data?.correctedQuery ? data.correctedQuery : null;
  const shown = searchedText({
    q: url.q,
    correctedQuery,
    categoryName: names.category,
    disciplineNames: names.disciplines.map((d) => d.name),
  });
  useDocumentTitle(shown ? messages.app.titleSearch(shown) : messages.app.titleDefault);
  useRecordRecentSearch(searchable, url, names);

  const facetCategories = useFacetCategories(tree.outline, counts.data, request, url);

  const pages = data ? pageCount(data.count) : 1;
  useLastPageRedirect(
    Boolean(data && !results.isPlaceholderData && data.items.length === 0 && data.count > 0),
    url.page,
    pages,
  );
  useSearchEvent(
    url,
    data && !results.isPlaceholderData ? data.count : null,
    organisation?.classification ?? null,
    data?.servedQueryId,
  );

  return {
    search,
    url,
    context,
    selection,
    searchable,
    results,
    facetError: counts.isError || tree.isError,
    local,
    names,
    correctedQuery,
    shown,
    facetCategories,
    pages,
  };
}

/**
 * The answers the page shows: /api/search and /api/discipline/count, and the discipline tree (its
 * outline for the facet; the whole tree, which the layout keeps once the page is idle, to name a
 * chosen secondary discipline and for the offline search by subject names).
 * Offline: a search the device has no answer for is answered from the
 * products it has seen (its own index); a search answered before shows that answer, as online.
 */
function useSearchAnswers(
  request: ReturnType<typeof searchRequestOf>,
  viewerId: string | null,
  searchable: boolean,
  disc: readonly string[],
) {
  const serverResults = useQuery({ ...searchQueryOptions(request, viewerId), enabled: searchable });
  const serverCounts = useQuery({ ...disciplineCountQueryOptions(request, viewerId), enabled: searchable });
  const outline = useQuery(subjectOutlineQueryOptions(appLocale));
  const whole = useQuery({ ...disciplinesQueryOptions(appLocale), enabled: needsWholeTree(outline.data, disc) });
  const tree = { outline: outline.data, names: whole.data ?? outline.data, isError: outline.isError };
  const online = useOnline();
  const unreachable = !online || serverResults.error instanceof NetworkError;
  const needLocal = searchable && unreachable && (!serverResults.data || serverResults.isPlaceholderData);
  const local = useLocalAnswer(
    needLocal,
    request,
    appLocale === 'en-us' ? null : { tree: whole.data, locale: appLocale },
  );
  const results: ResultsProps['query'] = local
    ? { ...LOCAL_QUERY, data: local.search, refetch: serverResults.refetch }
    : needLocal
      ? { ...LOCAL_QUERY, data: undefined, fetchStatus: 'fetching' as const, refetch: serverResults.refetch }
      : serverResults;
  const counts = local ? { data: local.counts, isError: false } : serverCounts;
  return { results, counts, tree, local };
}

/** The Subject facet: the tree with the counts of the audience the results come from. */
function useFacetCategories(
  tree: Parameters<typeof mergeSubjectCounts>[0] | undefined,
  counts: Parameters<typeof facetSubjectCounts>[0] | undefined,
  request: ReturnType<typeof searchRequestOf>,
  url: SearchUrl,
) {
  // Higher-ed only for higher-ed instructors (spec §4), else both lists together, each product once.
  const audience = resultAudience(request);
  return useMemo(() => {
    if (!tree || !counts) return null;
    return mergeSubjectCounts(tree, facetSubjectCounts(counts, audience), { cat: url.cat, disc: url.disc });
  }, [tree, counts, audience, url.cat, url.disc]);
}

/** A page past the last one (an old link, `empty` answer for page 2 or more): go to the last page instead. */
function useLastPageRedirect(empty: boolean, page: number, pages: number) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const pastTheEnd = empty && page > 1;
  // Drawn by the server: the visitor is sent there (with no script, nothing else would).
  const drawnPage = use(DrawnPageContext);
  if (pastTheEnd) drawnPage?.redirect(pageHref(search, pages));
  useEffect(() => {
    if (pastTheEnd) void navigate(pageHref(search, pages), { replace: true });
  }, [pastTheEnd, navigate, search, pages]);
}

/**
 * Each text searched joins the device's recent searches, with the subject
 * it is narrowed to; wherever the search came from (a search box, an author, a link).
 */
function useRecordRecentSearch(
  searchable: boolean,
  url: SearchUrl,
  names: { category: string | null; disciplines: Array<{ name: string | null }> },
) {
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
}

/**
 * spec §2: focus moves to the results heading after 1200 ms, for each new search or page
 * (`focusKey`), unless the visitor has moved the focus somewhere else meanwhile.
 * Back or Forward (and a reload) restore where the results were scrolled: the focus still
 * lands on the heading, but must not scroll the page back to the top 1200 ms later.
 * The pagination's link that led here keeps the focus across pages: it is not the visitor's
 * choice, so the heading takes it. A press there since, though, is: its mouse-down has just
 * focused that link, and moving the focus to the heading (scrolling to the top) before the
 * button comes up would take the press away from the link (the page never changed).
 */
function useFocusHeading(headingRef: RefObject<HTMLHeadingElement | null>, focusKey: string) {
  const navigationType = useNavigationType();
  const returnedHere = useEffectEvent(() => navigationType === 'POP');
  useEffect(() => {
    const carried = document.activeElement;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const idle =
        !active ||
        active === document.body ||
        active.tagName === 'MAIN' ||
        (active === carried && active instanceof HTMLElement && active.closest('[data-focus-return]') !== null);
      if (idle && headingRef.current) focusQuietlyForPointer(headingRef.current, { preventScroll: returnedHere() });
    }, FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ref is stable; the key is the search
  }, [focusKey]);
}

/**
 * One search event per search text and filters (paging is the same search), once
 * its answer is in, with the count it found and the id the server `served` with it; the
 * organisation class at most, no one's id.
 */
function useSearchEvent(url: SearchUrl, answered: number | null, orgClass: string | null, served?: string) {
  const key = searchKey(url);
  useEffect(() => {
    if (!url.q || answered === null) return;
    const { queryId, isNew } = searchIdFor(key, served);
    if (isNew) track({ type: 'search', queryId, query: url.q, results: answered, ...(orgClass ? { orgClass } : {}) });
  }, [key, url.q, answered, served, orgClass]);
}

/** The institution picker, when the viewer has institutions to choose from (or to add). */
function SearchInstitution({
  context,
  onChoose,
}: {
  context: ReturnType<typeof useSearchContext>;
  onChoose: (orgId: string, higherEd: boolean) => void;
}) {
  const { user, organisation, organisations, choice } = context;
  const { pathname, search } = useLocation();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const origin = usePageOrigin();
  const mode = institutionPickerMode({
    signedIn: user !== null,
    organisationCount: organisations.length,
    readOnly: choice.readOnly,
  });
  if (mode === 'none') return null;
  const returnUrl = `${origin}${pathname}${search}`;
  return (
    <InstitutionPicker
      className="search-page__institution"
      label={t.institution}
      organisations={organisations}
      currentOrgId={organisation?.orgId ?? null}
      readOnly={choice.readOnly ? organisation : null}
      nameMax={pickerNameMax({ lmsFlow: choice.readOnly, narrow: isNarrow })}
      addInstitutionHref={
        user ? addInstitutionHref(environmentAddresses(appConfig.env, origin).accountSettings, returnUrl) : null
      }
      onChange={(orgId) => {
        const org = organisations.find((o) => o.orgId === orgId);
        onChoose(orgId, isHigherEdClassification(org?.classification));
      }}
    />
  );
}

/** The count line (spec §2): loading, the device's answer offline, or the range of results. */
function countLine(results: ResultsProps['query'], local: { search: SearchResponse } | null, page: number): string {
  const data = results.data;
  if (results.fetchStatus === 'fetching' && (!data || results.isPlaceholderData)) return t.loading;
  if (local) return formatCount(local.search, page, true);
  return data && data.count > 0 ? formatCount(data, page) : '';
}

function LayoutToggle({ layout, onChange }: { layout: Layout; onChange: (layout: Layout) => void }) {
  return (
    <div className="layout-toggle" role="group" aria-label={t.layout}>
      {(['list', 'grid'] as const).map((value) => {
        const list = value === 'list';
        const label = list ? t.layoutList : t.layoutGrid;
        return (
          <button
            key={value}
            type="button"
            className="layout-toggle__button"
            aria-pressed={layout === value}
            title={label}
            onClick={() => onChange(value)}
          >
            {list ? <ListIcon /> : <GridIcon />}
            <span className="visually-hidden">{label}</span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The filters: a bar on desktop; under 992px a full-height modal sheet.
 *
 * Without script: the server draws what a phone would (it cannot know the width: no
 * matchMedia there, DESKTOP_QUERY is false), so the sheet's dialog is not in its HTML, and its
 * 'Filter by' button cannot open anything. The panel therefore also comes in a <noscript>: a
 * browser with script keeps its content as text (React does not render it either), one without
 * draws it in the page, inside a native <details> whose summary is 'Filter by': closed at a
 * phone's width, so the results stay in view, and open by CSS at 992px and up, where it is the
 * left bar (search.css). Both work with no script at all, and the page with script is as it was.
 */
function Filters({
  desktop,
  onClose,
  filterProps,
  resultCount,
}: {
  desktop: boolean;
  onClose: () => void;
  filterProps: Omit<FilterPanelProps, 'mode'>;
  resultCount: number | null;
}) {
  const open = useAtomValue(filterSheetOpenAtom);
  // The sheet's open section (the one in use), kept while the page lives.
  const [sheetSection, setSheetSection] = useState<string | null>(null);
  // The server cannot know the width: its page carries the bar, which CSS hides below 992px and
  // without script (search.css), so a wide screen has its left column from the first paint and
  // nothing moves when the app takes the page over; from then on the width decides. The bar
  // keeps its place among the children, so React keeps its elements.
  const hydrated = useHydrated();
  return (
    <>
      {/* A boundary of its own: React takes the bar over in slices after the rest of the page,
          and below 992px, where it goes once the app has the page, never takes it over at all
          (a boundary not yet taken over is removed as the server drew it). */}
      {(desktop || !hydrated) && (
        <Suspense fallback={null}>
          <FilterPanel mode="bar" {...filterProps} />
        </Suspense>
      )}
      {/* Below 992px 'Filter by' opens the panel as a sheet: the focus stays inside it, goes
          back to 'Filter by' on close, and the results behind it stay where they were. */}
      {!desktop && (
        <>
          <Dialog
            open={open}
            title={t.filterBy}
            closeLabel={t.closeFilters}
            onClose={onClose}
            layout="fullscreen"
            className="filter-sheet"
          >
            <AfterFirstPaint>
              <FilterPanel
                mode="sheet"
                {...filterProps}
                openSection={sheetSection}
                onOpenSection={setSheetSection}
                resultCount={resultCount}
              />
            </AfterFirstPaint>
          </Dialog>
          <noscript>
            <details className="search-page__nojs">
              <summary className="button button--secondary">{t.filterBy}</summary>
              {/* Its own ids: the server's page holds the (hidden) bar too. */}
              <FilterPanel mode="noscript" {...filterProps} id={`${filterProps.id}-nojs`} />
            </details>
          </noscript>
        </>
      )}
    </>
  );
}

function FilterButton() {
  const [open, setOpen] = useAtom(filterSheetOpenAtom);
  return (
    <button
      type="button"
      className="button button--secondary search-page__filter-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
    >
      <FilterIcon /> {t.filterBy}
    </button>
  );
}

/**
 * Its children one render after it mounts, in the background: a press that opens the sheet is
 * answered by the sheet's frame at once, and its sections (a few hundred elements: 200 ms of a
 * low-tier phone's main thread) come in the next frame, not before the press shows anything.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}

/** What the results page reads of a query, for an answer from the device's index. */
const LOCAL_QUERY = {
  error: null,
  isError: false,
  isPending: false,
  isPlaceholderData: false,
  fetchStatus: 'idle' as 'fetching' | 'paused' | 'idle',
};

/** The count text; offline (`local`), it says the results are the products saved on this device. */
function formatCount(data: SearchResponse, page: number, local = false): string {
  const count = countText(data.count, page);
  return count.kind === 'all'
    ? (local ? t.localCount : t.countAll)(count.count)
    : (local ? t.localRange : t.countRange)(count.from, count.to, count.total);
}

interface ResultsProps {
  searchable: boolean;
  query: {
    data: SearchResponse | undefined;
    error: unknown;
    isError: boolean;
    isPlaceholderData: boolean;
    fetchStatus: 'fetching' | 'paused' | 'idle';
    refetch: () => unknown;
  };
  url: ReturnType<typeof readSearchUrl>;
  search: string;
  layout: Layout;
  k12: { signedIn: boolean; orgId: string | null; classification: string | null };
  reorderFirstPage: boolean;
  pages: number;
}

function Results({ searchable, query, url, search, layout, k12, reorderFirstPage, pages }: ResultsProps) {
  // The cards are the page's heaviest render, and an answer arriving from the query cache
  // renders synchronously (useSyncExternalStore): deferred, React renders them in slices that
  // yield to input, keeping the skeleton (or the previous page) on screen meanwhile.
  const data = useDeferredValue(query.data);
  // spec §8: the internal-error message with the search cause; offline says so instead.
  const error = <LoadErrorNotice error={query.error} onRetry={() => void query.refetch()} texts={t} />;
  const none = <NoResults query={url.q} search={search} />;
  if (!searchable) return none;
  if (!data) {
    if (query.isError || query.fetchStatus === 'paused') {
      return error;
    }
    return (
      <ul className={`result-list result-list--${layout}`} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <ResultCardSkeleton key={i} />
        ))}
      </ul>
    );
  }
  if (data.count === 0 || data.items.length === 0) return none;
  const updating = query.isPlaceholderData && query.fetchStatus === 'fetching';
  return (
    <>
      {query.isError && error}
      <ul className={`result-list result-list--${layout}`} aria-busy={updating || undefined}>
        <ResultCards
          items={data.items}
          reorder={reorderFirstPage && url.page === 1}
          url={url}
          search={search}
          layout={layout}
          signedIn={k12.signedIn}
          orgId={k12.orgId}
          classification={k12.classification}
        />
      </ul>
      <Pagination search={search} page={Math.min(url.page, pages)} pages={pages} />
    </>
  );
}

/**
 * The cards, drawn again only when what they show changes. The page renders again, at once,
 * whenever the query cache tells it anything (useSyncExternalStore), while the deferred answer
 * on screen stays the same: each such render drew the 24 cards again, a task of 60-70 ms of a
 * low-tier phone's main thread as the app took the page over. Its props are plain values (and
 * the address's reading, kept for its `search`) so nothing new each render defeats the memo.
 */
const ResultCards = memo(function ResultCards(props: ResultCardsProps) {
  // A boundary of its own, inside the memo so that the page's renders do not hand it new
  // children: React takes the cards over in slices of their own after the rest of the page (a
  // boundary handed new children before that is taken over at once, in one task).
  return (
    <Suspense fallback={null}>
      <Cards {...props} />
    </Suspense>
  );
});

interface ResultCardsProps {
  items: SearchResponse['items'];
  /** spec §4: the first page lists the institution's K-12 products first. */
  reorder: boolean;
  url: ReturnType<typeof readSearchUrl>;
  search: string;
  layout: Layout;
  signedIn: boolean;
  orgId: string | null;
  classification: string | null;
}

function Cards({ items, reorder, url, search, layout, signedIn, orgId, classification }: ResultCardsProps) {
  const k12 = useMemo(() => ({ signedIn, orgId, classification }), [signedIn, orgId, classification]);
  const shown = reorder ? orderFirstPage(items, orgId) : items;
  const onOpen = (productId: string, index: number) => {
    // Read at the click: the search event is recorded after the results first render.
    const queryId = url.q ? currentQueryId(searchKey(url)) : null;
    if (queryId)
      track({ type: 'result-click', queryId, query: url.q, position: resultPosition(url.page, index), productId });
  };
  return shown.map((item, index) => (
    <ResultCard
      key={item.productId}
      item={item}
      search={search}
      layout={layout}
      k12={k12}
      identified={signedIn || url.token !== null}
      onOpen={() => onOpen(item.productId, index)}
      position={index}
    />
  ));
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
      <AppLink className="button button--primary" to={backToHomeHref(search)}>
        {t.backToHome}
      </AppLink>
    </div>
  );
}
