// Route loader of / (spec §2 Home): starts the discipline list while the screen's chunk loads.
import type { QueryClient } from '@tanstack/react-query';
import { disciplinesQueryOptions } from '../../lib/api/disciplines';

export function homeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(disciplinesQueryOptions());
    return null;
  };
}
