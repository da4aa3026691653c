/**
 * `npm test`'s first step: make sure the browsers are there for the browser tests, so the test
 * command works on a fresh machine by itself. Chromium: CHROMIUM_PATH, Playwright's own browser
 * or the system's (scripts/chromium.ts); otherwise installs one: Playwright's download where it
 * works, else Debian's `chromium` where apt is usable (as root, or with password-less sudo).
 * Then Firefox and WebKit for the cross-engine journeys (scripts/engine-browsers.ts: Debian's
 * firefox-esr, webkit2gtk-driver, xvfb; with E2E_ENGINE_BUILD=playwright, Playwright's own
 * builds). Then xmllint (Debian's libxml2-utils) for the ONIX export's schema checks. Otherwise
 * stops with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.ts';
import { engineBuild, selectedEngines } from '../e2e-engines/engines.ts';
import { missingNeeds } from './engine-browsers.ts';

const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;

function run(command: string, args: string[], timeoutMs = INSTALL_TIMEOUT_MS): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs, env: process.env });
  return result.status === 0;
}

function found(how: string): true {
  const browser = findChromium();
  console.log(`ensure-browser: ${how}: ${browser?.executablePath ?? "Playwright's own Chromium"}`);
  return true;
}

function aptUsable(): { sudo: boolean } | null {
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) return null;
  if (process.getuid?.() === 0) return { sudo: false };
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? { sudo: true } : null;
}

let updated = false;
function aptInstall(apt: { sudo: boolean }, packages: string[]): boolean {
  process.env.DEBIAN_FRONTEND = 'noninteractive';
  const aptGet = (args: string[]) => (apt.sudo ? run('sudo', ['-n', '-E', 'apt-get', ...args]) : run('apt-get', args));
  if (!updated) updated = aptGet(['update', '-qq']);
  return updated && aptGet(['install', '-y', '-qq', ...packages]);
}

function ensureChromium(): boolean {
  if (process.env.CHROMIUM_PATH && !findChromium()) {
    console.error(`ensure-browser: CHROMIUM_PATH names no file (${process.env.CHROMIUM_PATH}); fix it or unset it.`);
    process.exit(1);
  }
  if (findChromium()) return found('Chromium found');

  console.log("ensure-browser: no Chromium found; trying Playwright's download (npx playwright install chromium)");
  if (run('npx', ['playwright', 'install', 'chromium'], 3 * 60 * 1000) && findChromium()) return found('installed');

  const apt = aptUsable();
  if (apt) {
    console.log("ensure-browser: Playwright's download failed; installing Debian's chromium with apt-get");
    if (aptInstall(apt, ['--reinstall', 'chromium']) && findChromium()) return found('installed');
  }
  console.error(
    'ensure-browser: the browser tests need Chromium: run `npx playwright install chromium` or `apt-get install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
  return false;
}

/** Firefox and WebKit for the cross-engine journeys (E2E_ENGINES, default all three). */
function ensureOtherEngines(): boolean {
  const others = selectedEngines().filter((name) => name !== 'chromium');
  if (others.length === 0) return true;
  if (engineBuild() === 'playwright') {
    console.log(`ensure-browser: Playwright's own ${others.join(' and ')} (E2E_ENGINE_BUILD=playwright)`);
    if (run('npx', ['playwright', 'install', ...others], 5 * 60 * 1000)) return true;
    console.error(
      `ensure-browser: \`npx playwright install ${others.join(' ')}\` failed; unset E2E_ENGINE_BUILD to use Debian's packages.`,
    );
    return false;
  }
  let missing = missingNeeds();
  if (missing.length === 0) {
    console.log(`ensure-browser: ${others.join(' and ')} found (Debian's packages)`);
    return true;
  }
  const apt = aptUsable();
  if (apt) {
    const packages = [...new Set(missing.map((need) => need.debianPackage))];
    console.log(`ensure-browser: installing ${packages.join(', ')} with apt-get for the cross-engine journeys`);
    aptInstall(apt, packages);
    missing = missingNeeds();
    if (missing.length === 0) return true;
  }
  console.error(
    `ensure-browser: the cross-engine journeys need ${missing.map((n) => `${n.what} (apt-get install ${n.debianPackage})`).join(', ')}; or run fewer engines, e.g. E2E_ENGINES=chromium.`,
  );
  return false;
}

/** xmllint (Debian's libxml2-utils): the ONIX tests validate exports against EDItEUR's XSD with it. */
function ensureXmllint(): boolean {
  const found = () => spawnSync('sh', ['-c', 'command -v xmllint'], { stdio: 'ignore' }).status === 0;
  if (found()) return true;
  const apt = aptUsable();
  if (apt) {
    console.log('ensure-browser: installing libxml2-utils (xmllint) with apt-get for the ONIX schema checks');
    if (aptInstall(apt, ['libxml2-utils']) && found()) return true;
  }
  console.error('ensure-browser: the ONIX tests need xmllint: apt-get install libxml2-utils');
  return false;
}

const chromiumReady = ensureChromium();
const othersReady = ensureOtherEngines();
const xmllintReady = ensureXmllint();
process.exit(chromiumReady && othersReady && xmllintReady ? 0 : 1);
