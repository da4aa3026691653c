// Starts the real server (server/main.ts) on the built PWA as a child process that a test or a
// script can stop and start again: the offline e2e stops it mid-test (Playwright's own
// webServer cannot be stopped), bench:offline and pwa:screenshots use it too.
import { spawn, type ChildProcess } from 'node:child_process';

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`server at ${url} did not answer /healthz in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function ownServer(port: number, env: Record<string, string> = {}, timeoutMs = 120_000): OwnServer {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  return {
    url,
    async start() {
      if (child) return;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: 'memory://',
          DATABASE_URL: '',
          DEMO_PRODUCTS: '600',
          LOG_LEVEL: 'warn',
          CONSOLE_BASE_URL: `${url}/console`,
          LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
          WEB_CONCURRENCY: '1',
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const exited = child;
      exited.once('exit', () => {
        if (child === exited) child = null;
      });
      await waitForHealth(url, timeoutMs);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
}
