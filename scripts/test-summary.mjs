// Prints one closing line for CI from the unit (Vitest) and e2e (Playwright) JSON
// reports: "tests: N passed, N failed, N skipped". Silent when no report exists.
// Then every e2e test that passed only on a retry (Playwright's outcome "flaky"), one a line:
// retries stay a net (playwright.config.ts), but a test caught by it is a fault to find, in the
// app or in the test (issue 41), so CI names each one rather than counting it as passed.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let found = false;
/** @type {string[]} */
const flaky = [];

/**
 * Every test of a Playwright JSON report's suites (nested: a file, its describes), with the
 * titles leading to it.
 * @param {any[]} suites
 * @param {string[]} titles
 * @returns {Generator<{ titles: string[]; file: string; line: number; test: any }>}
 */
function* testsOf(suites, titles = []) {
  for (const suite of suites ?? []) {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { titles: [...here, spec.title], file: spec.file, line: spec.line, test };
    }
    yield* testsOf(suite.suites, here);
  }
}

if (existsSync('reports/unit.json')) {
  const unit = JSON.parse(readFileSync('reports/unit.json', 'utf8'));
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  found = true;
}
if (existsSync('reports/e2e.json')) {
  const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  const stats = e2e.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  found = true;
  for (const { titles, file, line, test } of testsOf(e2e.suites)) {
    if (test.status !== 'flaky') continue;
    const tries = (test.results ?? []).length;
    flaky.push(`  [${test.projectName}] ${file}:${line} › ${titles.join(' › ')} (passed on try ${tries})`);
  }
}
if (found) console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (flaky.length > 0) console.log(`passed only on retry (flaky): ${flaky.length}\n${flaky.join('\n')}`);
