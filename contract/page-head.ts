/**
 * The words of a page's head that the server writes into the HTML it sends (title, the meta
 * description of pages that have no product text) and the app sets once it runs (spec §2 "The
 * page title is '{query} - Exchange Search' after a search, else 'Exchange Search'. On product
 * detail the title is the product name followed by ' - Exchange'"). Per language: the English
 * locales share en-us's words, as the app's catalogues do.
 *
 * The app's catalogues (src/lib/messages) spell the same titles; they are not imported from
 * here because each catalogue is a chunk of its own and this module holds every language's
 * words (tests/server/seo/page-head-words.test.ts holds the two to the same text).
 */
import { languageOf, type Locale } from './locales.ts';

export interface PageHeadWords {
  titleDefault: string;
  titleSearch: (query: string) => string;
  titleProduct: (productName: string) => string;
  /** Home's and the small pages' meta description. */
  siteDescription: string;
  /** A search page's meta description. */
  searchDescription: (query: string) => string;
  /** Open Graph's site name. */
  siteName: string;
  /** The cover's alternative text in a link preview. */
  coverAlt: (productName: string) => string;
  /** The not-found page's title, after the default one. */
}

const EN: PageHeadWords = {
  titleDefault: 'Exchange Search',
  titleSearch: (query) => `${query} - Exchange Search`,
  titleProduct: (productName) => `${productName} - Exchange`,
  siteDescription:
    'Find textbooks, eTexts, interactive courseware, collections and learning applications by title, author, ISBN or subject, and see how your students get access.',
  searchDescription: (query) =>
    query ? `Course materials matching “${query}”: textbooks, eTexts, courseware and learning applications.` : EN.siteDescription,
  siteName: 'Exchange',
  coverAlt: (productName) => `Cover of ${productName}`,
};

const TR: PageHeadWords = {
  titleDefault: 'Exchange Arama',
  titleSearch: (query) => `${query} - Exchange Arama`,
  titleProduct: (productName) => `${productName} - Exchange`,
  siteDescription:
    'Ders kitaplarını, e-kitapları, etkileşimli ders içeriklerini, koleksiyonları ve öğrenme uygulamalarını başlık, yazar, ISBN veya konuya göre bulun; öğrencilerinizin nasıl erişeceğini görün.',
  searchDescription: (query) =>
    query ? `“${query}” ile eşleşen ders materyalleri: ders kitapları, e-kitaplar, ders içerikleri ve öğrenme uygulamaları.` : TR.siteDescription,
  siteName: 'Exchange',
  coverAlt: (productName) => `${productName} kapağı`,
};

export function pageHeadWords(locale: Locale): PageHeadWords {
  return languageOf(locale) === 'tr' ? TR : EN;
}

/** A meta description's length: search engines show about 155–160 characters. */
export const META_DESCRIPTION_MAX = 160;

/**
 * Text cut for a meta description: whitespace folded, cut at the last word boundary at or
 * before `max` characters (a word longer than that is cut), with '…' where text was left out.
 */
export function cutAtWord(text: string, max = META_DESCRIPTION_MAX): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const head = folded.slice(0, max); // room for the ellipsis is taken from the last word
  const space = head.lastIndexOf(' ');
  const cut = space > max / 2 ? head.slice(0, space) : head.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}
