/**
 * Where the browser tests find Chromium, in this order: CHROMIUM_PATH; Playwright's own
 * browser (`npx playwright install chromium`); the system's (Debian's `chromium`, and the
 * usual other names). One list for the Playwright config and for `npm test`'s first step
 * (scripts/ensure-browser.ts), so both look in the same places.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

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
