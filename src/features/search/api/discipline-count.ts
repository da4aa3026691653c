// GET /api/discipline/count (spec §7): subject counts for the Subject facet, separately for
// higher-ed and K-12 (spec §3), and both lists together with each product once (`all`,
// docs/search.md §3: what a page showing both audiences counts). The counts ignore cat, disc,
// sort and the page, so the key does too (disciplineCountRequest): choosing a subject or a
// page reuses them.
import { queryOptions } from '@tanstack/react-query';
import type { DisciplineCountResponse, SubjectCounts } from '../../../../contract/wire';
import { apiGet, type QueryValue } from '../../../lib/api/api-client';
import { disciplineCountRequest, type SearchRequest } from '../../../domain/search/search-filters';

export type { DisciplineCountResponse };

const NO_COUNTS: SubjectCounts = { count: 0, categories: [], disciplines: [] };

function subjectCounts(value: unknown): SubjectCounts {
  const v = value as Partial<SubjectCounts> | null | undefined;
  if (!v || !Array.isArray(v.categories) || !Array.isArray(v.disciplines)) return NO_COUNTS;
  return { count: typeof v.count === 'number' ? v.count : 0, categories: v.categories, disciplines: v.disciplines };
}

export async function fetchDisciplineCounts(
  request: ReturnType<typeof disciplineCountRequest>,
  signal?: AbortSignal,
): Promise<DisciplineCountResponse> {
  const body = await apiGet<Partial<DisciplineCountResponse> | null>('/api/discipline/count', {
    query: request as unknown as Record<string, QueryValue>,
    signal,
  });
  // Missing lists count as empty: the facet then shows what it can. (`all` is never made up
  // from the other two: their sum counts products of audience "all" twice.)
  return {
    ...body,
    highered: subjectCounts(body?.highered),
    k12: subjectCounts(body?.k12),
    all: subjectCounts(body?.all),
  };
}

export function disciplineCountQueryOptions(search: SearchRequest, viewerId: string | null) {
  const request = disciplineCountRequest(search);
  return queryOptions({
    queryKey: ['search', 'disciplineCount', request, viewerId ?? 'anonymous'] as const,
    queryFn: ({ signal }) => fetchDisciplineCounts(request, signal),
    staleTime: 60 * 1000,
    // Keep the facet steady while the counts of a new text load.
    placeholderData: (previous) => previous,
  });
}
