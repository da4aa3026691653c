/**
 * The accessibility rules every engine checks (WCAG 2.2 A and AA, what the catalogue promises):
 * axe's tags, for the Playwright suite (axe.ts) and the journeys on other engines
 * (e2e-engines/axe.ts). No imports, so a runner without Playwright's can read it.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
