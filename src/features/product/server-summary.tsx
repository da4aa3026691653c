// The product summary the server drew into a product page's HTML (ProductShellView, filled in by
// server/plugins/static-pwa.ts): its cover and title, the page's largest paint. Read
// once, before React replaces the HTML, and drawn again as it was while the product's code and
// data load (the route's fallback, the page's loading state): nothing moves, and the title is
// not painted a second time, larger. A copy of the server's own elements, so the entry holds no
// copy of the summary's component: keep this small, it is in every page's entry.
import { useLayoutEffect, useRef } from 'react';
import './product-summary.css';

/** The attribute (the product's id) that marks the server's summary. */
export const SHELL_PRODUCT_MARK = 'data-shell-product';

const captured: { id: string; node: Element } | null = (() => {
  const page = typeof document === 'undefined' ? null : document.querySelector(`[${SHELL_PRODUCT_MARK}]`);
  const id = page?.getAttribute(SHELL_PRODUCT_MARK);
  return page && id ? { id, node: page.cloneNode(true) as Element } : null;
})();

/** The server's summary when it is the product with this id (a product page's route parameter). */
export function serverSummaryFor(id: string | undefined): Element | null {
  return captured && captured.id === id ? captured.node : null;
}

/** The server's summary when `pathname` is its product's page (/products/:id/:slug?). */
export function serverSummaryAt(pathname: string): Element | null {
  const [, first, raw] = pathname.split('/');
  if (first !== 'products' || !raw) return null;
  try {
    return serverSummaryFor(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/**
 * Draws the server's summary again: a copy of its elements, put in place before the browser
 * paints (`display: contents`: the wrapper takes no box of its own).
 */
export function ServerSummary({ summary }: { summary: Element }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(summary.cloneNode(true));
  }, [summary]);
  return <div ref={ref} style={{ display: 'contents' }} />;
}
