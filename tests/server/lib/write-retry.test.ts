// A write that meets a failover: tried again while the connection is what failed, for a bounded
// time; the database's own refusals answer at once.
import { expect, test } from 'vitest';
import { retryWriteOnConnectionFailure } from '../../../server/db/write-retry.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8161'), { code: 'ECONNREFUSED' });
const cut = () => new Error('Connection terminated unexpectedly');
const duplicate = () => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

/** A clock that only moves when the retry waits (each try itself takes `tryMs`). */
function fakeClock(tryMs = 0) {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    tick: () => (now += tryMs),
    clock: { now: () => now, wait: async (ms: number) => void (waits.push(ms), (now += ms)) },
  };
}

test('a write whose connection failed twice is stored on the third try, after pauses of 200 and 400 ms', async () => {
  const { clock, waits } = fakeClock();
  const failures = [refused(), cut()];
  let tries = 0;
  const stored = await retryWriteOnConnectionFailure(
    async () => {
      tries++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'stored';
    },
    undefined,
    clock,
  );
  expect(stored).toBe('stored');
  expect(tries).toBe(3);
  expect(waits).toEqual([200, 400]);
});

/** A write that always fails with `failure()` (each try taking `tryMs`): what it was rejected with, its tries and the waits. */
async function alwaysFailing(failure: () => Error, tryMs = 0) {
  const { clock, waits, tick } = fakeClock(tryMs);
  let tries = 0;
  const error = await retryWriteOnConnectionFailure(
    async () => {
      tries++;
      tick();
      throw failure();
    },
    undefined,
    clock,
  ).catch((e: unknown) => e);
  return { error, tries, waits };
}

test("the database's own refusal is the answer: not tried again", async () => {
  const { error, tries, waits } = await alwaysFailing(duplicate);
  expect(error).toMatchObject({ code: '23505' });
  expect(tries).toBe(1);
  expect(waits).toEqual([]);
});

test('a primary away for good: five tries over 3 s, then the connection error', async () => {
  const { error, tries, waits } = await alwaysFailing(refused);
  expect(error).toMatchObject({ code: 'ECONNREFUSED' });
  expect(tries).toBe(5);
  expect(waits).toEqual([200, 400, 800, 1600]);
});

test('tries that are slow themselves (a 1 s connect timeout each) stop once 3 s have gone', async () => {
  const { error, tries, waits } = await alwaysFailing(() => new Error('timeout exceeded when trying to connect'), 1000);
  expect(error).toMatchObject({ message: 'timeout exceeded when trying to connect' });
  // 0–1 s first try, wait 200, 1.2–2.2 s second, wait 400: 2.6–3.6 s third; the next wait would end at 4.4 s.
  expect(tries).toBe(3);
  expect(waits).toEqual([200, 400]);
});
