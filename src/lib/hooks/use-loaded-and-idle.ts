import { useEffect, useState } from 'react';
import { afterLoadAndIdle } from '../scheduling/idle-work';

/**
 * False until the page has loaded and the main thread has had an idle moment (afterLoadAndIdle),
 * true from then on: for parts and fetches the first screen and its take-over can do without.
 */
export function useLoadedAndIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setIdle(true)), []);
  return idle;
}
