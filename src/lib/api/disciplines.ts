// GET /api/discipline (spec §7): the discipline list of spec §3. Shared by the home page, the
// header's subject menu and (later) the search filters, so it lives below the features.
import { queryOptions } from '@tanstack/react-query';
import type { DisciplineCategory, DisciplineListResponse } from '../../../contract/wire';
import { apiGet } from './api-client';
import { appLocale } from '../locale/locale';
import type { Locale } from '../../../contract/locales';

export type { DisciplineCategory };

// The server names the subjects in the page's locale where the catalogue can.
export async function fetchDisciplineCategories(locale: Locale): Promise<DisciplineCategory[]> {
  const body = await apiGet<DisciplineListResponse>('/api/discipline', { query: { locale } });
  return body?._embedded?.disciplineCategories ?? [];
}

export function disciplinesQueryOptions(locale = appLocale) {
  return queryOptions({
    queryKey: ['disciplines', 'list', locale] as const,
    // No abort signal: the list is the same for everyone and every screen, so a fetch the
    // screen that started it no longer needs (home, left while sign-out empties the cache) is
    // finished and kept for the next screen, rather than cancelled as a failed request.
    queryFn: () => fetchDisciplineCategories(locale),
    // The subject tree changes with catalogue releases, not during a visit.
    staleTime: 60 * 60 * 1000,
  });
}
