/**
 * axe-core in any engine: its script handed to the page through the driver (not a <script>
 * element: the app's Content-Security-Policy would refuse an inline one), then axe.run with
 * the Playwright suite's rule set (e2e/a11y.spec.ts: WCAG 2.2 A/AA).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EnginePage } from './engine-page.ts';
import { WCAG_TAGS } from '../e2e/support/wcag.ts';

let source: string | null = null;
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** The violations as 'rule: targets', [] when clean; `include` narrows to one part of the page. */
export async function runAxe(page: EnginePage, include?: string): Promise<string[]> {
  const injected = await page.evaluate<boolean>('return typeof window.axe === "object";');
  if (!injected) await page.evaluate(`${axeSource()}\nreturn typeof window.axe;`);
  return page.evaluate<string[]>(
    `const [tags, include] = args;
     const found = await window.axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags } });
     return found.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '));`,
    WCAG_TAGS,
    include ?? null,
  );
}
