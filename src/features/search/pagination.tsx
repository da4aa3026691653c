// Result pages (spec §2: pagination hides the first and last links): Previous, a window of
// page numbers around the current one, Next, in a labelled nav.
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link';
import { messages } from '../../lib/messages/messages';
import { pageHref } from '../../domain/search/search-filters';
import { pageWindow } from '../../domain/search/search-results';
import { ChevronLeftIcon, ChevronRightIcon } from './search-icons';

const t = messages.search;

export function Pagination({ search, page, pages }: { search: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  // A link to page n: a number, or Previous and Next (a step). Keyed by its label, so Previous and
  // Next stay the same elements (and keep the focus) from page to page.
  const link = (n: number, label: string, content: ReactNode, step = true) => (
    <li key={label}>
      <AppLink
        className={`pagination__link${step ? ' pagination__step' : ''}`}
        to={pageHref(search, n)}
        aria-label={label}
        aria-current={n === page ? 'page' : undefined}
      >
        {content}
      </AppLink>
    </li>
  );
  return (
    <nav className="pagination" aria-label={t.pagination} data-focus-return="">
      <ul className="pagination__list">
        {page > 1 &&
          link(
            page - 1,
            t.previousPageLabel,
            <>
              <ChevronLeftIcon />
              <span>{t.previousPage}</span>
            </>,
          )}
        {pageWindow(page, pages).map((n) => link(n, t.pageLabel(n), n, false))}
        {page < pages &&
          link(
            page + 1,
            t.nextPageLabel,
            <>
              <span>{t.nextPage}</span>
              <ChevronRightIcon />
            </>,
          )}
      </ul>
    </nav>
  );
}
