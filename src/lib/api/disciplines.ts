// GET /api/discipline (spec §7): the discipline list of spec §3. Shared by the home page, the
// header's subject menu and (later) the search filters, so it lives below the features.
import { queryOptions } from '@tanstack/react-query';
import type { DisciplineCategory, DisciplineListResponse } from '../../../contract/wire';
import { apiGet } from './api-client';

export type { DisciplineCategory };

export async function fetchDisciplineCategories(signal?: AbortSignal): Promise<DisciplineCategory[]> {
  const body = await apiGet<DisciplineListResponse>('/api/discipline', { signal });
  return body?._embedded?.disciplineCategories ?? [];
}

export function disciplinesQueryOptions() {
  return queryOptions({
    queryKey: ['disciplines', 'list'] as const,
    // No abort signal: the list is the same for everyone and every screen, so a fetch the
    // screen that started it no longer needs (home, left while sign-out empties the cache) is
    // finished and kept for the next screen, rather than cancelled as a failed request.
    queryFn: () => fetchDisciplineCategories(),
    // The subject tree changes with catalogue releases, not during a visit.
    staleTime: 60 * 60 * 1000,
  });
}
