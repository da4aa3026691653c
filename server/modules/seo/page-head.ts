/**
 * The head of a page as the server sends it: what a search engine, a crawler or a chat's link
 * preview reads without running the app (title, description, canonical address, robots rule,
 * Open Graph and Twitter card, JSON-LD). Pure: the page's facts in, HTML out. The hreflang
 * alternates stay with the locale (plugins/static-pwa.ts `withLocale`).
 */
import { intlTag, LOCALES, type Locale } from '../../../contract/locales.ts';
import type { Thing } from 'schema-dts';
import { jsonLdScript } from './structured-data.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export interface PreviewImage {
  /** Absolute address. */
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page as search engines should list it. */
  canonical: string;
  /** `noindex, follow` for search results; `noindex` for not-found; absent: indexable. */
  robots?: string;
  locale: Locale;
  siteName: string;
  /** Open Graph's type: `book` for a product, `website` otherwise. */
  kind: 'book' | 'website';
  image?: PreviewImage;
  /** `book:` properties of Open Graph (a product page). */
  book?: { isbn?: string; authors: string[]; releaseDate?: string };
  structuredData?: readonly Thing[];
}

/** Open Graph spells a locale with an underscore: en_US. */
const ogLocale = (locale: Locale) => intlTag(locale).replace('-', '_');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's elements, one per line. */
export function pageHeadHtml(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
  ];
  if (head.robots) lines.push(meta('name', 'robots', head.robots));
  lines.push(
    meta('property', 'og:type', head.kind),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', ogLocale(head.locale)),
    ...LOCALES.filter((l) => l !== head.locale).map((l) => meta('property', 'og:locale:alternate', ogLocale(l))),
  );
  if (head.image) {
    lines.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', head.image.type),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  if (head.book) {
    if (head.book.isbn) lines.push(meta('property', 'book:isbn', head.book.isbn));
    for (const author of head.book.authors) lines.push(meta('property', 'book:author', author));
    if (head.book.releaseDate) lines.push(meta('property', 'book:release_date', head.book.releaseDate));
  }
  // A portrait cover: the small card, whose picture is not cropped to a wide band.
  lines.push(
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) lines.push(meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt));
  if (head.structuredData && head.structuredData.length > 0) lines.push(jsonLdScript(head.structuredData));
  return lines.join('\n    ');
}

/**
 * The document with this head: its `<title>` and any description the build wrote are replaced,
 * the rest goes before `</head>`.
 */
export function withPageHead(html: string, head: PageHead): string {
  if (!html.includes('</head>')) return html; // not a page of ours: left as it is
  const withoutOld = html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[\s\S]*?>\s*/, '');
  // A function, not a string: '$&' or "$'" in a product's name must stay text.
  return withoutOld.replace('</head>', () => `  ${pageHeadHtml(head)}\n  </head>`);
}
