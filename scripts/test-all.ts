/**
 * `npm test`: every check of the project, in two phases, then a table of the time each step took
 * (also written to reports/steps.json for `.ci/run`'s closing table).
 *
 *   first:    browsers (installs what the browser tests, and some unit tests' tools, need)
 *   phase 1:  lane 1: unit (Vitest, both projects)
 *             lane 2: typecheck → lint → build → budgets → engines (Firefox, WebKit, Chromium)
 *   phase 2:  e2e (Playwright, Chromium), alone
 *
 * Why this shape (measured on CI's kind of machine, 2 cores, 2026-11-29; docs/testing.md): the
 * Playwright suite keeps both cores 90% busy by itself (16 min alone), and the unit suite too
 * (5 min alone). Run side by side they took 57–63 min, not 21: each slowed the other several
 * times over. The engines' journeys drive one browser at a time and keep one core busy (55%),
 * so they fill the room the unit suite leaves. Phase 1 is bound by CPU (about 15 CPU minutes on
 * 2 cores), so the order of its steps hardly moves its length; the unit suite, its longest step
 * (7 min on CI), starts at once, and the compilers go ahead of the build in the other lane.
 *
 * Each step is the npm script of its name, so any of them can still be run alone. A failed step
 * stops its lane (except typecheck and lint, which nothing after them needs); the other lane and
 * the next phase still run when what they need passed, so one run reports every failure it can.
 * Exit status: 1 when any step failed.
 *
 *   npm test                    # the phases
 *   npm test -- --serial        # one step at a time (lane 1, lane 2, then e2e)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

interface Step {
  name: string;
  /** The npm script it runs. */
  script: string;
  /** The lane's later steps do not need this one to pass (a type error does not stop the unit tests). */
  alone?: boolean;
  /** A step of an earlier phase that must have passed first. */
  after?: string;
}

const FIRST: Step = { name: 'browsers', script: 'test:browser' };
/** Phases run one after another; a phase's lanes run side by side. */
const PHASES: Step[][][] = [
  [
    [{ name: 'unit', script: 'test:unit' }],
    [
      { name: 'typecheck', script: 'typecheck', alone: true },
      { name: 'lint', script: 'lint', alone: true },
      { name: 'build', script: 'build' },
      { name: 'budgets', script: 'check:budgets' },
      { name: 'engines', script: 'test:engines' },
    ],
  ],
  [[{ name: 'e2e', script: 'test:e2e:run', after: 'budgets' }]],
];
const STEPS = PHASES.flat(2);

interface Outcome {
  name: string;
  seconds: number;
  status: 'passed' | 'failed' | 'not run';
  /** A failed step's lines that name what failed (CI's log keeps only the end of the run). */
  failures?: string[];
}

/**
 * A line about a failure: node:test's ✖ and its error lines, an engines journey's first try that
 * failed (e2e-engines/journeys.test.ts), tsc's and ESLint's errors, a thrown Error.
 */
const FAILURE_LINE =
  /^\s*(✖|error\b|Error:|AssertionError|expected|actual:)|failed, trying again|error TS\d+|\s\d+:\d+\s+error\s|Unhandled (Error|Rejection)/;
/** Steps whose failed tests scripts/test-summary.mjs names from their JSON reports. */
const REPORTED = new Set(['unit', 'e2e']);

const serial = process.argv.includes('--serial');
const started = Date.now();
const outcomes = new Map<string, Outcome>();
/** Each step's result, once it has started: a step `after` another awaits it. */
const finished = new Map<string, Promise<boolean>>();

/** Runs one npm script, its lines prefixed with the step's name while another lane runs too. */
function runStep(step: Step, prefix: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const begin = Date.now();
    console.log(`\n▶ ${step.name} (npm run ${step.script})`);
    const child = spawn('npm', ['run', '--silent', step.script], {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const failures: string[] = [];
    if (prefix) {
      const tag = `[${step.name}] `;
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            process.stdout.write(tag + line + '\n');
            // The last 40: a run's own summary of its failures comes at its end, after lines of
            // its passing output that may look alike (a server's logged Error).
            if (FAILURE_LINE.test(line)) failures.push(line.trimEnd().slice(0, 240));
            if (failures.length > 40) failures.shift();
          }
        });
        stream.on('end', () => {
          if (rest) process.stdout.write(tag + rest + '\n');
        });
      }
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - begin) / 1000;
      const ok = code === 0;
      outcomes.set(step.name, {
        name: step.name,
        seconds,
        status: ok ? 'passed' : 'failed',
        ...(ok ? {} : { failures }),
      });
      console.log(
        `${ok ? '✔' : '✘'} ${step.name}: ${ok ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`,
      );
      resolve(ok);
    });
  });
}

async function runLane(lane: Step[], prefix: boolean): Promise<boolean> {
  let passed = true;
  for (const step of lane) {
    if (step.after) {
      // An earlier phase's step: it has run by now, or it never will (its lane stopped first).
      if (!(await finished.get(step.after))) {
        console.log(`✘ ${step.name}: not run (${step.after} did not pass)`);
        passed = false;
        break;
      }
    }
    const result = runStep(step, prefix);
    finished.set(step.name, result);
    if (await result) continue;
    passed = false;
    if (!step.alone) break;
  }
  return passed;
}

const results = [await runStep(FIRST, false)];
if (results[0]) {
  for (const phase of PHASES) {
    if (serial) for (const lane of phase) results.push(await runLane(lane, false));
    else if (phase.length === 1) results.push(await runLane(phase[0]!, false));
    else results.push(...(await Promise.all(phase.map((lane) => runLane(lane, true)))));
  }
}

const wall = (Date.now() - started) / 1000;
const rows: Outcome[] = [FIRST, ...STEPS].map(
  (s) => outcomes.get(s.name) ?? { name: s.name, seconds: 0, status: 'not run' },
);
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/steps.json',
  JSON.stringify({ mode: serial ? 'serial' : 'phases', wallSeconds: wall, steps: rows }, null, 2),
);

console.log(
  `\nnpm test: ${serial ? 'one step at a time' : 'two lanes side by side, then e2e alone'}, ${wall.toFixed(0)} s in all`,
);
for (const r of rows) console.log(`  ${r.name.padEnd(10)} ${r.status.padEnd(8)} ${r.seconds.toFixed(0).padStart(5)} s`);
for (const r of rows) {
  if (!r.failures?.length) continue;
  // A reported step's failed tests are named from its JSON report (scripts/test-summary.mjs), but
  // an error outside any test (Vitest's unhandled rejection) is not in it: its last lines here.
  const lines = REPORTED.has(r.name) ? r.failures.slice(-12) : r.failures;
  console.log(`\n${r.name} failed on:\n${lines.map((line) => `  ${line.trim()}`).join('\n')}`);
}
process.exit(results.every(Boolean) ? 0 : 1);
