// The left filter bar (spec §2): 'Applied filters' chips, then accordion sections Subject,
// Platform, Show by and Sort by. Under 992px it is a sheet: the page shows it in a
// full-height modal dialog the 'Filter by' button opens; there the sections are collapsed but
// the one in use (one open at a time, kept by the page), and a sticky 'Show N results' button
// closes it. Every choice is a URL change (src/domain/search/search-filters.ts).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { track } from '../../lib/analytics/analytics';
import { facetChoice } from '../../domain/search/search-events';
import {
  categoryHref,
  defaultPlatform,
  defaultSort,
  disciplineHref,
  filterSections,
  platformFacetCount,
  platformHref,
  platformOptions,
  showByHref,
  showByOptions,
  sortHref,
  sortOptions,
  withoutCategoryHref,
  withoutDisciplineHref,
  type SearchSelection,
  type SearchUrl,
  type SearchViewer,
} from '../../domain/search/search-filters';
import { visibleFacetCategories, type FacetCategory } from '../../domain/search/search-results';
import type { PlatformCount } from '../../../contract/wire';
import { ChevronDownIcon, RemoveIcon } from './search-icons';

const t = messages.search;

export interface SubjectFacetState {
  categories: FacetCategory[] | null;
  error: boolean;
}

export interface ChosenSubjectNames {
  category: string | null;
  disciplines: Array<{ code: string; name: string | null }>;
}

export interface FilterPanelProps {
  id: string;
  /** 'bar': the left filter bar (992px and up); 'sheet': inside the phone sheet's dialog. */
  mode: 'bar' | 'sheet';
  onClose: () => void;
  /** The sheet: the one open section (the one in use), and its change. */
  openSection?: string | null;
  onOpenSection?: (section: string | null) => void;
  /** The sheet: the number of results its button shows (null while unknown). */
  resultCount?: number | null;
  search: string;
  url: SearchUrl;
  viewer: SearchViewer;
  selection: SearchSelection;
  platformCounts: readonly PlatformCount[] | undefined;
  facet: SubjectFacetState;
  subjectNames: ChosenSubjectNames;
  onNavigate: (href: string) => void;
}

interface Chip {
  key: string;
  label: string;
  href: string;
}

function appliedChips(props: FilterPanelProps): Chip[] {
  const { search, url, viewer, selection, subjectNames } = props;
  const chips: Chip[] = [];
  if (url.cat) {
    chips.push({
      key: `cat:${url.cat}`,
      label: t.chip(t.subject, subjectNames.category ?? url.cat),
      href: withoutCategoryHref(search),
    });
  }
  for (const { code, name } of subjectNames.disciplines) {
    chips.push({
      key: `disc:${code}`,
      label: t.chip(t.subject, name ?? code),
      href: withoutDisciplineHref(search, code),
    });
  }
  const platformDefault = defaultPlatform(viewer);
  if (selection.type !== platformDefault) {
    chips.push({
      key: 'type',
      label: t.chip(t.platform, t.platforms[selection.type]),
      href: platformHref(search, platformDefault, viewer),
    });
  }
  if (selection.showBy) {
    chips.push({
      key: 'filter',
      label: t.chip(t.showBy, t.showByOptions[selection.showBy]),
      href: showByHref(search, null),
    });
  }
  if (selection.sortChosen && selection.sort && selection.sort !== defaultSort(viewer)) {
    chips.push({ key: 'sort', label: t.chip(t.sortBy, t.sorts[selection.sort]), href: sortHref(search, null) });
  }
  return chips;
}

/** The platform options, each with its count of results where the answer gives one. */
function platformChoices({ platformCounts, selection, viewer }: FilterPanelProps) {
  return platformOptions(viewer).map((value) => {
    const count = platformFacetCount(platformCounts, value, selection, viewer);
    return { value, label: count === null ? t.platforms[value] : t.optionWithCount(t.platforms[value], count) };
  });
}

export function FilterPanel(props: FilterPanelProps) {
  const { id, mode, onClose, search, url, viewer, selection, facet, onNavigate } = props;
  const headingId = `${id}-heading`;
  const showId = `${id}-show-results`;
  const sections = filterSections(selection.type, viewer);
  const chips = appliedChips(props);
  const sheet = mode === 'sheet';
  // The sheet's accordion: one section open at a time (the one in use); the bar's are free.
  const sectionProps = (key: string) =>
    sheet
      ? { open: props.openSection === key, onToggle: (open: boolean) => props.onOpenSection?.(open ? key : null) }
      : {};

  return (
    <section
      id={id}
      className={`search-filters search-filters--${mode}`}
      aria-labelledby={sheet ? undefined : headingId}
      aria-label={sheet ? t.filterBy : undefined}
    >
      {!sheet && (
        <div className="search-filters__head">
          <h2 id={headingId} className="search-filters__title" tabIndex={-1}>
            {t.filterBy}
          </h2>
        </div>
      )}

      <AppliedFilters chips={chips} onNavigate={onNavigate} fallbackFocusId={sheet ? showId : headingId} />

      {/* Nothing to choose (no subject has results): the section stays out. */}
      {!(facet.categories && facet.categories.length === 0) && (
        <FilterSection id={`${id}-subject`} title={t.subject} {...sectionProps('subject')}>
          <SubjectFacet search={search} url={url} facet={facet} />
        </FilterSection>
      )}

      <FilterSection id={`${id}-platform`} title={t.platform} {...sectionProps('platform')}>
        <RadioList
          name={`${id}-platform`}
          legend={t.platform}
          options={platformChoices(props)}
          value={selection.type}
          onChange={(value) => onNavigate(platformHref(search, value, viewer))}
        />
      </FilterSection>

      {sections.showBy && (
        <FilterSection id={`${id}-show`} title={t.showBy} {...sectionProps('show')}>
          <RadioList
            name={`${id}-show`}
            legend={t.showBy}
            options={showByOptions(selection.type, viewer).map((value) => ({ value, label: t.showByOptions[value] }))}
            value={selection.showBy}
            onChange={(value) => onNavigate(showByHref(search, value))}
          />
        </FilterSection>
      )}

      {sections.sort && (
        <FilterSection id={`${id}-sort`} title={t.sortBy} {...sectionProps('sort')}>
          <RadioList
            name={`${id}-sort`}
            legend={t.sortBy}
            options={sortOptions(selection.type).map((value) => ({ value, label: t.sorts[value] }))}
            value={selection.sort}
            onChange={(value) => onNavigate(sortHref(search, value))}
          />
        </FilterSection>
      )}

      {sheet && <SheetFooter id={showId} resultCount={props.resultCount} onClose={onClose} />}
    </section>
  );
}

