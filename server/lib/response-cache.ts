/**
 * An in-memory cache of serialised answers: least recently used out first when the byte
 * budget is full, each entry fresh for `ttlMs`, and one computation per key at a time
 * (requests for a key being computed wait for that computation instead of starting
 * their own). `clear()` drops everything, and an answer whose computation began before
 * the latest clear is handed to its callers but not kept: it may predate the change the
 * clear was for.
 */
import { etagOf } from './etag.ts';

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
  bytes: number;
  stored: number;
  expires: number;
}

/** Rough memory of an entry: strings are UTF-16 in V8, plus the entry's own objects. */
const sizeOf = (key: string, body: string) => (key.length + body.length) * 2 + 200;

export class ResponseCache {
  readonly #maxBytes: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  /** Map order is recency order: the first entry is the least recently used. */
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<CachedAnswer>>();
  #bytes = 0;
  #generation = 0;
  #stats = { hits: 0, misses: 0, shared: 0, evictions: 0 };

  constructor(options: ResponseCacheOptions) {
    this.#maxBytes = options.maxBytes;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#maxBytes > 0 && this.#ttlMs > 0;
  }

  /** The cached answer for `key`, or the one `produce` makes (kept when it fits). */
  async answer(key: string, produce: () => Promise<string>): Promise<CacheResult> {
    if (!this.enabled) {
      this.#stats.misses++;
      return { answer: toAnswer(await produce()), status: 'miss', ageSeconds: 0 };
    }
    const entry = this.#entries.get(key);
    const now = this.#now();
    if (entry && entry.expires > now) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#stats.hits++;
      return { answer: entry.answer, status: 'hit', ageSeconds: Math.floor((now - entry.stored) / 1000) };
    }
    if (entry) this.#remove(key, entry);
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
      if (generation === this.#generation) this.#store(key, answer);
      return { answer, status: 'miss', ageSeconds: 0 };
    } finally {
      if (this.#pending.get(key) === computation) this.#pending.delete(key);
    }
  }

  /** Drops every answer (the catalogue changed). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
    this.#bytes = 0;
  }

  stats(): ResponseCacheStats {
    return { ...this.#stats, entries: this.#entries.size, bytes: this.#bytes };
  }

  #store(key: string, answer: CachedAnswer): void {
    const bytes = sizeOf(key, answer.body);
    // An answer bigger than a tenth of the budget would push out many others.
    if (bytes > this.#maxBytes / 10) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    const now = this.#now();
    this.#entries.set(key, { answer, bytes, stored: now, expires: now + this.#ttlMs });
    this.#bytes += bytes;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldKey, oldEntry);
      this.#stats.evictions++;
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

function toAnswer(body: string): CachedAnswer {
  return { body, etag: etagOf(body) };
}
