// Click ranking rules (server/modules/learning/click-ranking.ts): bounded, decaying, minimum evidence, tiers kept.
import { describe, expect, it } from 'vitest';
import { boostedScore, clickBoost, MAX_BOOST, visitWeight } from '../../../server/modules/learning/click-ranking.ts';

describe('click ranking rules', () => {
  it('halves a visit every 14 days', () => {
    expect(visitWeight(0)).toBe(1);
    expect(visitWeight(14)).toBe(0.5);
    expect(visitWeight(28)).toBe(0.25);
    expect(visitWeight(-3)).toBe(1); // a device clock ahead counts as now
  });

  it('gives nothing under three visits, then grows and stays under the bound', () => {
    expect(clickBoost(2, 2, 2)).toBe(0);
    expect(clickBoost(4, 4, 4)).toBe(0.25); // half the bound at weight 4
    expect(clickBoost(12, 12, 12)).toBe(0.375);
    expect(clickBoost(1e9, 1e9, 1e9)).toBeLessThan(MAX_BOOST);
    expect(clickBoost(0, 5, 5)).toBe(0);
  });

  it('gives nothing to evidence from fewer than three addresses, however many visits they claim (issue #41)', () => {
    expect(clickBoost(2, 24, 2)).toBe(0);
    expect(clickBoost(3, 24, 3)).toBeCloseTo(0.5 * 3 / 7, 12);
  });

  it('moves a score within its tier only: an exact title (8) stays above any boosted lower tier', () => {
    expect(boostedScore(2.1, 0.3)).toBeCloseTo(2.4, 6);
    expect(boostedScore(2.8, 0.5)).toBe(2.999);
    expect(boostedScore(0.95, 0.5)).toBeLessThan(1);
    expect(boostedScore(4.99, 0.5)).toBeLessThan(8);
    expect(boostedScore(8.0, 0)).toBe(8);
  });
});
