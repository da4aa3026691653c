// Every user-visible string of the app (default locale en-us, spec §9). Strings the spec gives
// are quoted exactly, typos included (spec §2 'recieved'); the others are ours and say so
// in a comment at their group. Strings with values are functions, so the types show what they need.
//
// Other locales are catalogues of the same shape (`Messages`), one lazy chunk each
// (catalogue-*.ts), loaded before the first render (src/main.tsx) only on a page in that locale,
// and left out of the service worker's precache (kept on first use): docs/regions.md §1. en-us
// stays compiled in, so its pages carry no extra byte.
// As contract/locales.ts DEFAULT_LOCALE. Not imported from there: with that import the bundler
// split a dozen shared modules out of the app's chunk (14 more requests before the first render).
export const DEFAULT_LOCALE = 'en-us';

const ACCOUNT_SETTINGS = 'Account settings';

// spec §9 "Platform filter options": the platform filter's names, which the autocomplete
// suggestions' platform label uses too.
const PLATFORM_NAMES = {
  all: 'All',
  etexts: 'Pearson eText',
  courses: 'REVEL',
  custom: 'Custom',
  application: 'Application',
  collections: 'Collections',
  reviewer: 'Reviewer',
  beta: 'Class test',
} as const;

const enUs = {
  app: {
    // spec §2 route table: page titles
    titleDefault: 'Exchange Search',
    titleSearch: (query: string) => `${query} - Exchange Search`,
    titleProduct: (productName: string) => `${productName} - Exchange`,
    // ours
    skipToMain: 'Skip to main content',
    loadingPage: 'Loading page',
    pageLoadFailed: 'This page could not be loaded. Check your connection and try again.',
    reload: 'Reload',
    opensInNewTab: '(opens in a new tab)',
  },
  header: {
    // spec §2 "Shared header"
    accountSettings: ACCOUNT_SETTINGS,
    myAccount: 'My account',
    adminDashboard: 'Administrative Dashboard',
    // ours (issue 13): the admins' search insights page
    insights: 'Insights',
    signOut: 'Sign out',
    signIn: 'Sign in',
    browseYourSubject: 'Browse your subject',
    // initials, full name and the 'Account settings' label
    profileLabel: (initials: string, fullName: string) => `${initials} ${fullName} ${ACCOUNT_SETTINGS}`,
    // ours
    logo: 'Exchange',
    help: 'Help',
    openSearch: 'Search',
  },
  // Ours: an institution's own product (custom edition) in results and suggestions
  // (src/domain/product/institution-edition.ts). Anonymous visitors are asked to sign in when they open one.
  institutionEdition: {
    signIn: 'Institution edition: sign in to open',
    member: "Your institution's edition",
  },
  searchBar: {
    // spec §2 "Search bar"
    label: 'Enter Title, Author, ISBN, or Subject keywords',
    submit: 'Submit the search query.',
    clear: 'Clear the search query.',
    // ours (spec §5: search text 2 to 100 characters)
    tooShort: 'Enter at least 2 characters.',
    closeMobileSearch: 'Close search',
    mobileSearchTitle: 'Search',
    // Autocomplete dropdown. spec §2: 'View all'; the platform labels are spec §9's platform
    // filter names (print and GLP, which have no filter option, are ours); the rest is ours.
    viewAll: 'View all',
    suggestionsLabel: 'Search suggestions',
    authorsGroup: 'Authors',
    productsGroup: 'Products',
    suggestionCount: (count: number) =>
      `${count} suggestion${count === 1 ? '' : 's'} available. Use the up and down arrow keys to review them.`,
    authorProducts: (count: number) => `${count} product${count === 1 ? '' : 's'}`,
    authorOptionLabel: (name: string, count: number) => `${name}, author, ${count} product${count === 1 ? '' : 's'}`,
    isbn: (isbn13: string) => `ISBN-13: ${isbn13}`,
    productOptionLabel: (parts: { title: string; authors: string; isbn13: string | null; platform: string }) =>
      [parts.title, parts.authors && `by ${parts.authors}`, parts.isbn13 && `ISBN-13 ${parts.isbn13}`, parts.platform]
        .filter(Boolean)
        .join(', '),
    viewAllLabel: (query: string) => `View all results for ${query}`,
    // Recent searches on the device (issue #16 item 3; the spec names no strings: ours).
    recentGroup: 'Recent searches',
    recentSubject: (subject: string) => `in ${subject}`,
    recentOptionLabel: (query: string, subject: string) =>
      subject ? `${query}, in ${subject}, recent search` : `${query}, recent search`,
    remove: 'Remove',
    removeRecentLabel: (query: string) => `Remove ${query} from recent searches`,
    clearAll: 'Clear all',
    clearAllLabel: 'Clear all recent searches',
    recentCount: (count: number) =>
      `${count} recent search${count === 1 ? '' : 'es'} available. Use the up and down arrow keys to review them.`,
    platforms: {
      etexts: PLATFORM_NAMES.etexts,
      courses: PLATFORM_NAMES.courses,
      collections: PLATFORM_NAMES.collections,
      custom: PLATFORM_NAMES.custom,
      application: PLATFORM_NAMES.application,
      print: 'Print',
      glp: 'GLP',
    },
  },
  footer: {
    // spec §2 "Shared footer"
    social: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      youtube: 'Youtube',
      linkedin: 'Linkedin',
      instagram: 'Instagram',
    },
    main: {
      termsOfUse: 'Terms of Use',
      privacy: 'Privacy',
      permissions: 'Permissions',
      accessibility: 'Accessibility',
      support: 'Support',
    },
    cookies: 'Cookies',
    // 'Copyright (c) 1996 - {current year} {provider} All rights reserved.' around the provider link
    copyrightBefore: (startYear: number, year: number) => `Copyright (c) ${startYear} - ${year}`,
    copyrightAfter: 'All rights reserved.',
    // ours
    socialNav: 'Follow us',
    mainNav: 'Legal and support',
    // The language and region chooser (src/features/footer/locale-chooser.tsx)
    locale: 'Language and region',
    localeChange: 'Change',
    invalidLinkWarning: (listName: string, index: number, reason: string) =>
      `Footer: ignoring ${listName}[${index}]: ${reason}`,
  },
  consent: {
    // ours (spec §7: cookie consent group C0002 decides analytics tracking)
    bannerLabel: 'Cookie consent',
    bannerText:
      'We use cookies that this site needs to work and, only with your permission, performance and analytics cookies that help us improve it.',
    acceptAll: 'Accept all cookies',
    rejectOptional: 'Reject optional cookies',
    settings: 'Cookie settings',
    panelTitle: 'Cookie settings',
    panelIntro:
      'Choose which cookies we may use. You can change your choice at any time from the Cookies link in the footer.',
    necessaryTitle: 'Strictly necessary cookies',
    necessaryText:
      'These keep the site working, for example your sign-in and these choices. They cannot be turned off.',
    alwaysActive: 'Always active',
    performanceTitle: 'Performance and analytics cookies',
    performanceText:
      'These count visits and clicks so we can see which pages are used and improve them. They include embedded videos hosted by third parties.',
    confirm: 'Confirm my choices',
    close: 'Close',
  },
  home: {
    // spec §2 "Home"
    browseYourSubject: 'Browse your subject',
    findCourseMaterials: 'Find course materials',
    // spec §8 internal error, discipline cause
    loadErrorTitle:
      'Oops, something went wrong. The server encountered an internal error and was unable to complete your request.',
    loadErrorCause: 'Error information not available',
    // ours
    loadingSubjects: 'Loading subjects',
    retry: 'Try again',
    offline: 'You are offline. The subjects will appear when you are back online.',
    noSubjects: 'No subjects are available yet.',
    skipToSubjects: 'Skip to the subject list',
    scrollToTop: 'Back to top',
    subjectListTitle: 'Subjects',
    recentlyViewed: 'Recently viewed',
  },
  forbidden: {
    // spec §2 "On 403"
    title: 'Sorry, some pages are best left unseen.',
    text: 'It looks like you do not have permissions to access this page.',
  },
  notFound: {
    // spec §2 "Not-found"
    title: 'Well…This is awkward.',
    text: "You are looking for something that doesn't exist.",
    home: 'Back to the homepage',
    // ours
    previous: 'Go back to the previous page',
  },
  redeem: {
    // spec §2 "Redeem-code"
    title: 'This page is no longer active.',
    // ours: what the spec describes, in words
    useInvite: 'To join your course, use the course invite link your instructor gave you.',
    refundBefore: 'If you already bought access here, you can request a refund and buy instant access from the',
    usStore: 'US store',
    or: 'or the',
    canadaStore: 'Canada store',
    supportBefore: 'Need help? Contact',
    techSupport: 'tech support',
  },
  getStarted: {
    // spec §2 "Get started", §5, §8
    back: 'Back to course detail',
    title: 'Here to join?',
    intro: 'To find and join your course, enter the invitation link that you recieved in your syllabus or email.',
    invalidLink: 'Sorry, course not found. Please check the link.',
    noLinkTitle: "Don't have your invitation link?",
    noLinkText: 'Sorry about that. You will need to contact your instructor.',
    // ours
    linkLabel: 'Invitation link',
    linkHint: 'It starts with the address of your course console.',
    join: 'Join',
    productBy: (authors: string) => `by ${authors}`,
    productEdition: (edition: string) => `Edition ${edition}`,
    productLoading: 'Loading course details',
    coverAlt: (productName: string) => `Cover of ${productName}`,
  },
  search: {
    // spec §2 "Search results"
    resultsFor: 'Search results for',
    // Ours: with no text and no subject (an empty submit, spec §4) there is nothing to quote,
    // so the heading does not end on a dangling 'for'.
    resultsNothing: 'Search results',
    quoted: (text: string) => `“${text}”`,
    filterBy: 'Filter by',
    subject: 'Subject',
    platform: 'Platform',
    showBy: 'Show by',
    sortBy: 'Sort by',
    appliedFilters: 'Applied filters',
    showMore: 'Show more +',
    showLess: 'Show less -',
    noResultsFor: 'No results for',
    noMatch: 'Your search did not match any documents.',
    backToHome: 'Back to the homepage',
    countAll: (count: number) => `Showing ${count} of ${count} Results`,
    countRange: (from: number, to: number, total: number) => `Showing ${from} - ${to} of ${total} Results`,
    // Offline, answered from the device's own index (issue #16 item 5; ours).
    localCount: (count: number) => `Showing ${count} product${count === 1 ? '' : 's'} saved on this device`,
    localRange: (from: number, to: number, total: number) =>
      `Showing ${from} - ${to} of ${total} products saved on this device`,
    localNote: 'You are offline: these results come from the products this device has seen.',
    platformLine: 'Platform:',
    trademark: '™',
    badges: {
      comingSoon: 'Coming soon',
      sample: 'Sample - Not for sale',
      classTest: 'Class test',
      k12Activated: 'K-12 license activated',
      k12Purchase: 'K-12 purchase options',
    },
    // spec §9 option labels
    platforms: PLATFORM_NAMES,
    showByOptions: {
      samples: 'Samples',
      comingSoon: 'Coming Soon',
      available: 'Available',
      institution: 'Institution',
    },
    sorts: {
      name: 'Title',
      familyName: 'Author',
      datePublished: 'Publication Date',
    },
    // spec §2 suggestions: check spelling, try different keywords, try more general keywords
    suggestions: ['Check spelling', 'Try different keywords', 'Try more general keywords'],
    // spec §8 internal error with the search cause; subject counts: 'Error information not available'
    loadErrorTitle:
      'Oops, something went wrong. The server encountered an internal error and was unable to complete your request.',
    loadErrorCause: 'Error occured while loading Search Results. Search Service Unavailable!',
    countsErrorCause: 'Error information not available',
    // docs/search.md §6 "Wording for the results page": Showing results for “biology”. No results for “biolgy”.
    showingResultsFor: 'Showing results for',
    noResultsForTyped: (typed: string) => `No results for “${typed}”.`,
    // ours
    suggestionsTitle: 'Suggestions:',
    loading: 'Loading search results',
    offline: 'You are offline. The results will appear when you are back online.',
    retry: 'Try again',
    closeFilters: 'Close filters',
    removeFilter: (label: string) => `Remove filter: ${label}`,
    chip: (group: string, value: string) => `${group}: ${value}`,
    facetCount: (count: number) => `(${count})`,
    optionWithCount: (label: string, count: number) => `${label} (${count})`,
    layout: 'Layout',
    layoutList: 'List',
    layoutGrid: 'Grid',
    pagination: 'Search results pages',
    previousPage: 'Previous',
    nextPage: 'Next',
    previousPageLabel: 'Previous page',
    nextPageLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
    edition: 'Edition',
    isbn: 'ISBN-13:',
    institution: 'Institution',
    resultsList: 'Results',
    // the phone sheet's button (issue 12): closes the sheet onto the results
    showResults: (n: number) => (n === 1 ? 'Show 1 result' : `Show ${n} results`),
    showResultsUnknown: 'Show results',
  },
  institutionPicker: {
    // spec §8 'No institution banner' and §6 'Add your institution' (the picker's prompt, §4)
    addPrompt: 'Add your institution to see all products and pricing options available.',
    addLink: 'Add your institution',
  },
  offline: {
    // ours
    offline: 'You are offline. You can keep browsing what you have already seen.',
    updateAvailable: 'A new version of this site is available.',
    update: 'Reload to update',
    later: 'Later',
    offlineReady: 'This site now works offline.',
    dismiss: 'Dismiss',
    install: 'Install app',
    // Where the browser has no install sheet (iPhone, iPad): the steps in Safari.
    homeScreenTitle: 'Install Exchange on this device',
    homeScreenSteps: ['In Safari, tap Share (the square with an arrow).', 'Choose “Add to Home Screen”, then “Add”.'],
    homeScreenClose: 'Close',
  },
  identity: {
    // Sign-in page (identity issue). The field labels and the button are the words;
    // the rest is ours. One message for a wrong email or password: it never says which.
    title: 'Sign in',
    intro: 'Sign in to see pricing options and to create courses.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    missingFields: 'Enter your email and your password.',
    wrongCredentials: 'The email or password is incorrect.',
    rateLimited: (minutes: number) =>
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    rateLimitedNoTime: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    unavailable: 'Signing in is not possible right now. Please try again in a moment.',
    offline: 'You are offline. Connect to the internet to sign in.',
    success: 'You are signed in. Taking you back in a moment…',
    alreadySignedIn: (name: string) => `You are signed in as ${name}.`,
    continue: 'Continue',
    errorSummary: 'Sign-in failed',
  },
} as const;

