// Every user-visible string of the app in en-us, the spec's default locale (spec §9). Strings the
// spec gives are quoted exactly, typos included (spec §2 'recieved'); the others are ours and say
// so in a comment at their group. Strings with values are functions, so the types show what they
// need. A chunk of its own, like every other locale's catalogue (catalogues.ts loads it before the
// first render; the page's HTML lists it, so it comes with the app): a page in another locale
// downloads none of these words. Precached (the file name keeps it out of `assets/catalogue-*`),
// so en-us opens offline. It imports nothing: messages.ts takes its shape from it (`Messages`).

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

export const enUs = {
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
    // ours: the admins' search insights page
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
    // Recent searches on the device (the spec names no strings: ours).
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
    // Offline, answered from the device's own index (ours).
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
    // the phone sheet's button: closes the sheet onto the results
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
} as const;

/** en-us's words as written: the shape every catalogue has (messages.ts `Messages`). */
export type EnUsMessages = typeof enUs;

/** As every locale's catalogue module names its words (catalogues.ts). */
export const catalogue = enUs;
