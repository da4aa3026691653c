// The LMS token key is never a published one (server/config.ts lmsTokenSecretFrom).
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lmsTokenSecretFrom, loadConfig } from '../../../server/config.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchange-secret-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the LMS token secret', () => {
  it('without a setting: a random key kept beside the embedded database, the same for every process', () => {
    const dir = dataDir();
    const first = lmsTokenSecretFrom({}, dir, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(path.dirname(dir), 'lms-token-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lmsTokenSecretFrom({}, dir, undefined)).toBe(first); // what `npm run lms:token` reads
    expect(lmsTokenSecretFrom({}, dataDir(), undefined)).not.toBe(first); // another installation, another key
  });

  it('in memory: a random key for the process, never a fixed one', () => {
    const a = lmsTokenSecretFrom({}, 'memory://', undefined);
    const b = lmsTokenSecretFrom({}, 'memory://', undefined);
    expect(a).not.toBe(b);
    expect(a).not.toContain('change-me');
  });

  it('LMS_TOKEN_SECRET wins, and must be long enough', () => {
    const key = 'k'.repeat(32);
    expect(lmsTokenSecretFrom({ LMS_TOKEN_SECRET: key }, dataDir(), undefined)).toBe(key);
    expect(() => lmsTokenSecretFrom({ LMS_TOKEN_SECRET: 'short' }, dataDir(), undefined)).toThrow(/at least 32/);
  });

  it('a production server on PostgreSQL refuses to start without one', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1/db', DATA_DIR: dataDir() };
    expect(() => loadConfig(env)).toThrow(/LMS_TOKEN_SECRET must be set/);
    expect(loadConfig({ ...env, LMS_TOKEN_SECRET: 'p'.repeat(40) }).lmsTokenSecret).toBe('p'.repeat(40));
  });

  it('a damaged key file is an error, not a weak key', () => {
    const dir = dataDir();
    writeFileSync(path.join(path.dirname(dir), 'lms-token-secret'), 'abc');
    expect(() => lmsTokenSecretFrom({}, dir, undefined)).toThrow(/no usable secret/);
  });
});
