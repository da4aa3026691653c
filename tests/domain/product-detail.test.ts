// spec §2 Product detail summary, §7 primary action and hand-off, §6 verification link.
import { describe, expect, it } from 'vitest';
import {
  authorFullName,
  descriptionText,
  embeddableVideoUrl,
  formatContentPublished,
  gettingStartedText,
  handoffProduct,
  primaryActionUrl,
  productAuthorLine,
  productIsbn13,
  showsFurtherBlock,
  targetOfUseAction,
  verifyFormUrl,
} from '../../src/domain/product/product-detail';
import { accessDaysLabel, subscriptionLabel } from '../../src/domain/offers/offers';
import type { Product } from '../../contract/wire';

describe('productIsbn13 (spec §2: the isbn list’s second entry)', () => {
  it('shows the second entry', () => {
    expect(productIsbn13(['0131234567', '9780131234567'])).toBe('9780131234567');
    expect(productIsbn13(['9780000000001', '9780131234567'])).toBe('9780131234567');
  });
  it('falls back to the only ISBN-13 when the list has one', () => {
    expect(productIsbn13(['9780131234567'])).toBe('9780131234567');
    expect(productIsbn13(['013123456X'])).toBeNull();
  });
});

describe('productAuthorLine (length-limited at 120)', () => {
  it('keeps a short line whole', () => {
    expect(productAuthorLine([{ givenName: 'Ada', familyName: 'Lovelace' }])).toEqual({
      text: 'Ada Lovelace',
      full: 'Ada Lovelace',
    });
  });
  it('cuts a long line at 120 characters plus an ellipsis', () => {
    const authors = Array.from({ length: 12 }, (_, i) => ({ givenName: 'Author', familyName: `Number${i}` }));
    const line = productAuthorLine(authors);
    expect(line.full.length).toBeGreaterThan(120);
    expect(line.text.endsWith('…')).toBe(true);
    expect(Array.from(line.text).length).toBeLessThanOrEqual(121);
    expect(line.text.startsWith('Author Number0, Author Number1')).toBe(true);
  });
});

describe('formatContentPublished (MM/DD/YYYY h:mm A UTC)', () => {
  it('formats afternoon and morning times in UTC', () => {
    expect(formatContentPublished('2025-03-07T14:05:00Z')).toBe('03/07/2025 2:05 PM UTC');
    expect(formatContentPublished('2024-11-30T00:30:00Z')).toBe('11/30/2024 12:30 AM UTC');
    expect(formatContentPublished('2024-01-02T12:00:00+02:00')).toBe('01/02/2024 10:00 AM UTC');
    expect(formatContentPublished('2024-06-15T12:45:00Z')).toBe('06/15/2024 12:45 PM UTC');
  });
  it('gives nothing for a missing or broken date', () => {
    expect(formatContentPublished(null)).toBeNull();
    expect(formatContentPublished('not a date')).toBeNull();
  });
});

describe('day labels (spec §2, §9)', () => {
  it("'N day(s) Subscription', singular for 1", () => {
    expect(subscriptionLabel(1)).toBe('1 day Subscription');
    expect(subscriptionLabel(180)).toBe('180 days Subscription');
  });
  it("access codes: 'N-day access'", () => {
    expect(accessDaysLabel(365)).toBe('365-day access');
  });
});

describe('showsFurtherBlock (spec §2 anonymous: unless collection or review)', () => {
  it('is shown for live eText, hidden for collections and review stage', () => {
    expect(showsFurtherBlock({ productPlatform: 'etext', productStage: 'live' })).toBe(true);
    expect(showsFurtherBlock({ productPlatform: 'collection', productStage: 'live' })).toBe(false);
    expect(showsFurtherBlock({ productPlatform: 'revel', productStage: 'review' })).toBe(false);
  });
});

const product = { productId: '9780131234567', uuid: 'u-1', isbn: ['0131234567', '9780131234567'] };

describe('targetOfUseAction', () => {
  it('uses target.url, else fills the template', () => {
    expect(targetOfUseAction({ name: 'Create', target: { url: '/console/courses/create' } }, product)).toBe(
      '/console/courses/create',
    );
    expect(
      targetOfUseAction(
        { name: 'Customize', target: { urlTemplate: '/console/c?productId={productId}&isbn={isbn}' } },
        product,
      ),
    ).toBe('/console/c?productId=9780131234567&isbn=9780131234567');
  });
  it('refuses javascript:, protocol-relative and plain http targets', () => {
    expect(targetOfUseAction({ name: 'x', target: { url: 'javascript:alert(1)' } }, product)).toBeNull();
    expect(targetOfUseAction({ name: 'x', target: { url: '//evil.example/x' } }, product)).toBeNull();
    expect(targetOfUseAction({ name: 'x', target: { url: 'http://console.example.com/x' } }, product)).toBeNull();
    expect(targetOfUseAction({ name: 'x', target: { url: 'https://console.example.com/x' } }, product)).toBe(
      'https://console.example.com/x',
    );
  });
});

