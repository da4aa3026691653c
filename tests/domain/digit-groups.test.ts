import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../src/domain/locale/digit-groups.ts';

describe('groupDigits', () => {
  it('groups a count’s digits in threes from the right', () => {
    expect(groupDigits(0, '.')).toBe('0');
    expect(groupDigits(7, '.')).toBe('7');
    expect(groupDigits(999, '.')).toBe('999');
    expect(groupDigits(1000, '.')).toBe('1.000');
    expect(groupDigits(3012, '.')).toBe('3.012');
    expect(groupDigits(24680, '.')).toBe('24.680');
    expect(groupDigits(100000, '.')).toBe('100.000');
    expect(groupDigits(1234567, '.')).toBe('1.234.567');
    expect(groupDigits(1234567, ',')).toBe('1,234,567');
    expect(groupDigits(-1234, '.')).toBe('-1.234');
  });

  it('writes every whole number as Intl’s tr-TR does (the formatter it stands in for)', () => {
    const turkish = new Intl.NumberFormat('tr-TR');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => groupDigits(n, '.') === turkish.format(n)),
      { numRuns: 2000 },
    );
  });
});
