// A scanned ISBN (issue 14), searched as the results page would search it typed: the same
// address (textSearchHref), the same /api/search request and cache entry (searchRequestOfAddress,
// searchQueryOptions). Exactly one product opens its page; several or none open the results
// page ('No results for' the ISBN), which then shows the answer already fetched. Given to the
// scanner through IsbnSearchContext (src/app/layout.tsx); the scanner loads this lazily.
import type { QueryClient } from '@tanstack/react-query';
import { productHref } from '../../domain/product-link';
import { textSearchHref } from '../../domain/query-params';
import type { IsbnSearch } from '../../widgets/barcode-scan/isbn-search-context';
import { searchQueryOptions } from './api/search';
import { searchRequestOfAddress } from './search-loader';

export const isbnSearchHref: IsbnSearch = async (queryClient: QueryClient, isbn13: string, currentSearch: string) => {
  const resultsHref = textSearchHref(currentSearch, isbn13);
  const { searchRequest, viewerId } = searchRequestOfAddress(resultsHref.slice(resultsHref.indexOf('?')));
  // Rejects offline (or on a server error): the scanner then opens the results page, which
  // answers from what the device has.
  const answer = await queryClient.fetchQuery(searchQueryOptions(searchRequest, viewerId));
  const only = answer.count === 1 && answer.items.length === 1 ? answer.items[0] : undefined;
  if (!only) return resultsHref;
  return productHref({ productId: only.productId, uuid: only.uuid, slug: only.source['cnt:slug'] }, currentSearch);
};
