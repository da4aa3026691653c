// spec §2 Home: 'Browse your subject' (default) or the 'Find course materials' variant,
// chosen by configuration (VITE_HOME_VARIANT=find).
import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { AppLink } from '../../ui/app-link';
import { appConfig, type HomeVariant } from '../../lib/config/config';
import { subjectOutlineQueryOptions, type OutlineCategory } from '../../lib/api/disciplines';
import { appLocale } from '../../lib/locale/locale';
import { messages } from '../../lib/messages/messages';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { useSetAtom } from '../../lib/state/app-jotai';
import { mobileSearchOpenAtom } from '../../lib/state/ui-state';
import { useTextSearch } from '../../lib/search/use-text-search';
import { subjectSearchHrefs } from '../../domain/shell/query-params';
import { SearchBox } from '../../widgets/search-box/search-box';
import { SearchIcon } from '../../ui/icons';
import { SubjectBoxes } from './subject-boxes';
import { SubjectBoxesSkeleton } from './subject-boxes-skeleton';
import { DisciplinesError, NoDisciplines } from './disciplines-state';
import { RecentlyViewed } from './recently-viewed';
import './home.css';

// Nothing to draw until the visitor has scrolled 300 px: not part of the first render's code.
const ScrollToTopButton = lazy(() =>
  import('../../ui/scroll-to-top-button').then((m) => ({ default: m.ScrollToTopButton })),
);

const t = messages.home;

export default function HomePage({ variant = appConfig.homeVariant }: { variant?: HomeVariant }) {
  useDocumentTitle(messages.app.titleDefault);
  return variant === 'find' ? <FindCourseMaterials /> : <BrowseYourSubject />;
}

/**
 * The discipline list, or what stands in for it: a skeleton while loading, an error notice
 * (also when paused: offline with nothing cached, networkMode offlineFirst), a note when empty.
 */
function Disciplines({
  skeleton,
  children,
}: {
  skeleton: ReactNode;
  children: (categories: OutlineCategory[]) => ReactNode;
}) {
  const query = useQuery(subjectOutlineQueryOptions(appLocale));
  if (query.data) return query.data.length > 0 ? children(query.data) : <NoDisciplines />;
  if (query.isError || query.fetchStatus === 'paused') {
    return <DisciplinesError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return skeleton;
}

function BrowseYourSubject() {
  return (
    <div className="page home">
      <h1 className="page__title">{t.browseYourSubject}</h1>
      <Disciplines skeleton={<SubjectBoxesSkeleton label={t.loadingSubjects} />}>
        {(categories) => <SubjectBoxes categories={categories} />}
      </Disciplines>
      {/* Below the subjects, not above: its height is known only once IndexedDB answers, and
          above it would push the subject pictures (prerendered in the HTML, the page's largest
          paint) down on a returning visit (CLS 0.26 measured on a phone). */}
      <RecentlyViewed />
    </div>
  );
}

function FindCourseMaterials() {
  const onSearch = useTextSearch();
  const openMobileSearch = useSetAtom(mobileSearchOpenAtom);
  const listId = 'home-subject-list';

  return (
    <div className="page home home--find">
      <a className="skip-link" href={`#${listId}`}>
        {t.skipToSubjects}
      </a>
      <h1 className="page__title home-find__title">{t.findCourseMaterials}</h1>
      <div className="home-find__search">
        <SearchBox size="large" onSearch={onSearch} className="home-find__search-desktop" />
        {/* spec §2: under 992px the search opens the mobile search view */}
        <button type="button" className="home-find__search-trigger" onClick={() => openMobileSearch(true)}>
          <SearchIcon />
          <span>{messages.searchBar.label}</span>
        </button>
      </div>
      <section id={listId} className="home-find__subjects" tabIndex={-1} aria-labelledby={`${listId}-title`}>
        <h2 id={`${listId}-title`} className="home-find__subjects-title">
          {t.subjectListTitle}
        </h2>
        <Disciplines skeleton={<DisciplineListSkeleton />}>
          {(categories) => <DisciplineList categories={categories} />}
        </Disciplines>
      </section>
      <Suspense fallback={null}>
        <ScrollToTopButton label={t.scrollToTop} focusTargetId="main" />
      </Suspense>
    </div>
  );
}

function DisciplineList({ categories }: { categories: OutlineCategory[] }) {
  const { search } = useLocation();
  const subjectSearchHref = subjectSearchHrefs(search);
  return (
    <ul className="discipline-list">
      {categories.map((category) => (
        <li key={category.code} className="discipline-list__category">
          <AppLink className="discipline-list__category-link" to={subjectSearchHref({ cat: category.code })}>
            {category.name}
          </AppLink>
          <ul className="discipline-list__disciplines">
            {category.primaryDisciplines.map((discipline) => (
              <li key={discipline.code}>
                <AppLink to={subjectSearchHref({ disc: discipline.code })}>{discipline.name}</AppLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function DisciplineListSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">{t.loadingSubjects}</span>
      <ul className="discipline-list" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="discipline-list__category">
            <div className="skeleton skeleton--title" />
            {Array.from({ length: 3 }, (_, j) => (
              <div key={j} className="skeleton skeleton--line" />
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
