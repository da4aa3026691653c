// The catalogues: en-us's spec strings as the spec writes them, and tr-tr complete and
// translated. A value of the same shape for each key is checked by the compiler (Messages);
// these check the words.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages, type Messages } from '../../src/lib/messages/messages';
import { loadPageCatalogue } from '../../src/lib/messages/catalogues';
import { enUs as enUsMessages } from '../../src/lib/messages/messages-en-us';
import { catalogue as trTr } from '../../src/lib/messages/catalogue-tr-tr';
import { catalogue as enGb } from '../../src/lib/messages/catalogue-en-gb';
import { catalogue as enUsProductText } from '../../src/features/product/messages-product-en-us';
import { catalogue as trTrProduct } from '../../src/features/product/catalogue-product-tr-tr';
import { catalogue as enGbProduct } from '../../src/features/product/catalogue-product-en-gb';
import { enUsScanMessages } from '../../src/widgets/barcode-scan/scan-messages';
import {
  buttonCatalogue as trTrScanButton,
  catalogue as trTrScan,
} from '../../src/widgets/barcode-scan/catalogue-scan-tr-tr';
import { enUsScanButtonText } from '../../src/widgets/barcode-scan/scan-button-messages';
import { enUsInsightsText } from '../../src/features/insights/insights-messages';
import { catalogue as trTrInsights } from '../../src/features/insights/catalogue-insights-tr-tr';
import { enUsLearningText } from '../../src/features/learning/learning-messages';
import { catalogue as trTrLearning } from '../../src/features/learning/catalogue-learning-tr-tr';
import { enUsImportsText } from '../../src/features/imports/imports-messages';
import { catalogue as trTrImports } from '../../src/features/imports/catalogue-imports-tr-tr';
import { enUsKioskText } from '../../src/features/kiosk/kiosk-messages';
import { enUsSignInText } from '../../src/features/signin/signin-messages';
import { catalogue as trTrSignIn } from '../../src/features/signin/catalogue-signin-tr-tr';
import { enUsRedeemText } from '../../src/features/redeem/redeem-messages';
import { catalogue as trTrRedeem } from '../../src/features/redeem/catalogue-redeem-tr-tr';
import { enUsGetStartedText } from '../../src/features/get-started/get-started-messages';
import { catalogue as trTrGetStarted } from '../../src/features/get-started/catalogue-get-started-tr-tr';
import { catalogue as trTrKiosk } from '../../src/features/kiosk/catalogue-kiosk-tr-tr';

/**
 * en-us strings the spec gives, by key; each is quoted there exactly (typos included). The keys
 * are the app catalogue's and, for the pages that keep their own words, the page's ('redeem.…',
 * 'getStarted.…').
 */
const SPEC_STRINGS: Record<string, string> = {
  'app.titleDefault': 'Exchange Search',
  'header.accountSettings': 'Account settings',
  'header.myAccount': 'My account',
  'header.adminDashboard': 'Administrative Dashboard',
  'header.browseYourSubject': 'Browse your subject',
  'searchBar.label': 'Enter Title, Author, ISBN, or Subject keywords',
  'searchBar.submit': 'Submit the search query.',
  'searchBar.clear': 'Clear the search query.',
  'searchBar.viewAll': 'View all',
  'home.findCourseMaterials': 'Find course materials',
  'home.loadErrorTitle':
    'Oops, something went wrong. The server encountered an internal error and was unable to complete your request.',
  'home.loadErrorCause': 'Error information not available',
  'forbidden.title': 'Sorry, some pages are best left unseen.',
  'forbidden.text': 'It looks like you do not have permissions to access this page.',
  'notFound.title': 'Well…This is awkward.',
  'notFound.text': "You are looking for something that doesn't exist.",
  'notFound.home': 'Back to the homepage',
  'redeem.title': 'This page is no longer active.',
  'getStarted.back': 'Back to course detail',
  'getStarted.title': 'Here to join?',
  'getStarted.intro':
    'To find and join your course, enter the invitation link that you recieved in your syllabus or email.',
  'getStarted.invalidLink': 'Sorry, course not found. Please check the link.',
  'getStarted.noLinkTitle': "Don't have your invitation link?",
  'getStarted.noLinkText': 'Sorry about that. You will need to contact your instructor.',
  'search.resultsFor': 'Search results for',
  'search.filterBy': 'Filter by',
  'search.appliedFilters': 'Applied filters',
  'search.showMore': 'Show more +',
  'search.showLess': 'Show less -',
  'search.noResultsFor': 'No results for',
  'search.noMatch': 'Your search did not match any documents.',
  'search.backToHome': 'Back to the homepage',
  'search.badges.comingSoon': 'Coming soon',
  'search.badges.sample': 'Sample - Not for sale',
  'search.badges.classTest': 'Class test',
  'search.badges.k12Activated': 'K-12 license activated',
  'search.badges.k12Purchase': 'K-12 purchase options',
  'search.platforms.etexts': 'Pearson eText',
  'search.platforms.beta': 'Class test',
  'search.showByOptions.comingSoon': 'Coming Soon',
  'search.sorts.datePublished': 'Publication Date',
  'search.loadErrorCause': 'Error occured while loading Search Results. Search Service Unavailable!',
  'institutionPicker.addPrompt': 'Add your institution to see all products and pricing options available.',
  'institutionPicker.addLink': 'Add your institution',
  'footer.main.termsOfUse': 'Terms of Use',
  'footer.social.youtube': 'Youtube',
};

