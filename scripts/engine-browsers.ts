/**
 * What the cross-engine journeys (e2e-engines/) need besides Chromium, and which Debian package
 * brings each: firefox-esr (driven over WebDriver BiDi), webkit2gtk-driver (WebKitWebDriver,
 * with MiniBrowser from libwebkit2gtk-4.1-0) and xvfb (MiniBrowser draws on an X display).
 * One list for `npm test`'s first step (scripts/ensure-browser.ts) and the suite itself.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { findFirefox } from '../e2e-engines/firefox-bidi.ts';
import { findMiniBrowser, WEBKIT_WEBDRIVER } from '../e2e-engines/webkit-webdriver.ts';
import { engineBuild, selectedEngines } from '../e2e-engines/engines.ts';

export interface Need {
  what: string;
  debianPackage: string;
  present: () => boolean;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const FIREFOX: Need = {
  what: 'Firefox (firefox-esr)',
  debianPackage: 'firefox-esr',
  present: () => findFirefox() !== null,
};
const WEBKIT: Need = {
  what: 'WebKitWebDriver and MiniBrowser',
  debianPackage: 'webkit2gtk-driver',
  present: () => existsSync(WEBKIT_WEBDRIVER) && findMiniBrowser() !== null,
};
const XVFB: Need = { what: 'Xvfb', debianPackage: 'xvfb', present: () => onPath('Xvfb') };

/** The system packages the selected engines need (none for Chromium, or with Playwright's own builds). */
export function engineNeeds(env: NodeJS.ProcessEnv = process.env): Need[] {
  if (engineBuild(env) === 'playwright') return [];
  const engines = selectedEngines(env);
  return [...(engines.includes('firefox') ? [FIREFOX] : []), ...(engines.includes('webkit') ? [WEBKIT, XVFB] : [])];
}

export function missingNeeds(env: NodeJS.ProcessEnv = process.env): Need[] {
  return engineNeeds(env).filter((need) => !need.present());
}
