import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../contract/catalogue.ts';
import { formatContentPublished, formatDateTime, formatPrice } from '../../src/domain/locale/formats.ts';

/** The en-us price as the spec writes it (spec §9), before prices had a locale. */
function specPrice(price: number, currency: string): string {
  const symbols: Record<string, string> = { USD: '$', CAD: '$', AUD: '$', NZD: '$', GBP: '£', EUR: '€', TRY: '₺' };
  const figure = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price);
  return `${symbols[currency] ?? ''}${figure} ${currency}`;
}

describe('formatPrice', () => {
  it('en-us: symbol, 2 decimals, code, exactly as spec §9', () => {
    expect(formatPrice(49.99, 'USD')).toBe('$49.99 USD');
    expect(formatPrice(1250, 'GBP', 'en-us')).toBe('£1,250.00 GBP');
    expect(formatPrice(10, 'TRY', 'en-us')).toBe('₺10.00 TRY');
    expect(formatPrice(10, 'JPY', 'en-us')).toBe('10.00 JPY');
    expect(formatPrice(null, 'USD')).toBeNull();
    expect(formatPrice(Number.NaN, 'USD')).toBeNull();
  });

  it('en-us never differs from the spec’s format, for any price and currency', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.constantFrom(...CURRENCIES, 'JPY', 'XX'), (price, currency) => {
        expect(formatPrice(price, currency, 'en-us')).toBe(specPrice(price, currency));
      }),
    );
  });

  it('other locales write the figure their way, in the currency the offer carries', () => {
    expect(formatPrice(1249.5, 'TRY', 'tr-tr')).toBe('₺1.249,50 TRY');
    expect(formatPrice(49.99, 'USD', 'tr-tr')).toBe('$49,99 USD');
    expect(formatPrice(1249.99, 'GBP', 'en-gb')).toBe('£1,249.99 GBP');
    expect(formatPrice(1249.99, 'EUR', 'en-gb')).toBe('€1,249.99 EUR');
    // A dollar is a dollar sign in every locale (spec §9); the code says which.
    expect(formatPrice(59, 'AUD', 'en-au')).toBe('$59.00 AUD');
    expect(formatPrice(59, 'CAD', 'en-ca')).toBe('$59.00 CAD');
    expect(formatPrice(59, 'NZD', 'en-nz')).toBe('$59.00 NZD');
    expect(formatPrice(59, 'USD', 'en-ca')).toBe('$59.00 USD');
    // Never converted: the same figure whatever the locale.
    expect(formatPrice(59, 'USD', 'en-gb')).toBe('$59.00 USD');
    // A code the spec gives no symbol: no symbol, the code after the figure.
    expect(formatPrice(10, 'JPY', 'tr-tr')).toBe('10,00 JPY');
  });
});

describe('formatContentPublished', () => {
  const iso = '2025-03-07T14:05:00Z';
  it('en-us: MM/DD/YYYY h:mm A UTC (spec §2)', () => {
    expect(formatContentPublished(iso)).toBe('03/07/2025 2:05 PM UTC');
    expect(formatContentPublished('2025-12-31T00:09:00Z', 'en-us')).toBe('12/31/2025 12:09 AM UTC');
    expect(formatContentPublished(null)).toBeNull();
    expect(formatContentPublished('not a date', 'tr-tr')).toBeNull();
  });

  it('other locales: their own day order and clock, in UTC', () => {
    expect(formatContentPublished(iso, 'en-gb')).toBe('07/03/2025, 14:05 UTC');
    expect(formatContentPublished(iso, 'en-au')).toBe('07/03/2025, 2:05 pm UTC');
    expect(formatContentPublished(iso, 'en-ca')).toBe('2025-03-07, 2:05 p.m. UTC');
    expect(formatContentPublished(iso, 'tr-tr')).toBe('07.03.2025 14:05 UTC');
  });
});

describe('formatDateTime', () => {
  it('en-us is what toLocaleString wrote before locales', () => {
    const date = new Date(2025, 2, 7, 14, 5, 9);
    expect(formatDateTime(date)).toBe(date.toLocaleString('en-us'));
    expect(formatDateTime(date, 'tr-tr')).toBe('07.03.2025 14:05:09');
  });
});
