// The Compare formats view (the formats of one title side by side:
// platform, edition, ISBN-13, access length, the price this user would pay, the main
// features). Pure: the view turns these cells into words (src/lib/messages/messages.ts).
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales';
import type { Platform, ProductModelName } from '../../../contract/catalogue';
import type { Offer, OffersResponse, Product } from '../../../contract/wire';
import { platformLabelKey, type PlatformLabelKey } from '../search/autocomplete';
import { formatPrice, groupOffers } from '../offers/offers';

/** One format (a column): what is known before its detail loads, then its detail and offers. */
export interface CompareFormatInput {
  productId: string;
  name: string;
  platform: Platform;
  model: ProductModelName;
  /** The related record's ISBN-13, shown until the detail has loaded. */
  isbn13: string | null;
  /** The product detail; undefined while loading. */
  product: Product | undefined;
  productFailed: boolean;
  /** The offers for this caller; undefined while loading. */
  offers: OffersResponse | undefined;
  offersFailed: boolean;
  /** The product whose page this is. */
  current: boolean;
}

export type CompareCell =
  | { kind: 'text'; text: string }
  | { kind: 'platform'; key: PlatformLabelKey }
  | { kind: 'days'; days: number }
  | { kind: 'price'; text: string }
  /** spec §2: a price not set reads 'TBD'. */
  | { kind: 'tbd' }
  /** Anonymous callers get offers without prices (spec §6). */
  | { kind: 'signIn' }
  | { kind: 'list'; items: string[] }
  /** Nothing to show (no edition, no offers, no features). */
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed' };

export type CompareRowKey = 'platform' | 'edition' | 'isbn13' | 'access' | 'price' | 'features';
/** The rows, in the order. */
export const COMPARE_ROWS: readonly CompareRowKey[] = ['platform', 'edition', 'isbn13', 'access', 'price', 'features'];

export interface CompareColumn {
  productId: string;
  name: string;
  current: boolean;
}

export interface CompareRow {
  key: CompareRowKey;
  cells: CompareCell[];
}

/**
 * The offer whose price and length the user would pay for: the first group in the order the
 * offer panel shows them (spec §2 grouping by institutional/national scope), a free trial only
 * when nothing else is offered; in that group the lowest set price (else its first offer).
 */
export function offerUserWouldPay(response: OffersResponse): Offer | null {
  // Free trials come last in that order, so they count only when nothing else is offered.
  const group = groupOffers(response.offerType, response.offers)[0];
  if (!group) return null;
  const priced = group.offers.filter((o) => o.offerType.definition.price !== null);
  if (priced.length === 0) return group.offers[0] ?? null;
  return priced.reduce((low, o) =>
    (o.offerType.definition.price ?? Infinity) < (low.offerType.definition.price ?? Infinity) ? o : low,
  );
}

const text = (value: string | null | undefined): CompareCell =>
  value ? { kind: 'text', text: value } : { kind: 'none' };

function offerCells(input: CompareFormatInput, locale: Locale): { access: CompareCell; price: CompareCell } {
  // Offers already had (a failed refetch keeps them) are shown; the failure only without them.
  if (!input.offers) {
    const cell: CompareCell = input.offersFailed ? { kind: 'failed' } : { kind: 'loading' };
    return { access: cell, price: cell };
  }
  const offer = offerUserWouldPay(input.offers);
  if (!offer) return { access: { kind: 'none' }, price: { kind: 'none' } };
  const { subscriptionDuration, price, currency } = offer.offerType.definition;
  const access: CompareCell = { kind: 'days', days: subscriptionDuration };
  if (!input.offers.priced) return { access, price: { kind: 'signIn' } };
  const formatted = formatPrice(price, currency, locale);
  return { access, price: formatted === null ? { kind: 'tbd' } : { kind: 'price', text: formatted } };
}

function detailCell(input: CompareFormatInput, read: (p: Product) => CompareCell): CompareCell {
  if (input.product) return read(input.product);
  return input.productFailed ? { kind: 'failed' } : { kind: 'loading' };
}

/** The current product first, then the alternate formats in their order; prices as `locale` writes them. */
export function compareFormats(inputs: readonly CompareFormatInput[], locale: Locale = DEFAULT_LOCALE): {
  columns: CompareColumn[];
  rows: CompareRow[];
} {
  const ordered = [...inputs.filter((i) => i.current), ...inputs.filter((i) => !i.current)];
  const columns = ordered.map((i) => ({ productId: i.productId, name: i.product?.name ?? i.name, current: i.current }));
  const cellsOf = (key: CompareRowKey) =>
    ordered.map((input): CompareCell => {
      switch (key) {
        case 'platform': {
          const p = input.product;
          return {
            kind: 'platform',
            key: platformLabelKey(p?.productPlatform ?? input.platform, p?.productModel.name ?? input.model),
          };
        }
        case 'edition':
          return detailCell(input, (p) => text(p.bookEdition));
        case 'isbn13':
          // spec §2: the ISBN-13 is the isbn list's second entry.
          return input.product
            ? text(input.product.isbn[1])
            : input.isbn13
              ? text(input.isbn13)
              : detailCell(input, () => ({ kind: 'none' }));
        case 'access':
          return offerCells(input, locale).access;
        case 'price':
          return offerCells(input, locale).price;
        case 'features':
          return detailCell(input, (p) => {
            const items = p.productModel.features ?? [];
            return items.length > 0 ? { kind: 'list', items: [...items] } : { kind: 'none' };
          });
      }
    });
  return { columns, rows: COMPARE_ROWS.map((key) => ({ key, cells: cellsOf(key) })) };
}
