// The student offers of the product page (spec §2 "Offer panel by role", §3 Offer, §9 prices
// and currencies): which groups show, in what order, how a price and a duration read, which
// footnotes apply, and the K-12 purchase section. Pure: the offer panel formats the words
// (src/lib/messages/messages.ts) from what these return.
import type { Offer } from '../../../contract/wire';
import type { OfferKind } from '../../../contract/catalogue';

/** Whose offers these are (GET /api/products/offers answers `offerType`). */
export type OfferScope = 'institutional' | 'national';
/** The kinds a student can buy; seat licences are the K-12 buyer's (spec §2 K-12 buyer). */
export type StudentOfferKind = Exclude<OfferKind, 'SEAT_LICENSE'>;

export interface OfferGroup {
  kind: StudentOfferKind;
  offers: Offer[];
}

/**
 * spec §2: institutional offers: direct bill, instant access, access card, free trial groups;
 * national with a direct bill offer: only direct bill; national without: instant access,
 * access card, free trial. Empty groups are left out; offers keep their order.
 */
export function groupOffers(scope: OfferScope, offers: readonly Offer[]): OfferGroup[] {
  const ofKind = (kind: StudentOfferKind) => offers.filter((o) => o.offerType.offerTypeCode === kind);
  const hasDirectBill = ofKind('DIRECT_BILL').length > 0;
  const kinds: StudentOfferKind[] =
    scope === 'institutional'
      ? ['DIRECT_BILL', 'INSTANT_ACCESS', 'ACCESS_CARD', 'FREE_TRIAL']
      : hasDirectBill
        ? ['DIRECT_BILL']
        : ['INSTANT_ACCESS', 'ACCESS_CARD', 'FREE_TRIAL'];
  return kinds.map((kind) => ({ kind, offers: ofKind(kind) })).filter((g) => g.offers.length > 0);
}

/**
 * spec §2 'Student access options': shown only when offers exist and the user has an
 * institution or is a student or student-instructor.
 */
export function showsStudentOffers(input: {
  offerCount: number;
  hasInstitution: boolean;
  isStudent: boolean;
  isStudentInstructor: boolean;
}): boolean {
  return input.offerCount > 0 && (input.hasInstitution || input.isStudent || input.isStudentInstructor);
}

// spec §2 / §9 prices ('$49.99 USD'), written as the reader's locale writes figures.
export { currencySymbol, formatPrice } from '../locale/formats';

/** Which footnotes an offer line carries (spec §2); the panel prints each footnote once. */
export type OfferFootnote = 'bookstore' | 'directPurchase';

/**
 * spec §2: access cards get an asterisk and the footnote 'Bookstore pricing may vary.';
 * direct-purchase pricing (the institution buying directly from the provider: direct bill)
 * is marked too, with 'Pricing shown reflects cost when institutions purchase directly from
 * the provider'. Lines without a price ('TBD') carry no pricing footnote.
 */
export function offerFootnote(offer: Offer): OfferFootnote | null {
  if (offer.offerType.definition.price === null) return null;
  switch (offer.offerType.offerTypeCode) {
    case 'ACCESS_CARD':
      return 'bookstore';
    case 'DIRECT_BILL':
      return 'directPurchase';
    default:
      return null;
  }
}

/** The footnotes a panel shows, in a fixed order, each once; the mark is '*' then '**'. */
export function panelFootnotes(groups: readonly OfferGroup[]): Array<{ footnote: OfferFootnote; mark: string }> {
  const used = new Set(groups.flatMap((g) => g.offers.map(offerFootnote)).filter((f) => f !== null));
  const order: OfferFootnote[] = ['bookstore', 'directPurchase'];
  return order.filter((f) => used.has(f)).map((footnote, i) => ({ footnote, mark: '*'.repeat(i + 1) }));
}

// --- K-12 purchase options (spec §2) ------------------------------------------------------

export type K12PurchaseSection = 'institutional' | 'student' | 'combined' | 'comingSoon';

/**
 * spec §2: only access-code offers: 'Institutional purchase options'; only instant or
 * temporary offers: 'Student purchase options'; both: the combined view; coming soon with no
 * offers: 'Student purchase options' with 'Offers for this product will be available soon.
 * Please check back later.' null: nothing to show.
 */
export function k12PurchaseSection(offers: readonly Offer[], comingSoon: boolean): K12PurchaseSection | null {
  const kinds = new Set(offers.map((o) => o.offerType.offerTypeCode));
  const accessCodes = kinds.has('ACCESS_CARD');
  const studentKinds = kinds.has('INSTANT_ACCESS') || kinds.has('FREE_TRIAL');
  if (accessCodes && studentKinds) return 'combined';
  if (accessCodes) return 'institutional';
  if (studentKinds) return 'student';
  return comingSoon && offers.length === 0 ? 'comingSoon' : null;
}

// --- billing choice (spec §2, §5) ---------------------------------------------------------

export const BILLING_CHOICES = ['seamless', 'accessCard'] as const;
export type BillingChoice = (typeof BILLING_CHOICES)[number];

/**
 * spec §2: instructors choose 'Seamless billing' (direct bill, the default) or 'Access card'
 * when their institution offers direct digital access (an institutional direct-bill offer).
 */
export function offersBillingChoice(input: { isInstructor: boolean; scope: OfferScope; offers: readonly Offer[] }): boolean {
  return (
    input.isInstructor &&
    input.scope === 'institutional' &&
    input.offers.some((o) => o.offerType.offerTypeCode === 'DIRECT_BILL')
  );
}

/** spec §5: the billing radio must be one of two values; anything else reads as the default. */
export function billingChoiceOf(value: string | null | undefined): BillingChoice {
  return (BILLING_CHOICES as readonly string[]).includes(value ?? '') ? (value as BillingChoice) : 'seamless';
}

// --- durations (spec §2, §9) ----------------------------------------------------------------

/** spec §2: 'N day(s) Subscription', singular for 1: '1 day Subscription', '180 days Subscription'. */
export function subscriptionLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} Subscription`;
}

/** spec §9: "Access codes show 'N-day access'": '365-day access'. */
export function accessDaysLabel(days: number): string {
  return `${days}-day access`;
}
