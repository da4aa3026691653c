// The product page's student offers (src/domain/offers/offers.ts) against spec §2 "Offer panel by
// role" and §9 prices and currencies, clause by clause.
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../contract/wire';
import {
  billingChoiceOf,
  currencySymbol,
  formatPrice,
  groupOffers,
  k12PurchaseSection,
  offerFootnote,
  offersBillingChoice,
  panelFootnotes,
  showsStudentOffers,
} from '../../src/domain/offers/offers';

function offer(id: string, kind: Offer['offerType']['offerTypeCode'], price: number | null = 10, currency = 'USD'): Offer {
  return {
    offerId: id,
    licenseId: null,
    orgId: null,
    title: id,
    description: null,
    offerType: {
      offerTypeCode: kind,
      definition: { subscriptionDuration: 180, currency, price, isbn: { isbn13: null } },
    },
  };
}

const ids = (groups: ReturnType<typeof groupOffers>) => groups.map((g) => [g.kind, g.offers.map((o) => o.offerId)]);

describe('groupOffers (spec §2)', () => {
  const all = [
    offer('trial', 'FREE_TRIAL'),
    offer('card', 'ACCESS_CARD'),
    offer('instant', 'INSTANT_ACCESS'),
    offer('bill', 'DIRECT_BILL'),
    offer('instant-2', 'INSTANT_ACCESS'),
  ];
  it('institutional: direct bill, instant access, access card, free trial', () => {
    expect(ids(groupOffers('institutional', all))).toEqual([
      ['DIRECT_BILL', ['bill']],
      ['INSTANT_ACCESS', ['instant', 'instant-2']],
      ['ACCESS_CARD', ['card']],
      ['FREE_TRIAL', ['trial']],
    ]);
  });
  it('national with a direct bill offer: only direct bill', () => {
    expect(ids(groupOffers('national', all))).toEqual([['DIRECT_BILL', ['bill']]]);
  });
  it('national without direct bill: instant access, access card, free trial', () => {
    const national = all.filter((o) => o.offerId !== 'bill');
    expect(ids(groupOffers('national', national))).toEqual([
      ['INSTANT_ACCESS', ['instant', 'instant-2']],
      ['ACCESS_CARD', ['card']],
      ['FREE_TRIAL', ['trial']],
    ]);
  });
  it('leaves out empty groups and seat licences', () => {
    expect(ids(groupOffers('institutional', [offer('seat', 'SEAT_LICENSE'), offer('card', 'ACCESS_CARD')]))).toEqual([
      ['ACCESS_CARD', ['card']],
    ]);
    expect(groupOffers('national', [])).toEqual([]);
  });
});

describe('showsStudentOffers (spec §2 Student access options)', () => {
  const base = { offerCount: 2, hasInstitution: false, isStudent: false, isStudentInstructor: false };
  it('needs offers', () => {
    expect(showsStudentOffers({ ...base, offerCount: 0, isStudent: true, hasInstitution: true })).toBe(false);
  });
  it('and an institution, or a student, or a student-instructor', () => {
    expect(showsStudentOffers(base)).toBe(false);
    expect(showsStudentOffers({ ...base, hasInstitution: true })).toBe(true);
    expect(showsStudentOffers({ ...base, isStudent: true })).toBe(true);
    expect(showsStudentOffers({ ...base, isStudentInstructor: true })).toBe(true);
  });
});

describe('prices (spec §9)', () => {
  it('USD, AUD, CAD, NZD show a dollar sign; GBP, EUR, TRY their own', () => {
    expect(['USD', 'AUD', 'CAD', 'NZD', 'GBP', 'EUR', 'TRY'].map(currencySymbol)).toEqual(['$', '$', '$', '$', '£', '€', '₺']);
  });
  it('symbol, two decimals, currency code', () => {
    expect(formatPrice(49.99, 'USD')).toBe('$49.99 USD');
    expect(formatPrice(5, 'NZD')).toBe('$5.00 NZD');
    expect(formatPrice(0, 'EUR')).toBe('€0.00 EUR');
    expect(formatPrice(1250.5, 'GBP')).toBe('£1,250.50 GBP');
    expect(formatPrice(19.999, 'TRY')).toBe('₺20.00 TRY');
  });
  it("no price: null, which the panel shows as 'TBD'", () => {
    expect(formatPrice(null, 'USD')).toBeNull();
    expect(formatPrice(Number.NaN, 'USD')).toBeNull();
  });
});

