/**
 * One owner per PGlite folder. PGlite is PostgreSQL in one process: two processes that open
 * the same folder both run, drift apart, and on stop one overwrites the other's writes
 * (sessions and sign-in lockouts lost). The first to open a folder writes `<folder>.lock`
 * with its pid, role and start time; another server, seed or import is refused with a message
 * naming the owner. A lock whose process is gone (a crash, a kill -9) is stale and taken over.
 */
import { hostname } from 'node:os';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LockOwner {
  pid: number;
  host: string;
  /** What holds the folder: 'server', 'seed', 'catalog:import', … */
  role: string;
  since: string;
}

export class FolderLockedError extends Error {
  override readonly name = 'FolderLockedError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by the ${owner.role} (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        'PGlite allows one process per folder: stop that process first, or set DATABASE_URL to use a PostgreSQL server, which many processes can share.',
    );
  }
}

export function lockFileOf(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, another user's
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, role: String(owner.role ?? 'process'), since: String(owner.since ?? '?') }
      : null;
  } catch {
    return null;
  }
}

/** A lock is stale when its process is gone; one held on another host is never judged stale. */
function isStale(owner: LockOwner | null): boolean {
  if (!owner) return true; // unreadable: a write cut short
  return owner.host === hostname() && !alive(owner.pid);
}

/** Takes the folder for this process; returns the release function. */
export function lockFolder(dataDir: string, role: string): () => void {
  const file = lockFileOf(dataDir);
  const me: LockOwner = { pid: process.pid, host: hostname(), role, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        if (readOwner(file)?.pid === me.pid) {
          try {
            unlinkSync(file);
          } catch {
            // already gone
          }
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner?.pid === process.pid && owner.host === me.host) {
      throw new FolderLockedError(dataDir, owner); // this process already holds it: a second open is the same split
    }
    if (!isStale(owner)) throw new FolderLockedError(dataDir, owner!);
    try {
      unlinkSync(file); // stale: take it over
    } catch {
      // another process took it over first; the next attempt tells
    }
  }
  throw new FolderLockedError(dataDir, readOwner(file) ?? { pid: 0, host: '?', role: 'process', since: '?' });
}
