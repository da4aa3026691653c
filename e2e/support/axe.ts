// axe over the page as it stands, for every spec that checks accessibility: one rule set
// (WCAG 2.2 A and AA, what the catalogue promises), one way to report what it finds.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { WCAG_TAGS } from './wcag';

export { WCAG_TAGS };

/**
 * Fails listing each violation as `state: rule: targets` (`state` names the screen when a test
 * checks several); `include` limits the check to one part of the page (a dialog, say).
 */
export async function expectNoViolations(page: Page, state?: string, include?: string): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  const prefix = state ? `${state}: ` : '';
  expect(violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
