// A key-value store on IndexedDB (idb-keyval) that never throws: when IndexedDB is missing,
// denied (some private modes), blocked or full (quota), reads and writes go to memory for the
// rest of the visit. Offline data is an optimisation; losing it must never break the page.
import { del, get, set } from 'idb-keyval';

export interface KeyvalStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** idb-keyval on the default database; throws as IndexedDB does. */
export const idbKeyval: KeyvalStore = { get, set, del };

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
