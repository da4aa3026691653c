// spec §2 route table. Screens are lazy-loaded; the layout (header, footer) is not, so the
// shell paints at once. `handle.searchBar` marks the pages whose header shows the search bar
// (spec §2: results, product detail, get-started and not-found).
//
// React Router's declarative router (app-router.tsx), not its data router: about 17 kB gzip
// less in every page's entry. What the data router's loaders did, `handle.prefetch`
// does: app-navigation.ts calls prefetchRoute on every navigation, before React renders it, so
// a screen's data and its chunk load in parallel instead of one after the other. Each prefetch
// uses the queryOptions factories its screen uses and calls prefetchQuery without awaiting it:
// - the skeleton shows at once and the screen's useQuery picks up the request already in
//   flight (same key, deduplicated);
// - prefetchQuery never throws, so a failed or offline fetch cannot error the route: the
//   screen shows its own offline or error state from the query (offline, a paused fetch is
//   completed by the cache the persister restores from IndexedDB);
// - prefetches only read the session (the user may still be loading: the screen then asks
//   again with the user) and never navigate, so sign-in and LMS-token flows are untouched.
import { lazy, useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { getStartedPrefetch } from '../features/get-started/get-started-loader';
import { homePrefetch } from '../features/home/home-loader';
import { productPrefetch } from '../features/product/product-loader';
import { AppLayout } from './layout';
import { HomeRouteFallback } from './route-fallback';
import { RouteErrorBoundary } from './route-error';
import { RouteHandleContext, type RouteHandle } from './route-handle';

const HomePage = lazy(() => import('../features/home/home-page'));
const SearchPage = lazy(() => import('../features/search/search-page'));
const ProductPage = lazy(() => import('../features/product/product-page'));
const GetStartedPage = lazy(() => import('../features/get-started/get-started-page'));
const RedeemCodePage = lazy(() => import('../features/redeem/redeem-code-page'));
const SignInPage = lazy(() => import('../features/signin/signin-page'));
// Admins only: its chunk holds the chart library, loaded on this route alone.
const InsightsPage = lazy(() => import('../features/insights/insights-page'));
// Admins only: search learning and catalogue imports, one lazy chunk for both (admin-screens.tsx).
const AdminScreens = lazy(() => import('./admin-screens'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

// The search prefetch parses the filters of the URL (domain/search-filters and the search
// context), code only the results page needs: it loads with that screen instead of in the
// entry every page downloads (size budgets). Navigation is not held; the prefetch starts when
// its small chunk arrives, alongside the screen's own chunk, and then starts only what the
// screen has not already asked for.
const lazySearchPrefetch: RouteHandle['prefetch'] = (queryClient, args) =>
  import('../features/search/search-loader').then(({ searchPrefetch }) =>
    searchPrefetch(queryClient, args, { onlyAbsent: true }),
  );

const homeHandle: RouteHandle = { Fallback: HomeRouteFallback, prefetch: homePrefetch };
const searchHandle: RouteHandle = { searchBar: true, prefetch: lazySearchPrefetch };
const productHandle: RouteHandle = { searchBar: true, prefetch: productPrefetch };
const getStartedHandle: RouteHandle = { searchBar: true, prefetch: getStartedPrefetch };
const withSearchBar: RouteHandle = { searchBar: true };

/** The route table (spec §2). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { index: true, Component: HomePage, handle: homeHandle },
      { path: 'search', Component: SearchPage, handle: searchHandle },
      { path: 'products/:id/:slug?', Component: ProductPage, handle: productHandle },
      { path: 'getstarted', Component: GetStartedPage, handle: getStartedHandle },
      { path: 'redeemcode', Component: RedeemCodePage },
      { path: 'signin', Component: SignInPage },
      { path: 'insights', Component: InsightsPage },
      { path: 'insights/learning', Component: AdminScreens },
      { path: 'insights/imports', Component: AdminScreens },
      { path: '*', Component: NotFoundPage, handle: withSearchBar },
    ],
  },
];

/**
 * The app's routes matched at a pathname, kept for the last few: a page is matched three times
 * (its prefetch, its handles, the routes themselves), and React Router flattens and ranks the
 * whole route tree for every match; the server's renderer draws many pages at once.
 */
const recentMatches = new Map<string, ReturnType<typeof matchRoutes>>();
function appMatches(pathname: string) {
  let matches = recentMatches.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(appRoutes, pathname);
    recentMatches.set(pathname, matches);
    if (recentMatches.size > 32) recentMatches.delete(recentMatches.keys().next().value!);
  }
  return matches ?? [];
}

function handlesAt(location: Pick<Location, 'pathname'>) {
  return appMatches(location.pathname).map((m) => (m.route.handle ?? {}) as RouteHandle);
}

/**
 * Starts the data of the route at `location` (called by app-navigation.ts on each navigation);
 * settles once every call it makes has started (the server's renderer waits for that).
 */
export async function prefetchRoute(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  const last = appMatches(location.pathname).at(-1);
  const prefetch = (last?.route.handle as RouteHandle | undefined)?.prefetch;
  // The server renders without a window (server-render.tsx): the origin is never read there.
  const origin = import.meta.env.SSR ? 'http://localhost' : window.location.origin;
  if (last && prefetch)
    await prefetch(queryClient, { params: last.params, url: new URL(location.pathname + location.search, origin) });
}

/** The screens, inside the router; the layout reads the matched route's handle from context. */
export function AppRoutes() {
  const location = useLocation();
  // Not useRoutes(routes, location): that form tells the screens every navigation was a POP.
  const element = useRoutes(appRoutes);
  const handle = useMemo<RouteHandle>(() => {
    const handles = handlesAt(location);
    return { searchBar: handles.some((h) => h.searchBar), Fallback: handles.at(-1)?.Fallback };
  }, [location]);
  return (
    <RouteErrorBoundary location={location}>
      <RouteHandleContext value={handle}>{element}</RouteHandleContext>
    </RouteErrorBoundary>
  );
}