type Leaf = string | ((...args: never[]) => string) | readonly string[];

function leaves(value: unknown, path = ''): Array<[string, Leaf]> {
  if (typeof value === 'string' || typeof value === 'function' || Array.isArray(value)) return [[path, value as Leaf]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    leaves(v, path ? `${path}.${key}` : key),
  );
}

/** A value every message function takes: a number 7 to numbers, '7' to text, fields to objects. */
const SAMPLE = Object.assign(new String('7'), { title: 'T', authors: 'A', isbn13: '9', platform: 'P' });
function text(leaf: Leaf): string {
  if (typeof leaf === 'function') return (leaf as (...args: unknown[]) => string)(SAMPLE, SAMPLE, SAMPLE);
  return Array.isArray(leaf) ? leaf.join(' | ') : (leaf as string);
}

const en: Messages = enUsMessages;
const tr: Messages = trTr;

/** Strings that are the same in every language: names of products, brands and networks. */
const PROPER_NAMES = [
  'Exchange',
  'Pearson eText',
  'REVEL',
  'GLP',
  'Facebook',
  'Twitter',
  'Youtube',
  'Linkedin',
  'Instagram',
  '™',
] as const;

describe('en-us', () => {
  const pages = { redeem: enUsRedeemText, getStarted: enUsGetStartedText, identity: enUsSignInText };
  const byKey = new Map(leaves({ ...en, ...pages }).map(([k, v]) => [k, text(v)]));

  it('holds the spec’s strings exactly', () => {
    for (const [key, value] of Object.entries(SPEC_STRINGS)) expect(byKey.get(key), key).toBe(value);
  });

  // The shared spec beside the repository (README: ../shared/spec), when this checkout has it.
  const spec = path.resolve(process.cwd(), '../shared/spec/catalogue-spec.md');
  it.runIf(existsSync(spec))('each of which the spec writes so, word for word', () => {
    const written = readFileSync(spec, 'utf8');
    for (const [key, value] of Object.entries(SPEC_STRINGS))
      expect(written.includes(value), `${key}: ${value}`).toBe(true);
  });
});

/**
 * Keys whose Turkish is the English, with why: proper names (the brand, products, networks),
 * words Turkish spells the same, values only (a title and a dash, a figure in brackets), and a
 * warning for developers in the console, not for readers.
 */
const SAME_IN_TURKISH: Record<string, string> = {
  'app.titleProduct': 'a product name, then the brand',
  'header.logo': 'the brand',
  'searchBar.isbn': 'ISBN-13, a standard’s name, then the number',
  'searchBar.platforms.etexts': 'a product name',
  'searchBar.platforms.courses': 'a product name',
  'searchBar.platforms.glp': 'a product name',
  'footer.invalidLinkWarning': 'a console warning for developers',
  'search.quoted': 'the text in quotes',
  'search.platform': 'Turkish spells it so',
  'search.platformLine': 'Turkish spells it so',
  'search.trademark': 'a sign',
  'search.platforms.etexts': 'a product name',
  'search.platforms.courses': 'a product name',
  'search.chip': 'two values and a colon',
  'search.facetCount': 'a figure in brackets',
  'search.optionWithCount': 'a value and a figure in brackets',
  'search.isbn': 'ISBN-13, a standard’s name',
};

