// GET /api/discipline (spec §7): the discipline list of spec §3. Shared by the home page, the
// header's subject menu and (later) the search filters, so it lives below the features.
import { queryOptions } from '@tanstack/react-query';
import type { DisciplineCategory, DisciplineListResponse } from '../../../contract/wire';
import { apiGet } from './api-client';
import { appLocale } from '../locale/locale';

export type { DisciplineCategory };

/** The tree with its subjects named in `locale` where the catalogue can (docs/regions.md §6). */
export function disciplinesQueryOptions(locale = appLocale) {
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
