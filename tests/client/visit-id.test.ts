// The visit id analytics events carry (search learning): random, per tab, renewed after 30 idle minutes, forgotten on request.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetVisit, visitIdAt, VISIT_IDLE_MS } from '../../src/lib/visit-id';
import { VISIT_ID_PATTERN } from '../../contract/search-learning';

describe('visit id', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps one id while events follow within 30 minutes, a new one after a longer pause', () => {
    const first = visitIdAt(0);
    expect(first).toMatch(new RegExp(VISIT_ID_PATTERN));
    expect(visitIdAt(VISIT_IDLE_MS - 1)).toBe(first);
    expect(visitIdAt(2 * VISIT_IDLE_MS - 2)).toBe(first); // each event restarts the idle time
    expect(visitIdAt(3 * VISIT_IDLE_MS)).not.toBe(first);
  });

  it('starts a new visit once forgotten (consent withdrawn)', () => {
    const first = visitIdAt(0);
    forgetVisit();
    expect(window.sessionStorage.getItem('exchange.visit')).toBeNull();
    expect(visitIdAt(1)).not.toBe(first);
  });
});
