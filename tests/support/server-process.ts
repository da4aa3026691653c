/**
 * The real server (`server/main.ts`) as a child process on a free port, for tests of a real
 * process: more than one of them (each has its own pool, answer cache and rate-limit plugin,
 * which one app in one process cannot show), or its signals and exit.
 * REDIS_URL, DATABASE_READ_URL and WEB_CONCURRENCY are not inherited; pass what a test needs.
 */
import { freePort, spawnServer, type ServerProcess } from '../../scripts/lib/own-server.ts';

export { freePort, type ServerProcess };

/** `server/main.ts` as its own process on a free port; resolves once it says it is ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({
    port: await freePort(),
    drop: ['REDIS_URL', 'DATABASE_READ_URL', 'WEB_CONCURRENCY'],
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent-dist',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      LMS_TOKEN_SECRET: 'two-processes-secret-0123456789abcdef0123456789',
      ...env,
    },
  });
  await server.ready(90_000);
  return server;
}
