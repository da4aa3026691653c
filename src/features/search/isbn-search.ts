// A scanned ISBN, searched as the results page would search it typed: the same
// address (textSearchHref), the same /api/search request and cache entry (searchRequestOfAddress,
// searchQueryOptions). Exactly one product: its page's address; several or none: null, and the
// scanner submits the ISBN as typed text, so the results page shows the answer already fetched
// (or 'No results for' the ISBN). Given to the
// scanner through IsbnSearchContext (src/app/layout.tsx); the scanner loads this lazily.
import type { QueryClient } from '@tanstack/react-query';
import { productHref } from '../../domain/product/product-link';
import { textSearchHref } from '../../domain/shell/query-params';
import { searchQueryOptions } from './api/search';
import { searchRequestOfAddress } from './search-loader';

export async function isbnSearchHref(
  queryClient: QueryClient,
  isbn13: string,
  currentSearch: string,
): Promise<string | null> {
  const resultsHref = textSearchHref(currentSearch, isbn13);
  const { searchRequest, viewerId } = searchRequestOfAddress(resultsHref.slice(resultsHref.indexOf('?')));
  // One try, no retries: offline (or on a server error) it rejects at once, where the app's
  // default retries would pause until the device is back online. The scanner then opens the
  // results page, which answers from what the device has. A fresh cached answer is used as is.
  const answer = await queryClient.fetchQuery({ ...searchQueryOptions(searchRequest, viewerId), retry: false });
  const only = answer.count === 1 && answer.items.length === 1 ? answer.items[0] : undefined;
  if (!only) return null;
  return productHref({ productId: only.productId, uuid: only.uuid, slug: only.source['cnt:slug'] }, currentSearch);
}
