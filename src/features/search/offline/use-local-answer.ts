// The results page's answer from the device's own index (issue #16 item 5), when the server
// cannot answer (offline). The index module (MiniSearch) loads on first need, as a lazy chunk.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { localAnswer, type LocalAnswer } from '../../../domain/offline-search';
import type { SearchRequest } from '../../../domain/search-filters';
import type { SeenIndex } from './seen-index';

/** null while the index loads (or when not enabled). */
export function useLocalAnswer(enabled: boolean, request: SearchRequest): LocalAnswer | null {
  const queryClient = useQueryClient();
  const [index, setIndex] = useState<SeenIndex | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled || index) return;
    let live = true;
    void import('./seen-index').then(({ seenIndexOf }) => {
      if (live) setIndex(seenIndexOf(queryClient));
    });
    return () => {
      live = false;
    };
  }, [enabled, index, queryClient]);

  // An answer arriving meanwhile (a product opened in another tab, say) joins the results.
  useEffect(() => index?.subscribe(() => setVersion((v) => v + 1)), [index]);

  const key = JSON.stringify(request);
  const [answer, setAnswer] = useState<{ key: string; version: number; answer: LocalAnswer } | null>(null);
  if (enabled && index && (answer?.key !== key || answer.version !== version)) {
    setAnswer({ key, version, answer: localAnswer(index.search(request.q ?? ''), request) });
  }
  return enabled && answer?.key === key ? answer.answer : null;
}
