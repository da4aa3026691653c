import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs` (spec §9 key delay). `initial` is what a
 * component mounted after the value began to change starts from (else the value it mounts with
 * counts as settled at once).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
