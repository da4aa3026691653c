/**
 * Answers kept in memory (docs/search.md §9): search, autocomplete, subjects and products. The answers already say
 * `Cache-Control: public, max-age=60`, so a browser or a shared cache may reuse one for a
 * minute; this cache does the same inside the server, for every caller at once, and
 * drops everything as soon as the catalogue changes:
 *
 * - changes committed by this process (seed, catalogue import) clear it at once
 *   (modules/catalogue/catalogue-changes.ts announces them);
 * - changes committed by another process against the same PostgreSQL (a catalogue import
 *   run from the command line) are noticed by comparing catalogue_state.version, at most
 *   `versionCheckMs` after they were committed.
 *
 * Keys are built by the routes from validated, normalised input, after the caller's
 * organisation was decided, so two callers share an answer only when they would get the
 * same one.
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { readCatalogueVersion } from '../../db/catalogue-version-repository.ts';
import { onCatalogueChanged } from '../../modules/catalogue/index.ts';
import { ResponseCache, type CacheResult, type ResponseCacheStats } from './response-cache.ts';
import { sendCached } from './send.ts';

export interface AnswerCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /** How stale another process's change may be here; 0 compares on every request. */
  versionCheckMs: number;
  now?: () => number;
}

const EXPECT_MS = 30_000;

export class AnswerCache {
  readonly #db: Kysely<DB>;
  readonly #cache: ResponseCache;
  readonly #versionCheckMs: number;
  readonly #now: () => number;
  readonly #unsubscribe: () => void;
  #version: number | null = null;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | null = null;
  /** A version another process announced (cluster/catalogue-broadcast.ts) and this handle has not read yet. */
  #expected: number | null = null;
  #expectedSince = 0;

  constructor(db: Kysely<DB>, options: AnswerCacheOptions) {
    this.#db = db;
    this.#now = options.now ?? Date.now;
    this.#cache = new ResponseCache({ maxBytes: options.maxBytes, ttlMs: options.ttlMs, now: this.#now });
    this.#versionCheckMs = options.versionCheckMs;
    this.#unsubscribe = onCatalogueChanged(() => this.clear());
  }

  get enabled(): boolean {
    return this.#cache.enabled;
  }

  /** The kept string for `key`, or the one `produce` makes (kept when it fits). */
  async answer(key: string, produce: () => Promise<string>): Promise<CacheResult> {
    if (this.#cache.enabled) await this.#checkVersion();
    return this.#cache.answer(key, produce);
  }

  /**
   * A value several answers need (JSON), kept like an answer under `key` (a list of validated,
   * normalised values) and worked out once for the calls that ask for it at the same time.
   */
  async value<T>(key: unknown[], produce: () => Promise<T>): Promise<T> {
    const kept = await this.answer(JSON.stringify(['value', ...key]), async () =>
      JSON.stringify((await produce()) ?? null),
    );
    return JSON.parse(kept.answer.body) as T;
  }

  /**
   * Sends the kept answer for `key` (a list of validated, normalised values), else the one
   * `produce` makes, serialised with the route's response schema (send.ts).
   */
  send(reply: FastifyReply, key: unknown[], produce: () => Promise<unknown>): Promise<FastifyReply> {
    return sendCached(this, reply, key, produce);
  }

  clear(): void {
    this.#cache.clear();
    // The next request reads the version again, which the change may have moved.
    this.#checkedAt = Number.NEGATIVE_INFINITY;
  }

  /**
   * Another process committed catalogue version `version`: compare on every request until
   * this handle reads it (a replica may replay the commit a little later), so the change
   * lands as soon as it is readable rather than at the next periodic check.
   */
  expectVersion(version: number): void {
    if (this.#version !== null && version <= this.#version) return;
    this.#expected = version;
    this.#expectedSince = this.#now();
    this.#checkedAt = Number.NEGATIVE_INFINITY;
  }

  stats(): ResponseCacheStats {
    return this.#cache.stats();
  }

  close(): void {
    this.#unsubscribe();
    this.#cache.clear();
  }

  async #checkVersion(): Promise<void> {
    // Bounded: a version that never appears (a failover to a replica that lacks it) stops
    // costing a read per request after EXPECT_MS, and the periodic check carries on.
    if (this.#expected !== null && this.#now() - this.#expectedSince > EXPECT_MS) this.#expected = null;
    const waiting = this.#expected !== null;
    if (!waiting && this.#now() - this.#checkedAt < this.#versionCheckMs) return;
    // One read at a time; the requests arriving meanwhile wait for it.
    this.#checking ??= (async () => {
      try {
        const version = await readCatalogueVersion(this.#db);
        if (this.#version !== null && version !== this.#version) this.#cache.clear();
        this.#version = version;
        this.#checkedAt = this.#now();
        if (this.#expected !== null && version >= this.#expected) this.#expected = null;
      } finally {
        this.#checking = null;
      }
    })();
    await this.#checking;
  }
}
