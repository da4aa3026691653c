// What the results page shows (spec §2 "Search results", §9 limits): the count text, the
// pages, the card texts and badges, the subject facet and the order of page 1. Pure: the page
// formats the words (src/lib/messages/messages.ts). What cards share with the autocomplete suggestions
// lives in text.ts (cuts, author line), cover.ts (default image) and product-link.ts.
import type { DisciplineCountResponse, SearchItem, SubjectCounts } from '../../../contract/wire';
import type { OutlineCategory, OutlineDiscipline } from './subject-outline';
import { CARD_AUTHORS_MAX, CARD_DESCRIPTION_MAX } from '../../../contract/limits';
import { PAGE_SIZE, type ResultType } from '../../../contract/search-options';
import { foldSearchText } from '../../../contract/search-text';
import { authorNames, cut } from './text';
/** spec §9 leaves the subject facet's initial count open ("not shown"): five categories. */
export const SUBJECT_FACET_INITIAL = 5;
/** Page links around the current one (the first and last links are hidden, spec §2). */
export const PAGE_WINDOW = 5;

export type Layout = 'list' | 'grid';

// --- count text ---------------------------------------------------------------------------------

export type CountText = { kind: 'all'; count: number } | { kind: 'range'; from: number; to: number; total: number };

/**
 * spec §2: 'Showing N of N Results' when all fit on one page; otherwise 'Showing a - b of total
 * Results' from page number and page size.
 */
