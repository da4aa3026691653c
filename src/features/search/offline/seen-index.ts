// The local full-text index over every product the device has seen, with
// MiniSearch (the choice: on this catalogue's known-item queries it ranked ahead of
// Orama and FlexSearch). A lazy chunk, loaded by the results page only when it must answer
// offline: never in the entry. Built from the TanStack Query cache (which the persister fills
// from IndexedDB at start) and kept up to date as answers arrive (queryCache.subscribe).
// What is indexed and how hits are filtered is pure: src/domain/search/offline-search.ts.
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { QueryClient } from '@tanstack/react-query';
import type { SearchRequest } from '../../../domain/search/search-filters';
import { synonymFor } from '../../../../contract/search-learning';
import {
  addSeen,
  foldTerm,
  localAnswer,
  offlineQuery,
  rankOffline,
  seenDocument,
  seenInAnswer,
  serverMatchesInAnswer,
  serverOrderInAnswer,
  titleKey,
  type LocalAnswer,
  type SeenDocument,
  type SeenProduct,
  type ServerMatches,
  type ServerOrder,
} from '../../../domain/search/offline-search';
// Types only: the rule is a chunk of its own, on pages in a locale with subject names.
import type { SubjectFinder } from '../../../domain/search/subject-name-search';

const TEXT_FIELDS = ['title', 'authors', 'isbn', 'brand', 'description'] as const;
const ALL_FIELDS = [...TEXT_FIELDS, 'otherIsbns'] as const;
// An ISBN finds the product it is the ISBN of first, then those that list it (as the server).
const ISBN_SEARCH: SearchOptions = { fields: ['isbn', 'otherIsbns'], boost: { isbn: 4 }, fuzzy: false };

const TEXT_SEARCH: SearchOptions = {
  fields: [...TEXT_FIELDS],
  boost: { title: 3, authors: 2, isbn: 2 },
  // Typos: one edit in five letters; none in words of three letters or fewer (too many false hits).
  fuzzy: (term) => (term.length > 3 ? 0.2 : false),
  // A word being typed matches the words it starts.
  prefix: (term) => term.length >= 2,
  combineWith: 'AND',
};
// The words as typed, no typos: what the server matches. Its spelling corrections answer only a
// search that found nothing (server/modules/search/search-service.ts withCorrections), so typos
// are read only then. Read at once, "biopsychology" also took "psychology" (three edits in 13
// letters): 21 psychology titles joined the book of that title, and under the default sort by
// date (spec §4: everyone but higher-ed instructors) the newer ones came first (#14, issue 41).
const WORDS_AS_TYPED: SearchOptions = { ...TEXT_SEARCH, fuzzy: false };

export class SeenIndex {
  private readonly products = new Map<string, SeenProduct>();
  private readonly mini = new MiniSearch<SeenDocument>({
    fields: [...ALL_FIELDS],
    storeFields: [],
    processTerm: (term) => foldTerm(term),
  });
  /** The server's relevance order for the words it answered (each product's best place). */
  private readonly serverOrders = new Map<string, Map<string, number>>();
  /** The products the server found for the words it answered (in any order). */
  private readonly serverMatches = new Map<string, Set<string>>();
  private readonly listeners = new Set<() => void>();
  /** Counts changes, so a screen can tell its answer is older than the index. */
  version = 0;

  /** Products seen, in no order. */
  get size(): number {
    return this.products.size;
  }

  /** Adds or refreshes products (a second sighting merges with the first). */
  add(products: readonly SeenProduct[]): void {
    if (products.length === 0) return;
    for (const product of products) {
      const merged = addSeen(this.products, product);
      const doc = seenDocument(merged);
      if (this.mini.has(doc.id)) this.mini.replace(doc);
      else this.mini.add(doc);
    }
    this.version++;
    for (const listener of this.listeners) listener();
  }

  /** Keeps the server's order of one cached answer, so local hits agree with it. */
  addServerOrder(order: ServerOrder | null): void {
    if (!order) return;
    const ranks = this.serverOrders.get(order.key) ?? new Map<string, number>();
    for (const [id, rank] of order.ranks) ranks.set(id, Math.min(rank, ranks.get(id) ?? rank));
    this.serverOrders.set(order.key, ranks);
  }

  /** Keeps which products the server found for some words (they match those words here too). */
  addServerMatches(matches: ServerMatches | null): void {
    if (!matches) return;
    const ids = this.serverMatches.get(matches.key) ?? new Set<string>();
    for (const id of matches.ids) ids.add(id);
    this.serverMatches.set(matches.key, ids);
  }

