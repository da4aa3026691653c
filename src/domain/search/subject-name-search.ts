// Offline search by the page's locale's subject names. As the server (search-service.ts
// subjectNamer): a word of a reader of another locale than en-us also finds the products of the
// subjects whose names in that locale it stands for (contract/subject-name-match.ts: 'biyo',
// 'biyolojisi' → 'Biyoloji'). The device knows a product's subjects from its page or a search
// narrowed to them (offline-search.ts SeenProduct), and the names from the subject tree it was
// given in the page's locale. Pure; loaded with its rule as a chunk of its own, on pages in such a
// locale only (src/features/search/offline/use-local-answer.ts), kept by the service worker on
// first use rather than precached: a device that stays in en-us never loads it.
import type { DisciplineCategory } from '../../../contract/wire';
import type { Locale } from '../../../contract/locales';
import { foldSearchText } from '../../../contract/search-text';
import { subjectNameWordsFor } from '../../../contract/subject-name-match';
import type { SeenProduct } from './offline-search';

/** A locale's subject names: each subject code's name words and its parents' (folded): a product in a secondary subject is in its primary and category too. */
export interface SubjectNames {
  locale: Locale;
  words: ReadonlyMap<string, readonly string[]>;
}

/** The names of the subject tree (as /api/discipline answers it in `locale`); null for en-us, which reads no names of its own. */
export function subjectNamesOf(tree: readonly DisciplineCategory[] | undefined, locale: Locale): SubjectNames | null {
  if (!tree || locale === 'en-us') return null;
  const words = new Map<string, readonly string[]>();
  const wordsOf = (name: string) => foldSearchText(name).split(' ').filter(Boolean);
  for (const category of tree) {
    const inCategory = wordsOf(category.name);
    words.set(category.code, inCategory);
    for (const primary of category.primaryDisciplines) {
      const inPrimary = [...inCategory, ...wordsOf(primary.name)];
      words.set(primary.code, inPrimary);
      for (const secondary of primary.secondaryDisciplines) words.set(secondary.code, [...inPrimary, ...wordsOf(secondary.name)]);
    }
  }
  return { locale, words };
}

export type NamedWords = Array<{ word: string; codes: string[] }>;

/**
 * The text's words (folded; the last one a start when the text ends inside it), each with the
 * codes of the subjects it names; null when no word names one.
 */
export function namedSubjects(text: string, names: SubjectNames): NamedWords | null {
  const words = foldSearchText(text).split(' ').filter(Boolean);
  const typing = /[\p{L}\p{N}]$/u.test(text);
  const nameWords = new Set([...names.words.values()].flat());
  let any = false;
  const out = words.map((word, i) => {
    const named = new Set(subjectNameWordsFor(word, typing && i === words.length - 1, nameWords, names.locale));
    const codes = [...names.words].filter(([, ws]) => ws.some((w) => named.has(w))).map(([code]) => code);
    if (codes.length > 0) any = true;
    return { word, codes };
  });
  return any ? out : null;
}

/** What the offline index gives the search by names: each word's hits in it, the products, its order. */
export interface IndexView {
  /** The products a word finds in the index (MiniSearch). */
  hits(word: string): Iterable<string>;
  products: ReadonlyMap<string, SeenProduct>;
  /** The index's hits for the whole text, best first. */
  order: readonly string[];
}

/**
 * With subject names: every word matches in the index or names a subject the product is in. The
 * products the text finds in the index come first (in its order), then those found through a
 * subject's name only, newest first (as the server ranks them). Empty when no word names a
 * subject.
 */
export function searchByNames(text: string, names: SubjectNames, index: IndexView): SeenProduct[] {
  const words = namedSubjects(text, names);
  if (!words) return [];
  const products = [...index.products.values()];
  const matched = words
    .map(({ word, codes }) => {
      const found = new Set(index.hits(word));
      for (const p of products) {
        if (codes.some((code) => p.categories.includes(code) || p.disciplines.includes(code))) found.add(p.item.productId);
      }
      return found;
    })
    .reduce((a, b) => new Set([...a].filter((id) => b.has(id))));
  const inText = index.order.filter((id) => matched.has(id));
  const date = (p: SeenProduct) => p.item.source['schema:datePublished'] ?? '';
  const byName = products
    .filter((p) => matched.has(p.item.productId) && !inText.includes(p.item.productId))
    .sort((a, b) => date(b).localeCompare(date(a)));
  return [...inText.flatMap((id) => index.products.get(id) ?? []), ...byName];
}

/** The offline index's search by the page's locale's subject names (empty: no word names one). */
export type SubjectFinder = (text: string, index: IndexView) => SeenProduct[];

/** The finder of the page's locale's subject tree; null for en-us or without the tree. */
export function subjectFinder(tree: readonly DisciplineCategory[] | undefined, locale: Locale): SubjectFinder | null {
  const names = subjectNamesOf(tree, locale);
  return names ? (text, index) => searchByNames(text, names, index) : null;
}
