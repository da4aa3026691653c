// The offer the call to action hands off and the panel's offer count
// (src/domain/offers/offer-choice.ts), against spec §2 "Offer panel by role".
import { describe, expect, it } from 'vitest';
import type { K12LicenceResponse, Offer } from '../../contract/wire';
import { chooseOffer, offerCountOf } from '../../src/domain/offers/offer-choice';

function offer(id: string, kind: Offer['offerType']['offerTypeCode'], licenseId: string | null = null): Offer {
  return {
    offerId: id,
    licenseId,
    orgId: null,
    title: id,
    description: null,
    offerType: {
      offerTypeCode: kind,
      definition: { subscriptionDuration: 180, currency: 'USD', price: 10, isbn: { isbn13: null } },
    },
  };
}

function licences(...list: Array<{ licenseId: string; active: boolean }>): K12LicenceResponse {
  return {
    productId: 'p1',
    orgId: 'org-1',
    hasActiveLicense: list.some((l) => l.active),
    availableForLicense: true,
    licenses: list.map((l) => ({
      ...l,
      status: l.active ? 'active' : 'expired',
      seats: 30,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
    })),
  };
}

const mixed = [offer('ia', 'INSTANT_ACCESS'), offer('ac', 'ACCESS_CARD'), offer('db', 'DIRECT_BILL')];

describe('the offer handed off', () => {
  it('without the billing choice, takes the first offer listed', () => {
    const handoff = chooseOffer({
      offers: mixed,
      licences: undefined,
      showBilling: false,
      billing: 'seamless',
      orgId: null,
    });
    expect(handoff).toEqual({ orgId: null, isDirectBill: false, isSeatLicense: false, offerId: 'ia', licenseId: null });
  });

  it("'Seamless billing' (the default) takes the direct-bill offer and is direct bill", () => {
    const handoff = chooseOffer({
      offers: mixed,
      licences: undefined,
      showBilling: true,
      billing: 'seamless',
      orgId: 'org-1',
    });
    expect(handoff).toEqual({
      orgId: 'org-1',
      isDirectBill: true,
      isSeatLicense: false,
      offerId: 'db',
      licenseId: null,
    });
  });

  it("'Access card' takes the access-card offer and is not direct bill", () => {
    const handoff = chooseOffer({
      offers: mixed,
      licences: undefined,
      showBilling: true,
      billing: 'accessCard',
      orgId: 'org-1',
    });
    expect(handoff.offerId).toBe('ac');
    expect(handoff.isDirectBill).toBe(false);
  });

  it('the chosen billing with no offer of its kind hands off no offer', () => {
    const handoff = chooseOffer({
      offers: [offer('ia', 'INSTANT_ACCESS')],
      licences: undefined,
      showBilling: true,
      billing: 'accessCard',
      orgId: null,
    });
    expect(handoff.offerId).toBeNull();
  });

  it('no offers: no offer and no licence', () => {
    const handoff = chooseOffer({
      offers: [],
      licences: undefined,
      showBilling: false,
      billing: 'seamless',
      orgId: 'org-1',
    });
    expect(handoff).toEqual({
      orgId: 'org-1',
      isDirectBill: false,
      isSeatLicense: false,
      offerId: null,
      licenseId: null,
    });
  });

  it("the offer's own licence goes with it when the institution holds no active licence", () => {
    const handoff = chooseOffer({
      offers: [offer('ia', 'INSTANT_ACCESS', 'lic-offer')],
      licences: licences({ licenseId: 'old', active: false }),
      showBilling: false,
      billing: 'seamless',
      orgId: 'org-1',
    });
    expect(handoff.isSeatLicense).toBe(false);
    expect(handoff.licenseId).toBe('lic-offer');
  });

  it("an active seat licence of the institution is handed off in place of the offer's", () => {
    const handoff = chooseOffer({
      offers: [offer('ia', 'INSTANT_ACCESS', 'lic-offer')],
      licences: licences({ licenseId: 'old', active: false }, { licenseId: 'now', active: true }),
      showBilling: false,
      billing: 'seamless',
      orgId: 'org-1',
    });
    expect(handoff.isSeatLicense).toBe(true);
    expect(handoff.licenseId).toBe('now');
    expect(handoff.offerId).toBe('ia');
  });
});

describe('how many offers the panel has', () => {
  it('counts the offers, and an active seat licence as one more', () => {
    expect(offerCountOf(mixed, false, false)).toBe(3);
    expect(offerCountOf(mixed, true, false)).toBe(4);
    expect(offerCountOf([], true, false)).toBe(1);
  });

  it('is 0 when the offers call failed and unknown (null) while it loads', () => {
    expect(offerCountOf(undefined, false, true)).toBe(0);
    expect(offerCountOf(undefined, true, false)).toBeNull();
  });
});
