// Searches per day (src/domain/insights/insights-per-day.ts): today's partial day is kept out of the chart.
import { describe, expect, it } from 'vitest';
import { perDaySeries } from '../../src/domain/insights/insights-per-day';

const perDay = [
  { day: '2026-11-22', searches: 40, zeroResultSearches: 3 },
  { day: '2026-11-24', searches: 52, zeroResultSearches: 5 },
  { day: '2026-11-25', searches: 2, zeroResultSearches: 0 },
];

describe('perDaySeries', () => {
  it('draws finished days only, zeros included; today is apart as so far', () => {
    const s = perDaySeries('2026-11-22', '2026-11-25', perDay, '2026-11-25');
    // 2026-11-22T00:00Z = 1795305600 s
    expect(s.chart).toEqual([
      [1795305600, 1795392000, 1795478400],
      [40, 0, 52],
      [3, 0, 5],
    ]);
    expect(s.today).toEqual({ day: '2026-11-25', searches: 2, zeroResultSearches: 0 });
    expect(s.rows.map((r) => [r.day, r.searches, r.partial])).toEqual([
      ['2026-11-22', 40, false],
      ['2026-11-23', 0, false],
      ['2026-11-24', 52, false],
      ['2026-11-25', 2, true],
    ]);
  });

  it('a period that ended before today is all finished days', () => {
    const s = perDaySeries('2026-11-22', '2026-11-24', perDay, '2026-11-25');
    expect(s.chart[1]).toEqual([40, 0, 52]);
    expect(s.today).toBeNull();
    expect(s.rows.every((r) => !r.partial)).toBe(true);
  });
});
