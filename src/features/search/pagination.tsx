// Result pages (spec §2: pagination hides the first and last links): Previous, a window of
// page numbers around the current one, Next, in a labelled nav.
import { Link } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { pageHref } from '../../domain/search/search-filters';
import { pageWindow } from '../../domain/search/search-results';
import { ChevronLeftIcon, ChevronRightIcon } from './search-icons';

const t = messages.search;

export function Pagination({ search, page, pages }: { search: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.pagination} data-focus-return="">
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <Link
              className="pagination__link pagination__step"
              to={pageHref(search, page - 1)}
              aria-label={t.previousPageLabel}
            >
              <ChevronLeftIcon />
              <span>{t.previousPage}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <Link
              className="pagination__link"
              to={pageHref(search, n)}
              aria-label={t.pageLabel(n)}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link
              className="pagination__link pagination__step"
              to={pageHref(search, page + 1)}
              aria-label={t.nextPageLabel}
            >
              <span>{t.nextPage}</span>
              <ChevronRightIcon />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
