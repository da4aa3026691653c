// Maps the session and the route to the header's inputs (spec §3 "Header/footer inputs").
import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useAtomValue, useSetAtom } from '../lib/state/app-jotai';
import { appConfig } from '../lib/config/config';
import { environmentAddresses } from '../lib/config/environments';
import { goToExternal } from '../lib/config/external-navigation';
import { subjectOutlineQueryOptions } from '../lib/api/disciplines';
import { appLocale } from '../lib/locale/locale';
import { useSessionService } from '../lib/session/session-context';
import { signedInUserAtom } from '../lib/session/session-store';
import { mobileSearchOpenAtom } from '../lib/state/ui-state';
import { accountSettingsHref, subjectSearchHrefs } from '../domain/shell/query-params';
import { isAdminUser } from '../domain/session/user';
import type { HeaderProps } from '../features/header/header';
import type { SubjectMenuCategory } from '../features/header/subject-menu';

export function useHeaderProps(): Omit<HeaderProps, 'searchBar'> {
  const user = useAtomValue(signedInUserAtom);
  const session = useSessionService();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const openMobileSearch = useSetAtom(mobileSearchOpenAtom);
  // Deferred: the subjects' arrival draws their menu in a transition, which input can cut,
  // not in the synchronous render a query's answer otherwise gets (useSyncExternalStore).
  const categories = useDeferredValue(useQuery(subjectOutlineQueryOptions(appLocale)).data);

  const subjectCategories = useMemo<SubjectMenuCategory[] | undefined>(() => {
    const subjectSearchHref = subjectSearchHrefs(search);
    return categories?.map((category) => ({
      code: category.code,
      name: category.name,
      href: subjectSearchHref({ cat: category.code }),
      disciplines: category.primaryDisciplines.map((d) => ({
        code: d.code,
        name: d.name,
        href: subjectSearchHref({ disc: d.code }),
      })),
    }));
  }, [categories, search]);

  return {
    signedIn: user !== null,
    user: user ? { firstName: user.userDetails.givenName, lastName: user.userDetails.familyName } : null,
    position: 'static',
    env: appConfig.env,
    // spec §2: the help button is for instructors
    isHelpVisible: user?.isInstructor ?? false,
    isAdmin: user ? isAdminUser(user) : false,
    subjectCategories,
    handlers: {
      onSignIn: () => session.signIn(`${pathname}${search}`),
      onLogout: () => session.signOut(),
      onAccountSettings: (url) => goToExternal(accountSettingsHref(url, window.location.href)),
      onHelp: () =>
        window.open(environmentAddresses(appConfig.env, window.location.origin).help, '_blank', 'noopener,noreferrer'),
      onMobileSearchOpen: () => openMobileSearch(true),
      onNavigate: (href) => void navigate(href),
    },
  };
}