  /** Adds what one cached answer holds: its products, what it matched, and its order when it is a ranked search. */
  addAnswer(queryKey: readonly unknown[], data: unknown): void {
    this.addServerOrder(serverOrderInAnswer(queryKey, data));
    this.addServerMatches(serverMatchesInAnswer(queryKey, data));
    this.add(seenInAnswer(queryKey, data));
  }

  /** Called after each change (an answer arrived while a local answer is on screen). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /**
   * The products matching a search text, best first (for no text: all of them, in the order
   * first seen). `ranking: 'index'` keeps the index's own order (measured against the server's
   * by scripts/bench-offline-agreement.ts). `names`: the subjects the words name in the page's
   * locale (subject-name-search.ts; none in en-us), whose products the words find too.
   */
  search(text: string, ranking: 'server' | 'index' = 'server', names: SubjectFinder | null = null): SeenProduct[] {
    const query = offlineQuery(text);
    let ids: string[];
    switch (query.kind) {
      case 'all':
        return [...this.products.values()];
      case 'isbn':
        ids = this.mini.search(query.isbn13, { ...ISBN_SEARCH, prefix: false }).map((r) => String(r.id));
        break;
      case 'isbn-prefix':
        ids = this.mini.search(query.digits, { ...ISBN_SEARCH, prefix: true }).map((r) => String(r.id));
        break;
      case 'text': {
        // Every word must match, as typed; when nothing does, every word with typos; when still
        // nothing, any word (a known item typed loosely).
        const typed = this.mini.search(query.text, WORDS_AS_TYPED);
        const all = typed.length > 0 ? typed : this.mini.search(query.text, TEXT_SEARCH);
        const named = names
          ? names(query.text, {
              hits: (word) => this.mini.search(word, TEXT_SEARCH).map((r) => String(r.id)),
              products: this.products,
              order: all.map((r) => String(r.id)),
            })
          : [];
        const hits = all.length > 0 ? all : this.mini.search(query.text, { ...TEXT_SEARCH, combineWith: 'OR' });
        const local = named.length > 0 ? named : hits.flatMap((r) => this.products.get(String(r.id)) ?? []);
        // What the server found for these very words matches, whatever the index reads of it
        // (a subject's name, a word past the description's first 300 characters).
        const known = new Set(local.map((p) => p.item.productId));
        const served = [...(this.serverMatches.get(titleKey(query.text)) ?? [])].flatMap((id) =>
          known.has(id) ? [] : (this.products.get(id) ?? []),
        );
        const found = [...local, ...served];
        return ranking === 'index' ? found : rankOffline(found, query.text, this.serverOrders.get(titleKey(query.text)));
      }
    }
    return ids.flatMap((id) => {
      const product = this.products.get(id);
      return product ? [product] : [];
    });
  }
}

/**
 * The results page's two answers (results, subject counts) for a request, from the index. A
 * text with an accepted synonym is searched as its replacement (the rules are mined from texts
 * the server found nothing for, which the device's looser any-word fallback might still half
 * match); when the replacement finds nothing here, the text itself.
 */
export function answerFromIndex(
  index: SeenIndex,
  request: SearchRequest,
  rules: ReadonlyMap<string, string> = new Map(),
  names: SubjectFinder | null = null,
): LocalAnswer {
  const text = request.q ?? '';
  const replacement = synonymFor(rules, text);
  const learned = replacement ? index.search(replacement, 'server', names) : [];
  return localAnswer(learned.length > 0 ? learned : index.search(text, 'server', names), request);
}

const indexes = new WeakMap<QueryClient, SeenIndex>();

/**
 * The index of this query client's cache: built once from every answer it holds, then fed each
 * successful answer as it arrives.
 */
export function seenIndexOf(queryClient: QueryClient): SeenIndex {
  const known = indexes.get(queryClient);
  if (known) return known;
  const index = new SeenIndex();
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    index.addServerOrder(serverOrderInAnswer(query.queryKey, query.state.data));
    index.addServerMatches(serverMatchesInAnswer(query.queryKey, query.state.data));
  }
  index.add(cache.getAll().flatMap((query) => seenInAnswer(query.queryKey, query.state.data)));
  cache.subscribe((event) => {
    // A fresh answer, or one the persister restores after the index was built: hydration adds
    // the queries not yet in the cache, and sets the state of those a screen already asked for.
    const arrived =
      event.query.state.status === 'success' &&
      ((event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState')) ||
        event.type === 'added');
    if (arrived) {
      index.addAnswer(event.query.queryKey, event.query.state.data);
    }
  });
  indexes.set(queryClient, index);
  return index;
}
