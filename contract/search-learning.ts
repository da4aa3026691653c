/**
 * Search that learns: the shapes and rules the server, the console and offline search
 * share. Accepted synonyms are whole-text rules: a search whose text (as `synonymKey` reads it)
 * is an accepted term and finds nothing as typed is searched as the replacement instead — online
 * by the server, offline by the device's index, with the same rule.
 */
import { foldSearchText, SEARCH_TEXT_MAX } from './search-text.ts';

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

/**
 * What click evidence must show before ranking follows it (issue #41: one address sending made-up
 * visits moved a product from 24th to 15th). Evidence is counted per client address — a keyed
 * hash of it that changes every day (server/modules/insights/client-key.ts), so "an address" is
 * one address on one day — and per visit: a query–product pair needs visits from at least
 * MIN_CLICK_ADDRESSES addresses, and one address adds at most ADDRESS_DAY_CAP visit per product
 * and day however many visits it claims (shared among the queries it came through).
 */
export const MIN_CLICK_ADDRESSES = 3;
export const ADDRESS_DAY_CAP = 1;
/** Query–product pairs the console lists as the ranking's movers. */
export const CLICK_MOVERS_MAX = 20;

/**
 * A query–product pair with click evidence, for the console: what moves the ranking, and the
 * figures that tell many people from one eager address.
 */
export interface ClickMover {
  /** The normalised query (as insights counts it). */
  query: string;
  productId: string;
  name: string | null;
  /** Visits that opened the product from that query's served results. */
  visits: number;
  /** Addresses (one address on one day counts once) those visits came from. */
  addresses: number;
  /** Visits of the address with the most of them: near `visits` means one address did it. */
  topAddressVisits: number;
  /** Result clicks whose search the server never served (a made-up query id): never counted. */
  unserved: number;
  /** The boost ranking adds now (0 when the evidence falls short, or the switch is off). */
  boost: number;
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
