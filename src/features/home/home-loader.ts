// Prefetch of / (spec §2 Home, src/app/routes.tsx): starts the subject outline (categories and
// primary disciplines, what the page draws) while the screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import { subjectOutlineQueryOptions } from '../../lib/api/disciplines';
import { appLocale } from '../../lib/locale/locale';

export function homePrefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(subjectOutlineQueryOptions(appLocale));
}
