/**
 * The rules catalogue HTML is sanitised by, in one place: the page applies them with DOMPurify
 * (src/ui/safe-html.tsx), the server's renderer with DOMPurify on jsdom
 * (server/lib/catalogue-html.ts), and the ONIX import as it serialises a description's
 * XHTML (server/ingest/onix/xhtml.ts), so what a feed stores is what the page would show.
 */

import type { DOMPurify } from 'dompurify';

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

// An inline handler in catalogue HTML never runs (DOMPurify drops it, and the page's CSP has
// script-src-attr 'none'), but Chromium reports a CSP violation the moment any parser in the
// page, even an inert DOMParser, meets one. So handler-looking attributes inside tags are cut
// from the text before anything parses it: no report, and one more layer before DOMPurify.
const INLINE_HANDLER = /(<[^>]*?[\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

export function stripInlineHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(INLINE_HANDLER, '$1');
  } while (current !== previous);
  return current;
}

/**
 * Markup with nothing a sanitiser would remove, told by a look at its text alone: the common
 * tags of a description (paragraphs, headings, lists, emphasis) with no attribute, links whose
 * only attribute is an http(s) or same-site address, entities, and text with no other `<`, each
 * element closed where it was opened and inside one it may stand in (a heading, a paragraph or a
 * list in the page, a list's item, a quote; a list's items in the list; text-level ones inside
 * those, a link never in a link). Markup the HTML parser would rebuild (a heading opened in a
 * link, a paragraph in a paragraph, a tag left open) is not written back as it was read, and
 * DOMPurify's copy of it can differ from the page's: such markup goes to DOMPurify. It can say no
 * to safe markup (then DOMPurify decides); it must never say yes to markup DOMPurify would change
 * beyond a parser's tidying (tests/contract/plain-html.test.ts holds it to that). The server's
 * renderer skips its DOMPurify on jsdom (about a millisecond a description) for it.
 */
const PLAIN_BLOCK = /^(?:p|ul|ol|li|h[1-6]|blockquote)$/;
const PLAIN_INLINE = /^(?:a|em|strong|b|i|u|sub|sup)$/;
const PLAIN_HREF = /^(?:https?:\/\/|\/)(?:[-\w.~:/?#[\]@!$'()*+,;=%]|&amp;)*$/i;
const PLAIN_PART = /<(\/?)([a-z][a-z0-9]*)((?:\s+href="[^"]*")?)\s*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);|[^<&]+/giy;

/** Whether an element `name` may open where `open` (outermost first) are open. */
function mayOpen(name: string, open: readonly string[]): boolean {
  const parent = open.at(-1);
  if (parent === 'ul' || parent === 'ol') return name === 'li';
  if (name === 'li') return false;
  if (PLAIN_BLOCK.test(name)) return parent === undefined || parent === 'li' || parent === 'blockquote';
  return name !== 'a' || !open.includes('a');
}

export function isPlainHtml(html: string): boolean {
  const open: string[] = [];
  PLAIN_PART.lastIndex = 0;
  while (PLAIN_PART.lastIndex < html.length) {
    const match = PLAIN_PART.exec(html);
    if (!match) return false;
    const [, closing, tag, href] = match;
    if (tag === undefined) continue;
    const name = tag.toLowerCase();
    if (name === 'a') {
      if (!closing && !(href && PLAIN_HREF.test(href.trim().slice(6, -1)))) return false;
      if (closing && href) return false;
    } else if (href || !(name === 'br' || PLAIN_BLOCK.test(name) || PLAIN_INLINE.test(name))) return false;
    if (name === 'br') {
      if (closing || !mayOpen(name, open)) return false;
    } else if (closing) {
      if (open.pop() !== name) return false;
    } else {
      if (!mayOpen(name, open)) return false;
      open.push(name);
    }
  }
  return open.length === 0;
}

/**
 * The sanitiser of catalogue HTML, from a DOMPurify instance of the caller's (the page's, on
 * its window; the server's, on a jsdom window), so the browser and the server's rendered page
 * apply the same rules. The instance is configured here: the global one is left alone.
 */
export function catalogueSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) data.keepAttr = false;
    else if (URL_ATTRIBUTES.has(name) && DANGEROUS_URL.test(data.attrValue.replace(IGNORED_IN_SCHEME, ''))) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purify.sanitize(stripInlineHandlers(html), {
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOW_DATA_ATTR: false,
      // target is not kept by default; links may open a new tab (and then get rel, above).
      ADD_ATTR: ['target'],
    });
}