describe('footnotes (spec §2)', () => {
  it('access cards: bookstore pricing; direct bill: direct-purchase pricing; others none', () => {
    expect(offerFootnote(offer('c', 'ACCESS_CARD'))).toBe('bookstore');
    expect(offerFootnote(offer('b', 'DIRECT_BILL'))).toBe('directPurchase');
    expect(offerFootnote(offer('i', 'INSTANT_ACCESS'))).toBeNull();
    expect(offerFootnote(offer('t', 'FREE_TRIAL'))).toBeNull();
  });
  it("a line without a price ('TBD') carries no pricing footnote", () => {
    expect(offerFootnote(offer('b', 'DIRECT_BILL', null))).toBeNull();
  });
  it('each footnote once per panel, marked * then **', () => {
    const groups = groupOffers('institutional', [
      offer('b', 'DIRECT_BILL'),
      offer('c1', 'ACCESS_CARD'),
      offer('c2', 'ACCESS_CARD'),
    ]);
    expect(panelFootnotes(groups)).toEqual([
      { footnote: 'bookstore', mark: '*' },
      { footnote: 'directPurchase', mark: '**' },
    ]);
    expect(panelFootnotes(groupOffers('national', [offer('b', 'DIRECT_BILL')]))).toEqual([
      { footnote: 'directPurchase', mark: '*' },
    ]);
  });
});

describe('k12PurchaseSection (spec §2 K-12 purchase section)', () => {
  it("only access-code offers: 'Institutional purchase options'", () => {
    expect(k12PurchaseSection([offer('c', 'ACCESS_CARD')], false)).toBe('institutional');
  });
  it("only instant or temporary offers: 'Student purchase options'", () => {
    expect(k12PurchaseSection([offer('i', 'INSTANT_ACCESS')], false)).toBe('student');
    expect(k12PurchaseSection([offer('t', 'FREE_TRIAL')], false)).toBe('student');
  });
  it('both: the combined view', () => {
    expect(k12PurchaseSection([offer('c', 'ACCESS_CARD'), offer('t', 'FREE_TRIAL')], false)).toBe('combined');
  });
  it('coming soon with no offers; nothing without offers otherwise', () => {
    expect(k12PurchaseSection([], true)).toBe('comingSoon');
    expect(k12PurchaseSection([], false)).toBeNull();
  });
});

describe('billing choice (spec §2, §5)', () => {
  const bill = [offer('b', 'DIRECT_BILL'), offer('c', 'ACCESS_CARD')];
  it('for instructors whose institution offers direct digital access', () => {
    expect(offersBillingChoice({ isInstructor: true, scope: 'institutional', offers: bill })).toBe(true);
    expect(offersBillingChoice({ isInstructor: false, scope: 'institutional', offers: bill })).toBe(false);
    expect(offersBillingChoice({ isInstructor: true, scope: 'national', offers: bill })).toBe(false);
    expect(offersBillingChoice({ isInstructor: true, scope: 'institutional', offers: [offer('c', 'ACCESS_CARD')] })).toBe(false);
  });
  it("one of two values, 'Seamless billing' by default", () => {
    expect(billingChoiceOf('accessCard')).toBe('accessCard');
    expect(billingChoiceOf('seamless')).toBe('seamless');
    expect(billingChoiceOf('cash')).toBe('seamless');
    expect(billingChoiceOf(null)).toBe('seamless');
  });
});