export function countText(total: number, page: number, pageSize = PAGE_SIZE): CountText {
  if (total <= pageSize) return { kind: 'all', count: total };
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return { kind: 'range', from, to, total };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers to link, centred on the current page (no first and last links, spec §2). */
export function pageWindow(current: number, pages: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, pages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

// --- card texts -------------------------------------------------------------------------------------

type Source = SearchItem['source'];
type Platform = Source['cnt:auxiliaryFields']['productPlatform'];

/**
 * spec §2: edition suffixed with 'e', hidden for collections and learning applications.
 * spec §5: an edition is valid when it has a digit followed by e or E; a bare number gets
 * its 'e'; anything else is not shown.
 */
export function editionText(edition: string | null | undefined, platform: Platform): string | null {
  if (platform === 'collection' || platform === 'learning_applications') return null;
  const value = edition?.trim() ?? '';
  if (value === '') return null;
  if (/\d[eE]/.test(value)) return value;
  if (/^\d+$/.test(value)) return `${value}e`;
  return null;
}

/** spec §2: authors joined by commas, cut at 45 characters in the grid. */
export function authorsText(authors: Source['cnt:auxiliaryFields']['authors'], layout: Layout): string {
  const text = authorNames(authors);
  return layout === 'grid' ? cut(text, CARD_AUTHORS_MAX) : text;
}

/** spec §2: description cut at 145 characters. */
export function descriptionText(description: string | null | undefined): string {
  return cut((description ?? '').replace(/\s+/g, ' ').trim(), CARD_DESCRIPTION_MAX);
}

/** spec §2: 'Platform:' brand line, TM after the courseware platform (REVEL) name. */
export function brandText(source: Source): { name: string; trademark: boolean } | null {
  const name = source['schema:brand']['schema:name']?.trim();
  if (!name) return null;
  return { name, trademark: source['cnt:auxiliaryFields'].productPlatform === 'revel' };
}

export type OverlayBadge = 'comingSoon' | 'sample' | 'classTest';

/** spec §2 overlay badges: Coming soon; 'Sample - Not for sale'; 'Class test'. */
export function overlayBadges(source: Source): OverlayBadge[] {
  const badges: OverlayBadge[] = [];
  if (source['cnt:auxiliaryFields'].comingSoon) badges.push('comingSoon');
  if (source['cnt:productType'] === 'sample') badges.push('sample');
  if (source['cnt:productType'] === 'beta') badges.push('classTest');
  return badges;
}

export interface K12Context {
  signedIn: boolean;
  /** The current organisation's id, or null. */
  orgId: string | null;
  /** The current organisation's classification; null without one. */
  classification: string | null;
}

function isK12Classification(classification: string | null): boolean {
  // spec §2: "organization class is anonymous or school"; no organisation counts as anonymous.
  const c = (classification ?? 'anonymous').trim().toLowerCase();
  return c === 'anonymous' || c === 'school';
}

/** A seat licence of the current organisation among the inner hits is active. */
export function hasActiveLicence(item: SearchItem, orgId: string | null): boolean {
  if (!orgId) return false;
  return item.innerHits.searchResults.some((hit) => hit.active && hit.orgId === orgId);
}

/**
 * spec §2: 'K-12 license activated' when a seat license of the current organization is among
 * inner hits; 'K-12 purchase options' when signed in, organization class is anonymous or
 * school, and the item's k12 field is availableForLicense.
 */
export function k12Badges(item: SearchItem, context: K12Context): { activated: boolean; purchase: boolean } {
  return {
    activated: hasActiveLicence(item, context.orgId),
    purchase:
      context.signedIn &&
      isK12Classification(context.classification) &&
      item.source['cnt:auxiliaryFields'].k12.availableForLicense,
  };
}

/**
 * spec §2: activated seat-license results sort first in the K-12 list; K-12 results precede
 * higher-ed results on page 1. One list carries both audiences (see searchRequest), so page 1
 * is reordered: activated licences, then K-12 results, then the rest, each in the server's order.
 */
export function orderFirstPage(items: SearchItem[], orgId: string | null): SearchItem[] {
  const rank = (item: SearchItem) =>
    hasActiveLicence(item, orgId) ? 0 : item.source['cnt:auxiliaryFields'].audience === 'k12' ? 1 : 2;
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

// --- the subject facet --------------------------------------------------------------------------

export interface FacetDiscipline {
  code: string;
  name: string;
  count: number;
}

export interface FacetCategory extends FacetDiscipline {
  disciplines: FacetDiscipline[];
}

/**
 * The /api/discipline/count list the Subject facet shows: the one of the audience the results
 * come from (search-filters.ts resultAudience), so a subject's count is the number of results
 * choosing it gives. Higher-ed results only (spec §4, higher-ed instructors): highered. K-12
 * results only: k12 (the page never asks for that today). One list of both audiences
 * (everyone else): all, where each product counts once; adding highered and k12 would count
 * the products of audience "all", which are in both lists, twice (docs/search.md §3).
 */
export function facetSubjectCounts(
  counts: Pick<DisciplineCountResponse, 'highered' | 'k12' | 'all'>,
  audience: ResultType | null,
): SubjectCounts {
  return counts[audience ?? 'all'];
}

/**
 * Names in alphabetical order, read as the search reads text (contract/search-text.ts: case,
 * accents and punctuation set aside; then as written), the same on the server and in every
 * browser. Not `localeCompare`: it follows the browser's language, which need not be the
 * server's (a Turkish browser orders 'I' and 'ı' otherwise, and React would draw the facet
 * again), and its first call builds the browser's collator, about 8 ms of a fast host's main
 * thread in the search page's take-over (some 70 ms on a low-tier phone).
 */
export function nameOrder(): (a: string, b: string) => number {
  // Each name read once a sort, not at every comparison.
  const keys = new Map<string, string>();
  const key = (name: string) => {
    let folded = keys.get(name);
    if (folded === undefined) keys.set(name, (folded = foldSearchText(name)));
    return folded;
  };
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return x < y ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

/**
 * Merges one /api/discipline/count list (facetSubjectCounts) into the /api/discipline tree:
 * categories and their primary disciplines with at least one result, largest first (then by
 * name), plus whatever is chosen even at zero.
 */
export function mergeSubjectCounts(
  tree: readonly OutlineCategory[],
  counts: Pick<SubjectCounts, 'categories' | 'disciplines'>,
  chosen: { cat: string | null; disc: readonly string[] } = { cat: null, disc: [] },
): FacetCategory[] {
  const categoryCounts = new Map(counts.categories.map(({ code, count }) => [code, count]));
  const disciplineCounts = new Map(counts.disciplines.map(({ code, count }) => [code, count]));
  const byName = nameOrder();
  const byCount = (a: FacetDiscipline, b: FacetDiscipline) => b.count - a.count || byName(a.name, b.name);
  return tree
    .map((category) => ({
      code: category.code,
      name: category.name,
      count: categoryCounts.get(category.code) ?? 0,
      disciplines: category.primaryDisciplines
        .map((d) => ({ code: d.code, name: d.name, count: disciplineCounts.get(d.code) ?? 0 }))
        .filter((d) => d.count > 0 || chosen.disc.includes(d.code))
        .sort(byCount),
    }))
    .filter((c) => c.count > 0 || c.code === chosen.cat || c.disciplines.length > 0)
    .sort(byCount);
}

/**
 * The facet's first rows before 'Show more +': the first five categories, and the chosen
 * one wherever it sits.
 */
export function visibleFacetCategories(
  categories: readonly FacetCategory[],
  expanded: boolean,
  chosen: { cat: string | null; disc: readonly string[] },
  initial = SUBJECT_FACET_INITIAL,
): FacetCategory[] {
  if (expanded) return [...categories];
  return categories.filter(
    (c, index) => index < initial || c.code === chosen.cat || c.disciplines.some((d) => chosen.disc.includes(d.code)),
  );
}

/** The subject tree, whole or its outline (subject-outline.ts: no secondary disciplines). */
type SubjectTree = ReadonlyArray<
  OutlineCategory & { primaryDisciplines: Array<OutlineDiscipline & { secondaryDisciplines?: OutlineDiscipline[] }> }
>;

/**
 * Names of the chosen subjects (category, or primary or secondary disciplines), by code: a
 * primary discipline's name before a secondary one's of the same code. Only the chosen codes are
 * looked up (every search page asks, most with none chosen; a whole tree has hundreds of names).
 * A secondary discipline is named from the whole tree only (null from the outline).
 */
export function subjectNames(tree: SubjectTree, cat: string | null, disc: readonly string[]) {
  let category: string | null = null;
  const wanted = new Set(disc);
  const primaryNames = new Map<string, string>();
  const secondaryNames = new Map<string, string>();
  for (const c of tree) {
    if (c.code === cat) category = c.name;
    if (wanted.size === 0) continue;
    for (const primary of c.primaryDisciplines) {
      if (wanted.has(primary.code)) primaryNames.set(primary.code, primary.name);
      for (const secondary of primary.secondaryDisciplines ?? []) {
        if (wanted.has(secondary.code) && !secondaryNames.has(secondary.code))
          secondaryNames.set(secondary.code, secondary.name);
      }
    }
  }
  return {
    category,
    disciplines: disc.map((code) => ({ code, name: primaryNames.get(code) ?? secondaryNames.get(code) ?? null })),
  };
}

/**
 * spec §2 heading: the query, else the subject name. A corrected query (docs/search.md §6)
 * replaces the typed one. null while a subject's name is not known yet.
 */
export function searchedText(input: {
  q: string;
  correctedQuery?: string | null;
  categoryName: string | null;
  disciplineNames: ReadonlyArray<string | null>;
}): string | null {
  if (input.q) return input.correctedQuery?.trim() || input.q;
  if (input.disciplineNames.length > 0) {
    const names = input.disciplineNames.filter((n): n is string => Boolean(n));
    return names.length > 0 ? names.join(', ') : null;
  }
  return input.categoryName;
}
