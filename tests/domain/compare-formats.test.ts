// The Compare formats view's cells (src/domain/product/compare-formats.ts): each format's
// side (platform, edition, ISBN-13, access length, the price this user would pay, the main
// features), spec §2 (ISBN-13 is the isbn list's second entry; 'TBD' for a price not set;
// offer grouping), §6 (anonymous users see no prices) and §9 (prices with 2 decimals and the
// currency symbol). Expectations written by hand.
import { describe, expect, it } from 'vitest';
import type { Offer, OffersResponse, Product } from '../../contract/wire';
import { compareFormats, offerUserWouldPay, type CompareFormatInput } from '../../src/domain/product/compare-formats';

function product(overrides: Partial<Product> = {}): Product {
  return {
    productId: 'p1',
    uuid: '6f1c0000-0000-4000-8000-000000000001',
    slug: 'biology',
    name: 'Biology',
    authors: [],
    productPlatform: 'etext',
    productModel: { name: 'ETEXT2_PXE', features: ['Flashcards', 'Audio read-aloud'] },
    productType: 'other',
    productStage: 'live',
    audience: 'highered',
    k12: { availableForLicense: false },
    bookEdition: '12e',
    isbn: ['0134093410', '9780134093413'],
    brand: { name: null },
    description: { html: '' },
    comingSoon: false,
    offerType: 'national',
    potentialAction: { useAction: [] },
    disciplines: [],
    ...overrides,
  };
}

function offer(
  id: string,
  kind: Offer['offerType']['offerTypeCode'],
  price: number | null,
  days = 180,
  currency = 'USD',
): Offer {
  return {
    offerId: id,
    licenseId: null,
    orgId: null,
    title: id,
    description: null,
    offerType: {
      offerTypeCode: kind,
      definition: { subscriptionDuration: days, currency, price, isbn: { isbn13: null } },
    },
  };
}

function offers(list: Offer[], overrides: Partial<OffersResponse> = {}): OffersResponse {
  return {
    productId: 'p1',
    offerType: 'national',
    orgId: null,
    country: 'US',
    priced: true,
    offers: list,
    ...overrides,
  };
}

function input(overrides: Partial<CompareFormatInput> = {}): CompareFormatInput {
  return {
    productId: 'p1',
    name: 'Biology',
    platform: 'etext',
    model: 'ETEXT2_PXE',
    isbn13: null,
    product: product(),
    productFailed: false,
    offers: offers([offer('ia', 'INSTANT_ACCESS', 49.99)]),
    offersFailed: false,
    current: true,
    ...overrides,
  };
}

const row = (result: ReturnType<typeof compareFormats>, key: string) => result.rows.find((r) => r.key === key)!.cells;

describe('compareFormats: columns and rows', () => {
  it('puts the current product first, then the formats in their order', () => {
    const result = compareFormats([
      input({ productId: 'r1', name: 'Biology (REVEL)', current: false, product: undefined }),
      input(),
      input({ productId: 'r2', name: 'Biology (print)', current: false, product: undefined }),
    ]);
    expect(result.columns).toEqual([
      { productId: 'p1', name: 'Biology', current: true },
      { productId: 'r1', name: 'Biology (REVEL)', current: false },
      { productId: 'r2', name: 'Biology (print)', current: false },
    ]);
  });

  it('has the rows platform, edition, ISBN-13, access length, price, features in that order', () => {
    expect(compareFormats([input()]).rows.map((r) => r.key)).toEqual([
      'platform',
      'edition',
      'isbn13',
      'access',
      'price',
      'features',
    ]);
  });

  it('reads a loaded product: platform name key, edition, the second ISBN, the model features', () => {
    const result = compareFormats([input()]);
    expect(row(result, 'platform')).toEqual([{ kind: 'platform', key: 'etexts' }]);
    expect(row(result, 'edition')).toEqual([{ kind: 'text', text: '12e' }]);
    expect(row(result, 'isbn13')).toEqual([{ kind: 'text', text: '9780134093413' }]);
    expect(row(result, 'features')).toEqual([{ kind: 'list', items: ['Flashcards', 'Audio read-aloud'] }]);
  });

  it('names each platform as the platform filter does (REVEL, Custom, Collections, Application)', () => {
    const result = compareFormats([
      input({ product: product({ productPlatform: 'revel', productModel: { name: 'REVEL' } }) }),
      input({
        current: false,
        productId: 'c',
        product: product({ productPlatform: 'collection', productModel: { name: 'CUSTOM_COLLECTIONS' } }),
      }),
      input({
        current: false,
        productId: 'd',
        product: product({ productPlatform: 'collection', productModel: { name: 'COLLECTION' } }),
      }),
      input({
        current: false,
        productId: 'e',
        product: product({ productPlatform: 'learning_applications', productModel: { name: 'MEDIA_SHARE' } }),
      }),
    ]);
    expect(row(result, 'platform')).toEqual([
      { kind: 'platform', key: 'courses' },
      { kind: 'platform', key: 'custom' },
      { kind: 'platform', key: 'collections' },
      { kind: 'platform', key: 'application' },
    ]);
  });

  it('shows "none" for a missing edition, a one-entry isbn list and no model features', () => {
    const result = compareFormats([
      input({ product: product({ bookEdition: null, isbn: ['9780134093413'], productModel: { name: 'ETEXT1_PDF' } }) }),
    ]);
    expect(row(result, 'edition')).toEqual([{ kind: 'none' }]);
    expect(row(result, 'isbn13')).toEqual([{ kind: 'none' }]);
    expect(row(result, 'features')).toEqual([{ kind: 'none' }]);
  });

  it('before a format has loaded: platform and ISBN from its related record, the rest loading', () => {
    const result = compareFormats([
      input({
        current: false,
        platform: 'revel',
        model: 'REVEL',
        isbn13: '9780135188743',
        product: undefined,
        offers: undefined,
      }),
    ]);
    expect(result.rows.map((r) => r.cells[0])).toEqual([
      { kind: 'platform', key: 'courses' },
      { kind: 'loading' },
      { kind: 'text', text: '9780135188743' },
      { kind: 'loading' },
      { kind: 'loading' },
      { kind: 'loading' },
    ]);
  });

  it('a format whose detail or offers failed says so in those cells', () => {
    const result = compareFormats([
      input({ product: undefined, productFailed: true, offers: undefined, offersFailed: true }),
    ]);
    expect(row(result, 'edition')).toEqual([{ kind: 'failed' }]);
    expect(row(result, 'features')).toEqual([{ kind: 'failed' }]);
    expect(row(result, 'access')).toEqual([{ kind: 'failed' }]);
    expect(row(result, 'price')).toEqual([{ kind: 'failed' }]);
  });
});

