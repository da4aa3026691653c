// en-us's words and their shape, apart from learning-messages.ts so that another locale's
// catalogue can name the shape without importing the module that loads it (no import cycle,
// not even through types).
import type { ProposalKind } from '../../../contract/search-learning';
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
  title: 'Search learning',
  intro:
    'Proposals from what visitors who allow analytics searched: texts that found nothing, followed in the same visit by a search that found and opened something. Nothing applies until you accept it.',
  back: 'Search insights',
  loading: 'Loading proposals…',
  error: 'The proposals could not be loaded.',
  retry: 'Try again',
  ranking: 'Ranking that follows clicks',
  rankingHint: (queries: number, minAddresses: number) =>
    `Among results of similar relevance, products opened from more addresses for the same search rise a little (at least ${minAddresses} addresses; one address counts at most once a day per product; older visits count less; only clicks on searches this server answered). Exact titles and ISBNs always come first. Evidence now covers ${queries.toLocaleString('en-US')} ${queries === 1 ? 'search' : 'searches'}.`,
  movers: 'What clicks move',
  moversHint:
    'The searches and products with the most click evidence, boosted first. An address is counted by a code that changes every day, never stored. When the busiest address holds most of the visits, or many clicks came from searches this server never answered, someone may be trying to move a product: they add nothing beyond what the figures show.',
  moversNone: 'No click evidence yet.',
  moverColumns: {
    query: 'Search',
    product: 'Product',
    visits: 'Visits',
    addresses: 'Addresses',
    busiest: 'Busiest address',
    unserved: 'Clicks on unanswered searches',
    boost: 'Boost',
  },
  busiest: (top: number, visits: number) => `${top.toLocaleString('en-US')} of ${visits.toLocaleString('en-US')}`,
  noBoost: 'none',
  count: (n: number) => n.toLocaleString('en-US'),
  boost: (boost: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(boost),
  on: 'On',
  off: 'Off',
  proposals: 'Proposals',
  proposalsNone:
    'No proposals yet: a text needs at least two visits that found nothing for it and then found something else.',
  accepted: 'Accepted rules',
  acceptedNone: 'No rules accepted yet.',
  retention: (days: number) => `Evidence is read from the last ${days} days of search events; nothing older is kept.`,
  kinds: { synonym: 'Synonym', spelling: 'Spelling', name: 'Product name' } satisfies Record<ProposalKind, string>,
  columns: {
    term: 'Searched for (found nothing)',
    kind: 'Kind',
    replacement: 'Search instead',
    evidence: 'Evidence',
    actions: 'Actions',
    accepted: 'Accepted',
  },
  visits: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'visit' : 'visits'}`,
  thenSearched: 'then searched',
  opened: 'opened',
  replacementLabel: (term: string) => `Search instead of “${term}”`,
  accept: 'Accept',
  acceptLabel: (term: string) => `Accept the rule for “${term}”`,
  reject: 'Reject',
  rejectLabel: (term: string) => `Reject the proposal for “${term}”`,
  undo: 'Undo',
  undoLabel: (term: string) => `Undo the rule for “${term}”`,
  actionFailed: 'That did not work. Try again.',
  acceptedNotice: (term: string, replacement: string) => `Searches for “${term}” now find “${replacement}”.`,
  undoneNotice: (term: string) => `The rule for “${term}” is undone.`,
  rejectedNotice: (term: string) => `The proposal for “${term}” is rejected.`,
  rankingNotice: (on: boolean) => (on ? 'Ranking that follows clicks is on.' : 'Ranking that follows clicks is off.'),
};

export type LearningMessages = Widen<typeof enUs>;

/** A locale's learning strings, given en-us's. */
export interface LearningCatalogueModule {
  catalogue(en: LearningMessages): LearningMessages;
}
