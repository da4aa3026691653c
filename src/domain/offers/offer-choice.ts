// Which offer the call to action hands off (spec §2 "Offer panel by role", §7 "Primary
// action"): with the billing choice shown, 'Seamless billing' takes the direct-bill offer and
// 'Access card' the access-card offer; without it, the first offer listed. An active K-12 seat
// licence of the institution goes with the hand-off and counts as one more offer. Pure: the
// product page passes the answers of its offers and licences calls.
import type { K12LicenceResponse, Offer } from '../../../contract/wire';
import type { BillingChoice } from './offers';

/** What the call to action sends beside the product (its `lmsFlow` is added by the button). */
export interface OfferHandoff {
  orgId: string | null;
  isDirectBill: boolean;
  isSeatLicense: boolean;
  offerId: string | null;
  licenseId: string | null;
}

export interface OfferChoiceInput {
  offers: readonly Offer[];
  licences: Pick<K12LicenceResponse, 'hasActiveLicense' | 'licenses'> | undefined;
  /** Whether the billing choice is shown (offersBillingChoice, for a higher-ed instructor). */
  showBilling: boolean;
  billing: BillingChoice;
  orgId: string | null;
}

export function chooseOffer({ offers, licences, showBilling, billing, orgId }: OfferChoiceInput): OfferHandoff {
  const activeLicence = licences?.hasActiveLicense ? (licences.licenses.find((l) => l.active) ?? null) : null;
  const isDirectBill = showBilling && billing === 'seamless';
  const wanted = isDirectBill ? 'DIRECT_BILL' : showBilling ? 'ACCESS_CARD' : null;
  const chosen = (wanted ? offers.find((o) => o.offerType.offerTypeCode === wanted) : offers[0]) ?? null;
  return {
    orgId,
    isDirectBill,
    isSeatLicense: activeLicence !== null,
    offerId: chosen?.offerId ?? null,
    // The institution's licence wins over the offer's own: the buyer uses what was bought.
    licenseId: activeLicence?.licenseId ?? chosen?.licenseId ?? null,
  };
}

/**
 * How many offers the panel has, for the call to action's holds (product-cta.ts): the offers
 * plus an active seat licence; 0 when the offers call failed; null while it is still loading.
 */
export function offerCountOf(
  offers: readonly Offer[] | undefined,
  isSeatLicense: boolean,
  failed: boolean,
): number | null {
  if (offers) return offers.length + (isSeatLicense ? 1 : 0);
  return failed ? 0 : null;
}
