/**
 * Numbers, prices and dates as each locale writes them, with `Intl`. en-us keeps the spec's
 * own formats exactly (spec §2 'MM/DD/YYYY h:mm A UTC', §9 prices '$49.99 USD'); the other
 * locales take their own separators and date order. A price is always in the currency its
 * offer carries: the locale decides how the figure is written, never what it is in.
 */
import { CURRENCY_SYMBOLS } from '../../../contract/catalogue';
import { DEFAULT_LOCALE, intlTag, type Locale } from '../../../contract/locales';

// Formatters are costly to build and each screen formats many values: one per locale and kind.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** spec §9: USD, AUD, CAD, NZD show a dollar sign; GBP, EUR, TRY their own. Unknown codes show none. */
export function currencySymbol(currency: string): string {
  return (CURRENCY_SYMBOLS as Record<string, string>)[currency] ?? '';
}

function twoDecimals(locale: Locale): Intl.NumberFormat {
  return cached(`2d:${locale}`, () => new Intl.NumberFormat(intlTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
}

/** The locale's currency pattern (where the symbol goes, its spacing), for a well-formed code. */
function currencyPattern(locale: Locale, currency: string): Intl.NumberFormat | null {
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  return cached(`cur:${locale}:${currency}`, () =>
    new Intl.NumberFormat(intlTag(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  );
}

/**
 * spec §2 / §9: currency symbol, the price with 2 decimals, the currency code. en-us:
 * '$49.99 USD', '£1,250.00 GBP'; tr-tr: '₺1.249,50 TRY', '$49,99 USD'. The symbol is the
 * spec's (a dollar sign for every dollar: the code after the figure says which), placed where
 * the locale places a currency sign. null when the price is not set: the panel shows 'TBD'.
 */
export function formatPrice(price: number | null, currency: string, locale: Locale = DEFAULT_LOCALE): string | null {
  if (price === null || !Number.isFinite(price)) return null;
  const symbol = currencySymbol(currency);
  const pattern = locale === DEFAULT_LOCALE ? null : currencyPattern(locale, currency);
  if (!pattern || !symbol) return `${symbol}${twoDecimals(locale).format(price)} ${currency}`;
  const figure = pattern
    .formatToParts(price)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
  return `${figure} ${currency}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * spec §2: "Content-published date (MM/DD/YYYY h:mm A UTC) only at review stage":
 * '03/07/2025 2:05 PM UTC' in en-us; other locales in their own order and clock, still in UTC
 * ('07/03/2025, 14:05 UTC' en-gb, '07.03.2025 14:05 UTC' tr-tr). null for a missing or
 * unreadable date.
 */
export function formatContentPublished(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (locale !== DEFAULT_LOCALE) {
    const format = cached(`pub:${locale}`, () =>
      new Intl.DateTimeFormat(intlTag(locale), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }),
    );
    return `${format.format(date)} UTC`;
  }
  const hours = date.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const ampm = hours < 12 ? 'AM' : 'PM';
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()} ${h12}:${pad(date.getUTCMinutes())} ${ampm} UTC`;
}

/** A moment in the reader's own time zone, as the locale writes it ('Prices as of …'). */
export function formatDateTime(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return date.toLocaleString(intlTag(locale));
}
