/**
 * `npm run fuzz:api`: the hostile-values property test over the whole API
 * (tests/server/hardening/hostile-api.test.ts) with more random runs than `npm test` gives it.
 *
 *   npm run fuzz:api                          # 2000 runs, the fixed seed
 *   npm run fuzz:api -- --runs 5000 --seed 7  # another size or seed
 *
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. Exit status is vitest's.
 */
import { spawnSync } from 'node:child_process';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const runs = Number(option('runs') ?? 2000);
const seed = option('seed');
if (!Number.isInteger(runs) || runs < 0 || (seed !== undefined && !Number.isInteger(Number(seed)))) {
  console.error('usage: npm run fuzz:api -- [--runs N] [--seed N]');
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', 'tests/server/hardening/hostile-api.test.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    ...(seed !== undefined ? { FUZZ_SEED: seed } : {}),
    // About 30 ms a request on a quiet machine; leave room for a busy one.
    FUZZ_TIMEOUT_MS: String(Math.max(120_000, runs * 200 + 120_000)),
  },
});
process.exit(result.status ?? 1);
