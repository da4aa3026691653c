/**
 * An in-memory cache of serialised answers: least recently used out first when the byte
 * budget is full (lru-cache, sized by bytes), each entry fresh for `ttlMs`, and one
 * computation per key at a time (requests for a key being computed wait for that computation
 * instead of starting their own). `clear()` drops everything, and an answer whose computation
 * began before the latest clear is handed to its callers but not kept: it may predate the
 * change the clear was for.
 *
 * Freshness is checked here against `now` rather than with lru-cache's own TTL, so an answer
 * is fresh until exactly `stored + ttlMs` on any clock (tests use a fake one) and its age is
 * told in whole seconds since it was computed.
 */
import { LRUCache } from 'lru-cache';
import { etagOf } from '../../lib/etag.ts';

export interface CachedAnswer {
  body: string;
  /** Weak ETag of the body, as the HTTP caching hook would compute it. */
  etag: string;
}

/** hit: served from memory; miss: computed for this request; shared: waited for another request's computation. */
export type CacheStatus = 'hit' | 'miss' | 'shared';

export interface CacheResult {
  answer: CachedAnswer;
  status: CacheStatus;
  /** Seconds since the answer was computed (the HTTP Age header, so caches downstream count from then). */
  ageSeconds: number;
}

export interface ResponseCacheOptions {
  /** Byte budget of the bodies and keys (UTF-16 code units × 2); 0 turns the cache off. */
  maxBytes: number;
  /** How long an answer stays fresh; 0 turns the cache off. */
  ttlMs: number;
  now?: () => number;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  shared: number;
  evictions: number;
  entries: number;
  bytes: number;
}

interface Entry {
  answer: CachedAnswer;
  stored: number;
  expires: number;
}

/** Rough memory of an entry: strings are UTF-16 in V8, plus the entry's own objects. */
const sizeOf = (key: string, body: string) => (key.length + body.length) * 2 + 200;

export class ResponseCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries: LRUCache<string, Entry> | null;
  readonly #pending = new Map<string, Promise<CachedAnswer>>();
  #generation = 0;
  #stats = { hits: 0, misses: 0, shared: 0, evictions: 0 };

  constructor(options: ResponseCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
    this.#entries =
      options.maxBytes > 0 && options.ttlMs > 0
        ? new LRUCache<string, Entry>({
            maxSize: options.maxBytes,
            sizeCalculation: (entry, key) => sizeOf(key, entry.answer.body),
            // An answer bigger than a tenth of the budget would push out many others: not kept.
            maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 10)),
            dispose: (_entry, _key, reason) => {
              if (reason === 'evict') this.#stats.evictions++;
            },
          })
        : null;
  }

  get enabled(): boolean {
    return this.#entries !== null;
  }

  /** The cached answer for `key`, or the one `produce` makes (kept when it fits). */
  async answer(key: string, produce: () => Promise<string>): Promise<CacheResult> {
    const entries = this.#entries;
    if (!entries) {
      this.#stats.misses++;
      return { answer: toAnswer(await produce()), status: 'miss', ageSeconds: 0 };
    }
    const entry = entries.get(key); // a read makes it the most recently used
    const now = this.#now();
    if (entry && entry.expires > now) {
      this.#stats.hits++;
      return { answer: entry.answer, status: 'hit', ageSeconds: Math.floor((now - entry.stored) / 1000) };
    }
    if (entry) entries.delete(key);
    const pending = this.#pending.get(key);
    if (pending) {
      this.#stats.shared++;
      return { answer: await pending, status: 'shared', ageSeconds: 0 };
    }
    this.#stats.misses++;
    const generation = this.#generation;
    const computation = produce().then(toAnswer);
    this.#pending.set(key, computation);
    try {
      const answer = await computation;
      if (generation === this.#generation) {
        const stored = this.#now();
        entries.set(key, { answer, stored, expires: stored + this.#ttlMs });
      }
      return { answer, status: 'miss', ageSeconds: 0 };
    } finally {
      if (this.#pending.get(key) === computation) this.#pending.delete(key);
    }
  }

  /** Drops every answer (the catalogue changed). */
  clear(): void {
    this.#generation++;
    this.#entries?.clear();
    this.#pending.clear();
  }

  stats(): ResponseCacheStats {
    return { ...this.#stats, entries: this.#entries?.size ?? 0, bytes: this.#entries?.calculatedSize ?? 0 };
  }
}

function toAnswer(body: string): CachedAnswer {
  return { body, etag: etagOf(body) };
}
