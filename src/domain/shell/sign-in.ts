// The sign-in page's rules (spec §4, §9): where it returns to, and how a rate limit's wait
// reads. Apart from return-url.ts, which the app's entry uses, so these stay in the page's chunk.
import { safeReturnPath } from './return-url';
import { mapPathname, splitLocalePath } from '../../../contract/locales';

/** A same-origin address as a path of the route table: '/tr-tr/search?q=x' → '/search?q=x'. */
export function withoutLocale(to: string): string {
  return mapPathname(to, (pathname) => splitLocalePath(pathname).rest);
}

/**
 * Where sign-in goes back to: the same-origin return address as a path of the route table (the
 * router adds the locale), never /signin itself (no loop), else home.
 */
export function signInReturnPath(raw: string | null, origin: string): string {
  const safe = safeReturnPath(raw, origin);
  const path = safe && withoutLocale(safe);
  if (!path || path === '/signin' || path.startsWith('/signin?') || path.startsWith('/signin/')) return '/';
  return path;
}

/** A rate-limited sign-in's wait, in whole minutes and at least one (spec §9 shows minutes). */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
