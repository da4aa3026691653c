// Rules of the search analytics events: which filter a navigation changed, where a
// clicked result sat, and what makes two searches the same search.
import { PAGE_SIZE } from '../../../contract/search-options';
import type { Facet } from '../../../contract/search-events';
import { PAGE_PARAMS as PARAM } from '../../../contract/params';

/** The results page's filters and the facet name an event gives each. */
const FACET_PARAMS: ReadonlyArray<[string, Facet]> = [
  [PARAM.category, 'subject'],
  [PARAM.discipline, 'discipline'],
  [PARAM.platform, 'platform'],
  [PARAM.showBy, 'showBy'],
  [PARAM.sort, 'sort'],
];

/**
 * The filter a move from `search` to `href` chose, or null: the first facet parameter whose
 * value changed to a new, non-empty one (removing a filter is not a facet click).
 */
export function facetChoice(search: string, href: string): { facet: Facet; value: string } | null {
  const before = new URLSearchParams(search);
  const q = href.indexOf('?');
  const after = new URLSearchParams(q >= 0 ? href.slice(q + 1) : '');
  for (const [param, facet] of FACET_PARAMS) {
    const value = after.get(param);
    if (value && value !== before.get(param)) {
      // disc may hold several codes (pipe-joined): the one just added.
      if (param === PARAM.discipline) {
        const had = new Set((before.get(param) ?? '').split('|'));
        const added = value.split('|').find((code) => !had.has(code));
        return added ? { facet, value: added } : null;
      }
      return { facet, value };
    }
  }
  return null;
}

/** 1-based position of a result across pages: the third card of page 2 is 27. */
export function resultPosition(page: number, index: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize + index + 1;
}

/** Same text and filters, any page: one search (paging is not searching again). */
export function searchKey(url: { q: string; cat: string | null; disc: string[]; type: string | null; filter: string | null; sort: string | null }): string {
  return [url.q.trim().toLowerCase(), url.cat, url.disc.join('|'), url.type, url.filter, url.sort].join('\n');
}
