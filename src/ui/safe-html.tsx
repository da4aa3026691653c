// The one place catalogue HTML is rendered (style habit 7; descriptions are HTML from the
// catalogue). It sanitises with DOMPurify, loaded on first use (a dynamic import, so it never
// lands in the entry chunk); until it has loaded the text alone is shown, as plain text.
//
// Removed: script, iframe, object, embed, style and form elements (and form controls), style
// and on* attributes,
// and javascript:, vbscript: and data: addresses. Links opening a new tab get
// rel="noopener noreferrer".
import { startTransition, useEffect, useState, type ElementType } from 'react';
import { yieldToMain } from '../lib/scheduling/idle-work';
import { useHydrated } from '../lib/hooks/use-hydrated';
import { DANGEROUS_URL, FORBID_ATTR, FORBID_TAGS, IGNORED_IN_SCHEME, URL_ATTRIBUTES } from '../../contract/html-rules';

type Sanitize = (html: string) => string;

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

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Loads DOMPurify once and configures an instance of our own (the global one is untouched). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const purify = createDOMPurify(window);
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
    sanitize = (html) =>
      purify.sanitize(stripInlineHandlers(html), {
        FORBID_TAGS,
        FORBID_ATTR,
        ALLOW_DATA_ATTR: false,
        // target is not kept by default; links may open a new tab (and then get rel, above).
        ADD_ATTR: ['target'],
      });
    return sanitize;
  });
  // A failed load (offline) is tried again by the next component that needs it.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The text of the HTML, from an inert document (nothing in it loads or runs). */
function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  return new DOMParser().parseFromString(stripInlineHandlers(html), 'text/html').body.textContent ?? '';
}

export interface SafeHtmlProps {
  html: string;
  /** The wrapping element; a div unless told. */
  as?: ElementType;
  className?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const [ready, setReady] = useState<Sanitize | null>(() => sanitize);
  const hydrated = useHydrated();

  useEffect(() => {
    if (ready) return;
    let active = true;
    // DOMPurify's module and its first use run in one task; the sanitised render comes in the
    // next, as a transition: on a slow phone the two together were one 90 ms task that a tap
    // could not break into.
    loadSanitizer().then(
      async (loaded) => {
        await yieldToMain();
        if (active) startTransition(() => setReady(() => loaded));
      },
      () => undefined, // could not load (offline, first visit): the plain text stays
    );
    return () => {
      active = false;
    };
  }, [ready]);

  // The server has no document to sanitise with: its page leaves the element empty, and so does
  // the browser's first render while it takes that page over (the two must match).
  if (!hydrated) return <Tag className={className} />;
  if (!ready) return <Tag className={className}>{plainText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: ready(html) }} />;
}
