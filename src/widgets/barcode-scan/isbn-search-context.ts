// Where a scanned ISBN goes (issue 14). The search feature owns the search request (its URL
// rules, the viewer, the organisation, the query cache), and widgets may not import features,
// so the app hands the scanner a loader of that code through this context (src/app/layout).
// Without a provider the scanner opens the results page for the ISBN, as a typed ISBN does.
import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** The address to open for a scanned ISBN: its product page, or the results page. */
export type IsbnSearch = (queryClient: QueryClient, isbn13: string, currentSearch: string) => Promise<string>;

export const IsbnSearchContext = createContext<(() => Promise<IsbnSearch>) | null>(null);
