// spec §2 Get started: 'Back to course detail' goes to the URL in the `return` parameter, and
// the page loads the product named by it. Only addresses on our own origin are followed, so
// the parameter cannot send people to another site.

/** The same-origin path (with query and hash) of a return address, or null. */
export function safeReturnPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const PRODUCT_PATH = /^\/products\/([^/]+)(?:\/[^/]*)?\/?$/;

/**
 * The product a return address points at: the {id} of /products/{id}/{slug} (the id the
 * product API takes), else its uuid parameter (spec §2: the product is chosen by uuid).
 */
export function productIdFromPath(path: string | null): string | null {
  if (!path) return null;
  const url = new URL(path, 'http://x');
  const match = PRODUCT_PATH.exec(url.pathname);
  if (!match) return null;
  const id = decodeURIComponent(match[1] ?? '');
  return id || url.searchParams.get('uuid') || null;
}
