// The real server (server/main.ts) as a child process, for the tests, e2e specs and scripts that
// need one of their own: more than one process (tests/support/server-process.ts), a server a
// test stops mid-test (Playwright's own webServer cannot be stopped: e2e/offline.spec.ts), a
// start to time (bench:seed), a server to load or measure (bench:load, bench:lighthouse,
// bench:long-tasks, bench:offline, pwa:screenshots). One spawner, so that they all start it the
// same way: node with tsx, from the repository's root, on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A TCP port nothing listens on now (the system's choice), for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface SpawnServerOptions {
  /** PORT; 0 lets the server take any (its address is then not known here). */
  port: number;
  /** Set over the inherited environment. */
  env?: Record<string, string>;
  /** Names of inherited variables to drop (a test that must not share a Redis, say). */
  drop?: string[];
  /** Node options before `--import tsx` (BENCH_SERVER_NODE_ARGS: a profiler, say). */
  nodeArgs?: string[];
  /** Where the child's output goes: kept for `output()` ('pipe'), also shown ('pipe+stderr': its stderr passes through), or only shown ('inherit'). */
  stdio?: 'pipe' | 'pipe+stderr' | 'inherit';
  /** Each chunk of output as it comes (with stdio 'pipe' or 'pipe+stderr'). */
  onOutput?: (chunk: string) => void;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdio 'pipe'; stdout only with 'pipe+stderr'). */
  output(): string;
  /** Its exit code (null after a signal), once it has exited. */
  exited: Promise<number | null>;
  /** Resolves once it prints "ready in"; rejects with its output if it exits or `timeoutMs` passes first. */
  ready(timeoutMs: number): Promise<void>;
  /** Sends `signal` unless it has exited, and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts server/main.ts; wait with `ready()` (its "ready in" line) or `waitForHealth()`. */
export function spawnServer(options: SpawnServerOptions): ServerProcess {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of options.drop ?? []) delete inherited[name];
  const stdio = options.stdio ?? 'pipe';
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'],
    {
      cwd: ROOT,
      env: { ...inherited, PORT: String(options.port), HOST: '127.0.0.1', ...options.env },
      stdio: ['ignore', stdio === 'inherit' ? 'inherit' : 'pipe', stdio === 'pipe' ? 'pipe' : 'inherit'],
    },
  );
  let output = '';
  const take = (chunk: Buffer | string) => {
    output += chunk;
    options.onOutput?.(String(chunk));
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${options.port}`,
    child,
    output: () => output,
    exited,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes('ready in') && child.exitCode === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      if (output.includes('ready in')) return;
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new Error(`server/main.ts did not start:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Resolves once `${url}/healthz` answers 200; rejects after `timeoutMs`, or at once when `child` exits. */
export async function waitForHealth(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
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

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * Rejects unless the server draws its pages (a search page comes with the answers it was drawn
 * from, `#page-state`, which only a server-drawn page has). A build made by `vite build` alone
 * has no renderer, and the server then sends the shells with a warning: a script or a test of
 * the pages as served would measure the phone's drawing instead, and say nothing.
 */
export async function assertPagesDrawnByServer(base: string): Promise<void> {
  const html = await (await fetch(`${base}/en-us/search?q=biology`)).text();
  if (!html.includes('id="page-state"'))
    throw new Error(
      `${base} sends the shells, not pages drawn by the server: its build has no renderer (npm run build makes it)`,
    );
}

/**
 * The built PWA on in-memory PGlite with the demo catalogue, at `port`, that can be stopped
 * (SIGKILL, as a crash or a lost network would) and started again.
 */
export function ownServer(port: number, env: Record<string, string> = {}, timeoutMs = 120_000): OwnServer {
  const url = `http://127.0.0.1:${port}`;
  let server: ServerProcess | null = null;
  return {
    url,
    async start() {
      if (server) return;
      const started = spawnServer({
        port,
        stdio: 'inherit',
        env: {
          DATA_DIR: 'memory://',
          DATABASE_URL: '',
          DEMO_PRODUCTS: '600',
          LOG_LEVEL: 'warn',
          CONSOLE_BASE_URL: `${url}/console`,
          LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
          WEB_CONCURRENCY: '1',
          ...env,
        },
      });
      server = started;
      void started.exited.then(() => {
        if (server === started) server = null;
      });
      await waitForHealth(url, timeoutMs);
      if (env.PAGE_RENDERING !== 'browser') await assertPagesDrawnByServer(url);
    },
    async stop() {
      const running = server;
      if (!running) return;
      server = null;
      await running.stop('SIGKILL');
    },
  };
}

/**
 * The built PWA on in-memory PGlite with a demo catalogue of 600 products, on a free port, for a
 * script that measures pages (bench:lighthouse, check:seo); `env` is set over those settings.
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    port,
    stdio: 'pipe+stderr',
    env: {
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      DEMO_PRODUCTS: '600',
      LOG_LEVEL: 'warn',
      CONSOLE_BASE_URL: `${base}/console`,
      ...env,
    },
  });
  await waitForHealth(base, 120_000, server.child);
  if (env.PAGE_RENDERING !== 'browser') {
    try {
      await assertPagesDrawnByServer(base);
    } catch (error) {
      void server.stop();
      throw error;
    }
  }
  return { base, stop: () => void server.stop() };
}

/** A product page of the demo catalogue: the first result for 'biology', linked as the app links it. */
export async function demoProductPath(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/search?q=biology&limit=1`)).json()) as {
    items: Array<{ productId: string; uuid: string; source: { 'cnt:slug'?: string } }>;
  };
  const item = answer.items[0];
  if (!item) throw new Error('the demo catalogue has no product for "biology"');
  const slug = item.source['cnt:slug'] ? `/${encodeURIComponent(item.source['cnt:slug'])}` : '';
  return `/products/${encodeURIComponent(item.productId)}${slug}?uuid=${encodeURIComponent(item.uuid)}`;
}
