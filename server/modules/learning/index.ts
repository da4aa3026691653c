/** What other modules may use of learning: the learned rules and click boosts search applies. */
export { TIER_CAP } from './click-ranking.ts';
export { learnedBoosts, learnedReplacement } from './learning-service.ts';
