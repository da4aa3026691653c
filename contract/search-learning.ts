/**
 * Search that learns: the shapes and rules the server, the console and offline search
 * share. Accepted synonyms are whole-text rules: a search whose text (as `synonymKey` reads it)
 * is an accepted term and finds nothing as typed is searched as the replacement instead — online
 * by the server, offline by the device's index, with the same rule.
 */
import { foldSearchText, SEARCH_TEXT_MAX } from './search-text.ts';
import type { ClickMover } from './click-evidence.ts';

export type { ClickMover } from './click-evidence.ts';

/** Where a proposal comes from: a word the catalogue lacks, a misspelling the typo rule misses, a product's other name. */
export const PROPOSAL_KINDS = ['synonym', 'spelling', 'name'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const SYNONYM_TEXT_MAX = SEARCH_TEXT_MAX;
/** A random id per visit, like a search's query id: never per person, short enough not to look like a token. */
export const VISIT_ID_PATTERN = '^[a-z0-9]{8,16}$';

/**
 * The text a rule is keyed by: lower case, accents removed, every run of other characters than
 * letters and digits one space (the search's own normalisation, so "Bio-101" = "bio 101").
 */
export function synonymKey(text: string): string {
  return foldSearchText(text);
}

/** The replacement of a text under the accepted rules (keyed by synonymKey), or null. */
export function synonymFor(rules: ReadonlyMap<string, string>, text: string): string | null {
  const key = synonymKey(text);
  return key ? (rules.get(key) ?? null) : null;
}

export interface ProposalEvidence {
  /** A text searched after the zero-result one, and in how many visits. */
  query: string;
  visits: number;
}

export interface ProposedProduct {
  productId: string;
  name: string | null;
  visits: number;
}

export interface Proposal {
  /** The text that found nothing (normalised), the rule's key. */
  term: string;
  /** What to search instead. */
  replacement: string;
  kind: ProposalKind;
  /** Visits that searched the term, found nothing, then found and opened something. */
  visits: number;
  /** The most frequent follow-up texts (aggregates, never one visit's trail). */
  examples: ProposalEvidence[];
  /** The products those visits opened most. */
  products: ProposedProduct[];
}

export interface AcceptedSynonym {
  id: number;
  term: string;
  replacement: string;
  kind: ProposalKind;
  acceptedAt: string;
}

/** GET /api/learning: the console's section. */
export interface LearningAnswer {
  clickRanking: boolean;
  proposals: Proposal[];
  synonyms: AcceptedSynonym[];
  /** Click evidence ranking may use now: normalised queries, and query–product pairs. */
  signals: { queries: number; pairs: number };
  /** The pairs with the most evidence, boosted ones first (at most CLICK_MOVERS_MAX). */
  movers: ClickMover[];
  retentionDays: number;
}

/** GET /api/synonyms: the accepted rules, for offline search. */
export interface SynonymList {
  synonyms: Array<{ term: string; replacement: string }>;
}
