// The bar above the results: 'Filter by' (the sheet under 992 px), the count text of spec §2
// (which announces loading too, politely) and the list/grid toggle on desktop.
import { messages } from '../../lib/messages/messages';
import { countText, type Layout } from '../../domain/search/search-results';
import type { SearchResponse } from './api/search';
import { FilterIcon, GridIcon, ListIcon } from './search-icons';
import type { SearchState } from './use-search-state';

const t = messages.search;

interface SearchToolbarProps {
  state: SearchState;
  filtersOpen: boolean;
  onOpenFilters: () => void;
  /** The layout toggle, shown on desktop only. */
  layout: { value: Layout; onChange: (value: Layout) => void } | null;
}

export function SearchToolbar({ state, filtersOpen, onOpenFilters, layout }: SearchToolbarProps) {
  return (
    <div className="search-page__toolbar">
      <button
        type="button"
        className="button button--secondary search-page__filter-button"
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        onClick={onOpenFilters}
      >
        <FilterIcon /> {t.filterBy}
      </button>
      <p className="search-page__count" role="status">
        {countLine(state)}
      </p>
      {layout && (
        <div className="layout-toggle" role="group" aria-label={t.layout}>
          {(['list', 'grid'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="layout-toggle__button"
              aria-pressed={layout.value === value}
              title={value === 'list' ? t.layoutList : t.layoutGrid}
              onClick={() => layout.onChange(value)}
            >
              {value === 'list' ? <ListIcon /> : <GridIcon />}
              <span className="visually-hidden">{value === 'list' ? t.layoutList : t.layoutGrid}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function countLine({ searchable, results, local, url }: SearchState): string {
  const data = results.data;
  if (!searchable) return '';
  if (results.fetchStatus === 'fetching' && (!data || results.isPlaceholderData)) return t.loading;
  if (local) return formatLocalCount(local.search, url.page);
  return data && data.count > 0 ? formatCount(data, url.page) : '';
}

/** Offline: the count says the results are the products saved on this device. */
function formatLocalCount(data: SearchResponse, page: number): string {
  const count = countText(data.count, page);
  if (count.kind === 'all') return t.localCount(count.count);
  return t.localRange(count.from, count.to, count.total);
}

function formatCount(data: SearchResponse, page: number): string {
  const count = countText(data.count, page);
  return count.kind === 'all' ? t.countAll(count.count) : t.countRange(count.from, count.to, count.total);
}
