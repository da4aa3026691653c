// The personal-data registry, the fail-safe IndexedDB store, prices
// kept for one session only, and a persister that survives a denied or full IndexedDB.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import {
  clearPersonalData,
  registerPersonalDataClear,
  resetPersonalDataRegistry,
} from '../../src/lib/storage/personal-data';
import { STORE_TIMEOUT_MS, boundedKeyval, createSafeKeyval, type KeyvalStore } from '../../src/lib/storage/safe-keyval';
import {
  PERSIST_BUSTER,
  PERSIST_HANDOFF_KEY,
  PERSIST_KEY,
  PERSIST_MAX_AGE,
  QUERY_GC_TIME,
  createIdbPersister,
  createQueryClient,
  dehydrateOptions,
  priceSessionStart,
  withoutEarlierSessionsPrices,
} from '../../src/lib/storage/query-client';
import { isKiosk, kioskIdleSetting, resetKioskSettings } from '../../src/lib/session/kiosk';

/** A store whose every call fails, as IndexedDB does when denied or over quota. */
const failingStore: KeyvalStore = {
  get: () => Promise.reject(new DOMException('denied', 'SecurityError')),
  set: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
  del: () => Promise.reject(new DOMException('denied', 'SecurityError')),
};

function memoryStore(): KeyvalStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (k) => data.get(k),
    set: async (k, v) => void data.set(k, v),
    del: async (k) => void data.delete(k),
  };
}

function query(key: unknown[], dataUpdatedAt: number) {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    state: { data: { v: 1 }, dataUpdatedAt, status: 'success' },
  } as unknown as PersistedClient['clientState']['queries'][number];
}

beforeEach(() => resetPersonalDataRegistry());
afterEach(() => {
  resetPersonalDataRegistry();
  window.sessionStorage.clear();
});

describe('personal data registry', () => {
  it("runs 'user' clears on every sign-out and 'device' clears only on a kiosk", async () => {
    const ran: string[] = [];
    registerPersonalDataClear(() => void ran.push('recent searches'));
    registerPersonalDataClear(async () => void ran.push('offers'), 'user');
    await clearPersonalData();
    expect(ran).toEqual(['offers']);
    ran.length = 0;
    await clearPersonalData({ kiosk: true });
    expect(ran.sort()).toEqual(['offers', 'recent searches']);
  });

  it('one failing clear does not stop the others; a function registered twice runs once', async () => {
    const ran: string[] = [];
    const viewed = () => void ran.push('viewed');
    registerPersonalDataClear(() => Promise.reject(new Error('blocked')), 'user');
    registerPersonalDataClear(() => {
      throw new Error('blocked');
    }, 'user');
    registerPersonalDataClear(viewed);
    registerPersonalDataClear(viewed);
    await expect(clearPersonalData({ kiosk: true })).resolves.toBeUndefined();
    expect(ran).toEqual(['viewed']);
  });
});

