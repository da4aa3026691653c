// Prints one closing line for CI from the unit (Vitest) and e2e (Playwright) JSON
// reports: "tests: N passed, N failed, N skipped". Silent when no report exists.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let found = false;

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
}
if (found) console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
