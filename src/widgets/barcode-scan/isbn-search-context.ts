// Where a scanned ISBN goes. The search feature owns the search request (its URL
// rules, the viewer, the organisation, the query cache), and widgets may not import features,
// so the app hands the scanner that search through this context (src/app/layout), loaded lazily.
// Without a provider the scanner opens the results page for the ISBN, as a typed ISBN does.
import { createContext } from 'react';

/** The product page to open for a scanned ISBN when exactly one product answers, else null. */
export type IsbnSearch = (isbn13: string, currentSearch: string) => Promise<string | null>;

export const IsbnSearchContext = createContext<IsbnSearch | null>(null);
