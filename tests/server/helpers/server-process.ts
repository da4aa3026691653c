/**
 * The real server (`server/main.ts`) as a child process on a free port, for tests of more than
 * one process (hardening issue §9): each has its own pool, answer cache and rate-limit plugin.
 * REDIS_URL, DATABASE_READ_URL and WEB_CONCURRENCY are not inherited; pass what a test needs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** `server/main.ts` as its own process on a free port; resolves once it says it is ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { REDIS_URL: _redis, DATABASE_READ_URL: _read, WEB_CONCURRENCY: _n, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent-dist',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      LMS_TOKEN_SECRET: 'two-processes-secret-0123456789abcdef0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('ready in') && child.exitCode === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  if (!output.includes('ready in')) {
    child.kill('SIGKILL');
    throw new Error(`server/main.ts did not start:\n${output}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
