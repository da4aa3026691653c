// spec §2 route table. Screens are lazy-loaded; the layout (header, footer) is not, so the
// shell paints at once. `handle.searchBar` marks the pages whose header shows the search bar
// (spec §2: results, product detail, get-started and not-found).
//
// Loaders start each screen's data with the same queryOptions factories the screen uses, so
// the data and the screen's chunk load in parallel instead of one after the other. They call
// prefetchQuery without awaiting it:
// - awaiting would hold the navigation (and on a first load, the screen's fallback) until the
//   answer arrives; not awaiting, the skeleton shows at once, as before, and the screen's
//   useQuery picks up the request already in flight (same key, deduplicated);
// - prefetchQuery never throws, so a failed or offline fetch cannot error the route: the
//   screen shows its own offline or error state from the query, as before (offline, a paused
//   fetch is completed by the cache the persister restores from IndexedDB);
// - loaders only read the session (the user may still be loading: the screen then asks again
//   with the user, as it always did) and never navigate, so sign-in and LMS-token flows are
//   untouched.
// HydrateFallback: on the first load the router runs the loaders before rendering the
// screen; the layout paints meanwhile and the screen's place shows the usual fallback.
import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { getStartedLoader } from '../features/get-started/get-started-loader';
import { homeLoader } from '../features/home/home-loader';
import { productLoader } from '../features/product/product-loader';
import { AppLayout } from './layout';
import { PageFallback } from './page-fallback';
import { HomeRouteFallback, ProductRouteFallback } from './route-fallback';
import { RouteError } from './route-error';

export interface RouteHandle {
  searchBar?: boolean;
  /** The skeleton while the screen's code loads (the layout's Suspense); PageFallback without. */
  Fallback?: ComponentType;
}

const HomePage = lazy(() => import('../features/home/home-page'));
const SearchPage = lazy(() => import('../features/search/search-page'));
const ProductPage = lazy(() => import('../features/product/product-page'));
const GetStartedPage = lazy(() => import('../features/get-started/get-started-page'));
const RedeemCodePage = lazy(() => import('../features/redeem/redeem-code-page'));
const SignInPage = lazy(() => import('../features/signin/signin-page'));
// Admins only (issue 13): its chunk holds the chart library, loaded on this route alone.
const InsightsPage = lazy(() => import('../features/insights/insights-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

const withSearchBar: RouteHandle = { searchBar: true };
const homeHandle: RouteHandle = { Fallback: HomeRouteFallback };
const productHandle: RouteHandle = { searchBar: true, Fallback: ProductRouteFallback };

// The search loader parses the filters of the URL (domain/search-filters and the search
// context), code only the results page needs: it loads with that screen instead of in the
// entry every page downloads (size budgets, issue #17). The loader still returns at once, so
// navigation is not held; the prefetch starts when its small chunk arrives, alongside the
// screen's own chunk.
// When its chunk arrives after the screen has already asked for the same data, it starts
// nothing (no second request for an answer already in flight or in the cache). The loader
// only calls prefetchQuery (the wrapper does not forward private state to other methods).
function lazySearchLoader(queryClient: QueryClient): LoaderFunction {
  const lateStarter = Object.create(queryClient) as QueryClient;
  lateStarter.prefetchQuery = ((options: Parameters<QueryClient['prefetchQuery']>[0]) =>
    queryClient.getQueryState(options.queryKey)
      ? Promise.resolve()
      : queryClient.prefetchQuery(options)) as QueryClient['prefetchQuery'];
  return (args) => {
    void import('../features/search/search-loader').then(({ searchLoader }) => searchLoader(lateStarter)(args));
    return null;
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          Component: HomePage,
          loader: homeLoader(queryClient),
          HydrateFallback: HomeRouteFallback,
          handle: homeHandle,
        },
        {
          path: 'search',
          Component: SearchPage,
          loader: lazySearchLoader(queryClient),
          HydrateFallback: PageFallback,
          handle: withSearchBar,
        },
        {
          path: 'products/:id/:slug?',
          Component: ProductPage,
          loader: productLoader(queryClient),
          HydrateFallback: ProductRouteFallback,
          handle: productHandle,
        },
        {
          path: 'getstarted',
          Component: GetStartedPage,
          loader: getStartedLoader(queryClient),
          HydrateFallback: PageFallback,
          handle: withSearchBar,
        },
        { path: 'redeemcode', Component: RedeemCodePage },
        { path: 'signin', Component: SignInPage },
        { path: 'insights', Component: InsightsPage, HydrateFallback: PageFallback },
        { path: '*', Component: NotFoundPage, handle: withSearchBar },
      ],
    },
  ];
}