describe('tr-tr', () => {
  const enLeaves = leaves(en);
  const trByKey = new Map(leaves(tr));

  it('has every key of en-us, with a value of the same kind', () => {
    for (const [key, value] of enLeaves) {
      expect(trByKey.has(key), key).toBe(true);
      expect(typeof trByKey.get(key), key).toBe(typeof value);
    }
    expect(trByKey.size).toBe(enLeaves.length);
  });

  it('translates every string but proper names and values', () => {
    const untranslated = enLeaves
      .filter(([key, value]) => !(key in SAME_IN_TURKISH) && !(PROPER_NAMES as readonly string[]).includes(text(value)))
      .filter(([key, value]) => text(trByKey.get(key)!) === text(value))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('lists only keys that exist as the same in Turkish', () => {
    for (const key of Object.keys(SAME_IN_TURKISH)) expect(trByKey.has(key), key).toBe(true);
  });

  it('writes counts the Turkish way: a noun after a figure stays singular, figures grouped', () => {
    expect(tr.search.countRange(1, 24, 3012)).toBe('3.012 sonuçtan 1 - 24 arası gösteriliyor');
    expect(tr.search.countAll(1234567)).toBe('1.234.567 sonucun tümü gösteriliyor');
    expect(trTrProduct.product.moduleCount(1000)).toBe('1.000 modül');
    // English keeps the spec's bare figures (spec §2 writes counts without separators).
    expect(enUsMessages.search.countRange(1, 24, 3012)).toBe('Showing 1 - 24 of 3012 Results');
    expect(tr.searchBar.authorProducts(1)).toBe('1 ürün');
    expect(tr.searchBar.authorProducts(3)).toBe('3 ürün');
  });
});

describe('en-gb and the other English locales', () => {
  it('inherit en-us, with British spelling where a word differs; en-us keeps the spec’s', () => {
    const gb = enGb;
    expect(gb.search.badges.k12Activated).toBe('K-12 licence activated');
    expect(en.search.badges.k12Activated).toBe('K-12 license activated');
    const differ = leaves(gb).filter(([key, value]) => text(value) !== text(new Map(leaves(en)).get(key)!));
    expect(differ.map(([key]) => key)).toEqual(['search.badges.k12Activated']);
  });
});

describe('messages: the page’s catalogue', () => {
  it('is read when used, so a group kept before the catalogue arrived speaks its language', async () => {
    const header = messages.header; // as a module keeps it when it loads
    const platforms = messages.search.platforms;
    expect(header.signIn).toBe('Sign in');
    await loadPageCatalogue('tr-tr');
    try {
      expect(header.signIn).toBe('Oturum aç');
      expect(messages.search.countAll(3)).toBe('3 sonucun tümü gösteriliyor');
      expect(platforms.all).toBe('Tümü');
      expect(Object.keys(messages.footer.main)).toEqual(Object.keys(enUsMessages.footer.main));
      expect(Object.entries(platforms)).toContainEqual(['etexts', 'Pearson eText']);
      expect(messages.search.suggestions[0]).toBe('Yazımı denetleyin');
    } finally {
      await loadPageCatalogue('en-us');
    }
    expect(header.signIn).toBe('Sign in');
  });
});

/** The product page's keys whose Turkish is the English, with why. */
const PRODUCT_SAME_IN_TURKISH: Record<string, string> = {
  'product.isbn': 'ISBN-13, a standard’s name',
  'product.platform': 'Turkish spells it so',
  'product.videoTitle': 'Video is Turkish too, then the title',
  'productFormats.rows.platform': 'Turkish spells it so',
  'productFormats.rows.isbn13': 'a standard’s name',
  'productFormats.isbn': 'ISBN-13, then the number',
};

describe('the product page’s strings', () => {
  const enLeaves = leaves(enUsProductText);
  const tr = new Map(leaves(trTrProduct));

  it('tr-tr: every key, translated but for names and values', () => {
    for (const [key, value] of enLeaves) expect(typeof tr.get(key), key).toBe(typeof value);
    expect(tr.size).toBe(enLeaves.length);
    const untranslated = enLeaves
      .filter(([key, value]) => !(key in PRODUCT_SAME_IN_TURKISH) && text(tr.get(key)!) === text(value))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('en-gb: British spelling where a word differs, nothing else', () => {
    const gb = new Map(leaves(enGbProduct));
    const differ = enLeaves.filter(([key, value]) => text(gb.get(key)!) !== text(value)).map(([key]) => key);
    expect(differ).toEqual([
      'product.offerKinds.SEAT_LICENSE',
      'product.licenseActivated',
      'product.licenseActivatedText',
      'product.userServiceErrorText',
    ]);
  });
});

/**
 * The screens that load their own words (the scanner's dialog, the admins' insights and search
 * learning, kiosk mode, the sign-in, redeem-code and get-started pages): tr-tr has every key of en-us, with a value of the same kind, and every
 * string translated but those listed with why.
 */
function expectCompleteTurkish(en: object, tr: object, sameInTurkish: Record<string, string>) {
  const enLeaves = leaves(en);
  const trByKey = new Map(leaves(tr));
  for (const [key, value] of enLeaves) expect(typeof trByKey.get(key), key).toBe(typeof value);
  expect([...trByKey.keys()].sort()).toEqual(enLeaves.map(([key]) => key).sort());
  // A date's message takes a date.
  const sample = (leaf: Leaf) => {
    try {
      return text(leaf);
    } catch {
      return (leaf as (date: Date) => string)(new Date(Date.UTC(2026, 10, 18)));
    }
  };
  const untranslated = enLeaves
    .filter(([key, value]) => !(key in sameInTurkish) && sample(trByKey.get(key)!) === sample(value))
    .map(([key]) => key);
  expect(untranslated).toEqual([]);
  for (const key of Object.keys(sameInTurkish)) expect(trByKey.has(key), key).toBe(true);
}

describe('the screens with their own strings, in tr-tr', () => {
  it('the barcode scanner’s dialog', () => {
    expectCompleteTurkish(enUsScanMessages, trTrScan(enUsScanMessages), {});
    expect(trTrScan(enUsScanMessages).searching('9781711007823')).toBe('ISBN bulundu: 9781711007823. Aranıyor…');
  });

  it('the scanner’s button', () => {
    expectCompleteTurkish(enUsScanButtonText, trTrScanButton(), {});
    expect(enUsScanButtonText.scan).toBe('Scan a barcode');
  });

  it('search insights, its figures written the Turkish way', () => {
    const insights = trTrInsights(enUsInsightsText);
    expectCompleteTurkish(enUsInsightsText, insights, {
      'columns.p75': 'the metric’s own notation',
      // Figures: the same in both for a small whole number (the sample); checked below.
      count: 'a figure',
      decimal: 'a figure',
      milliseconds: 'a figure and ms, the unit’s symbol',
    });
    expect(insights.count(3012)).toBe('3.012');
    expect(enUsInsightsText.count(3012)).toBe('3,012');
    expect(insights.percent(0.125)).toBe('%12,5');
    expect(enUsInsightsText.percent(0.125)).toBe('12.5%');
    expect(insights.decimal(2.5)).toBe('2,5');
    expect(insights.milliseconds(2480.4)).toBe('2.480 ms');
    expect(insights.days(30)).toBe('30 gün');
    expect(insights.chartDay(new Date(Date.UTC(2026, 10, 18)))).toBe('18 Kas');
    expect(insights.todaySoFar(1, 0)).toBe(
      'Bugün şimdiye kadar (gün bitene kadar grafikte yok): 1 arama, 0 tanesi sonuçsuz.',
    );
  });

  it('search learning', () => {
    const learning = trTrLearning(enUsLearningText);
    expectCompleteTurkish(enUsLearningText, learning, { count: 'a figure (checked below)' });
    expect(learning.count(3012)).toBe('3.012');
    expect(learning.boost(0.3823)).toBe('0,382');
    expect(enUsLearningText.boost(0.3823)).toBe('0.382');
    expect(learning.busiest(12, 24)).toBe('24 ziyaretin 12 tanesi');
    expect(learning.visits(1200)).toBe('1.200 ziyaret');
    expect(learning.acceptedNotice('biyo', 'biyoloji')).toBe('“biyo” aramaları artık “biyoloji” sonuçlarını buluyor.');
  });

  it('catalogue imports', () => {
    const imports = trTrImports(enUsImportsText);
    expectCompleteTurkish(enUsImportsText, imports, {
      count: 'a figure (checked below)',
      optionNone: 'a dash for an empty cell',
      csv: 'the file format’s name',
    });
    expect(imports.count(3012)).toBe('3.012');
    expect(imports.progressUpload(45)).toBe('Yükleniyor: %45');
    expect(enUsImportsText.progressCheck(10000, 25000)).toBe('Checked 10,000 of 25,000 lines');
    expect(imports.progressCheck(10000, 25000)).toBe('25.000 satırın 10.000 tanesi denetlendi');
    expect(imports.reportCount(1)).toBe('1 sorun');
  });

  it('kiosk mode', () => {
    expectCompleteTurkish(enUsKioskText, trTrKiosk(enUsKioskText), {});
  });

  it('the sign-in, redeem-code and get-started pages', () => {
    expectCompleteTurkish(enUsSignInText, trTrSignIn, {});
    expectCompleteTurkish(enUsRedeemText, trTrRedeem, {});
    expectCompleteTurkish(enUsGetStartedText, trTrGetStarted, {});
    expect(trTrSignIn.rateLimited(3012)).toBe(
      'Çok fazla oturum açma denemesi. Lütfen 3.012 dakika bekleyip yeniden deneyin.',
    );
  });
});
