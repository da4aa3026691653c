import { describe, expect, it } from 'vitest';
import { kioskFlag, kioskIdleMs, kioskAnalyticsConsent } from '../../src/domain/session/kiosk';

it('kiosk idle time: seconds to ms, 120 s by default, bounded to 5 s … 24 h', () => {
  expect(kioskIdleMs('30')).toBe(30_000);
  expect(kioskIdleMs(undefined)).toBe(120_000);
  expect(kioskIdleMs('')).toBe(120_000);
  expect(kioskIdleMs('soon')).toBe(120_000);
  expect(kioskIdleMs('1')).toBe(5_000);
  expect(kioskIdleMs('999999')).toBe(86_400_000);
  expect(kioskIdleMs('2.5')).toBe(5_000);
  expect(kioskIdleMs('7.25')).toBe(7_250);
});

it('kiosk flag: 1/true on, 0/false off, anything else unsaid', () => {
  expect(kioskFlag('1')).toBe(true);
  expect(kioskFlag('true')).toBe(true);
  expect(kioskFlag('0')).toBe(false);
  expect(kioskFlag('false')).toBe(false);
  expect(kioskFlag('yes')).toBeNull();
  expect(kioskFlag(null)).toBeNull();
});

describe('kioskAnalyticsConsent', () => {
  it("'all' allows analytics (C0002); anything else, or nothing, is essential cookies only", () => {
    expect(kioskAnalyticsConsent('all')).toBe(true);
    for (const raw of [null, undefined, '', 'essential', 'ALL', '1', 'true'])
      expect(kioskAnalyticsConsent(raw)).toBe(false);
  });
});
