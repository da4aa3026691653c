/**
 * Waiting for something another process (or a timer) makes true: asks `read` until `done`
 * holds or the clock passes `deadline` (ms since the epoch), `everyMs` apart, and hands back the
 * last answer, so the test's own expect says what was wanted and shows what came instead.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  deadline: number,
  everyMs = 50,
): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
