// Prints one closing line for CI from the unit (Vitest) and e2e (Playwright) JSON
// reports: "tests: N passed, N failed, N skipped". Silent when no report exists.
// Then the time of each step: `.ci/run`'s own, given as arguments ("npm ci=63"), and npm test's
// (reports/steps.json, scripts/test-all.ts).
// Then every test that failed, by name, and every e2e test that passed only on a retry (Playwright's outcome "flaky"), one a line:
// retries stay a net (playwright.config.ts), but a test caught by it is a fault to find, in the
// app or in the test (issue 41), so CI names each one rather than counting it as passed.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let found = false;
/** @type {string[]} */
const flaky = [];
/** @type {string[]} */
const failures = [];

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
  // A failed unit test is named here: CI's log keeps only a part of the run's output.
  for (const file of unit.testResults ?? []) {
    const name = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`  [unit] ${name} › ${test.fullName ?? test.title}`);
    }
    // A file that failed with no failed test: it did not load, or a beforeAll/afterAll threw (its
    // tests are then reported skipped, and only the file's message says why).
    const results = file.assertionResults ?? [];
    if (file.status === 'failed' && !results.some((/** @type {any} */ test) => test.status === 'failed')) {
      const why = results.length === 0 ? 'the file failed to run' : 'a hook failed, its tests were skipped';
      failures.push(`  [unit] ${name} (${why}: ${String(file.message ?? '').split('\n').slice(0, 3).join(' | ')})`);
    }
  }

}
if (existsSync('reports/e2e.json')) {
  const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  const stats = e2e.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  found = true;
  for (const { titles, file, line, test } of testsOf(e2e.suites)) {
    if (test.status === 'unexpected') failures.push(`  [${test.projectName}] ${file}:${line} › ${titles.join(' › ')}`);
    if (test.status !== 'flaky') continue;
    const tries = (test.results ?? []).length;
    flaky.push(`  [${test.projectName}] ${file}:${line} › ${titles.join(' › ')} (passed on try ${tries})`);
  }
}
if (found) console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failures.length > 0) console.log(`failed: ${failures.length}\n${failures.join('\n')}`);
if (flaky.length > 0) console.log(`passed only on retry (flaky): ${flaky.length}\n${flaky.join('\n')}`);

/** @type {[string, number, string][]} */
const times = process.argv.slice(2).map((arg) => {
  const at = arg.lastIndexOf('=');
  return [arg.slice(0, at), Number(arg.slice(at + 1)), ''];
});
if (existsSync('reports/steps.json')) {
  const steps = JSON.parse(readFileSync('reports/steps.json', 'utf8'));
  const lanes = steps.mode === 'phases' ? ' (two lanes side by side, then e2e: the steps add up to more than the whole)' : '';
  const at = times.findIndex(([name]) => name === 'npm test');
  const inner = steps.steps.map((/** @type {any} */ s) => [`  ${s.name}`, Math.round(s.seconds), s.status === 'passed' ? '' : s.status]);
  if (at >= 0) {
    times[at][2] = lanes.trim();
    times.splice(at + 1, 0, ...inner);
  } else times.push(...inner);
}
if (times.length > 0) {
  const total = process.argv.slice(2).reduce((sum, arg) => sum + Number(arg.slice(arg.lastIndexOf('=') + 1)), 0);
  console.log('time per step:');
  for (const [name, seconds, note] of times) {
    const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    console.log(`  ${name.padEnd(24)} ${clock.padStart(6)}${note ? `  ${note}` : ''}`);
  }
  if (total > 0) console.log(`  ${'all'.padEnd(24)} ${`${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`.padStart(6)}`);
}
