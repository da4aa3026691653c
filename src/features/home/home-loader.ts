// Prefetch of / (spec §2 Home, src/app/routes.tsx): starts the discipline list while the
// screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import { disciplinesQueryOptions } from '../../lib/api/disciplines';
import { appLocale } from '../../lib/locale/locale';

export function homePrefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(disciplinesQueryOptions(appLocale));
}
