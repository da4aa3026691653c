/**
 * WebKit through WebKitGTK's own WebDriver (Debian's webkit2gtk-driver): WebKitWebDriver
 * starts MiniBrowser (libwebkit2gtk-4.1-0's test browser) in automation mode on an X display
 * of our own (Xvfb), and we speak plain W3C WebDriver over HTTP to it: a dozen commands, so no
 * client library. One WebDriver session (one MiniBrowser, an ephemeral profile) per page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { WEBDRIVER_KEYS, type Engine, type EnginePage, type SpecialKey } from './engine-page.ts';

export const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];

export function findMiniBrowser(): string | null {
  return MINIBROWSER_PATHS.find((p) => existsSync(p)) ?? null;
}

const COMMAND_TIMEOUT_MS = 60_000;
const SESSION_TIMEOUT_MS = 30_000;
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

class WebDriverSession {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}/session/${this.id}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
      // A command that never answers fails the journey with its name, not the whole run.
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new Error(`WebDriver ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  }

  async element(selector: string): Promise<string> {
    const found = await this.call<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    });
    const id = found[ELEMENT];
    if (!id) throw new Error(`no element ${selector}: ${JSON.stringify(found)}`);
    return id;
  }
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;
  readonly via = 'WebKitWebDriver (W3C WebDriver) driving WebKitGTK MiniBrowser';
  constructor(private readonly session: WebDriverSession) {}

  async goto(url: string) {
    await this.session.call('POST', '/url', { url });
  }
  url() {
    return this.session.call<string>('GET', '/url');
  }
  async reload() {
    await this.session.call('POST', '/refresh');
  }
  async back() {
    await this.session.call('POST', '/back');
  }
  evaluate<T>(body: string, ...args: unknown[]) {
    return this.session.call<T>('POST', '/execute/sync', {
      script: `return (async (args) => { ${body} })(arguments);`,
      args,
    });
  }
  async click(selector: string) {
    const id = await this.session.element(selector);
    await this.session.call('POST', `/element/${id}/click`);
  }
  async type(selector: string, text: string) {
    const id = await this.session.element(selector);
    await this.session.call('POST', `/element/${id}/value`, { text });
  }
  async press(key: SpecialKey) {
    const value = WEBDRIVER_KEYS[key];
    await this.session.call('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await this.session.call('DELETE', '/actions');
  }
  async setFile(selector: string, path: string) {
    const id = await this.session.element(selector);
    await this.session.call('POST', `/element/${id}/value`, { text: path });
  }
  async screenshot(path: string) {
    writeFileSync(path, Buffer.from(await this.session.call<string>('GET', '/screenshot'), 'base64'));
  }
  async close() {
    await this.session.call('DELETE', '').catch(() => undefined);
  }
}

function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  detached = false,
): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
  });
  child.once('exit', (code, signal) => {
    if (code && code !== 0) console.error(`${command} exited (${code ?? signal}): ${tail}`);
  });
  return child;
}

export interface WebKitOptions {
  /** The WebDriver's port and the X display number (ours, not a desktop's). */
  port: number;
  display: number;
  /** MiniBrowser's --user-agent, for the journeys that need an iPhone's Safari. */
  userAgent?: string;
}

export async function launchWebKit({
  port,
  display,
}: WebKitOptions): Promise<Engine & { withUserAgent(ua: string): Engine }> {
  const binary = findMiniBrowser();
  if (!binary || !existsSync(WEBKIT_WEBDRIVER))
    throw new Error('WebKit: install webkit2gtk-driver (WebKitWebDriver and MiniBrowser)');
  const xvfb = startProcess('Xvfb', [`:${display}`, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp']);
  await until(async () => existsSync(`/tmp/.X11-unix/X${display}`), 10_000, 'Xvfb');
  const base = `http://127.0.0.1:${port}`;
  let driver: ChildProcess | null = null;
  const stopDriver = () => {
    // Its own process group: MiniBrowser, started by the driver, goes with it.
    if (driver?.pid) {
      try {
        process.kill(-driver.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    driver = null;
  };
  const startDriver = async () => {
    driver = startProcess(WEBKIT_WEBDRIVER, [`--port=${port}`], { ...process.env, DISPLAY: `:${display}` }, true);
    await until(async () => (await fetch(`${base}/status`)).ok, 10_000, 'WebKitWebDriver');
  };
  await startDriver();

  /** A new session; a MiniBrowser that never answers (it happens) costs a driver restart, once. */
  const newSession = async (args: string[]): Promise<WebDriverSession> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${base}/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args } } },
          }),
          signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
        });
        const json = (await response.json()) as { value: { sessionId?: string; message?: string } };
        if (!json.value.sessionId) throw new Error(`WebKit session: ${json.value.message}`);
        return new WebDriverSession(base, json.value.sessionId);
      } catch (error) {
        if (attempt >= 2) throw error;
        console.log(
          `# webkit: no session (${error instanceof Error ? error.message : String(error)}); restarting WebKitWebDriver`,
        );
        stopDriver();
        await startDriver();
      }
    }
  };

  const make = (userAgent?: string): Engine => ({
    name: 'webkit',
    async newPage(viewport) {
      const session = await newSession(['--automation', ...(userAgent ? [`--user-agent=${userAgent}`] : [])]);
      // The window's size less the browser's own chrome gives the page the asked viewport.
      await session.call('POST', '/window/rect', { width: viewport.width, height: viewport.height });
      const inner = await session.call<[number, number]>('POST', '/execute/sync', {
        script: 'return [window.innerWidth, window.innerHeight];',
        args: [],
      });
      await session.call('POST', '/window/rect', {
        width: viewport.width * 2 - inner[0],
        height: viewport.height * 2 - inner[1],
      });
      return new WebKitPage(session);
    },
    async stop() {
      stopDriver();
      xvfb.kill('SIGTERM');
    },
  });
  return { ...make(), withUserAgent: (ua: string) => ({ ...make(ua), stop: async () => undefined }) };
}
