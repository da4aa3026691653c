// A decoded ISBN goes where typed text goes: the search bar's onSearch (spec §5 text rules, the
// results address), unless the same search request (IsbnSearchContext) finds exactly one
// product, whose page then opens.
import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IsbnSearchContext } from './isbn-search-context';

/** How long the one-product lookup may take before the results page opens instead. */
const LOOKUP_LIMIT_MS = 8000;

interface OpenIsbnOptions {
  onSearch: (text: string) => void;
  onProductChosen?: () => void;
  onClose: () => void;
}

export function useOpenIsbn({ onSearch, onProductChosen, onClose }: OpenIsbnOptions) {
  const isbnSearch = useContext(IsbnSearchContext);
  const navigate = useNavigate();
  const { search } = useLocation();

  return async (isbn13: string) => {
    let productHref: string | null = null;
    if (isbnSearch) {
      try {
        // A slow network does not hold the user: past the limit the results page takes over.
        productHref = await Promise.race([
          isbnSearch(isbn13, search),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), LOOKUP_LIMIT_MS)),
        ]);
      } catch {
        // Offline or the lookup failed: the results page answers (from the local index offline).
      }
    }
    onClose();
    if (productHref) {
      onProductChosen?.();
      void navigate(productHref);
    } else {
      // Exactly what a typed ISBN does: spec §5 text rules, the results address with q encoded.
      onSearch(isbn13);
    }
  };
}