/** The sheet's 'Show N results', which closes it. */
function SheetFooter({
  id,
  resultCount,
  onClose,
}: {
  id: string;
  resultCount: number | null | undefined;
  onClose: () => void;
}) {
  return (
    <div className="search-filters__footer">
      <button id={id} type="button" className="button button--primary search-filters__show" onClick={onClose}>
        {resultCount == null ? t.showResultsUnknown : t.showResults(resultCount)}
      </button>
    </div>
  );
}

/**
 * Removable chips. After a removal the focus goes to the chip now in its place (or the last
 * one), else to the panel's heading, so keyboard users are not dropped at the top of the page.
 */
function AppliedFilters({
  chips,
  onNavigate,
  fallbackFocusId,
}: {
  chips: Chip[];
  onNavigate: (href: string) => void;
  fallbackFocusId: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const headingId = useId();
  const chipKeys = chips.map((c) => c.key).join('\n');

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : null;
    (target ?? document.getElementById(fallbackFocusId))?.focus();
  }, [chipKeys, fallbackFocusId]);

  if (chips.length === 0) return null;
  return (
    <div className="applied-filters">
      <h3 id={headingId} className="applied-filters__title">
        {t.appliedFilters}
      </h3>
      <ul ref={listRef} className="applied-filters__list" aria-labelledby={headingId}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              aria-label={t.removeFilter(chip.label)}
              onClick={() => {
                pendingFocus.current = index;
                onNavigate(chip.href);
              }}
            >
              <span>{chip.label}</span>
              <RemoveIcon />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An accordion section: a heading whose button shows or hides the panel. Open at first,
 * unless the caller controls it (`open` and `onToggle`: the sheet).
 */
function FilterSection({
  id,
  title,
  children,
  open: controlledOpen,
  onToggle,
}: {
  id: string;
  title: string;
  children: ReactNode;
  open?: boolean;
  onToggle?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(true);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (change: (v: boolean) => boolean) => (onToggle ? onToggle(change(open)) : setOwnOpen(change));
  const panelId = `${id}-panel`;
  return (
    <div className="filter-section">
      <h3 className="filter-section__heading">
        <button
          type="button"
          className="filter-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <span>{title}</span>
          <ChevronDownIcon className="filter-section__chevron" />
        </button>
      </h3>
      <div id={panelId} className="filter-section__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

function RadioList<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: Array<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="radio-list">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => {
        const inputId = `${name}-${option.value}`;
        return (
          <div key={option.value} className="radio-list__item">
            <input
              id={inputId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * spec §2 Subject facet: categories and their primary disciplines with their counts; a limited
 * initial number with 'Show more +' / 'Show less -'. Choosing one is a link (spec §2: a
 * category sets cat and removes disc, q, uuid; a discipline sets disc and removes cat, q, uuid).
 */
function SubjectFacet({ search, url, facet }: { search: string; url: SearchUrl; facet: SubjectFacetState }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (facet.error && !facet.categories) {
    return <p className="subject-facet__note">{t.countsErrorCause}</p>;
  }
  if (!facet.categories) {
    return (
      <div className="subject-facet__loading" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="skeleton skeleton--line" />
        ))}
      </div>
    );
  }
  const chosen = { cat: url.cat, disc: url.disc };
  const visible = visibleFacetCategories(facet.categories, expanded, chosen);
  const hasMore = facet.categories.length > visible.length || expanded;
  return (
    <>
      <ul id={listId} className="subject-facet">
        {visible.map((category) => (
          <li key={category.code}>
            <FacetLink
              search={search}
              to={categoryHref(search, category.code)}
              name={category.name}
              count={category.count}
              current={url.cat === category.code && url.disc.length === 0}
              className="subject-facet__category"
            />
            {category.disciplines.length > 0 && (
              <ul className="subject-facet__disciplines">
                {category.disciplines.map((discipline) => (
                  <li key={discipline.code}>
                    <FacetLink
                      search={search}
                      to={disciplineHref(search, discipline.code)}
                      name={discipline.name}
                      count={discipline.count}
                      current={url.disc.includes(discipline.code)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          className="subject-facet__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t.showLess : t.showMore}
        </button>
      )}
    </>
  );
}

function FacetLink({
  search,
  to,
  name,
  count,
  current,
  className,
}: {
  search: string;
  to: string;
  name: string;
  count: number;
  current: boolean;
  className?: string;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      onClick={() => {
        const choice = facetChoice(search, to);
        if (choice) track({ type: 'facet-click', ...choice });
      }}
      className={`subject-facet__link${className ? ` ${className}` : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      <span className="subject-facet__name">{name}</span>{' '}
      <span className="subject-facet__count">{t.facetCount(count)}</span>
    </Link>
  );
}
