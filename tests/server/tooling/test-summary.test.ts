// scripts/test-summary.mjs, CI's closing lines: the counts, then every e2e test that passed
// only on a retry (issue 41: retries stay a net, but what they catch is named). Run as CI runs
// it, in a folder holding a Playwright JSON report written here by hand.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/test-summary.mjs');
const folders: string[] = [];

function summaryOf(e2e: unknown, unit?: unknown): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'reports'));
  writeFileSync(path.join(folder, 'reports/e2e.json'), JSON.stringify(e2e));
  // Vitest names a file by its whole path: '<cwd>' stands for the folder the script runs in.
  if (unit) writeFileSync(path.join(folder, 'reports/unit.json'), JSON.stringify(unit).replaceAll('<cwd>', folder));
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: folder, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const result = (status: string) => ({ status, retry: 0 });

describe('scripts/test-summary.mjs', () => {
  it('names every test that passed only on a retry, with its project, place and titles', () => {
    const report = {
      stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 1 },
      suites: [
        {
          title: 'clean-network.spec.ts',
          file: 'clean-network.spec.ts',
          specs: [
            {
              title: 'K-12 buyer: no failed request, no console error',
              file: 'clean-network.spec.ts',
              line: 185,
              tests: [
                { projectName: 'desktop', status: 'flaky', results: [result('failed'), result('passed')] },
                { projectName: 'mobile', status: 'expected', results: [result('passed')] },
              ],
            },
          ],
          suites: [],
        },
        {
          title: 'insights.spec.ts',
          file: 'insights.spec.ts',
          specs: [],
          suites: [
            {
              title: 'events and the insights page',
              file: 'insights.spec.ts',
              specs: [
                {
                  title: 'without analytics consent no request goes to /api/events',
                  file: 'insights.spec.ts',
                  line: 140,
                  tests: [
                    { projectName: 'desktop', status: 'expected', results: [result('passed')] },
                    { projectName: 'mobile', status: 'skipped', results: [result('skipped')] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(summaryOf(report)).toBe(
      'tests: 3 passed, 0 failed, 1 skipped\n' +
        'passed only on retry (flaky): 1\n' +
        '  [desktop] clean-network.spec.ts:185 › K-12 buyer: no failed request, no console error (passed on try 2)\n',
    );
  });

  it('names a failed test, and says nothing of retries when none was needed', () => {
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          title: 'insights.spec.ts',
          file: 'insights.spec.ts',
          specs: [
            {
              title: 'a test',
              file: 'insights.spec.ts',
              line: 3,
              tests: [{ projectName: 'desktop', status: 'unexpected', results: [result('failed'), result('failed')] }],
            },
          ],
          suites: [],
        },
      ],
    };
    expect(summaryOf(report)).toBe('tests: 1 passed, 1 failed, 0 skipped\nfailed: 1\n  [desktop] insights.spec.ts:3 › a test\n');
  });

  it("names a failed unit test by its file and titles (CI's log keeps only part of the run)", () => {
    const e2e = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] };
    const unit = {
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: '<cwd>/tests/client/search-page.test.tsx',
          status: 'failed',
          assertionResults: [
            { status: 'passed', title: 'shows the count', fullName: 'SearchPage shows the count' },
            { status: 'failed', title: 'pages on', fullName: 'SearchPage pages on' },
          ],
        },
        { name: 'tests/domain/rules.test.ts', status: 'passed', assertionResults: [{ status: 'passed', title: 'a rule' }] },
      ],
    };
    expect(summaryOf(e2e, unit)).toBe(
      'tests: 2 passed, 1 failed, 0 skipped\nfailed: 1\n  [unit] tests/client/search-page.test.tsx › SearchPage pages on\n',
    );
  });
});
