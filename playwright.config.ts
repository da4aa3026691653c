/**
 * End-to-end tests: a real Chromium against the built PWA served by the real server
 * (embedded PGlite in memory, demo catalogue). Browser: Playwright's own Chromium when
 * it is installed (`npx playwright install chromium`), else the system's Chromium
 * (auto-detected, or named by CHROMIUM_PATH): scripts/chromium.ts. `npm test` installs one
 * first when none is there (scripts/ensure-browser.ts). Firefox and WebKit: the cross-engine
 * journeys in e2e-engines/ (`npm run test:engines`), on the same server settings (e2e/server-env.ts).
 */
import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS, chromiumLaunchOptions, findChromium } from './scripts/chromium.ts';
import { e2eServerEnv } from './e2e/server-env.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The same server with the build's prerendered shells (PAGE_RENDERING=browser): the specs tagged
// @shell (what the shells themselves draw: their words, their data preload) run against it, at
// both widths; every other spec meets the default, pages drawn by React's server renderer.
const shellURL = process.env.E2E_SHELL_URL ?? `http://127.0.0.1:${port + 1}`;
const SHELL_TAG = /@shell/;

const launchOptions = {
  ...chromiumLaunchOptions(findChromium()),
  args: QUIET_CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on CI's 2 cores: two left a fifth of the CPU idle (a test waits on timers, the server,
  // the service worker's install); measured 2026-11-29, the suite took 13:02 with three and
  // 14:36 with two.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Time-outs detect a hang, they are not speed budgets (bench:* scripts measure speed). On
  // CI's 2 cores two browsers share the CPU, and a heavy page (axe over a full results page)
  // can take several times its quiet-machine time; CI gets room so that only a hang fails.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list']],
  use: {
    baseURL,
    // CI: a trace of the retry, not of every first try. Recording one (a screencast and a DOM
    // snapshot at each step) for every test and dropping it when the test passed cost a third
    // more CPU (measured 2026-11-29, the journeys run in turns: 164 and 165 CPU s without, 228
    // and 224 with). A first try that fails still leaves its screenshot and error; the retry
    // leaves the trace, kept whether it passed (a flaky test) or failed. At a desk (no retries)
    // every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'mobile',
      grepInvert: SHELL_TAG,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    {
      name: 'desktop',
      grepInvert: SHELL_TAG,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'shells mobile',
      grep: SHELL_TAG,
      use: { ...devices['Desktop Chrome'], baseURL: shellURL, viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    {
      name: 'shells desktop',
      grep: SHELL_TAG,
      use: { ...devices['Desktop Chrome'], baseURL: shellURL, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'npx tsx server/main.ts',
          url: `${baseURL}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          env: e2eServerEnv(port, baseURL),
        },
        {
          command: 'npx tsx server/main.ts',
          url: `${shellURL}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          env: { ...e2eServerEnv(port + 1, shellURL), PAGE_RENDERING: 'browser' },
        },
      ],
});