describe('primaryActionUrl (spec §7: current address appended, or the integration token)', () => {
  it('appends the current address as returnUrl', () => {
    expect(
      primaryActionUrl('/console/courses/create', { currentAddress: 'http://h/products/1?uuid=u', lmsToken: null }),
    ).toBe('/console/courses/create?returnUrl=http%3A%2F%2Fh%2Fproducts%2F1%3Fuuid%3Du');
    expect(primaryActionUrl('/c?type=collection', { currentAddress: 'http://h/', lmsToken: null })).toBe(
      '/c?type=collection&returnUrl=http%3A%2F%2Fh%2F',
    );
  });
  it('appends the integration token in the LMS flow', () => {
    expect(primaryActionUrl('/c', { currentAddress: 'http://h/', lmsToken: 'a.b' })).toBe(
      '/c?integration_context_token=a.b',
    );
  });
});

describe('handoffProduct (spec §7 field product)', () => {
  const p = { productId: 'p1', name: 'Biology' } as unknown as Product;
  const context = { orgId: 'ORG-1', isDirectBill: true, isSeatLicense: false, offerId: 'o-1', licenseId: null };
  it('adds orgId, isDirectBill, isSeatLicense, offerId and licenseId', () => {
    expect(handoffProduct(p, { ...context, lmsFlow: false })).toEqual({
      productId: 'p1',
      name: 'Biology',
      orgId: 'ORG-1',
      isDirectBill: true,
      isSeatLicense: false,
      offerId: 'o-1',
      licenseId: null,
    });
  });
  it('removes orgId, isDirectBill and isSeatLicense in the integration-token flow', () => {
    expect(handoffProduct(p, { ...context, lmsFlow: true })).toEqual({
      productId: 'p1',
      name: 'Biology',
      offerId: 'o-1',
      licenseId: null,
    });
  });
});

describe('verifyFormUrl (spec §6)', () => {
  it('carries catalog code, names, email and the forced-logout flag', () => {
    expect(verifyFormUrl('/console/verify', 'P-1', { firstName: 'Uma', lastName: 'Patel', email: 'u@x.edu' })).toBe(
      '/console/verify?catalogCode=P-1&firstName=Uma&lastName=Patel&email=u%40x.edu&forceLogout=true',
    );
  });
});

describe("the tabs' contents (spec §2, §4)", () => {
  it('the description without its markup, trimmed: empty when it is only tags and spaces', () => {
    expect(descriptionText('<p>Cells <b>and</b> tissues</p>\n')).toBe('Cells and tissues');
    expect(descriptionText('  <p> </p> ')).toBe('');
    expect(descriptionText('')).toBe('');
  });

  it('a video shows only from an https host on the embed list', () => {
    const withVideo = (embedUrl: string | null) =>
      ({ video: embedUrl === null ? null : { embedUrl } }) as Pick<Product, 'video'>;
    expect(embeddableVideoUrl(withVideo('https://www.youtube-nocookie.com/embed/abc'))).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
    expect(embeddableVideoUrl(withVideo('http://www.youtube-nocookie.com/embed/abc'))).toBeNull();
    expect(embeddableVideoUrl(withVideo('https://videos.example.org/abc'))).toBeNull();
    expect(embeddableVideoUrl(withVideo(null))).toBeNull();
  });

  it("an author's name: given, additional and family names, the missing ones left out", () => {
    const author = (givenName: string, additionalName: string | undefined, familyName: string) =>
      ({ givenName, additionalName, familyName }) as Product['authors'][number];
    expect(authorFullName(author('Ada', 'King', 'Lovelace'))).toBe('Ada King Lovelace');
    expect(authorFullName(author('Ada', undefined, 'Lovelace'))).toBe('Ada Lovelace');
    expect(authorFullName(author('', '', 'Lovelace'))).toBe('Lovelace');
  });

  it('Getting started: a student reads the student description when there is one', () => {
    const action = { name: 'Open', description: 'For instructors', studentDescription: 'For students' };
    const plain = { name: 'Open', description: 'For everyone' };
    expect(gettingStartedText(action as never, true)).toBe('For students');
    expect(gettingStartedText(action as never, false)).toBe('For instructors');
    expect(gettingStartedText(plain as never, true)).toBe('For everyone');
    expect(gettingStartedText(null, true)).toBeUndefined();
  });
});
