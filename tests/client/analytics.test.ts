// The analytics queue in the browser: nothing without consent, nothing personal, a
// bounded queue that waits offline (and survives in localStorage), emptied when consent goes.
// The real sending (fetch, sendBeacon to the real server) is covered by e2e/insights.spec.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../src/lib/state/app-jotai';
import { consentAtom } from '../../src/lib/analytics/consent';
import { ANALYTICS_QUEUE_KEY, track } from '../../src/lib/analytics/analytics';
import * as queue from '../../src/lib/analytics/analytics-queue';

const stored = () => JSON.parse(localStorage.getItem(ANALYTICS_QUEUE_KEY) ?? '[]') as Array<{ event: { query?: string } }>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

describe('analytics events', () => {
  beforeEach(() => {
    localStorage.clear();
    setOnline(false); // nothing leaves in these tests
  });
  afterEach(() => {
    appStore.set(consentAtom, null);
    setOnline(true);
  });

  it('records nothing without analytics consent', async () => {
    appStore.set(consentAtom, false);
    track({ type: 'suggestion-click', query: 'biology' });
    await settle();
    expect(localStorage.getItem(ANALYTICS_QUEUE_KEY)).toBeNull();
  });

  it('with consent, queues events offline, keeps them through a send attempt, at most 200', async () => {
    appStore.set(consentAtom, true);
    track({ type: 'suggestion-click', query: 'biology' });
    await settle();
    expect(stored().map((q) => q.event.query)).toEqual(['biology']);
    await queue.send('fetch'); // offline: stays
    expect(stored()).toHaveLength(1);
    for (let i = 0; i < 210; i++) queue.enqueue({ type: 'suggestion-click', query: `q${i}` }, Date.now());
    const kept = stored();
    expect(kept).toHaveLength(200);
    expect(kept[199]!.event.query).toBe('q209'); // the oldest went first
  });

  it('drops an event that would carry an email or a token', async () => {
    appStore.set(consentAtom, true);
    track({ type: 'suggestion-click', query: 'jane.doe@example.edu' });
    track({ type: 'suggestion-click', query: 'k3J9xQ2vLm8pR4tW7yZ1aB5cD6eF0gH' });
    await settle();
    expect(localStorage.getItem(ANALYTICS_QUEUE_KEY)).toBeNull();
  });

  it('drops an event whose text the server would refuse (a NUL, a lone surrogate), keeping the good ones', async () => {
    appStore.set(consentAtom, true);
    track({ type: 'suggestion-click', query: 'good before' });
    track({ type: 'suggestion-click', query: 'bio\u0000logy' });
    track({ type: 'facet-click', facet: 'subject', value: 'bio\uD800' });
    track({ type: 'suggestion-click', query: 'good after' });
    await settle();
    expect(stored().map((q) => q.event.query)).toEqual(['good before', 'good after']);
  });

  it('empties the queue when consent is withdrawn', async () => {
    appStore.set(consentAtom, true);
    track({ type: 'product-view', productId: '9780134093413' });
    await settle();
    expect(stored()).toHaveLength(1);
    appStore.set(consentAtom, false);
    expect(localStorage.getItem(ANALYTICS_QUEUE_KEY)).toBeNull();
  });
});
