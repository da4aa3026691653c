/**
 * The rules catalogue HTML is sanitised by, in one place: the page applies them with DOMPurify
 * (src/ui/safe-html.tsx) and the ONIX import applies them as it serialises a description's
 * XHTML (server/ingest/onix/xhtml.ts), so what a feed stores is what the page would show.
 */

/** Elements removed with their content. */
export const FORBID_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
];
/** Attributes removed wherever they are (beside every on* handler). */
export const FORBID_ATTR = ['style', 'srcdoc'];
export const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'poster',
  'background',
]);
// Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
export const DANGEROUS_URL = /^(?:javascript|vbscript|data):/i;
export const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g; // eslint-disable-line no-control-regex

/** Whether an attribute is kept: not a handler, not a forbidden one, no dangerous address, no data-*. */
export function keepsAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || FORBID_ATTR.includes(lower) || lower.startsWith('data-')) return false;
  return !(URL_ATTRIBUTES.has(lower) && DANGEROUS_URL.test(value.replace(IGNORED_IN_SCHEME, '')));
}
