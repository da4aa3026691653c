/**
 * Proposals mined from recorded search events, pure: the repository hands over the
 * searches and result clicks of visits that had a search finding nothing, grouped per visit.
 *
 * A visit supports "T → R" when it searched T and found nothing, and then (within
 * FOLLOW_UP_MS, before any other zero-result search of a different text) searched R, which
 * found something, and opened one of R's results. Each visit counts once per T, however often
 * it retyped. One proposal per T (its most supported R), only with MIN_PROPOSAL_VISITS visits:
 * one person's wanderings propose nothing. The kind says what the evidence looks like:
 *
 * - 'name': most supporting visits (PRODUCT_SHARE) opened one product, reached by several
 *   different texts: people look for that product under T. The replacement is its title.
 * - 'spelling': T is a few edits from R (SPELLING_SHARE of R's length at most), a misspelling
 *   the typo rule misses (short words, more edits than it allows, words run together).
 * - 'synonym': anything else ("bio 101" → "biology").
 *
 * Texts already ruled (accepted or rejected) are not proposed.
 */
import { typoDistance } from '../search/index.ts';
import { synonymKey, type Proposal, type ProposalKind } from '../../../contract/search-learning.ts';

export const MIN_PROPOSAL_VISITS = 2;
export const FOLLOW_UP_MS = 10 * 60_000;
export const PRODUCT_SHARE = 2 / 3;
export const SPELLING_SHARE = 0.34;
export const EXAMPLES = 3;

export interface VisitSearch {
  queryId: string;
  query: string;
  results: number;
  at: number;
}

export interface VisitTrail {
  searches: VisitSearch[];
  /** Result clicks: the search (query id) and the product opened. */
  clicks: Array<{ queryId: string; productId: string }>;
}

export interface MiningOptions {
  /** Keys (synonymKey) that already have a rule or were rejected. */
  ruled?: ReadonlySet<string>;
  minVisits?: number;
}

/** What one visit says: for each zero-result text, the follow-up text and the product it opened. */
export function visitSupport(trail: VisitTrail): Map<string, { followUp: string; productId: string }> {
  const searches = [...trail.searches].sort((a, b) => a.at - b.at);
  const opened = new Map<string, string>();
  for (const click of trail.clicks) if (!opened.has(click.queryId)) opened.set(click.queryId, click.productId);
  const support = new Map<string, { followUp: string; productId: string }>();
  searches.forEach((search, i) => {
    const term = synonymKey(search.query);
    if (search.results > 0 || !term || support.has(term)) return;
    for (const next of searches.slice(i + 1)) {
      if (next.at - search.at > FOLLOW_UP_MS) break;
      const nextKey = synonymKey(next.query);
      if (nextKey === term) continue; // the same text again (a reload, paging)
      if (next.results === 0) break; // gave up on it: another text that failed
      const productId = opened.get(next.queryId);
      if (productId) {
        support.set(term, { followUp: nextKey, productId });
        break;
      }
    }
  });
  return support;
}

const top = <K>(counts: Map<K, number>, n: number): Array<[K, number]> =>
  [...counts.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).slice(0, n);

/** Which kind of rule the evidence of a term suggests, and its replacement. */
export function classify(
  term: string,
  followUps: Map<string, number>,
  products: Map<string, number>,
  visits: number,
  titleOf: (productId: string) => string | null,
): { kind: ProposalKind; replacement: string } {
  const [bestText] = top(followUps, 1)[0]!;
  const [bestProduct, opened] = top(products, 1)[0]!;
  const title = titleOf(bestProduct);
  if (title && opened / visits >= PRODUCT_SHARE && followUps.size > 1) return { kind: 'name', replacement: synonymKey(title) };
  const allowed = Math.max(1, Math.floor(bestText.length * SPELLING_SHARE));
  if (typoDistance(term, bestText, allowed + 1) <= allowed) return { kind: 'spelling', replacement: bestText };
  return { kind: 'synonym', replacement: bestText };
}

/** The proposals of a set of visits, best supported first. */
export function mineProposals(
  trails: Iterable<VisitTrail>,
  titleOf: (productId: string) => string | null,
  options: MiningOptions = {},
): Proposal[] {
  const minVisits = options.minVisits ?? MIN_PROPOSAL_VISITS;
  const byTerm = new Map<string, { visits: number; followUps: Map<string, number>; products: Map<string, number> }>();
  for (const trail of trails) {
    for (const [term, { followUp, productId }] of visitSupport(trail)) {
      if (options.ruled?.has(term)) continue;
      const entry = byTerm.get(term) ?? { visits: 0, followUps: new Map(), products: new Map() };
      entry.visits++;
      entry.followUps.set(followUp, (entry.followUps.get(followUp) ?? 0) + 1);
      entry.products.set(productId, (entry.products.get(productId) ?? 0) + 1);
      byTerm.set(term, entry);
    }
  }
  const proposals: Proposal[] = [];
  for (const [term, entry] of byTerm) {
    if (entry.visits < minVisits) continue;
    const { kind, replacement } = classify(term, entry.followUps, entry.products, entry.visits, titleOf);
    if (replacement === term) continue;
    proposals.push({
      term,
      replacement,
      kind,
      visits: entry.visits,
      examples: top(entry.followUps, EXAMPLES).map(([query, visits]) => ({ query, visits })),
      products: top(entry.products, EXAMPLES).map(([productId, visits]) => ({ productId, name: titleOf(productId), visits })),
    });
  }
  return proposals.sort((a, b) => b.visits - a.visits || a.term.localeCompare(b.term));
}
