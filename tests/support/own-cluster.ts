/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, its own port), for
 * fault tests that stop and start the database: never the shared server (rules of the house §2).
 * Run as root, the cluster's commands run as the postgres user, since initdb refuses root.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase, type Database, type OpenOptions } from '../../server/db/database.ts';

/** The directory holding initdb and pg_ctl, or null when PostgreSQL's server tools are not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  }
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim()) || null;
  } catch {
    return null;
  }
}

/** Whether initdb and pg_basebackup are installed (a streaming replica can be built). */
export function canBuildReplica(): boolean {
  const bin = postgresBinDir();
  return bin !== null && existsSync(path.join(bin, 'pg_basebackup'));
}

export interface OwnCluster {
  url: string;
  port: number;
  start(): void;
  stop(): void;
  destroy(): void;
}

/** A temporary folder the cluster's user owns, and a runner of PostgreSQL's tools as that user. */
function clusterFolder(): { bin: string; dir: string; run: (tool: string, args: string[]) => void } {
  const bin = postgresBinDir();
  if (!bin) throw new Error('initdb not found: install PostgreSQL (apt-get install postgresql)');
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-pg-'));
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()) : null;
  if (owner !== null)
    chownSync(dir, owner, Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  return { bin, dir, run };
}

function controlledCluster(
  dir: string,
  data: string,
  port: number,
  run: (tool: string, args: string[]) => void,
  settings: string[],
): OwnCluster {
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ...settings.map((s) => `-c ${s}`),
  ].join(' ');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new cluster (initdb) on `port`, stopped; `settings` are extra `-c name=value` server settings. */
export function createOwnCluster(port: number, settings: string[] = []): OwnCluster {
  const { dir, run } = clusterFolder();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  return controlledCluster(dir, data, port, run, settings);
}

/**
 * A streaming replica of a running `primary` (on `primaryPort`): `pg_basebackup -R` into a
 * temporary folder (which writes standby.signal and primary_conninfo), to be started on `port`
 * as a hot standby that answers reads.
 */
export function createReplica(primaryPort: number, port: number, settings: string[] = []): OwnCluster {
  const { dir, run } = clusterFolder();
  const data = path.join(dir, 'data');
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '--no-sync',
    // Checkpoint now: the default spreads it over minutes (checkpoint_completion_target).
    '--checkpoint=fast',
  ]);
  return controlledCluster(dir, data, port, run, ['hot_standby=on', ...settings]);
}

export interface ClusterDatabase {
  cluster: OwnCluster;
  database: Database;
  /** Closes the pool, then stops and removes the cluster. */
  close(): Promise<void>;
}

/**
 * A new cluster on `port`, started, and a migrated database over it: what a test that stops and
 * starts PostgreSQL under the app needs first. `pool` sets the pool (timeouts, error listener).
 */
export async function startClusterDatabase(
  port: number,
  pool: Omit<OpenOptions, 'databaseUrl' | 'dataDir'> = {},
): Promise<ClusterDatabase> {
  const cluster = createOwnCluster(port);
  cluster.start();
  let database: Database | undefined;
  try {
    // Migrated over a pool of its own, with room to connect: the test's pool may be tuned to give
    // up fast (300 ms), and a cluster just started on a loaded machine can take longer than that.
    const setup = await openDatabase({ databaseUrl: cluster.url, connectTimeoutMs: 30_000 });
    try {
      await migrateToLatest(setup.db);
    } finally {
      await setup.close();
    }
    database = await openDatabase({ databaseUrl: cluster.url, ...pool });
  } catch (error) {
    await database?.close();
    cluster.destroy();
    throw error;
  }
  const opened = database;
  return {
    cluster,
    database: opened,
    async close() {
      await opened.close();
      cluster.destroy();
    },
  };
}
