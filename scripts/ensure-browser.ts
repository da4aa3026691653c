/**
 * `npm test`'s first step: make sure a Chromium is there for the browser tests, so the test
 * command works on a fresh machine by itself. Uses CHROMIUM_PATH, Playwright's own browser or
 * the system's (scripts/chromium.ts); otherwise installs one: Playwright's download where it
 * works, else Debian's `chromium` where apt is usable (as root, or with password-less sudo);
 * otherwise stops with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.ts';

const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;

function run(command: string, args: string[], timeoutMs = INSTALL_TIMEOUT_MS): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs, env: process.env });
  return result.status === 0;
}

function found(how: string): never {
  const browser = findChromium();
  console.log(`ensure-browser: ${how}: ${browser?.executablePath ?? "Playwright's own Chromium"}`);
  process.exit(0);
}

function aptUsable(): { sudo: boolean } | null {
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) return null;
  if (process.getuid?.() === 0) return { sudo: false };
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? { sudo: true } : null;
}

if (process.env.CHROMIUM_PATH && !findChromium()) {
  console.error(`ensure-browser: CHROMIUM_PATH names no file (${process.env.CHROMIUM_PATH}); fix it or unset it.`);
  process.exit(1);
}
if (findChromium()) found('Chromium found');

console.log("ensure-browser: no Chromium found; trying Playwright's download (npx playwright install chromium)");
if (run('npx', ['playwright', 'install', 'chromium'], 3 * 60 * 1000) && findChromium()) found('installed');

const apt = aptUsable();
if (apt) {
  console.log("ensure-browser: Playwright's download failed; installing Debian's chromium with apt-get");
  process.env.DEBIAN_FRONTEND = 'noninteractive';
  const aptGet = (args: string[]) => (apt.sudo ? run('sudo', ['-n', '-E', 'apt-get', ...args]) : run('apt-get', args));
  if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', '--reinstall', 'chromium']) && findChromium()) found('installed');
}

console.error(
  'ensure-browser: the browser tests need Chromium: run `npx playwright install chromium` or `apt-get install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
);
process.exit(1);
