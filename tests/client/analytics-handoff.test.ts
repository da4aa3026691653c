// A visitor who searches and leaves at once: the event is recorded before the queue's chunk
// has arrived, and the page goes away before it does. The event must not be lost: it is kept
// on the device and sent from the next visit. Each "visit" is a fresh copy of the modules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const QUEUE_KEY = 'exchange.analyticsQueue';
const PENDING_KEY = 'exchange.analyticsPending';
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const queries = (key: string) =>
  (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ event: { query?: string } }>).map((q) => q.event.query);

async function newVisit() {
  vi.resetModules();
  const analytics = await import('../../src/lib/analytics/analytics');
  const { appStore } = await import('../../src/lib/state/app-jotai');
  const { consentAtom } = await import('../../src/lib/analytics/consent');
  return { ...analytics, grantConsent: () => appStore.set(consentAtom, true) };
}

describe('events recorded before the queue arrives', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true }); // nothing leaves
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });

  it('are kept when the page is left first, and queued by the next visit', async () => {
    // The left page's chunk never arrives (the page is gone).
    vi.doMock('../../src/lib/analytics/analytics-queue', () => new Promise(() => {}));
    const first = await newVisit();
    first.grantConsent();
    first.track({ type: 'search', query: 'biology', results: 12 });
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(queries(PENDING_KEY)).toEqual(['biology']);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();

    vi.doUnmock('../../src/lib/analytics/analytics-queue');
    await newVisit();
    await vi.waitFor(() => expect(queries(QUEUE_KEY)).toEqual(['biology']));
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('are forgotten with the consent', async () => {
    const visit = await newVisit();
    visit.grantConsent();
    visit.track({ type: 'search', query: 'chemistry', results: 3 });
    window.dispatchEvent(new Event('pagehide'));
    expect(queries(PENDING_KEY)).toEqual(['chemistry']);
    const { appStore } = await import('../../src/lib/state/app-jotai');
    const { consentAtom } = await import('../../src/lib/analytics/consent');
    appStore.set(consentAtom, false);
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    await settle();
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });
});
