// spec §2 route table. Screens are lazy-loaded; the layout (header, footer) is not, so the
// shell paints at once. `handle.searchBar` marks the pages whose header shows the search bar
// (spec §2: results, product detail, get-started and not-found).
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout';
import { RouteError } from './route-error';

export interface RouteHandle {
  searchBar?: boolean;
}

const HomePage = lazy(() => import('../features/home/home-page'));
const SearchPage = lazy(() => import('../features/search/search-page'));
const ProductPage = lazy(() => import('../features/product/product-page'));
const GetStartedPage = lazy(() => import('../features/getstarted/get-started-page'));
const RedeemCodePage = lazy(() => import('../features/redeem/redeem-code-page'));
const SignInPage = lazy(() => import('../features/signin/signin-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

const withSearchBar: RouteHandle = { searchBar: true };

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomePage },
      { path: 'search', Component: SearchPage, handle: withSearchBar },
      { path: 'products/:id/:slug?', Component: ProductPage, handle: withSearchBar },
      { path: 'getstarted', Component: GetStartedPage, handle: withSearchBar },
      { path: 'redeemcode', Component: RedeemCodePage },
      { path: 'signin', Component: SignInPage },
      { path: '*', Component: NotFoundPage, handle: withSearchBar },
    ],
  },
];
