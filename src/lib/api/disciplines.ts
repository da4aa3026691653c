// GET /api/discipline (spec §7): the discipline list of spec §3. Shared by the home page, the
// header's subject menu and the search page, so it lives below the features.
import { queryOptions } from '@tanstack/react-query';
import type { DisciplineCategory, DisciplineListResponse } from '../../../contract/wire';
import { apiGet } from './api-client';
import type { Locale } from '../../../contract/locales';
import { subjectOutline, type OutlineCategory } from '../../domain/search/subject-outline';

export type { DisciplineCategory, OutlineCategory };

async function fetchTree(locale: Locale): Promise<DisciplineCategory[]> {
  const answer = await apiGet<DisciplineListResponse>('/api/discipline', { query: { locale } });
  return answer?._embedded?.disciplineCategories ?? [];
}

/**
 * The tree with its subjects named in `locale` (the page's, `appLocale`) where the catalogue can
 * (docs/regions.md §6). The callers pass it: this module importing the locale module made the
 * bundler split contract/locales into a chunk of its own, 0.4 kB of glue the precache has not.
 */
export function disciplinesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['disciplines', 'list', locale] as const,
    // No abort signal: the list is the same for everyone and every screen, so a fetch the
    // screen that started it no longer needs (home, left while sign-out empties the cache) is
    // finished and kept for the next screen, rather than cancelled as a failed request.
    queryFn: () => fetchTree(locale),
    staleTime: TREE_STALE_TIME,
  });
}

/** The subject tree changes with catalogue releases, not during a visit. */
const TREE_STALE_TIME = 60 * 60 * 1000;

/**
 * The tree's categories and primary disciplines (domain/search/subject-outline.ts): what home,
 * the header and the Subject facet draw, and what a server-drawn page carries for them (a
 * quarter of the whole tree's bytes). Made from the whole tree when the cache holds it, else
 * from a fetch of it, which the browser keeps too (one request for both; the device's offline
 * search reads the whole tree). The server's renderer keeps only the outline: its page carries
 * the whole tree only where a screen asked for it.
 */
export function subjectOutlineQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['disciplines', 'outline', locale] as const,
    queryFn: async ({ client }): Promise<OutlineCategory[]> => {
      const whole = disciplinesQueryOptions(locale);
      const held = client.getQueryData(whole.queryKey);
      if (held) return subjectOutline(held);
      // In the browser, through the whole tree's own query: an ask for it already under way (the
      // layout's, once the page is idle) is shared, not made again. The server keeps the outline only.
      const tree = typeof window === 'undefined' ? await fetchTree(locale) : await client.fetchQuery(whole);
      return subjectOutline(tree);
    },
    staleTime: TREE_STALE_TIME,
  });
}
