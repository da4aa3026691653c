/**
 * The set-up every API test file shares: a test app (or a bare test database) opened before
 * the file's tests and closed after them. `useTestApp` registers the beforeAll and afterAll
 * hooks where it is called and hands back a view that reads the app once it exists, so a test
 * writes `t.app.inject(…)` without declaring, assigning and closing the app itself.
 *
 * Hooks run in order (vitest's default `sequence.hooks: 'stack'`): a beforeAll registered after
 * `useTestApp` sees the app; an afterAll registered after it runs before the app closes.
 */
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind, OpenOptions } from '../../server/db/database.ts';
import type { SeedOptions } from '../../server/ingest/seed.ts';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-db.ts';
import { startClusterDatabase, type ClusterDatabase } from './own-cluster.ts';
import { freePort } from '../../scripts/lib/own-server.ts';

export interface TestAppOptions {
  seed?: Partial<SeedOptions> | false;
  env?: Record<string, string>;
}

/** A test app as a test reads it: the harness closes it. */
export type TestAppView = Pick<TestApp, 'app' | 'config' | 'database' | 'url'>;
/** A test database as a test reads it: the harness drops it. */
export type TestDatabaseView = Pick<TestDatabase, 'database' | 'url'>;
/** A cluster of the test's own and the database over it, as a test reads them: the harness removes both. */
export type ClusterDatabaseView = Pick<ClusterDatabase, 'cluster' | 'database'>;

/** A view of `current()` whose properties throw, naming `what`, while it is not there yet. */
function lateView<T extends object, K extends keyof T>(
  what: string,
  keys: K[],
  current: () => T | undefined,
): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get() {
        const value = current();
        if (!value)
          throw new Error(`the ${what} is read before its beforeAll ran: read it inside a test or a later hook`);
        return value[key];
      },
    });
  }
  return view;
}

/** A real app on a real, seeded database of `kind` for the tests of the enclosing describe (or file). */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestAppView {
  let current: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return lateView('test app', ['app', 'config', 'database', 'url'], () => current);
}

/** A migrated database of `kind`, seeded unless `seed` is false, for the tests of the enclosing describe. */
export function useTestDatabase(kind: DatabaseKind, seed: Partial<SeedOptions> | false = {}): TestDatabaseView {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(kind, seed);
  });
  afterAll(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return lateView('test database', ['database', 'url'], () => current);
}

/**
 * A PostgreSQL cluster of the test's own, started, with a migrated database over it (`pool` sets
 * the pool), for tests that stop and start the database under the code. Its port is one the
 * system has free: a fixed one could meet another test's server or cluster listening there.
 */
export function useClusterDatabase(pool: Omit<OpenOptions, 'databaseUrl' | 'dataDir'> = {}): ClusterDatabaseView {
  let current: ClusterDatabase | undefined;
  beforeAll(async () => {
    current = await startClusterDatabase(await freePort(), pool);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return lateView('cluster database', ['cluster', 'database'], () => current);
}
