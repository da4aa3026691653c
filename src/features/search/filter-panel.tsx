// The left filter bar (spec §2): 'Applied filters' chips, then accordion sections Subject,
// Platform, Show by and Sort by. Under 992px it is a sheet: the page shows it in a
// full-height modal dialog the 'Filter by' button opens; there the sections are collapsed but
// the one in use (one open at a time, kept by the page), and a sticky 'Show N results' button
// closes it. Every choice is a URL change (src/domain/search/search-filters.ts).
//
// Every choice is also a plain link where there is no script (a browser without JavaScript
// reading the server's HTML), to the address the app navigates to: subjects and chips always
// are; platform, show-by and sort are radio groups with script (their arrow keys, and the
// focus staying on the group) and links in the 'noscript' panel (search-page.tsx), which
// also lists every subject ('Show more +' needs script).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '../../ui/app-link';
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
  /**
   * 'bar': the left filter bar (992px and up); 'sheet': inside the phone sheet's dialog;
   * 'noscript': the bar for a page without script (every subject listed: search-page.tsx).
   */
  mode: 'bar' | 'sheet' | 'noscript';
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

/** A platform, show-by, sort or subject choice counts as a facet click (search-events.ts). */
export function trackChoice(search: string, to: string): void {
  const choice = facetChoice(search, to);
  if (choice) track({ type: 'facet-click', ...choice });
}

interface Chip {
  key: string;
  label: string;
  href: string;
}

function appliedChips(props: FilterPanelProps): Chip[] {
  const { search, url, viewer, selection, subjectNames } = props;
  const chips: Chip[] = [];
  const add = (key: string, group: string, value: string, href: string) =>
    chips.push({ key, label: t.chip(group, value), href });
  if (url.cat) add(`cat:${url.cat}`, t.subject, subjectNames.category ?? url.cat, withoutCategoryHref(search));
  for (const { code, name } of subjectNames.disciplines) {
    add(`disc:${code}`, t.subject, name ?? code, withoutDisciplineHref(search, code));
  }
  const platformDefault = defaultPlatform(viewer);
  if (selection.type !== platformDefault) {
    add('type', t.platform, t.platforms[selection.type], platformHref(search, platformDefault, viewer));
  }
  if (selection.showBy) add('filter', t.showBy, t.showByOptions[selection.showBy], showByHref(search, null));
  if (selection.sortChosen && selection.sort && selection.sort !== defaultSort(viewer)) {
    add('sort', t.sortBy, t.sorts[selection.sort], sortHref(search, null));
  }
  return chips;
}

/** A platform's label, with its count of results where the answer gives one. */
function platformLabel({ platformCounts, selection, viewer }: FilterPanelProps, value: SearchSelection['type']) {
  const count = platformFacetCount(platformCounts, value, selection, viewer);
  return count === null ? t.platforms[value] : t.optionWithCount(t.platforms[value], count);
}