describe('fail-safe store', () => {
  it('a denied or full IndexedDB degrades to memory for the visit, never throws', async () => {
    const store = createSafeKeyval(failingStore);
    await expect(store.set('a', 'one')).resolves.toBeUndefined();
    expect(store.degraded).toBe(true);
    expect(await store.get('a')).toBe('one');
    await store.del('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('a store that never answers (WebKit after a write cut off by an unload) degrades after a bound', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<never>(() => undefined);
      const hanging: KeyvalStore = { get: () => never, set: () => never, del: () => never };
      const store = createSafeKeyval(boundedKeyval(hanging));
      const read = store.get('a');
      await vi.advanceTimersByTimeAsync(STORE_TIMEOUT_MS - 1);
      expect(store.degraded).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(read).resolves.toBeUndefined();
      expect(store.degraded).toBe(true);
      // From then on the visit's data lives in memory, at once.
      await store.set('a', 'one');
      expect(await store.get('a')).toBe('one');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a working store is used as it is', async () => {
    const backing = memoryStore();
    const store = createSafeKeyval(backing);
    await store.set('a', 'one');
    expect(backing.data.get('a')).toBe('one');
    expect(store.degraded).toBe(false);
  });
});

describe('persisted query cache', () => {
  it('keeps only successful answers, never the device lists; gcTime covers the persisted age', () => {
    const ok = { queryKey: ['products', 'detail', 'P1'], state: { status: 'success' } };
    expect(dehydrateOptions.shouldDehydrateQuery(ok)).toBe(true);
    expect(dehydrateOptions.shouldDehydrateQuery({ ...ok, state: { status: 'error' } })).toBe(false);
    expect(dehydrateOptions.shouldDehydrateQuery({ ...ok, state: { status: 'pending' } })).toBe(false);
    expect(
      dehydrateOptions.shouldDehydrateQuery({ queryKey: ['device', 'recently-viewed'], state: { status: 'success' } }),
    ).toBe(false);
    expect(QUERY_GC_TIME).toBeGreaterThanOrEqual(PERSIST_MAX_AGE);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(QUERY_GC_TIME);
    // The buster carries the schema and this build's id.
    expect(PERSIST_BUSTER).toMatch(/^v2:/);
  });

  it('drops prices fetched before this session began, keeps the rest', () => {
    const client: PersistedClient = {
      timestamp: 5000,
      buster: PERSIST_BUSTER,
      clientState: {
        mutations: [],
        queries: [
          query(['offers', 'product', 'P1', { userId: null }], 1000),
          query(['offers', 'product', 'P2', { userId: null }], 3000),
          query(['products', 'detail', 'P1', null], 1000),
        ],
      },
    };
    const kept = withoutEarlierSessionsPrices(client, 2000).clientState.queries.map((q) => q.queryKey[2]);
    expect(kept).toEqual(['P2', 'P1']);
  });

  it('the session start is kept across reloads of the tab (sessionStorage)', () => {
    expect(priceSessionStart(1234)).toBe(1234);
    expect(priceSessionStart(9999)).toBe(1234);
    window.sessionStorage.clear();
    expect(priceSessionStart(9999)).toBe(9999);
  });

  it('restores without an earlier session’s prices, and its sign-out clear deletes the copy', async () => {
    const backing = memoryStore();
    const saved: PersistedClient = {
      timestamp: Date.now(),
      buster: PERSIST_BUSTER,
      clientState: {
        mutations: [],
        queries: [query(['offers', 'product', 'P1', {}], 1000), query(['products', 'detail', 'P1', null], 1000)],
      },
    };
    backing.data.set(PERSIST_KEY, JSON.stringify(saved));
    const persister = createIdbPersister(backing, () => 2000)!;
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryKey[0])).toEqual(['products']);
    await clearPersonalData();
    expect(backing.data.has(PERSIST_KEY)).toBe(false);
  });

  it('with IndexedDB denied, persisting and restoring go on without a crash', async () => {
    const persister = createIdbPersister(failingStore, () => 0)!;
    await expect(
      persister.persistClient({
        timestamp: Date.now(),
        buster: PERSIST_BUSTER,
        clientState: { mutations: [], queries: [] },
      }),
    ).resolves.toBeUndefined();
    await expect(persister.restoreClient()).resolves.toBeDefined();
    await expect(persister.removeClient()).resolves.toBeUndefined();
  });

  it('is null where touching IndexedDB throws (some private modes)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(createIdbPersister()).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'indexedDB', descriptor);
      else delete (globalThis as { indexedDB?: unknown }).indexedDB;
    }
  });
});

describe('kiosk settings', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    resetKioskSettings();
  });

  it('?kiosk=1&idle=30 is kept for the session; ?kiosk=0 ends it', () => {
    window.history.replaceState(null, '', '/?kiosk=1&idle=30');
    resetKioskSettings();
    expect(isKiosk()).toBe(true);
    expect(kioskIdleSetting()).toBe('30');
    window.history.replaceState(null, '', '/search?q=biology');
    resetKioskSettings();
    expect(isKiosk()).toBe(true);
    expect(kioskIdleSetting()).toBe('30');
    window.history.replaceState(null, '', '/?kiosk=0');
    resetKioskSettings();
    expect(isKiosk()).toBe(false);
  });

  it('off by default', () => {
    resetKioskSettings();
    expect(isKiosk()).toBe(false);
  });
});

