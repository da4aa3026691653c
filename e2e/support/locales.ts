// The locales a user's journey runs in, and the words it reads on screen in each: en-us (the
// spec's words, exactly) and tr-tr (the locale whose words, figures and letters differ most from
// the default's). Written out by hand, not read from the catalogues: a test that took its
// expectation from the code under test would pass whatever that code said. The catalogue's own
// data (titles, use-action names such as 'Create a course') is the publisher's, one language.
//
// Counts below a thousand are written the same way in both (the demo catalogue's searches stay
// under it); prices are not ('$100.99 USD' is '$100,99 USD' in Turkish).
import { test } from '@playwright/test';

export type JourneyLocale = 'en-us' | 'tr-tr';

export interface LocaleWords {
  locale: JourneyLocale;
  /** The browser's language (Playwright's `locale`): a first visit's choice follows it. */
  browser: string;
  // The header and its search bar.
  searchLabel: string;
  /** The header's button that opens the search view under 992 px, and that view's name. */
  openSearch: string;
  searchView: string;
  submitSearch: string;
  suggestions: string;
  productsGroup: string;
  authorsGroup: string;
  /** A suggested author's label: 'Name, author, 3 products'. */
  authorOption: RegExp;
  viewAll: RegExp;
  signIn: string;
  accountSettings: string;
  myAccount: string;
  adminDashboard: string;
  insights: string;
  signOut: string;
  // Home.
  home: string;
  recentlyViewed: string;
  // The search page.
  searchTitle: (query: string) => string;
  resultsFor: (query: string) => string;
  /** 'Showing 1 - 24 of 130 Results', and for a list that fits one page, 'Showing 15 of 15 Results'. */
  countRange: (from: number, to: number, total: number) => string;
  countAll: (count: number) => string;
  /** The total in a count text. */
  totalOf: (countText: string) => number;
  corrected: (shown: string, typed: string) => string;
  noResultsFor: (query: string) => string;
  checkSpelling: string;
  backToHome: string;
  filterBy: string;
  subject: string;
  platform: string;
  allPlatforms: RegExp;
  platformLine: string;
  removeFilter: (group: string, value: string) => string;
  pagination: string;
  page: (n: number) => string;
  previousPage: string;
  sortBy: string;
  sortTitle: string;
  grid: string;
  collections: RegExp;
  classTest: RegExp;
  /** The device's own answer offline: 'Showing 3 products saved on this device'. */
  localCount: RegExp;
  // Signing in.
  email: string;
  password: string;
  wrongCredentials: string;
  // The product page.
  accessOptions: string;
  institution: string;
  /** A price of the demo's instructor offer, as the locale writes it. */
  price100: string;
  pricesAsOf: RegExp;
  offlineAction: string;
}

export const EN_US: LocaleWords = {
  locale: 'en-us',
  browser: 'en-US',
  searchLabel: 'Enter Title, Author, ISBN, or Subject keywords',
  openSearch: 'Search',
  searchView: 'Search',
  submitSearch: 'Submit the search query.',
  suggestions: 'Search suggestions',
  productsGroup: 'Products',
  authorsGroup: 'Authors',
  authorOption: /, author, \d+ products?$/,
  viewAll: /^View all/,
  signIn: 'Sign in',
  accountSettings: 'Account settings',
  myAccount: 'My account',
  adminDashboard: 'Administrative Dashboard',
  insights: 'Insights',
  signOut: 'Sign out',
  home: 'Browse your subject',
  recentlyViewed: 'Recently viewed',
  searchTitle: (q) => `${q} - Exchange Search`,
  resultsFor: (q) => `Search results for “${q}”`,
  countRange: (from, to, total) => `Showing ${from} - ${to} of ${total} Results`,
  countAll: (count) => `Showing ${count} of ${count} Results`,
  totalOf: (text) => Number(/of (\d+) Results/.exec(text)?.[1]),
  corrected: (shown, typed) => `Showing results for “${shown}”. No results for “${typed}”.`,
  noResultsFor: (q) => `No results for “${q}”`,
  checkSpelling: 'Check spelling',
  backToHome: 'Back to the homepage',
  filterBy: 'Filter by',
  subject: 'Subject',
  platform: 'Platform',
  allPlatforms: /^All/,
  platformLine: 'Platform:',
  removeFilter: (group, value) => `Remove filter: ${group}: ${value}`,
  pagination: 'Search results pages',
  page: (n) => `Page ${n}`,
  previousPage: 'Previous page',
  sortBy: 'Sort by',
  sortTitle: 'Title',
  grid: 'Grid',
  collections: /^Collections/,
  classTest: /^Class test/,
  localCount: /^Showing (\d+ - \d+ of )?\d+ products? saved on this device$/,
  email: 'Email',
  password: 'Password',
  wrongCredentials: 'The email or password is incorrect.',
  accessOptions: 'Access options',
  institution: 'Institution',
  price100: '$100.99 USD',
  pricesAsOf: /^Prices as of /,
  offlineAction: 'You are offline. Connect to the internet to continue.',
};

