/**
 * `npm test`: every check of the project, in two lanes that run side by side, then a table of
 * the time each step took (also written to reports/steps.json for `.ci/run`'s closing table).
 *
 *   first:  browsers (installs what the browser tests, and some unit tests' tools, need)
 *   lane 1: typecheck → lint → unit (Vitest, both projects) → engines (Firefox, WebKit, Chromium)
 *   lane 2: build → budgets → e2e (Playwright, Chromium)
 *
 * The engines' journeys need the build (lane 2's first step: they wait for it) and run in lane 1
 * because it ends first: measured on CI's kind of machine, lane 1's three steps took 16 minutes
 * and the Playwright suite alone 19, so the engines after it made 25.
 *
 * Why two lanes and not one line: the browser suites spend much of their time waiting (a page's
 * timers, a service worker, a poll), the unit suite and the compilers are busy where they are
 * not, so on CI's two cores the lanes fill each other's gaps. Each step is the npm script of its
 * name, so any of them can still be run alone. A failed step stops its lane (except typecheck
 * and lint, which nothing after them needs); the other lane runs to its end, so one run reports
 * every failure it can. Exit status: 1 when any step failed.
 *
 *   npm test                    # both lanes
 *   npm test -- --serial        # one step at a time (the order above, lane 1 first)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

interface Step {
  name: string;
  /** The npm script it runs. */
  script: string;
  /** The lane's later steps do not need this one to pass (a type error does not stop the unit tests). */
  alone?: boolean;
  /** A step of the other lane that must have passed first. */
  after?: string;
}

const FIRST: Step = { name: 'browsers', script: 'test:browser' };
const LANES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck', alone: true },
    { name: 'lint', script: 'lint', alone: true },
    { name: 'unit', script: 'test:unit' },
    { name: 'engines', script: 'test:engines', after: 'build' },
  ],
  [
    { name: 'build', script: 'build' },
    { name: 'budgets', script: 'check:budgets' },
    { name: 'e2e', script: 'test:e2e:run' },
  ],
];

/** `--serial`: npm test's old order, each step after what it needs. */
const SERIAL: Step[] = ['typecheck', 'lint', 'unit', 'build', 'budgets', 'e2e', 'engines'].map((name) =>
  LANES.flat().find((step) => step.name === name)!,
);

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
  /^\s*(✖|error\b|Error:|AssertionError|expected|actual:)|failed, trying again|error TS\d+|\s\d+:\d+\s+error\s/;
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
      // Side by side, the other lane has started it (or soon will); one after another, it ran.
      for (let i = 0; !finished.has(step.after) && i < 600; i++) await new Promise((r) => setTimeout(r, 100));
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

const results = !(await runStep(FIRST, false))
  ? [false]
  : serial
    ? [await runLane(SERIAL, false)]
    : await Promise.all(LANES.map((lane) => runLane(lane, true)));

const wall = (Date.now() - started) / 1000;
const rows: Outcome[] = [FIRST, ...LANES.flat()].map(
  (s) => outcomes.get(s.name) ?? { name: s.name, seconds: 0, status: 'not run' },
);
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/steps.json',
  JSON.stringify({ mode: serial ? 'serial' : 'lanes', wallSeconds: wall, steps: rows }, null, 2),
);

console.log(`\nnpm test: ${serial ? 'one step at a time' : 'two lanes side by side'}, ${wall.toFixed(0)} s in all`);
for (const r of rows) console.log(`  ${r.name.padEnd(10)} ${r.status.padEnd(8)} ${r.seconds.toFixed(0).padStart(5)} s`);
for (const r of rows) {
  if (r.failures?.length && !REPORTED.has(r.name))
    console.log(`\n${r.name} failed on:\n${r.failures.map((line) => `  ${line.trim()}`).join('\n')}`);
}
process.exit(results.every(Boolean) ? 0 : 1);
