// The results page's answer from the device's own index, when the server
// cannot answer (offline). The index module (MiniSearch) loads on first need, as a lazy chunk.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { useLoadedAndIdle } from '../../../lib/hooks/use-loaded-and-idle';
import type { SynonymList } from '../../../../contract/search-learning';
import type { LocalAnswer } from '../../../domain/search/offline-search';
import type { DisciplineCategory } from '../../../../contract/wire';
import type { Locale } from '../../../../contract/locales';
// Types only: a chunk of its own, loaded on pages in a locale with subject names.
import type { subjectFinder } from '../../../domain/search/subject-name-search';
import type { SearchRequest } from '../../../domain/search/search-filters';
// Types only: the module itself (MiniSearch, the offline rules) is a lazy chunk.
import type { answerFromIndex, SeenIndex } from './seen-index';

const noSubscription = () => () => undefined;

/** The synonyms the publisher accepted, fetched while online and kept (persisted) for offline search. */
export const SYNONYMS_KEY = ['search-synonyms'] as const;

function useSynonymRules(): ReadonlyMap<string, string> {
  // Asked once the page has loaded and is idle: asked as React took a server's page over, its
  // start and its arrival drew the whole results page again, synchronously, in that task.
  const { data } = useQuery({
    enabled: useLoadedAndIdle(),
    queryKey: SYNONYMS_KEY,
    queryFn: ({ signal }) => apiGet<SynonymList>('/api/synonyms', { signal }),
    retry: false,
    // Fetched online only: offline the kept rules are the answer, and a failed try is noise.
    networkMode: 'online',
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Map((data?.synonyms ?? []).map((r) => [r.term, r.replacement])), [data]);
}

/**
 * The offline search's reading of the page's locale's subject names (subject-name-search.ts): a
 * chunk of its own, loaded as the search page opens (online) on a page in another locale than
 * en-us, so that the service worker keeps it on first use rather than precaching it for every
 * device.
 */
const subjectRule = () => import('../../../domain/search/subject-name-search');

/**
 * null while the index loads (or when not enabled). `subjects` (null in en-us): the subject tree
 * in the page's locale, whose names the words find too.
 */
export function useLocalAnswer(
  enabled: boolean,
  request: SearchRequest,
  subjects: { tree: readonly DisciplineCategory[] | undefined; locale: Locale } | null = null,
): LocalAnswer | null {
  const queryClient = useQueryClient();
  const rules = useSynonymRules();
  const [loaded, setLoaded] = useState<{
    index: SeenIndex;
    answer: typeof answerFromIndex;
    finder: typeof subjectFinder | null;
  } | null>(null);
  const index = loaded?.index ?? null;
  const named = subjects !== null;

  useEffect(() => {
    if (named) void subjectRule().catch(() => {});
  }, [named]);
  useEffect(() => {
    if (!enabled || index) return;
    let live = true;
    void Promise.all([import('./seen-index'), named ? subjectRule().catch(() => null) : null]).then(
      ([{ seenIndexOf, answerFromIndex }, rule]) => {
        if (live)
          setLoaded({ index: seenIndexOf(queryClient), answer: answerFromIndex, finder: rule?.subjectFinder ?? null });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, index, queryClient, named]);

  // An answer arriving meanwhile (one the persister restores, a product opened in another tab)
  // joins the results: the answer is recomputed whenever the index has changed since.
  const version = useSyncExternalStore(
    index ? index.subscribe : noSubscription,
    () => index?.version ?? 0,
    () => 0,
  );

  const { tree, locale } = subjects ?? {};
  const finder = loaded?.finder;
  const names = useMemo(() => (finder && locale ? finder(tree, locale) : null), [finder, tree, locale]);
  const key = `${JSON.stringify(request)}\n${rules.size}`;
  const [answer, setAnswer] = useState<{ key: string; version: number; names: unknown; answer: LocalAnswer } | null>(
    null,
  );
  if (enabled && loaded && (answer?.key !== key || answer.version !== version || answer.names !== names)) {
    setAnswer({ key, version, names, answer: loaded.answer(loaded.index, request, rules, names) });
  }
  return enabled && answer?.key === key ? answer.answer : null;
}
