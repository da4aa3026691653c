/**
 * Which engines the cross-engine journeys run on, and how each is started.
 *   E2E_ENGINES        comma-separated subset of chromium,firefox,webkit (default: all three)
 *   E2E_ENGINE_BUILD   'system' (default): Debian's firefox-esr over WebDriver BiDi and
 *                      WebKitGTK's WebKitWebDriver; 'playwright': Playwright's own Firefox and
 *                      WebKit builds (`npx playwright install firefox webkit`, where downloads work)
 * Chromium is always driven by Playwright, on the Chromium the Playwright suite uses.
 */
import type { Engine, EngineName } from './engine-page.ts';
import { launchFirefox } from './firefox-bidi.ts';
import { launchWithPlaywright } from './playwright-engine.ts';
import { launchWebKit } from './webkit-webdriver.ts';

export const ALL_ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];

export function selectedEngines(env: NodeJS.ProcessEnv = process.env): EngineName[] {
  const asked = (env.E2E_ENGINES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (asked.length === 0) return ALL_ENGINES;
  const unknown = asked.filter((name) => !ALL_ENGINES.includes(name as EngineName));
  if (unknown.length)
    throw new Error(`E2E_ENGINES: unknown engine ${unknown.join(', ')} (known: ${ALL_ENGINES.join(', ')})`);
  return asked as EngineName[];
}

export function engineBuild(env: NodeJS.ProcessEnv = process.env): 'system' | 'playwright' {
  const build = env.E2E_ENGINE_BUILD ?? 'system';
  if (build !== 'system' && build !== 'playwright')
    throw new Error(`E2E_ENGINE_BUILD: 'system' or 'playwright', not '${build}'`);
  return build;
}

/** Ports: the WebDriver's and the X display's, both the caller's (this repo's e2e range). */
export async function launchEngine(name: EngineName, ports: { webdriver: number; display: number }): Promise<Engine> {
  if (name === 'chromium' || engineBuild() === 'playwright') return launchWithPlaywright(name);
  if (name === 'firefox') return launchFirefox();
  return launchWebKit({ port: ports.webdriver, display: ports.display });
}
