// The search learning screen's strings (ours: the spec has no such screen), kept with the screen
// so they load with its chunk; another locale's are a chunk of their own
// (catalogue-learning-*.ts, not precached) that the screen waits for before it draws. British
// English writes these as en-us does (en-gb inherits them).
import type { ProposalKind } from '../../../contract/search-learning';
import { localised, type Widen } from '../../lib/messages/messages';
import { appLocale } from '../../lib/locale/locale';

const enUs = {
  title: 'Search learning',
  intro:
    'Proposals from what visitors who allow analytics searched: texts that found nothing, followed in the same visit by a search that found and opened something. Nothing applies until you accept it.',
  back: 'Search insights',
  loading: 'Loading proposals…',
  error: 'The proposals could not be loaded.',
  retry: 'Try again',
  ranking: 'Ranking that follows clicks',
  rankingHint: (queries: number) =>
    `Among results of similar relevance, products opened in more visits for the same search rise a little (at least 3 visits; older visits count less). Exact titles and ISBNs always come first. Evidence now covers ${queries.toLocaleString('en-US')} ${queries === 1 ? 'search' : 'searches'}.`,
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

let active: LearningMessages = enUs;

/** The page's learning strings, read when used (messages.ts `localised`). */
export const learningText: LearningMessages = localised(() => active);

/** en-us's learning strings, whatever the page's locale (tests). */
export const enUsLearningText: LearningMessages = enUs;

/** The page's locale's learning strings loading; null where en-us's serve. */
export const learningTextPending: Promise<void> | null =
  appLocale === 'tr-tr'
    ? import('./catalogue-learning-tr-tr').then(
        (module: LearningCatalogueModule) => {
          active = module.catalogue(enUs);
        },
        () => {},
      )
    : null;
