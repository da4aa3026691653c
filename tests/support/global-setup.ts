/**
 * Once per `vitest run`: a folder for the run's database snapshots (test-db.ts builds each
 * migrated, seeded database once and copies it), removed after the run with the PostgreSQL
 * templates made from it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDbSnapshots: string;
  }
}

/** The run's PostgreSQL templates are named with this prefix, then the run's folder. */
export const TEMPLATE_PREFIX = 'exchange_tpl_';

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'exchange-test-db-'));
  project.provide('testDbSnapshots', folder);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const run = `${TEMPLATE_PREFIX}${basename(folder).replace(/\W/g, '').toLowerCase()}_`;
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [run],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
