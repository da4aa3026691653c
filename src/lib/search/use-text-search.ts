// Where a submitted search text goes (header search bar, home variant, mobile search view).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSetAtom } from '../state/app-jotai';
import { mobileSearchOpenAtom } from '../state/ui-state';
import { emptySearchHref, textSearchHref } from '../../domain/shell/query-params';

export function useTextSearch(): (text: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const closeMobileSearch = useSetAtom(mobileSearchOpenAtom);
  return useCallback(
    (text: string) => {
      if (text === '') {
        // spec §4: an empty submit clears the search; only meaningful on the results page.
        if (pathname !== '/search') return;
        void navigate(emptySearchHref(search));
      } else {
        void navigate(textSearchHref(search, text));
      }
      closeMobileSearch(false);
    },
    [navigate, pathname, search, closeMobileSearch],
  );
}
