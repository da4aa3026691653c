/**
 * Typo tolerance, the rule users know from hosted search engines:
 * no typo in words shorter than 4 characters, one in words of 4–7, two in 8 or more.
 * A typo is one edit: a letter inserted, deleted, replaced, or two neighbours swapped
 * (optimal string alignment distance, "Damerau–Levenshtein" as most engines count it).
 */

export const MIN_WORD_FOR_ONE_TYPO = 4;
export const MIN_WORD_FOR_TWO_TYPOS = 8;

/** How many typos a word of this length may carry (length in characters as typed). */
export function allowedTypos(length: number): 0 | 1 | 2 {
  if (length >= MIN_WORD_FOR_TWO_TYPOS) return 2;
  if (length >= MIN_WORD_FOR_ONE_TYPO) return 1;
  return 0;
}

/**
 * Optimal string alignment distance between a and b, or `max + 1` as soon as it is
 * certain to exceed `max` (the callers only care about "within the allowance").
 */
export function typoDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const n = s.length;
  const m = t.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  // Three rows: the one before the previous (for swaps), the previous, the current.
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= m; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[m]!;
}

/**
 * Distance between a word still being typed and the start of a known word: the best
 * over the known word's prefixes of the typed length ± the allowance ("micrecon" is
 * one typo away from "microeconomics" because it is one away from "microecon").
 */
export function prefixTypoDistance(typed: string, known: string, max: number): number {
  const t = Array.from(typed);
  const k = Array.from(known);
  let best = max + 1;
  for (let len = Math.max(1, t.length - max); len <= Math.min(k.length, t.length + max); len++) {
    const d = typoDistance(typed, k.slice(0, len).join(''), max);
    if (d < best) best = d;
    if (best === 0) break;
  }
  return best;
}

export interface TermCandidate {
  term: string;
  /** How many products use the word (more common words win ties). */
  documents: number;
}

export interface Correction {
  /** The word (or, for a word still being typed, the prefix) to search instead. */
  best: string;
  /** Every candidate at the best distance, best first (the search uses the best only). */
  alternatives: string[];
  distance: number;
}

/**
 * Picks the correction of a word among vocabulary candidates under the typo rule.
 * `prefix` words (the last word while typing) are compared with the candidates' starts
 * and corrected to the candidate's start of the matching length. Null when no candidate
 * is within the allowance, or the word needs none (distance 0).
 */
export function chooseCorrection(
  word: string,
  candidates: readonly TermCandidate[],
  prefix = false,
): Correction | null {
  const max = allowedTypos(Array.from(word).length);
  if (max === 0) return null;
  const scored: { text: string; distance: number; documents: number }[] = [];
  for (const c of candidates) {
    if (c.term === word) return null;
    if (prefix) {
      if (c.term.startsWith(word)) return null;
      const d = prefixTypoDistance(word, c.term, max);
      if (d > max) continue;
      // The correction keeps the candidate's start of the closest length.
      const text = closestPrefix(word, c.term, d);
      scored.push({ text, distance: d, documents: c.documents });
    } else {
      const d = typoDistance(word, c.term, max);
      if (d <= max) scored.push({ text: c.term, distance: d, documents: c.documents });
    }
  }
  if (scored.length === 0) return null;
  scored.sort((a, b) => a.distance - b.distance || b.documents - a.documents || a.text.localeCompare(b.text));
  const distance = scored[0]!.distance;
  const alternatives: string[] = [];
  for (const s of scored) {
    if (s.distance !== distance) break;
    if (!alternatives.includes(s.text)) alternatives.push(s.text);
    if (alternatives.length === 5) break;
  }
  return { best: alternatives[0]!, alternatives, distance };
}

function closestPrefix(typed: string, known: string, distance: number): string {
  const t = Array.from(typed);
  const k = Array.from(known);
  // Prefer the length nearest the typed length among those at the distance found.
  for (const delta of [0, 1, -1, 2, -2]) {
    const len = t.length + delta;
    if (len < 1 || len > k.length) continue;
    const candidate = k.slice(0, len).join('');
    if (typoDistance(typed, candidate, distance) === distance) return candidate;
  }
  return k.slice(0, t.length).join('');
}

const VARIANT_ALPHABET = Array.from('abcdefghijklmnopqrstuvwxyz0123456789');

/**
 * Every string one typo away from a word (deletions, swaps of neighbours, replacements
 * and insertions over a–z, 0–9 and the word's own letters). Short words (4–7 letters)
 * look their corrections up this way: exact and complete, where trigram similarity is
 * too coarse (one typo in "cell" leaves it a single trigram in common).
 */
export function oneTypoVariants(word: string): string[] {
  const s = Array.from(word);
  const alphabet = [...new Set([...VARIANT_ALPHABET, ...s])];
  const out = new Set<string>();
  for (let i = 0; i < s.length; i++) {
    out.add([...s.slice(0, i), ...s.slice(i + 1)].join(''));
    if (i + 1 < s.length) out.add([...s.slice(0, i), s[i + 1], s[i], ...s.slice(i + 2)].join(''));
    for (const c of alphabet) if (c !== s[i]) out.add([...s.slice(0, i), c, ...s.slice(i + 1)].join(''));
  }
  for (let i = 0; i <= s.length; i++) {
    for (const c of alphabet) out.add([...s.slice(0, i), c, ...s.slice(i)].join(''));
  }
  out.delete(word);
  out.delete('');
  return [...out];
}

/** The smallest string greater than every string starting with `prefix` (for range scans). */
export function prefixUpperBound(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}