export function FilterPanel(props: FilterPanelProps) {
  const { id, mode, onClose, search, url, viewer, selection, facet, onNavigate } = props;
  const headingId = `${id}-heading`;
  const showId = `${id}-show-results`;
  const sections = filterSections(selection.type, viewer);
  const chips = appliedChips(props);
  const sheet = mode === 'sheet';
  // Without script the radio groups are lists of links.
  const navigate = mode === 'noscript' ? null : onNavigate;
  // The sheet's accordion: one section open at a time (the one in use); the bar's are free.
  const sectionProps = (key: string) =>
    sheet
      ? { open: props.openSection === key, onToggle: (open: boolean) => props.onOpenSection?.(open ? key : null) }
      : {};
  // Platform, Show by and Sort by: a section holding a radio group; `key` names its ids and its
  // place in the sheet's accordion.
  const radios = <T extends string>(
    key: string,
    title: string,
    values: T[],
    label: (value: T) => string,
    value: T | null,
    href: (value: T) => string,
  ) => (
    <FilterSection id={`${id}-${key}`} title={title} {...sectionProps(key)}>
      <RadioList name={`${id}-${key}`} legend={title} {...{ values, label, value, href }} onNavigate={navigate} />
    </FilterSection>
  );

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

      <AppliedFilters chips={chips} search={search} fallbackFocusId={sheet ? showId : headingId} />

      {/* Nothing to choose (no subject has results): the section stays out. */}
      {!(facet.categories && facet.categories.length === 0) && (
        <FilterSection id={`${id}-subject`} title={t.subject} {...sectionProps('subject')}>
          <SubjectFacet search={search} url={url} facet={facet} all={mode === 'noscript'} />
        </FilterSection>
      )}

      {radios(
        'platform',
        t.platform,
        platformOptions(viewer),
        (value) => platformLabel(props, value),
        selection.type,
        (value) => platformHref(search, value, viewer),
      )}
      {sections.showBy &&
        radios(
          'show',
          t.showBy,
          showByOptions(selection.type, viewer),
          (value) => t.showByOptions[value],
          selection.showBy,
          (value) => showByHref(search, value),
        )}
      {sections.sort &&
        radios(
          'sort',
          t.sortBy,
          sortOptions(selection.type),
          (value) => t.sorts[value],
          selection.sort,
          (value) => sortHref(search, value),
        )}

      {/* The sheet's 'Show N results', which closes it. */}
      {sheet && (
        <div className="search-filters__footer">
          <button id={showId} type="button" className="button button--primary search-filters__show" onClick={onClose}>
            {props.resultCount == null ? t.showResultsUnknown : t.showResults(props.resultCount)}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * Removable chips: links to the address without their filter. After a removal the focus goes to
 * the chip now in its place (or the last one), else to the panel's heading, so keyboard users
 * are not dropped at the top of the page.
 */
function AppliedFilters({
  chips,
  search,
  fallbackFocusId,
}: {
  chips: Chip[];
  search: string;
  fallbackFocusId: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // The chip clicked: its place, and its key.
  const pendingFocus = useRef<[number, string] | null>(null);
  const headingId = useId();
  const chipKeys = chips.map((c) => c.key).join('\n');

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    // Still there: the link opened elsewhere (a modifier key: a new tab or window), nothing was removed.
    if (chipKeys.split('\n').includes(pending[1])) return;
    const links = listRef.current?.querySelectorAll('a');
    const target = links?.length ? links[Math.min(pending[0], links.length - 1)] : null;
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
            <AppLink
              to={chip.href}
              preventScrollReset
              className="chip"
              aria-label={t.removeFilter(chip.label)}
              onClick={() => {
                pendingFocus.current = [index, chip.key];
                trackChoice(search, chip.href);
              }}
            >
              <span>{chip.label}</span>
              <RemoveIcon />
            </AppLink>
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
  const panelId = `${id}-panel`;
  return (
    <div className="filter-section">
      <h3 className="filter-section__heading">
        <button
          type="button"
          className="filter-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          // A click is one discrete event, drawn before the next: `open` is the current state.
          onClick={() => (onToggle ?? setOwnOpen)(!open)}
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
  values,
  label,
  value,
  href,
  onNavigate,
}: {
  name: string;
  legend: string;
  values: T[];
  label: (value: T) => string;
  value: T | null;
  /** The address of a choice. */
  href: (value: T) => string;
  /** A choice's navigation; null without script: each option is then a link to its address. */
  onNavigate: ((href: string) => void) | null;
}) {
  return (
    <fieldset className="radio-list">
      <legend className="visually-hidden">{legend}</legend>
      {values.map((option) => {
        const inputId = `${name}-${option}`;
        const checked = value === option;
        return (
          <div key={option} className="radio-list__item">
            {onNavigate ? (
              <>
                <input
                  id={inputId}
                  type="radio"
                  name={name}
                  value={option}
                  checked={checked}
                  onChange={() => onNavigate(href(option))}
                />
                <label htmlFor={inputId}>{label(option)}</label>
              </>
            ) : (
              <AppLink to={href(option)} className="subject-facet__link" aria-current={checked || undefined}>
                {label(option)}
              </AppLink>
            )}
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
function SubjectFacet({
  search,
  url,
  facet,
  all,
}: {
  search: string;
  url: SearchUrl;
  facet: SubjectFacetState;
  /** Every subject, without 'Show more +' (a page without script). */
  all: boolean;
}) {
  const [expanded, setExpanded] = useState(all);
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
      {hasMore && !all && (
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
    <AppLink
      to={to}
      preventScrollReset
      onClick={() => trackChoice(search, to)}
      className={`subject-facet__link${className ? ` ${className}` : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      <span className="subject-facet__name">{name}</span>{' '}
      <span className="subject-facet__count">{t.facetCount(count)}</span>
    </AppLink>
  );
}
