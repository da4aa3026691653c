/**
 * More than one process, as operators run it: two real server processes
 * (`server/main.ts`, each its own OS process with its own pool, answer cache and rate-limit
 * plugin) on two ports against one PostgreSQL database made for this test, without Redis, so
 * rate limits are counted in PostgreSQL (db/rate-limit-repository.ts). A third process, the
 * `catalog:import` command, changes the catalogue. Checked across the two:
 * - a session made on A works on B (and signing out on B ends it on A);
 * - wrong passwords guessed on A and B count together and the lock holds on both;
 * - one address's searches split across A and B meet one limit: 429 with Retry-After;
 * - an import reaches the answers both processes have kept within CATALOGUE_CHECK_MS.
 * PostgreSQL only (PGlite has one process per folder). Starts in parallel; about 20 s.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/test-app.ts';
import { pollUntil } from '../../support/poll.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { DEMO_PASSWORD, insertIdentityFixtures } from '../identity/fixtures.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SEARCHES_PER_MINUTE = 4;
/** The documented bound for a catalogue change to reach another process's answers (docs/operations.md §2). */
const CATALOGUE_CHECK_MS = 1000;

/** The sample catalogue's first product under a fresh id and the given title, as one JSON line. */
function productLine(n: number, name: string): string {
  const first12 = `97819997${String(n).padStart(4, '0')}`;
  const isbn = first12 + isbn13CheckDigit(first12);
  const sample = readFileSync(path.join(ROOT, 'examples/catalog-sample.jsonl'), 'utf8');
  const { offers: _o, isRelatedTo: _r, ...base } = JSON.parse(sample.split('\n')[0]!) as Record<string, unknown>;
  return JSON.stringify({ ...base, productId: isbn, isbn: [isbn], name });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL, no Redis', () => {
  const t = useTestDatabase('postgres', { products: 30 });
  let a: ServerProcess;
  let b: ServerProcess;
  let tmp: string;
  /** A fresh client address per check (TRUST_PROXY: the servers read X-Forwarded-For). */
  const address = () => `10.${randomBytes(3).join('.')}`;

  beforeAll(async () => {
    await insertIdentityFixtures(t.database.db);
    tmp = mkdtempSync(path.join(tmpdir(), 'exchange-two-'));
    const env = {
      DATABASE_URL: t.url!,
      TRUST_PROXY: 'true',
      SEARCH_RATE_PER_MINUTE: String(SEARCHES_PER_MINUTE),
      CATALOGUE_CHECK_MS: String(CATALOGUE_CHECK_MS),
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  const get = (server: ServerProcess, url: string, from: string, headers: Record<string, string> = {}) =>
    fetch(server.url + url, { headers: { 'x-forwarded-for': from, ...headers } });
  const login = (server: ServerProcess, email: string, password: string, from = address()) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    });

  it('are two processes', () => {
    expect(a.child.pid).not.toBe(b.child.pid);
    expect(a.url).not.toBe(b.url);
  });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const signedIn = await login(a, 'student@example.edu', DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    const headers = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
    const from = address();
    const user = await get(b, '/api/user', from, headers);
    expect(user.status).toBe(200);
    expect(((await user.json()) as { userDetails: { emails: unknown[] } }).userDetails.emails).toEqual([
      { emailAddress: 'student@example.edu' },
    ]);
    const out = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': from },
    });
    expect(out.status).toBe(204);
    expect((await get(a, '/api/user', from, headers)).status).toBe(401);
  });

  it('wrong passwords guessed on A and B count together, and the lock holds on both', async () => {
    const email = 'instructor@example.edu';
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await login(server, email, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // The right password from a browser that never signed in waits out the lock, on either.
    expect((await login(b, email, DEMO_PASSWORD)).status).toBe(429);
    expect((await login(a, email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('one address meets one search limit across A and B: 429 with Retry-After, others unaffected', async () => {
    const from = address();
    const answers = [];
    for (const server of [a, b, a, b, a, b]) answers.push(await get(server, '/api/search?q=biology', from));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = answers[4]!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many searches from this address/);
    expect((await get(b, '/api/search?q=biology', address())).status).toBe(200);
    // Counted in PostgreSQL (no REDIS_URL here): both processes wrote to one row per route.
    const { rows } = await sql<{ hits: number }>`
      select hits from rate_limit_hit where key like ${`%/api/search-${from}`}`.execute(t.database.db);
    expect(rows).toEqual([{ hits: 6 }]);
  });

  it('an import by a third process reaches the answers both have kept, within CATALOGUE_CHECK_MS', async () => {
    const word = `zephyrine${randomBytes(3).toString('hex')}`;
    const url = `/api/search?q=${word}`;
    const search = async (server: ServerProcess) => {
      const res = await get(server, url, address());
      return { cache: res.headers.get('x-cache'), count: ((await res.json()) as { count: number }).count };
    };
    for (const server of [a, b]) {
      expect(await search(server)).toEqual({ cache: 'miss', count: 0 });
      expect(await search(server)).toEqual({ cache: 'hit', count: 0 });
    }

    const file = path.join(tmp, 'one.jsonl');
    writeFileSync(file, productLine(7, `The ${word} handbook`) + '\n');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/catalog-import.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.url! },
    });
    const imported = Date.now();

    // The bound, with room for a loaded machine's slow answers.
    const deadline = imported + CATALOGUE_CHECK_MS * 3 + 5000;
    const both = async () => [(await search(a)).count, (await search(b)).count];
    const seen = await pollUntil(both, ([x, y]) => x === 1 && y === 1, deadline, 100);
    const tookMs = Date.now() - imported;
    expect(seen).toEqual([1, 1]);
    expect(tookMs).toBeLessThan(CATALOGUE_CHECK_MS * 3 + 5000);
  });
});
