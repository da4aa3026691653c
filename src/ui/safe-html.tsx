// The one place catalogue HTML is rendered (style habit 7; descriptions are HTML from the
// catalogue). It sanitises with DOMPurify under contract/html-rules.ts, loaded on first use (a
// dynamic import, so it never lands in the entry chunk); until it has loaded the text alone is
// shown, as plain text. The server's renderer sanitises with the same rules on a jsdom window
// (setServerSanitizer), so a page it draws carries the description; the browser keeps that
// markup as it takes the page over, for as long as the HTML is the same, without DOMPurify.
//
// Removed: script, iframe, object, embed, style and form elements (and form controls), style
// and on* attributes,
// and javascript:, vbscript: and data: addresses. Links opening a new tab get
// rel="noopener noreferrer".
import { startTransition, useEffect, useState, type ElementType } from 'react';
import { yieldToMain } from '../lib/scheduling/idle-work';
import { useHydrated } from '../lib/hooks/use-hydrated';
import { catalogueSanitizer, stripInlineHandlers } from '../../contract/html-rules';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let serverSanitize: Sanitize | null = null;

/**
 * The server renderer's sanitiser (src/app/server-render.tsx, DOMPurify on jsdom): one for all
 * its renders, as the rules are. Never set in the browser.
 */
export function setServerSanitizer(sanitizer: Sanitize | null): void {
  serverSanitize = sanitizer;
}
let loading: Promise<Sanitize> | null = null;

/** Loads DOMPurify once and configures an instance of our own (the global one is untouched). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: createDOMPurify }) => (sanitize = catalogueSanitizer(createDOMPurify(window))));
  // A failed load (offline) is tried again by the next component that needs it.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The text of the HTML, from an inert document (nothing in it loads or runs). Browser only: the
 * server's render, and the browser's while it takes that page over, draw the element as sent. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(stripInlineHandlers(html), 'text/html').body.textContent ?? '';
}

export interface SafeHtmlProps {
  html: string;
  /** The wrapping element; a div unless told. */
  as?: ElementType;
  className?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const hydrated = useHydrated();
  const [ready, setReady] = useState<Sanitize | null>(() => sanitize);
  // Mounted while React takes over the server's page: the HTML the server sanitised is on screen,
  // and stays as long as it is this HTML, so DOMPurify is not even loaded for it.
  const [serverHtml] = useState(() => (hydrated ? null : html));
  const keep = serverHtml === html;

  useEffect(() => {
    if (ready || keep) return;
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
  }, [ready, keep]);

  // (Vite leaves this line out of the browser's build.)
  if (import.meta.env.SSR && serverSanitize) return <Tag className={className} dangerouslySetInnerHTML={{ __html: serverSanitize(html) }} />;
  // Taking over the server's page, the element keeps the markup the server sent: React neither
  // compares nor replaces an element's inner HTML when it hydrates it, and an unchanged value is
  // not written again after. Otherwise the sanitised HTML; until the sanitiser has loaded, the
  // plain text. (One element for the three: the bytes are budgeted.)
  return (
    <Tag
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={keep ? { __html: '' } : ready ? { __html: ready(html) } : undefined}
    >
      {keep || ready ? undefined : plainText(html)}
    </Tag>
  );
}
