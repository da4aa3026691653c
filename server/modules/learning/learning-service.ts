/**
 * Search that learns: proposals for the console, the rules and the click evidence
 * search reads, and the upkeep the events' maintenance job runs.
 *
 * A change of what search answers (a rule accepted, edited or undone, the ranking switch
 * flipped) bumps the catalogue version and tells this process's caches: the answer cache
 * drops what it holds here at once and, in other processes, within CATALOGUE_CHECK_MS.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version-repository.ts';
import { announceCatalogueChanged } from '../catalogue/index.ts';
import { normaliseQuery } from '../../../contract/search-events.ts';
import { synonymKey, type LearningAnswer, type Proposal, type ProposalKind } from '../../../contract/search-learning.ts';
import { CLICK_MOVERS_MAX, type ClickMover } from '../../../contract/click-evidence.ts';
import { clickBoost } from './click-ranking.ts';
import { mineProposals } from './mining.ts';
import {
  allRules,
  clickEvidence,
  clickMovers as moverRows,
  clickRankingOn,
  deleteExpiredRejections,
  deleteSynonym,
  listSynonyms,
  productTitles,
  rebuildClickSignals,
  rejectTerm,
  replacementOf,
  ruledTerms,
  saveSynonym,
  setClickRanking,
  signalCounts,
  trailsOfVisits,
} from './learning-repository.ts';

/** Proposals shown at most. */
export const MAX_PROPOSALS = 100;

export async function proposals(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<Proposal[]> {
  const trails = await trailsOfVisits(db, retentionDays, now);
  const titles = await productTitles(db, [...new Set(trails.flatMap((t) => t.clicks.map((c) => c.productId)))]);
  const ruled = await ruledTerms(db);
  return mineProposals(trails, (id) => titles.get(id) ?? null, { ruled }).slice(0, MAX_PROPOSALS);
}

/**
 * The pairs with the most click evidence and the boost each gets now, with the figures that
 * show manipulation: how many addresses, how much of it from the busiest one, clicks on
 * searches never served (issue #41).
 */
export async function clickMovers(db: Kysely<DB>, retentionDays: number, rankingOn: boolean): Promise<ClickMover[]> {
  const rows = await moverRows(db, retentionDays, CLICK_MOVERS_MAX);
  const titles = await productTitles(db, [...new Set(rows.map((r) => r.productId))]);
  return rows.map(({ weight, ...row }) => ({
    ...row,
    name: titles.get(row.productId) ?? null,
    boost: rankingOn ? clickBoost(weight, row.visits, row.addresses) : 0,
  }));
}

export async function learningAnswer(db: Kysely<DB>, retentionDays: number): Promise<LearningAnswer> {
  const [found, synonyms, clickRanking, signals] = await Promise.all([
    proposals(db, retentionDays),
    listSynonyms(db),
    clickRankingOn(db),
    signalCounts(db),
  ]);
  const movers = await clickMovers(db, retentionDays, clickRanking);
  return { clickRanking, proposals: found, synonyms, signals, movers, retentionDays };
}

async function searchChanged(db: Kysely<DB>): Promise<void> {
  await bumpCatalogueVersion(db);
  announceCatalogueChanged();
}

export async function acceptRule(
  db: Kysely<DB>,
  rule: { term: string; replacement: string; kind: ProposalKind },
): Promise<number> {
  const id = await saveSynonym(db, { ...rule, term: synonymKey(rule.term), replacement: synonymKey(rule.replacement) });
  await searchChanged(db);
  return id;
}

export async function undoRule(db: Kysely<DB>, id: number): Promise<boolean> {
  const deleted = await deleteSynonym(db, id);
  if (deleted) await searchChanged(db);
  return deleted;
}

export async function rejectProposal(db: Kysely<DB>, term: string): Promise<void> {
  await rejectTerm(db, synonymKey(term));
}

/** Turning the switch on first takes in the latest evidence. */
export async function switchClickRanking(db: Kysely<DB>, on: boolean, retentionDays: number): Promise<void> {
  if (on) await rebuildClickSignals(db, retentionDays);
  await setClickRanking(db, on);
  await searchChanged(db);
}

export async function ruleList(db: Kysely<DB>): Promise<Array<{ term: string; replacement: string }>> {
  return allRules(db);
}

// --- what search asks (hooks in search-service.ts) -------------------------------------

/** The accepted replacement of a search text, or null. */
export async function learnedReplacement(db: Kysely<DB>, text: string): Promise<string | null> {
  const key = synonymKey(text);
  return key ? replacementOf(db, key) : null;
}

/** Boosts of the products people opened for this text (empty while the switch is off). */
export async function learnedBoosts(db: Kysely<DB>, text: string): Promise<Map<string, number>> {
  const boosts = new Map<string, number>();
  for (const row of await clickEvidence(db, normaliseQuery(text))) {
    const boost = clickBoost(row.weight, row.visits, row.addresses);
    if (boost > 0) boosts.set(row.productId, boost);
  }
  return boosts;
}

/** The scheduled upkeep: rejections past the retention go, the click evidence is recomputed. */
export async function maintainLearning(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<void> {
  await deleteExpiredRejections(db, retentionDays, now);
  await rebuildClickSignals(db, retentionDays, now);
}
