/**
 * server/plugins/answer-cache/response-cache.ts on a fake clock: hits, expiry, least-recently-used
 * eviction by bytes, oversized answers, one computation per key, failures, clear().
 */
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../../server/plugins/answer-cache/response-cache.ts';
import { etagOf } from '../../../server/lib/etag.ts';

/** A promise settled from outside, to hold a computation open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The size the cache charges for an entry (see response-cache.ts). */
const entryBytes = (key: string, body: string) => (key.length + body.length) * 2 + 200;

describe('ResponseCache', () => {
  let clock = 0;
  const now = () => clock;
  const make = (maxBytes = 1024 * 1024, ttlMs = 60_000) => new ResponseCache({ maxBytes, ttlMs, now });
  /** A producer that counts its calls and answers `body-<key>-<n>`. */
  const producer = (key: string) => {
    const fn = vi.fn(async () => `body-${key}-${fn.mock.calls.length}`);
    return fn;
  };

  it('serves the same body and ETag on a second call (hit), without computing again', async () => {
    clock = 0;
    const cache = make();
    expect(cache.enabled).toBe(true);
    const produce = producer('a');
    const first = await cache.answer('a', produce);
    expect(first.status).toBe('miss');
    expect(first.answer.body).toBe('body-a-1');
    expect(first.answer.etag).toBe(etagOf('body-a-1'));
    const second = await cache.answer('a', producer('unused'));
    expect(second).toEqual({ status: 'hit', answer: { body: 'body-a-1', etag: first.answer.etag }, ageSeconds: 0 });
    expect(produce).toHaveBeenCalledTimes(1);
    // Another key is its own entry.
    const other = await cache.answer('b', producer('b'));
    expect(other.status).toBe('miss');
    expect(other.answer.body).toBe('body-b-1');
    expect(other.answer.etag).not.toBe(first.answer.etag);
  });

  it('tells the age of a kept answer in whole seconds since it was computed', async () => {
    clock = 10_000;
    const cache = make();
    expect((await cache.answer('a', producer('a'))).ageSeconds).toBe(0);
    clock = 10_999;
    expect((await cache.answer('a', producer('a'))).ageSeconds).toBe(0);
    clock = 52_500;
    const later = await cache.answer('a', producer('a'));
    expect(later).toMatchObject({ status: 'hit', ageSeconds: 42 });
  });

  it('keeps an answer fresh for ttlMs after it was computed, reads do not prolong it', async () => {
    clock = 1000;
    const cache = make(1024 * 1024, 5000);
    const produce = producer('a');
    await cache.answer('a', produce);
    clock = 5999;
    expect((await cache.answer('a', produce)).status).toBe('hit');
    clock = 6000;
    const expired = await cache.answer('a', produce);
    expect(expired.status).toBe('miss');
    expect(expired.answer.body).toBe('body-a-2');
    expect(produce).toHaveBeenCalledTimes(2);
    // The new answer is fresh for another ttlMs from now.
    clock = 10_999;
    expect(await cache.answer('a', produce)).toEqual(
      expect.objectContaining({ status: 'hit', answer: expired.answer }),
    );
    clock = 11_000;
    expect((await cache.answer('a', produce)).status).toBe('miss');
  });

  it('evicts the least recently used entry first when the byte budget is exceeded; a recently read entry survives', async () => {
    clock = 0;
    // Ten entries of exactly a tenth of the budget fill it.
    const keys = Array.from({ length: 11 }, (_, i) => `k${String(i).padStart(2, '0')}`);
    const body = 'x'.repeat(50);
    const size = entryBytes(keys[0]!, body);
    const cache = make(size * 10);
    const produce = vi.fn(async () => body);
    for (const key of keys.slice(0, 10)) await cache.answer(key, produce);
    expect(cache.stats()).toEqual(expect.objectContaining({ entries: 10, bytes: size * 10, evictions: 0 }));
    for (const key of keys.slice(0, 10)) expect((await cache.answer(key, produce)).status).toBe('hit');
    // k00 is now the least recently used; reading it makes k01 the least recently used.
    expect((await cache.answer('k00', produce)).status).toBe('hit');
    await cache.answer(keys[10]!, produce);
    expect(cache.stats()).toEqual(expect.objectContaining({ entries: 10, bytes: size * 10, evictions: 1 }));
    produce.mockClear();
    expect((await cache.answer('k00', produce)).status).toBe('hit');
    expect((await cache.answer('k10', produce)).status).toBe('hit');
    expect((await cache.answer('k02', produce)).status).toBe('hit');
    expect(produce).not.toHaveBeenCalled();
    expect((await cache.answer('k01', produce)).status).toBe('miss');
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('returns an answer bigger than a tenth of the budget but does not keep it', async () => {
    clock = 0;
    const small = 'x'.repeat(50);
    const cache = make(entryBytes('s', small) * 10);
    await cache.answer('s', async () => small);
    const big = 'y'.repeat(small.length + 1);
    const produce = vi.fn(async () => big);
    const first = await cache.answer('b', produce);
    expect(first).toEqual({ status: 'miss', answer: { body: big, etag: etagOf(big) }, ageSeconds: 0 });
    const second = await cache.answer('b', produce);
    expect(second).toEqual({ status: 'miss', answer: { body: big, etag: etagOf(big) }, ageSeconds: 0 });
    expect(produce).toHaveBeenCalledTimes(2);
    // It pushed nothing out.
    expect((await cache.answer('s', producer('unused'))).status).toBe('hit');
    expect(cache.stats().evictions).toBe(0);
  });

  it('computes once for concurrent calls of a key: the others share the answer', async () => {
    clock = 0;
    const cache = make();
    const pending = deferred<string>();
    const produce = vi.fn(() => pending.promise);
    const first = cache.answer('a', produce);
    const second = cache.answer('a', produce);
    const third = cache.answer('a', produce);
    // Another key is not held up by it.
    expect((await cache.answer('b', async () => 'other')).answer.body).toBe('other');
    pending.resolve('shared body');
    const results = await Promise.all([first, second, third]);
    expect(results.map((r) => r.status)).toEqual(['miss', 'shared', 'shared']);
    for (const r of results) expect(r.answer).toEqual({ body: 'shared body', etag: etagOf('shared body') });
    expect(produce).toHaveBeenCalledTimes(1);
    expect((await cache.answer('a', produce)).status).toBe('hit');
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed computation: its waiters get the error, the next call computes again', async () => {
    clock = 0;
    const cache = make();
    const pending = deferred<string>();
    const failing = vi.fn(() => pending.promise);
    const first = cache.answer('a', failing);
    const waiter = cache.answer('a', failing);
    pending.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(waiter).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(1);
    const retry = vi.fn(async () => 'recovered');
    expect(await cache.answer('a', retry)).toEqual(expect.objectContaining({ status: 'miss' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(await cache.answer('a', retry)).toEqual({
      status: 'hit',
      answer: { body: 'recovered', etag: etagOf('recovered') },
      ageSeconds: 0,
    });
    // A producer that throws synchronously is not kept either.
    const throwing = vi.fn((): Promise<string> => {
      throw new Error('bad input');
    });
    await expect(cache.answer('t', throwing)).rejects.toThrow('bad input');
    expect((await cache.answer('t', async () => 'fine')).status).toBe('miss');
  });

  it('clear() drops every answer', async () => {
    clock = 0;
    const cache = make();
    await cache.answer('a', async () => 'old');
    expect((await cache.answer('a', async () => 'unused')).status).toBe('hit');
    cache.clear();
    const after = await cache.answer('a', async () => 'new');
    expect(after).toEqual({ status: 'miss', answer: { body: 'new', etag: etagOf('new') }, ageSeconds: 0 });
    expect(cache.stats()).toEqual(expect.objectContaining({ entries: 1 }));
  });

  it('hands out but does not keep an answer whose computation began before a clear()', async () => {
    clock = 0;
    const cache = make();
    const before = deferred<string>();
    const stale = cache.answer('a', () => before.promise);
    cache.clear();
    // A call after the clear does not wait for the computation from before it.
    const after = deferred<string>();
    const freshProduce = vi.fn(() => after.promise);
    const fresh = cache.answer('a', freshProduce);
    expect(freshProduce).toHaveBeenCalledTimes(1);
    after.resolve('new');
    expect(await fresh).toEqual({ status: 'miss', answer: { body: 'new', etag: etagOf('new') }, ageSeconds: 0 });
    // The old computation ends last: its caller gets it, the cache keeps the new one.
    before.resolve('old');
    expect(await stale).toEqual({ status: 'miss', answer: { body: 'old', etag: etagOf('old') }, ageSeconds: 0 });
    expect(await cache.answer('a', async () => 'unused')).toEqual({
      status: 'hit',
      answer: { body: 'new', etag: etagOf('new') },
      ageSeconds: 0,
    });

    // The old computation ends first: calls meanwhile still wait for the new one.
    cache.clear();
    const oldC = deferred<string>();
    const newC = deferred<string>();
    const staleC = cache.answer('c', () => oldC.promise);
    cache.clear();
    const freshC = cache.answer('c', () => newC.promise);
    oldC.resolve('old c');
    expect((await staleC).answer.body).toBe('old c');
    const waitProduce = vi.fn(async () => 'third c');
    const waitingC = cache.answer('c', waitProduce);
    newC.resolve('new c');
    expect(await freshC).toEqual(expect.objectContaining({ status: 'miss' }));
    expect(await waitingC).toEqual({
      status: 'shared',
      answer: { body: 'new c', etag: etagOf('new c') },
      ageSeconds: 0,
    });
    expect(waitProduce).not.toHaveBeenCalled();

    // Alone: nothing is kept, the next call computes.
    const b = deferred<string>();
    const pending = cache.answer('b', () => b.promise);
    cache.clear();
    b.resolve('old b');
    expect((await pending).answer.body).toBe('old b');
    const next = vi.fn(async () => 'new b');
    expect(await cache.answer('b', next)).toEqual(expect.objectContaining({ status: 'miss' }));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['maxBytes 0', 0, 60_000],
    ['ttlMs 0', 1024 * 1024, 0],
  ])('is off with %s: every call computes', async (_name, maxBytes, ttlMs) => {
    clock = 0;
    const cache = make(maxBytes, ttlMs);
    expect(cache.enabled).toBe(false);
    const produce = producer('a');
    const results = [await cache.answer('a', produce), await cache.answer('a', produce)];
    expect(results.map((r) => r.status)).toEqual(['miss', 'miss']);
    expect(results.map((r) => r.answer.body)).toEqual(['body-a-1', 'body-a-2']);
    expect(results[1]!.answer.etag).toBe(etagOf('body-a-2'));
    // Concurrent calls do not share either.
    const concurrent = await Promise.all([cache.answer('c', produce), cache.answer('c', produce)]);
    expect(concurrent.map((r) => r.status)).toEqual(['miss', 'miss']);
    expect(produce).toHaveBeenCalledTimes(4);
    expect(cache.stats()).toEqual(expect.objectContaining({ entries: 0, bytes: 0 }));
  });
});
