/**
 * Click ranking's evidence rules, for the server and the console: a module of their own (not
 * search-learning.ts, which offline search imports into the precached app) so the console's
 * import of a bound stays in its lazy chunk.
 */

/**
 * What click evidence must show before ranking follows it (issue #41: one address sending made-up
 * visits moved a product from 24th to 15th). Evidence is counted per client address — a keyed
 * hash of it that changes every day (server/modules/insights/client-key.ts), so "an address" is
 * one address on one day — and per visit: a query–product pair needs visits from at least
 * MIN_CLICK_ADDRESSES addresses, and one address adds at most ADDRESS_DAY_CAP visit per product
 * and day however many visits it claims (shared among the queries it came through).
 */
export const MIN_CLICK_ADDRESSES = 3;
export const ADDRESS_DAY_CAP = 1;
/** Query–product pairs the console lists as the ranking's movers. */
export const CLICK_MOVERS_MAX = 20;

/**
 * A query–product pair with click evidence, for the console: what moves the ranking, and the
 * figures that tell many people from one eager address.
 */
export interface ClickMover {
  /** The normalised query (as insights counts it). */
  query: string;
  productId: string;
  name: string | null;
  /** Visits that opened the product from that query's served results. */
  visits: number;
  /** Addresses (one address on one day counts once) those visits came from. */
  addresses: number;
  /** Visits of the address with the most of them: near `visits` means one address did it. */
  topAddressVisits: number;
  /** Result clicks whose search the server never served (a made-up query id): never counted. */
  unserved: number;
  /** The boost ranking adds now (0 when the evidence falls short, or the switch is off). */
  boost: number;
}
