// A key-value store on IndexedDB (idb-keyval) that never throws: when IndexedDB is missing,
// denied (some private modes), blocked, full (quota) or too slow to answer, reads and writes go
// to memory for the rest of the visit. Offline data is an optimisation; losing it must never
// break the page.
import { del, get, set } from 'idb-keyval';

export interface KeyvalStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/**
 * How long an IndexedDB call may take before it counts as failed. WebKit can leave a store's
 * transactions waiting for good (a write begun as the previous page unloaded never finishes, and
 * every later read of that store waits behind it): a page waiting on it would never draw.
 */
export const STORE_TIMEOUT_MS = 4000;

/** `work`, or a rejection once it has taken longer than `ms`. */
export function withinTime<T>(work: Promise<T>, ms = STORE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DOMException('IndexedDB did not answer', 'TimeoutError')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** `store` with every call bounded by `ms` (a call that takes longer rejects). */
export function boundedKeyval(store: KeyvalStore, ms = STORE_TIMEOUT_MS): KeyvalStore {
  return {
    get: (key) => withinTime(store.get(key), ms),
    set: (key, value) => withinTime(store.set(key, value), ms),
    del: (key) => withinTime(store.del(key), ms),
  };
}

/** idb-keyval on the default database; throws as IndexedDB does, and when it does not answer in time. */
export const idbKeyval: KeyvalStore = boundedKeyval({ get, set, del });

export interface SafeKeyval extends KeyvalStore {
  /** True once the backing store failed: data then lives in memory for this visit only. */
  readonly degraded: boolean;
}

export function createSafeKeyval(backing: KeyvalStore = idbKeyval): SafeKeyval {
  const memory = new Map<string, unknown>();
  let degraded = false;
  const fail = () => {
    degraded = true;
  };
  return {
    get degraded() {
      return degraded;
    },
    async get(key) {
      if (!degraded) {
        try {
          return await backing.get(key);
        } catch {
          fail();
        }
      }
      return memory.get(key);
    },
    async set(key, value) {
      memory.set(key, value);
      if (degraded) return;
      try {
        await backing.set(key, value);
      } catch {
        // A quota error or a denied database: keep the value in memory from now on.
        fail();
      }
    },
    async del(key) {
      memory.delete(key);
      try {
        await backing.del(key);
      } catch {
        // nothing stored there to delete
      }
    },
  };
}

/** Whether this page may use IndexedDB at all (touching `indexedDB` can throw in some modes). */
export function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}
