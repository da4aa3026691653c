// A link to a page of the app: a press the router follows (no page load), as React Router's
// <Link> does, with none of its per-link work. A <Link> runs about twenty hooks, a layout effect
// and its prefetch behaviour's state and effect; a page of results has some seventy links, so
// taking the server's page over on a slow phone, and drawing it on the server, spent a good part
// of their time on links. This reads the router's context once and handles its own press.
import { use, type AnchorHTMLAttributes } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import { mapPathname } from '../../contract/locales';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute address of the app, without the locale: '/search?q=biology'. */
  to: string;
  /** The page stays where it is scrolled (a filter, a chip), as <Link preventScrollReset>. */
  preventScrollReset?: boolean;
}

/**
 * `to` under the router's basename (the locale), as <Link> writes its href: '/' is the
 * basename itself ('/en-us'), any other path is joined to it ('/en-us/search?q=x').
 */
export function appHref(basename: string, to: string): string {
  return mapPathname(to, (pathname) =>
    pathname === '/' ? basename : `${basename}/${pathname}`.replace(/\/\/+/g, '/'),
  );
}

export function AppLink({ to, preventScrollReset, onClick, children, ...props }: AppLinkProps) {
  const { basename, navigator } = use(NavigationContext);
  const href = appHref(basename, to);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        // Left to the browser: a press with a key held (a new tab or window), another button or
        // target, or one a handler has taken.
        if (event.defaultPrevented || event.button || props.target) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        // The page itself again replaces its entry rather than adding one (as <Link> does).
        const here = location.pathname + location.search + location.hash === href;
        navigator[here ? 'replace' : 'push'](href, undefined, { preventScrollReset });
      }}
    >
      {children}
    </a>
  );
}
