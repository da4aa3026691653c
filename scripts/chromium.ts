/**
 * Where the browser tests find Chromium, in this order: CHROMIUM_PATH; Playwright's own
 * browser (`npx playwright install chromium`); the system's (Debian's `chromium`, and the
 * usual other names). One list for the Playwright config and for `npm test`'s first step
 * (scripts/ensure-browser.ts), so both look in the same places.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/** Chromium's background calls fail on a closed network: the tests and benchmarks turn them off. */
export const QUIET_CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

export type ChromiumSource = 'CHROMIUM_PATH' | 'playwright' | 'system';

export interface FoundChromium {
  source: ChromiumSource;
  /** undefined for Playwright's own browser: Playwright launches it without a path. */
  executablePath: string | undefined;
}

function playwrightChromium(): string | null {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null; // not installed for this Playwright version
  }
}

/** The Chromium the tests will use, or null when there is none. A CHROMIUM_PATH that names nothing is no browser. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): FoundChromium | null {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? { source: 'CHROMIUM_PATH', executablePath: env.CHROMIUM_PATH } : null;
  if (playwrightChromium()) return { source: 'playwright', executablePath: undefined };
  const system = SYSTEM_CHROMIUM_PATHS.find((p) => existsSync(p));
  return system ? { source: 'system', executablePath: system } : null;
}

export const CHROMIUM_WITHOUT_UI = fileURLToPath(new URL('./chromium-without-ui.sh', import.meta.url));

/**
 * Playwright's launch options for the Chromium found: the system's runs through
 * scripts/chromium-without-ui.sh (its address bar's popup pages, two renderers a context, off);
 * Playwright's own headless build has no such pages and is launched as it is.
 */
export function chromiumLaunchOptions(found: FoundChromium | null): { executablePath?: string; env?: Record<string, string> } {
  const executablePath = found?.executablePath;
  if (!executablePath) return {};
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { executablePath: CHROMIUM_WITHOUT_UI, env: { ...env, CHROMIUM_REAL: executablePath } };
}
