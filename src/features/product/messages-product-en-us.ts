// The product page's strings in en-us (spec §2 "Product detail", "Offer panel by role", §6, §8):
// the spec's strings quoted exactly, ours marked, as src/lib/messages/messages-en-us.ts. A chunk of
// its own like every locale's (catalogue-product-*.ts), loaded before the product screen draws
// (product-catalogue.ts) and listed in an en-us product page's HTML; precached (en-us opens
// offline), so a tr-tr product page downloads no English and an en-us one no Turkish.
import { accessDaysLabel, subscriptionLabel } from '../../domain/offers/offers';

const enUs = {
  product: {
    // spec §2 "Product detail", "Offer panel by role"; §6 role messages; §8 errors
    notFoundTitle: 'Well…This is awkward.',
    collection: 'Collection',
    tabs: {
      overview: 'Overview',
      'getting-started': 'Getting started',
      features: 'Features',
      contents: 'Contents',
      authors: 'Author(s)',
      modules: 'Modules',
    },
    aboutTheAuthor: 'About the author',
    showMore: 'Show more',
    showLess: 'Show less',
    viewDemo: 'View demo',
    studentAccessOptions: 'Student access options',
    offerKinds: {
      INSTANT_ACCESS: 'Instant access',
      DIRECT_BILL: 'Institutional direct access',
      ACCESS_CARD: 'Access card',
      FREE_TRIAL: 'Temporary access',
      SEAT_LICENSE: 'Seat license',
    },
    // spec §2 'N day(s) Subscription', §9 'N-day access' (src/domain/offers/offers.ts)
    subscription: subscriptionLabel,
    accessDays: accessDaysLabel,
    accessCardNote: 'Buy access card per student, per course.',
    bookstoreFootnote: 'Bookstore pricing may vary.',
    directPurchaseFootnote: 'Pricing shown reflects cost when institutions purchase directly from the provider',
    tbd: 'TBD',
    perStudentLicensing: 'Access is sold per student, per course, for up to 1-year online access.',
    institutionalPurchaseOptions: 'Institutional purchase options',
    studentPurchaseOptions: 'Student purchase options',
    licenseActivated: 'Institutional license activated',
    licenseActivatedText: "Create this course using your institution's license",
    contactSalesText: 'Contact Pearson to ask questions, confirm institutional pricing, and purchase',
    contactSales: 'Contact your sales rep',
    seamlessBilling: 'Seamless billing',
    accessCardBilling: 'Access card',
    verifyCourse: 'Verify your account to get full access to this course',
    verifyTitle: 'Verify your account',
    goToForm: 'Go to form',
    refreshTitle: 'Just a moment...',
    refreshText: "We're refreshing this page so you can see pricing options for the institution you selected.",
    refresh: 'Refresh',
    noInstitutionBanner: 'Add your institution to see all products and pricing options available.',
    verifyBanner: 'Verify your account to get full access to courses you create.',
    userServiceError: 'Due to a system error, we are unable to retrieve full details for this course.',
    userServiceErrorText:
      'Students will not be able to enroll and instructors will not be able to create a course at this time. Please try again later.',
    internalError:
      'Oops, something went wrong. The server encountered an internal error and was unable to complete your request.',
    productErrorCause: 'Error occurred while loading the product data. Product Repository Unavailable!',
    offersErrorCause: 'Error occurred while loading offers for this product. Offers Service Unavailable!',
    availableErrorCause:
      'Error occurred while loading available to buy offers for this product. Available to buy offers Service Unavailable!',
    featureErrorCause: 'Search Service Unavailable!',
    videoBlocked: (host: string) =>
      `This content is hosted by a third party (${host}). To view it, please change your cookie settings to allow cookies from this vendor...`,
    changeSettings: 'Change my settings',
    // ours
    by: 'by',
    edition: 'Edition',
    copyright: (year: number, publisher: string) => `Copyright © ${year}${publisher ? ` ${publisher}` : ''}`,
    isbn: 'ISBN-13:',
    platform: 'Platform:',
    contentPublished: 'Content published:',
    moduleCount: (count: number) => `${count} module${count === 1 ? '' : 's'}`,
    sourceTextbook: 'Source textbook:',
    coverAlt: (name: string) => `Cover of ${name}`,
    loading: 'Loading product details',
    tabsLabel: 'Product information',
    contentsExpand: (label: string) => `Show the sections of ${label}`,
    institution: 'Institution',
    offersTitle: 'Access options',
    offersLoading: 'Loading pricing options',
    offersUnpriced: 'Sign in to see the price.',
    priceAsOf: (time: string) => `Prices as of ${time}`,
    signIn: 'Sign in',
    studentAction: 'Join your course',
    videoTitle: (name: string) => `Video: ${name}`,
    dismiss: 'Dismiss',
    close: 'Close',
    // The one explanation beside the call to action (src/domain/product/product-cta.ts): spec §6
    // strings, §2 for coming soon; the rest ours.
    explanations: {
      registerOrSignIn: 'Register or sign in to see pricing options and to create this course',
      notForInstitution:
        "This course isn't available for your selected institution. Make sure you have the right institution selected above to see pricing options for this course.",
      courseInviteLink: 'You will need a course invite link.',
      comingSoon: 'Offers for this product will be available soon. Please check back later.',
      offline: 'You are offline. Connect to the internet to continue.',
      noOffers: 'There are no offers for this product yet.',
      noInstitution: 'Add your institution to create this course.',
      k12ProductForHigherEd: 'This K-12 product cannot be used with a higher-education institution.',
      noTarget: 'This product cannot be started from the catalogue.',
    },
    availableToBuy: 'Available to buy',
    licenseSeats: (seats: number) => `${seats} seat${seats === 1 ? '' : 's'}`,
    retry: 'Try again',
  },
  productOffline: {
    // ours: a product opened offline that this device has never loaded
    title: 'This product is not on this device yet',
    missing: "You are offline, and this product's details, offers and prices have not been saved on this device.",
    willLoad: 'It will load by itself when the connection returns.',
    onDevice:
      'Meanwhile, the products you have viewed are here, and the search finds every product this device has seen.',
    recentlyViewed: 'Recently viewed',
  },
  productFormats: {
    // Product detail, right side and Features tab pieces (spec §2 "Alternate formats", "Share
    // modal", mobile feature; §8 clipboard). Spec strings: alternateFormats, copied, tbd; the
    // rest are ours.
    alternateFormats: 'Alternate formats',
    compare: 'Compare formats',
    compareTitle: 'Compare formats',
    compareCaption: (title: string) => `The formats of ${title} side by side`,
    currentFormat: 'This page',
    /** The cards' column header over the formats' names (phones; heard, not seen). */
    formatHeader: 'Format',
    rows: {
      platform: 'Platform',
      edition: 'Edition',
      isbn13: 'ISBN-13',
      access: 'Access length',
      price: 'Your price',
      features: 'Main features',
    },
    days: (n: number) => `${n} day${n === 1 ? '' : 's'}`,
    tbd: 'TBD',
    signInForPricing: 'Sign in to see pricing',
    notGiven: 'Not given',
    noOffers: 'Not offered to you',
    loading: 'Loading…',
    loadFailed: 'Could not be loaded',
    close: 'Close',
    isbn: (isbn: string) => `ISBN-13: ${isbn}`,
    // Share modal
    share: 'Share',
    shareTitle: 'Share this page',
    pageAddress: 'Page address',
    copyLink: 'Copy link',
    copied: 'Contents copied to clipboard.',
    copyFailed: 'The link could not be copied. Select the address and copy it.',
    shareWithApp: 'Share with an app',
    // Mobile feature and Features tab
    storeBadges: { android: 'Get it on Google Play', iTunes: 'Download on the App Store' },
    modelFeatures: 'Included in this format',
    seeAllFeatures: 'See all features',
  },
} as const;

/** The shape every locale's product strings take (product-messages.ts `ProductMessages`). */
export type EnUsProductMessages = typeof enUs;

export const catalogue = enUs;