/** The catalogue's shape: en-us's keys and values' signatures, any wording. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof enUs>;

/** A locale's catalogue module: its messages, given en-us's (for what it inherits). */
export interface CatalogueModule {
  catalogue(enUs: Messages): Messages;
}

let active: Messages = enUs;

/**
 * Makes a locale's catalogue the page's (src/lib/messages/catalogues.ts loads it, once, before
 * the first render); `null`, en-us's.
 */
export function setPageCatalogue(catalogue: CatalogueModule['catalogue'] | null): void {
  active = catalogue ? catalogue(enUs) : enUs;
}

/**
 * Strings read when used. Modules keep a group at load time (`const t = messages.header`),
 * before the page's catalogue has arrived: what they keep is a view of that group in whichever
 * catalogue `current()` gives when it is read, so `t.signIn` is read at render, in the page's
 * language. Groups are views; strings, arrays and functions are the catalogue's own. Screens
 * with strings of their own (the product page's) make their catalogue a view the same way.
 */
export function localised<T extends object>(current: () => T): T {
  return view(current, []) as T;
}

function view(current: () => object, path: readonly string[]): object {
  const at = (): Record<string | symbol, unknown> => {
    let value: unknown = current();
    for (const key of path) value = (value as Record<string, unknown>)[key];
    return value as Record<string | symbol, unknown>;
  };
  const groups = new Map<string, object>();
  const read = (key: string | symbol): unknown => {
    const value = at()[key];
    if (typeof key === 'symbol' || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = view(current, [...path, key])));
    return group;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => read(key),
      ownKeys: () => Reflect.ownKeys(at()),
      getOwnPropertyDescriptor: (_, key) =>
        key in at() ? { value: read(key), enumerable: true, configurable: true } : undefined,
    },
  );
}

/** The page's strings (the app's own; screens with their own strings keep them beside them). */
export const messages: Messages = localised(() => active);

/** en-us's catalogue, whatever the page's locale (tests compare it to the spec). */
export const enUsMessages: Messages = enUs;