describe('results that arrive within the persister’s second', () => {
  const client = (n: number): PersistedClient => ({
    timestamp: n,
    buster: PERSIST_BUSTER,
    clientState: { mutations: [], queries: [query(['search', `q${n}`], n)] },
  });
  const savedKeys = (backing: ReturnType<typeof memoryStore>) =>
    (JSON.parse(String(backing.data.get(PERSIST_KEY))) as PersistedClient).clientState.queries.map(
      (q) => q.queryKey[1],
    );

  function hide() {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
  }

  afterEach(() => window.localStorage.clear());

  it('are handed to localStorage when the page is hidden, and the next start takes them back', async () => {
    const backing = memoryStore();
    const persister = createIdbPersister(backing, () => 0)!;
    await persister.persistClient(client(1)); // the first write goes at once
    expect(savedKeys(backing)).toEqual(['q1']);
    void persister.persistClient(client(2)); // within the second: waits
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(savedKeys(backing)).toEqual(['q1']);
    hide(); // the page goes before the throttle's own write at 1 s
    expect(window.localStorage.getItem(PERSIST_HANDOFF_KEY)).toContain('"q2"');

    // The next visit: a new page, the same device.
    const next = createIdbPersister(backing, () => 0)!;
    const restored = await next.restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryKey[1])).toEqual(['q2']);
    expect(savedKeys(backing)).toEqual(['q2']); // now in IndexedDB
    expect(window.localStorage.getItem(PERSIST_HANDOFF_KEY)).toBeNull();
  });

  it('an older hand-off loses to what IndexedDB holds, and is dropped', async () => {
    const backing = memoryStore();
    backing.data.set(PERSIST_KEY, JSON.stringify(client(5)));
    window.localStorage.setItem(PERSIST_HANDOFF_KEY, JSON.stringify(client(3)));
    const restored = await createIdbPersister(backing, () => 0)!.restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryKey[1])).toEqual(['q5']);
    expect(window.localStorage.getItem(PERSIST_HANDOFF_KEY)).toBeNull();
  });

  it('are not written back after sign-out cleared the stored copy', async () => {
    const backing = memoryStore();
    const persister = createIdbPersister(backing, () => 0)!;
    await persister.persistClient(client(1));
    void persister.persistClient(client(2));
    hide();
    expect(window.localStorage.getItem(PERSIST_HANDOFF_KEY)).not.toBeNull();
    await clearPersonalData();
    expect(backing.data.has(PERSIST_KEY)).toBe(false);
    expect(window.localStorage.getItem(PERSIST_HANDOFF_KEY)).toBeNull();
    void persister.persistClient(client(3));
    await clearPersonalData();
    hide();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backing.data.has(PERSIST_KEY)).toBe(false);
    expect(window.localStorage.getItem(PERSIST_HANDOFF_KEY)).toBeNull();
  });
});

describe('a page’s answers before the app has taken the page over', () => {
  const kept = (timestamp: number, ...queries: Array<ReturnType<typeof query>>): PersistedClient => ({
    timestamp,
    buster: PERSIST_BUSTER,
    clientState: { mutations: [], queries },
  });
  const stored = (backing: ReturnType<typeof memoryStore>) =>
    (JSON.parse(String(backing.data.get(PERSIST_KEY))) as PersistedClient).clientState.queries.map(
      (q) => `${q.queryHash}@${q.state.dataUpdatedAt}`,
    );

  afterEach(() => window.localStorage.clear());

  it('join what the device holds at the next start, the later of two answers winning', async () => {
    const backing = memoryStore();
    backing.data.set(
      PERSIST_KEY,
      JSON.stringify(kept(5, query(['search', 'chemistry'], 5), query(['disciplines', 'outline'], 5))),
    );
    // The server's page: a product, and the outline again (answered later than the device's copy).
    createIdbPersister(backing, () => 0)!.handOffPageAnswers(
      kept(9, query(['products', 'detail', '1'], 8), query(['disciplines', 'outline'], 8)),
    );
    const restored = await createIdbPersister(backing, () => 0)!.restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryHash)).toEqual([
      '["search","chemistry"]',
      '["disciplines","outline"]',
      '["products","detail","1"]',
    ]);
    expect(stored(backing)).toEqual([
      '["search","chemistry"]@5',
      '["disciplines","outline"]@8',
      '["products","detail","1"]@8',
    ]);
    expect(window.localStorage.getItem(PERSIST_HANDOFF_KEY)).toBeNull();
  });

  it('an older answer handed off does not replace a later one the device holds', async () => {
    const backing = memoryStore();
    backing.data.set(PERSIST_KEY, JSON.stringify(kept(7, query(['disciplines', 'outline'], 7))));
    createIdbPersister(backing, () => 0)!.handOffPageAnswers(kept(3, query(['disciplines', 'outline'], 3)));
    await createIdbPersister(backing, () => 0)!.restoreClient();
    expect(stored(backing)).toEqual(['["disciplines","outline"]@7']);
  });

  it('two pages left one after the other, before either was taken over, both join', async () => {
    const backing = memoryStore();
    const first = createIdbPersister(backing, () => 0)!;
    first.handOffPageAnswers(kept(1, query(['products', 'detail', '1'], 1)));
    const second = createIdbPersister(backing, () => 0)!;
    second.handOffPageAnswers(kept(2, query(['products', 'detail', '2'], 2)));
    await createIdbPersister(backing, () => 0)!.restoreClient();
    expect(stored(backing)).toEqual(['["products","detail","1"]@1', '["products","detail","2"]@2']);
  });
});
