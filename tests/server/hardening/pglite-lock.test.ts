/**
 * One owner per PGlite folder (server/db/pglite-lock.ts). Before, a second server, a seed or
 * an import opened the same folder, both ran, and on stop one overwrote the other's writes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../../server/db/database.ts';
import { FolderLockedError, lockFileOf, lockFolder } from '../../../server/db/pglite-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'exchange-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = () => path.join(root, `pglite-${++n}`);

// Each test opens an embedded database (its migrations) or starts a process: on a loaded CI machine
// that took more than the minute a test has by default.
describe('the PGlite folder lock', { timeout: 240_000 }, () => {
  it('a second open of a held folder is refused, naming the owner; closing frees it', async () => {
    const dir = folder();
    const first = await openDatabase({ dataDir: dir, role: 'server' });
    try {
      const second = openDatabase({ dataDir: dir, role: 'seed' });
      await expect(second).rejects.toBeInstanceOf(FolderLockedError);
      await expect(second).rejects.toThrow(new RegExp(`in use by the server \\(pid ${process.pid} on `));
      await expect(second).rejects.toThrow(/set DATABASE_URL/);
      // the first owner is unharmed
      expect((await sql<{ one: number }>`select 1::int as one`.execute(first.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFileOf(dir))).toBe(false);
    const again = await openDatabase({ dataDir: dir, role: 'seed' });
    await again.close();
  });

  it('a stale lock, left by a process that is gone, is taken over', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: gone, host: hostname(), role: 'server', since: '2026-01-01T00:00:00Z' }),
    );
    const release = lockFolder(dir, 'seed');
    release();
    writeFileSync(lockFileOf(dir), '{"pid":'); // a write cut short
    lockFolder(dir, 'seed')();
  });

  it("a live owner's lock is kept", () => {
    const dir = folder();
    writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: process.ppid, host: hostname(), role: 'server', since: 'now' }),
    );
    expect(() => lockFolder(dir, 'seed')).toThrow(FolderLockedError);
    expect(existsSync(lockFileOf(dir))).toBe(true);
  });

  // A process of its own (tsx compiling the seed script) took more than a minute to start on a
  // loaded CI machine: room for that, as a hang still fails.
  it(
    '`npm run seed` against a folder the server holds stops with one clear line and writes nothing',
    { timeout: 240_000 },
    async () => {
      const dir = folder();
      const server = await openDatabase({ dataDir: dir, role: 'server' });
      try {
        const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--products', '5'], {
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 200_000,
        });
        expect(seed.status).toBe(1);
        expect(seed.stderr).toMatch(/^seed: The embedded database at .* is in use by the server \(pid \d+/m);
        expect(seed.stderr).toContain('set DATABASE_URL');
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables where table_name = 'product'`.execute(server.db);
        expect(rows[0]?.n).toBe(0); // the seed never reached the folder
      } finally {
        await server.close();
      }
    },
  );
});
