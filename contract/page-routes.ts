/**
 * The app's pages (spec §2 route table), under a locale: the PWA's router draws them
 * (src/app/routes.tsx) and the server tells them from an unknown address, which answers 404
 * with the not-found page (tests/client/page-routes.test.ts holds the two lists together).
 * ':x' is a segment, ':x?' an optional one.
 */
export const PAGE_ROUTES = {
  home: '/',
  search: '/search',
  product: '/products/:id/:slug?',
  getStarted: '/getstarted',
  redeemCode: '/redeemcode',
  signIn: '/signin',
  insights: '/insights',
  learning: '/insights/learning',
  imports: '/insights/imports',
} as const;

export type PageRoute = keyof typeof PAGE_ROUTES;

/**
 * The route's parameters from a pathname that matches it (raw, as in the address), or null.
 * '/products/:id/:slug?' and '/products/P1' give { id: 'P1' }.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const required = want.filter((s) => !s.endsWith('?')).length;
  if (have.length < required || have.length > want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i];
    if (segment.startsWith(':')) {
      if (value !== undefined) params[segment.slice(1).replace(/\?$/, '')] = value;
    } else if (value !== segment) {
      return null;
    }
  }
  return params;
}

/** Which page a locale-less pathname ('/search', '/products/P1/x') is, with its parameters; null: none. */
export function matchPage(pathname: string): { page: PageRoute; params: Record<string, string> } | null {
  for (const [page, pattern] of Object.entries(PAGE_ROUTES) as Array<[PageRoute, string]>) {
    const params = routeParams(pattern, pathname);
    if (params) return { page, params };
  }
  return null;
}
