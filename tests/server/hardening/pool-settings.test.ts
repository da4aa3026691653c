// What every PostgreSQL connection of the server is opened with: no JIT compiling and no
// parallel workers for a request (server/db/database.ts says why, docs/performance.md measures
// it); a script such as an import keeps parallel plans for its long statements.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../../../server/db/database.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool settings', () => {
  const settings = async (role: string) => {
    const database = await openDatabase({ databaseUrl: url, role, poolSize: 1 });
    try {
      const { rows } = await sql<{ jit: string; workers: string }>`
        select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`.execute(
        database.db,
      );
      return rows[0];
    } finally {
      await database.close();
    }
  };

  it('the server: neither JIT nor parallel workers', async () => {
    expect(await settings('server')).toEqual({ jit: 'off', workers: '0' });
  });

  it('a script: no JIT, and parallel workers as the database server is set', async () => {
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    const { rows } = await plain
      .query<{ workers: string }>(`select current_setting('max_parallel_workers_per_gather') as workers`)
      .finally(() => plain.end());
    expect(rows[0]!.workers).not.toBe('0');
    expect(await settings('catalog:import')).toEqual({ jit: 'off', workers: rows[0]!.workers });
  });
});

describe.skipIf(!url)('statements the server prepares', () => {
  // pg_prepared_statements lists the session's own: one connection, so the same session throughout.
  const prepared = async (options: { role: string; preparedStatements?: boolean }) => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, ...options });
    try {
      const read = (id: string) =>
        sql<{ n: number }>`select ${id}::text as id, 1 as n where ${id}::text <> 'x'`.execute(database.db);
      expect((await read('a')).rows).toEqual([{ id: 'a', n: 1 }]);
      expect((await read('b')).rows).toEqual([{ id: 'b', n: 1 }]);
      await sql`select 1 where 'biology' ilike ${'bio%'}`.execute(database.db);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements order by statement`.execute(database.db);
      return rows.map((r) => r.statement);
    } finally {
      await database.close();
    }
  };

  it('the server: a repeated read once, with its parameters, not a pattern match', async () => {
    expect(await prepared({ role: 'server' })).toEqual([`select $1::text as id, 1 as n where $2::text <> 'x'`]);
  });

  it('none when turned off (DB_PREPARED_STATEMENTS=0), nor for a script', async () => {
    expect(await prepared({ role: 'server', preparedStatements: false })).toEqual([]);
    expect(await prepared({ role: 'catalog:import' })).toEqual([]);
  });
});