describe('compareFormats: access length and price for this user', () => {
  it("a signed-in caller's price: symbol, 2 decimals, code; access in days", () => {
    const result = compareFormats([input({ offers: offers([offer('ia', 'INSTANT_ACCESS', 49.99, 180)]) })]);
    expect(row(result, 'access')).toEqual([{ kind: 'days', days: 180 }]);
    expect(row(result, 'price')).toEqual([{ kind: 'price', text: '$49.99 USD' }]);
  });

  it("other currencies get their own symbol (GBP '£')", () => {
    const result = compareFormats([input({ offers: offers([offer('ia', 'INSTANT_ACCESS', 1250, 365, 'GBP')]) })]);
    expect(row(result, 'price')).toEqual([{ kind: 'price', text: '£1,250.00 GBP' }]);
  });

  it("a price not set reads 'TBD' for a signed-in caller", () => {
    const result = compareFormats([input({ offers: offers([offer('db', 'DIRECT_BILL', null, 365)]) })]);
    expect(row(result, 'price')).toEqual([{ kind: 'tbd' }]);
    expect(row(result, 'access')).toEqual([{ kind: 'days', days: 365 }]);
  });

  it('an anonymous caller (offers unpriced) is asked to sign in; the access length still shows', () => {
    const result = compareFormats([
      input({ offers: offers([offer('ia', 'INSTANT_ACCESS', null, 90)], { priced: false }) }),
    ]);
    expect(row(result, 'price')).toEqual([{ kind: 'signIn' }]);
    expect(row(result, 'access')).toEqual([{ kind: 'days', days: 90 }]);
  });

  it('no offers at all: nothing to pay, no access length', () => {
    const result = compareFormats([input({ offers: offers([]) })]);
    expect(row(result, 'price')).toEqual([{ kind: 'none' }]);
    expect(row(result, 'access')).toEqual([{ kind: 'none' }]);
  });
});

describe('offerUserWouldPay', () => {
  it('national with a direct bill offer: the direct bill offer (spec §2 "only direct bill")', () => {
    const response = offers([offer('ia', 'INSTANT_ACCESS', 20), offer('db', 'DIRECT_BILL', 60)]);
    expect(offerUserWouldPay(response)?.offerId).toBe('db');
  });

  it('institutional: direct bill comes first in the panel order, so it is the one', () => {
    const response = offers([offer('ia', 'INSTANT_ACCESS', 20), offer('db', 'DIRECT_BILL', 60)], {
      offerType: 'institutional',
    });
    expect(offerUserWouldPay(response)?.offerId).toBe('db');
  });

  it('national without direct bill: instant access before access card', () => {
    const response = offers([offer('card', 'ACCESS_CARD', 10), offer('ia', 'INSTANT_ACCESS', 30)]);
    expect(offerUserWouldPay(response)?.offerId).toBe('ia');
  });

  it('a free trial only when nothing else is offered', () => {
    expect(
      offerUserWouldPay(offers([offer('trial', 'FREE_TRIAL', 0, 14), offer('card', 'ACCESS_CARD', 80)]))?.offerId,
    ).toBe('card');
    expect(offerUserWouldPay(offers([offer('trial', 'FREE_TRIAL', 0, 14)]))?.offerId).toBe('trial');
  });

  it('within the group, the lowest set price', () => {
    const response = offers([
      offer('ia-365', 'INSTANT_ACCESS', 89.99, 365),
      offer('ia-tbd', 'INSTANT_ACCESS', null, 90),
      offer('ia-180', 'INSTANT_ACCESS', 59.99, 180),
    ]);
    expect(offerUserWouldPay(response)?.offerId).toBe('ia-180');
  });

  it('seat licences alone are nothing a user pays for here', () => {
    expect(offerUserWouldPay(offers([offer('seat', 'SEAT_LICENSE', 5)]))).toBeNull();
  });
});

describe('compareFormats: a failed refetch', () => {
  it('keeps showing the offers already had', () => {
    const result = compareFormats([input({ offersFailed: true })]);
    expect(row(result, 'price')).toEqual([{ kind: 'price', text: '$49.99 USD' }]);
  });
});
