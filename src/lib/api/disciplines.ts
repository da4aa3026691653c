// GET /api/discipline (spec §7): the discipline list of spec §3. Shared by the home page, the
// header's subject menu and (later) the search filters, so it lives below the features.
import { queryOptions } from '@tanstack/react-query';
import type { DisciplineCategory, DisciplineListResponse } from '../../../contract/wire';
import { apiGet } from './api-client';
import type { Locale } from '../../../contract/locales';

export type { DisciplineCategory };

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
    queryFn: async (): Promise<DisciplineCategory[]> =>
      (await apiGet<DisciplineListResponse>('/api/discipline', { query: { locale } }))?._embedded?.disciplineCategories ?? [],
    // The subject tree changes with catalogue releases, not during a visit.
    staleTime: 60 * 60 * 1000,
  });
}
