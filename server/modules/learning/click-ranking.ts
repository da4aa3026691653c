/**
 * Ranking that follows clicks, within bounds, pure rules.
 *
 * For a normalised query, each product opened from its results gets a weight: the addresses that
 * opened it (contract/search-learning.ts: one address on one day adds at most ADDRESS_DAY_CAP,
 * however many visits it claims), each worth 0.5^(age / HALF_LIFE_DAYS) at its latest click,
 * so old habits fade. Only clicks on searches the server served count (a made-up query id proves
 * nothing). Pairs opened in fewer than MIN_VISITS visits, or from fewer than
 * MIN_CLICK_ADDRESSES addresses, get nothing: a few visits, or one address making up many,
 * cannot steer it (issue #41). The boost grows with the weight and saturates below MAX_BOOST.
 *
 * The search adds the boost to the fraction of the text score only, capped below the next
 * whole point (search-repository's score: whole points for exact title 8, exact author 4, title
 * start 2 / contains 1; the text rank below 1). So a clicked product overtakes only products of
 * the same known-item tier, i.e. of similar text relevance; an exact title (8) always stays
 * above, and ISBN searches are never boosted.
 */
import { MIN_CLICK_ADDRESSES } from '../../../contract/click-evidence.ts';

export const MAX_BOOST = 0.5;
/** The weight at which the boost is half of MAX_BOOST. */
export const HALF_BOOST_WEIGHT = 4;
export const HALF_LIFE_DAYS = 14;
export const MIN_VISITS = 3;
/** Products boosted per query at most (the best supported). */
export const MAX_BOOSTED = 50;
/** The fraction of a score never reaches 1: the next tier stays above. */
export const TIER_CAP = 0.999;

/** What one visit's click is worth after `ageDays`. */
export function visitWeight(ageDays: number): number {
  return 0.5 ** (Math.max(0, ageDays) / HALF_LIFE_DAYS);
}

/** The boost of a product with this evidence (0 below the minimum of visits or of addresses). */
export function clickBoost(weight: number, visits: number, addresses: number): number {
  if (visits < MIN_VISITS || addresses < MIN_CLICK_ADDRESSES || !(weight > 0)) return 0;
  return (MAX_BOOST * weight) / (weight + HALF_BOOST_WEIGHT);
}

/** A score with a boost: the whole points stay, the fraction grows but stays below the next point. */
export function boostedScore(score: number, boost: number): number {
  const tier = Math.floor(score);
  return tier + Math.min(score - tier + boost, TIER_CAP);
}