export const TR_TR: LocaleWords = {
  locale: 'tr-tr',
  browser: 'tr-TR',
  searchLabel: 'Başlık, yazar, ISBN veya konu anahtar sözcükleri girin',
  openSearch: 'Ara',
  searchView: 'Arama',
  submitSearch: 'Arama sorgusunu gönder.',
  suggestions: 'Arama önerileri',
  productsGroup: 'Ürünler',
  authorsGroup: 'Yazarlar',
  authorOption: /, yazar, \d+ ürün$/,
  viewAll: /^“.+” için tüm sonuçları görüntüle$/,
  signIn: 'Oturum aç',
  accountSettings: 'Hesap ayarları',
  myAccount: 'Hesabım',
  adminDashboard: 'Yönetim Paneli',
  insights: 'Analizler',
  signOut: 'Oturumu kapat',
  home: 'Konunuza göz atın',
  recentlyViewed: 'Son görüntülenenler',
  searchTitle: (q) => `${q} - Exchange Arama`,
  resultsFor: (q) => `Arama sonuçları: “${q}”`,
  countRange: (from, to, total) => `${total} sonuçtan ${from} - ${to} arası gösteriliyor`,
  countAll: (count) => `${count} sonucun tümü gösteriliyor`,
  totalOf: (text) => Number(/^([\d.]+) sonuç/.exec(text)?.[1]?.replace(/\./g, '')),
  corrected: (shown, typed) => `Şunun için sonuçlar gösteriliyor: “${shown}”. “${typed}” için sonuç yok.`,
  noResultsFor: (q) => `Sonuç bulunamadı: “${q}”`,
  checkSpelling: 'Yazımı denetleyin',
  backToHome: 'Ana sayfaya dön',
  filterBy: 'Filtrele',
  subject: 'Konu',
  platform: 'Platform',
  allPlatforms: /^Tümü/,
  platformLine: 'Platform:',
  removeFilter: (group, value) => `Filtreyi kaldır: ${group}: ${value}`,
  pagination: 'Arama sonuçları sayfaları',
  page: (n) => `Sayfa ${n}`,
  previousPage: 'Önceki sayfa',
  sortBy: 'Sırala',
  sortTitle: 'Başlık',
  grid: 'Izgara',
  collections: /^Koleksiyonlar/,
  classTest: /^Deneme sınıfı/,
  localCount: /^Bu cihazda kayıtlı (\d+ üründen \d+ - \d+ arası|\d+ ürün) gösteriliyor$/,
  email: 'E-posta',
  password: 'Parola',
  wrongCredentials: 'E-posta veya parola yanlış.',
  accessOptions: 'Erişim seçenekleri',
  institution: 'Kurum',
  price100: '$100,99 USD',
  pricesAsOf: /^Fiyatlar şu tarihe göre: /,
  offlineAction: 'Çevrimdışısınız. Devam etmek için internete bağlanın.',
};

/** Every journey runs once per entry. */
export const JOURNEY_LOCALES: readonly LocaleWords[] = [EN_US, TR_TR];

/**
 * In a locale's describe block: en-us runs at both widths; another locale at `width` only.
 * What a second locale adds is its words and addresses, which the two widths draw alike; the
 * spec files split the widths between them, so each width meets the Turkish pages somewhere.
 */
export function otherLocalesAtOneWidth(w: LocaleWords, width: 'mobile' | 'desktop'): void {
  if (w.locale === EN_US.locale) return;
  test.skip(
    ({ viewport }) => ((viewport?.width ?? 1280) < 992 ? 'mobile' : 'desktop') !== width,
    `${w.locale} runs at one width (${width}), en-us at both`,
  );
}

/** A page's address in the locale: ('tr-tr', '/search?q=a') → '/tr-tr/search?q=a'; '/' → '/tr-tr'. */
export function at(w: LocaleWords, path: string): string {
  return path === '/' ? `/${w.locale}` : `/${w.locale}${path}`;
}
