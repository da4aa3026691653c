/**
 * Search benchmark: `npm run bench:search`.
 *
 * 1. PostgreSQL at 100,000 products: database `exchange_bench` on the server named by
 *    BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/exchange_bench),
 *    created when missing, loaded with the demo generator (`seedDatabase`), and reused
 *    when it already holds the same product count, seed and code (generator, migrations;
 *    a changed search document only re-runs refreshSearchDocuments).
 * 2. Starts the real HTTP server (buildApp, 127.0.0.1, a free port) and drives it from a
 *    separate load-generator process (autocannon, 32 connections, loopback) with a fixed,
 *    seeded mix of distinct queries built from the catalogue (titles, title prefixes,
 *    authors, ISBNs in every form, one- and two-typo words, subject filters, sorts, deep
 *    pages, platform and show-by filters), two runs per endpoint (search, autocomplete,
 *    facet counts: /api/discipline/count):
 *    - "every request a miss": a server with its answer cache off (SEARCH_CACHE_MB=0), so
 *      every request runs its SQL: the cost of a query nobody asked for in the last minute;
 *    - "as served": the server as `npm start` runs it, answer cache on (server/plugins/
 *      answer-cache/) and emptied before the run, no warm-up: every distinct query is
 *      computed once during the measured run, and the hit rate is reported.
 *    Each connection starts at a different place in the list, so concurrent requests are
 *    different queries.
 * 3. The same at the demo size (3,000 products) on PGlite, in memory.
 * 4. Prints p50/p95/p99 latency and requests per second, and writes docs/benchmarks/search.md.
 *
 * Options (flags or environment): --products N (BENCH_PRODUCTS, 100000), --seed S
 * (BENCH_SEED, 1), --duration SECONDS per endpoint (BENCH_DURATION, 20), --connections C
 * (BENCH_CONNECTIONS, 32), --demo-products N (BENCH_DEMO_PRODUCTS, 3000), --pool N
 * (BENCH_POOL, PostgreSQL connections of the server, 4: on 2 CPUs it did better than 8 or 2), --only postgres|pglite,
 * --explain (print EXPLAIN ANALYZE of the main queries and stop), --no-write,
 * --keep-loaded (development: reuse a loaded catalogue even though the generator or the
 * migrations changed since), --profile (one connection, every query once: the slowest
 * queries and the mean per kind, no load run).
 */
import { createHash } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { openDatabase, migrateToLatest, type Database } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { refreshSearchDocuments } from '../server/modules/search/search-document-repository.ts';
import { UNFILTERED } from '../server/modules/search/options.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { DB } from '../server/db/types.ts';
import { mulberry32 } from './lib/mulberry32.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

// ---------------------------------------------------------------------------------------
// Load generator (child process): `bench-search.ts --load-generator`
// ---------------------------------------------------------------------------------------

interface LoadRequest {
  url: string;
  paths: string[];
  connections: number;
  duration: number;
  warmup: number;
}

type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: { errors: number; timeouts: number }) => void,
) => {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
  ): void;
};

interface LoadResult {
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

async function runLoad(request: LoadRequest): Promise<LoadResult> {
  // autocannon ships no types; its shape here is what this file uses.
  const specifier: string = 'autocannon';
  const autocannon = ((await import(specifier)) as { default: Autocannon }).default;
  const run = (duration: number, record: boolean) =>
    new Promise<LoadResult>((resolve, reject) => {
      const latencies: number[] = [];
      let non2xx = 0;
      let clientIndex = 0;
      const n = request.paths.length;
      const stride = Math.max(1, Math.floor(n / request.connections));
      const started = process.hrtime.bigint();
      const instance = autocannon(
        {
          url: request.url,
          connections: request.connections,
          pipelining: 1,
          duration,
          timeout: 30,
          requests: [{ method: 'GET', path: request.paths[0]! }],
          setupClient(client: { setRequests(r: { method: string; path: string }[]): void }) {
            // Each connection walks the whole list from its own starting point.
            const start = (clientIndex++ * stride) % n;
            const rotated = [...request.paths.slice(start), ...request.paths.slice(0, start)];
            client.setRequests(rotated.map((p) => ({ method: 'GET', path: p })));
          },
        },
        (error: Error | null, result: { errors: number; timeouts: number }) => {
          if (error) return reject(error);
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const sorted = Float64Array.from(latencies).sort();
          const sum = latencies.reduce((a, b) => a + b, 0);
          resolve({
            requests: latencies.length,
            non2xx,
            errors: result.errors,
            timeouts: result.timeouts,
            seconds,
            rps: latencies.length / seconds,
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            p99: percentile(sorted, 99),
            mean: latencies.length ? sum / latencies.length : 0,
            max: sorted.length ? sorted[sorted.length - 1]! : 0,
          });
        },
      );
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
        if (!record) return;
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode >= 300) non2xx++;
      });
    });
  if (request.warmup > 0) await run(request.warmup, false);
  return run(request.duration, true);
}

function loadInChild(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--load-generator'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | null = null;
    child.once('message', (m) => (result = m as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load generator exited with ${code}`))));
    child.send(request);
  });
}

// ---------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------

interface Options {
  products: number;
  seed: number;
  duration: number;
  warmup: number;
  connections: number;
  demoProducts: number;
  pool: number;
  only: 'postgres' | 'pglite' | null;
  explain: boolean;
  keepLoaded: boolean;
  profile: boolean;
  write: boolean;
  databaseUrl: string;
}

function options(): Options {
  const argv = process.argv.slice(2);
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const int = (name: string, env: string, fallback: number) => {
    const raw = flag(name) ?? process.env[env];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
    return value;
  };
  const only = flag('only') ?? process.env.BENCH_ONLY;
  if (only !== undefined && only !== 'postgres' && only !== 'pglite')
    throw new Error('--only must be postgres or pglite');
  return {
    products: int('products', 'BENCH_PRODUCTS', 100_000),
    seed: int('seed', 'BENCH_SEED', 1),
    duration: int('duration', 'BENCH_DURATION', 20),
    warmup: int('warmup', 'BENCH_WARMUP', 5),
    connections: int('connections', 'BENCH_CONNECTIONS', 32),
    demoProducts: int('demo-products', 'BENCH_DEMO_PRODUCTS', 3000),
    pool: int('pool', 'BENCH_POOL', 4),
    only: (only as Options['only']) ?? null,
    explain: argv.includes('--explain'),
    keepLoaded: argv.includes('--keep-loaded'),
    profile: argv.includes('--profile'),
    write: !argv.includes('--no-write'),
    databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/exchange_bench',
  };
}

// ---------------------------------------------------------------------------------------
// Database preparation
// ---------------------------------------------------------------------------------------

function fingerprint(files: string[]): string {
  const hash = createHash('sha1');
  for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

const listTs = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${dir}/${f}`);

/** Code that decides what the bench database holds: a change reloads it. */
function catalogueFingerprint(): string {
  return fingerprint([
    'server/ingest/seed.ts',
    ...listTs('server/ingest/generator'),
    ...listTs('server/db/migrations'),
  ]);
}

/**
 * Code that decides the search documents and the precomputed answers of common words
 * (computed with the search SQL): a change re-runs refreshSearchDocuments. bench:peers
 * uses the same list, so the two benchmarks agree on a database's freshness.
 */
const DOCUMENT_CODE = [
  'server/modules/search/search-document-repository.ts',
  'server/modules/search/common-answers-repository.ts',
  'server/modules/search/search-repository.ts',
];
function documentFingerprint(): string {
  return fingerprint(DOCUMENT_CODE);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Loading 100,000 products runs statements of minutes: the server's 10 s statement bound would stop them. */
const LOAD_TIMEOUT_MS = 3_600_000;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function preparePostgres(
  opts: Options,
): Promise<{ database: Database; loadSeconds: number | null; reused: boolean }> {
  const name = new URL(opts.databaseUrl).pathname.replace(/^\//, '') || 'exchange_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const exists = await adminQuery(opts.databaseUrl, 'select 1 from pg_database where datname = $1', [name]);
  const wanted = { products: opts.products, seed: opts.seed, catalogue: catalogueFingerprint() };
  if (exists.rowCount) {
    const probe = new pg.Client({ connectionString: opts.databaseUrl });
    await probe.connect();
    let meta: { products: number; seed: number; catalogue: string; documents: string } | null = null;
    try {
      const r = await probe.query(`select products, seed, catalogue, documents from bench_search_meta`);
      meta = r.rows[0] ?? null;
      if (meta) {
        const count = await probe.query('select count(*)::int as n from product');
        if (count.rows[0].n !== opts.products) meta = null;
      }
    } catch {
      meta = null;
    } finally {
      await probe.end();
    }
    const sameCode = meta?.catalogue === wanted.catalogue || opts.keepLoaded;
    if (meta && meta.products === wanted.products && meta.seed === wanted.seed && sameCode) {
      const database = await openDatabase({
        databaseUrl: opts.databaseUrl,
        poolSize: opts.pool,
        statementTimeoutMs: LOAD_TIMEOUT_MS,
      });
      // --keep-loaded may reuse a catalogue older than the migrations: bring its schema up.
      await migrateToLatest(database.db);
      if (meta.documents !== documentFingerprint()) {
        log('search documents changed: refreshing them…');
        const started = Date.now();
        await refreshSearchDocuments(database.db);
        await sql`vacuum analyze`.execute(database.db);
        await sql`update bench_search_meta set documents = ${documentFingerprint()}`.execute(database.db);
        log(`refreshed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      log(`reusing ${name}: ${opts.products} products, seed ${opts.seed}`);
      return { database, loadSeconds: null, reused: true };
    }
    log(`${name} holds another catalogue: recreating it`);
    await adminQuery(opts.databaseUrl, `drop database ${name} with (force)`);
  }
  await adminQuery(opts.databaseUrl, `create database ${name}`);
  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    poolSize: opts.pool,
    statementTimeoutMs: LOAD_TIMEOUT_MS,
  });
  await migrateToLatest(database.db);
  log(`loading ${opts.products} products (seed ${opts.seed}) into ${name}…`);
  const started = Date.now();
  await seedDatabase(database.db, { products: opts.products, seed: opts.seed, log });
  const loadSeconds = (Date.now() - started) / 1000;
  await sql`vacuum analyze`.execute(database.db);
  await sql`create table bench_search_meta (products int, seed int, catalogue text, documents text)`.execute(
    database.db,
  );
  await sql`insert into bench_search_meta values (${opts.products}, ${opts.seed}, ${wanted.catalogue}, ${documentFingerprint()})`.execute(
    database.db,
  );
  log(`loaded in ${loadSeconds.toFixed(1)} s`);
  return { database, loadSeconds, reused: false };
}

// ---------------------------------------------------------------------------------------
// The query mix
// ---------------------------------------------------------------------------------------

interface CatalogueSample {
  id: string;
  name: string;
  isbn13: string | null;
  isbn10: string | null;
  authors: { g: string; f: string }[];
  discs: string[];
}

export interface QueryMix {
  search: string[];
  autocomplete: string[];
  facets: string[];
  /** What the search mix is made of (kind → distinct queries). */
  composition: Record<string, number>;
}

async function buildMix(db: Kysely<DB>, seed: number): Promise<QueryMix> {
  const { rows } = await sql<CatalogueSample>`
    select p.product_id as id, p.name, p.isbn13, p.isbn10,
      coalesce((select json_agg(json_build_object('g', a.given_name, 'f', a.family_name) order by a.position)
                from author a where a.product_id = p.product_id), '[]'::json) as authors,
      coalesce((select array_agg(pd.primary_code order by pd.primary_code) from product_discipline pd
                where pd.product_id = p.product_id), '{}') as discs
    from product p order by p.product_id
  `.execute(db);
  const categories = (
    await sql<{ code: string }>`select code from discipline_category order by code`.execute(db)
  ).rows.map((r) => r.code);
  const primaries = (
    await sql<{ code: string }>`select code from primary_discipline order by code`.execute(db)
  ).rows.map((r) => r.code);
  const random = mulberry32(seed * 7919 + rows.length);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const words = (s: string) => s.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const typo = (word: string, edits: number): string => {
    let w = word;
    for (let e = 0; e < edits; e++) {
      const chars = Array.from(w);
      const i = 1 + Math.floor(random() * (chars.length - 2));
      const kind = Math.floor(random() * 3);
      if (kind === 0)
        chars.splice(i, 1); // deletion
      else if (kind === 1)
        [chars[i], chars[i + 1]] = [chars[i + 1] ?? chars[i]!, chars[i]!]; // swap
      else chars[i] = chars[i] === 'e' ? 'a' : 'e'; // replacement
      w = chars.join('');
    }
    return w;
  };
  const q = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
  const SORTS = ['name', 'familyName', 'datePublished'];
  const TYPES = ['etexts', 'courses', 'custom', 'application', 'collections', 'reviewer', 'beta'];
  const FILTERS = ['samples', 'comingSoon', 'available'];

  const texts = new Map<string, Set<string>>();
  const add = (kind: string, text: string) => {
    const t = text.trim().slice(0, 100);
    if (t.length < 2) return;
    if (!texts.has(kind)) texts.set(kind, new Set());
    texts.get(kind)!.add(t);
  };
  const want: Record<string, number> = {
    title: 220,
    titlePrefix: 160,
    titleAuthor: 120,
    author: 120,
    surname: 60,
    isbn13: 90,
    isbnHyphen: 60,
    isbn10: 60,
    typo1: 140,
    typo2: 80,
  };
  const fill = (kind: string, make: () => string | null) => {
    for (let tries = 0; (texts.get(kind)?.size ?? 0) < want[kind]! && tries < want[kind]! * 50; tries++) {
      const t = make();
      if (t) add(kind, t);
    }
  };
  fill('title', () => pick(rows).name);
  fill('titlePrefix', () => {
    const w = words(pick(rows).name);
    if (w.length < 2) return null;
    const n = 1 + Math.floor(random() * (w.length - 1));
    const last = w[n]!;
    return `${w.slice(0, n).join(' ')} ${last.slice(0, Math.max(3, Math.ceil(last.length / 2)))}`;
  });
  fill('titleAuthor', () => {
    const r = pick(rows);
    return r.authors[0] ? `${r.name} ${r.authors[0].f}` : null;
  });
  fill('author', () => {
    const a = pick(rows).authors[0];
    return a ? `${a.g} ${a.f}` : null;
  });
  fill('surname', () => pick(rows).authors[0]?.f ?? null);
  fill('isbn13', () => pick(rows).isbn13);
  fill('isbnHyphen', () => {
    const i = pick(rows).isbn13;
    return i ? `${i.slice(0, 3)}-${i.slice(3, 4)}-${i.slice(4, 7)}-${i.slice(7, 12)}-${i.slice(12)}` : null;
  });
  fill('isbn10', () => {
    const i = pick(rows).isbn10;
    return i ? (random() < 0.5 ? i : `${i.slice(0, 1)}-${i.slice(1, 4)}-${i.slice(4, 9)}-${i.slice(9)}`) : null;
  });
  fill('typo1', () => {
    const w = words(pick(rows).name).filter((x) => x.length >= 4 && x.length <= 7);
    if (w.length === 0) return null;
    const word = pick(w);
    const other = words(pick(rows).name).find((x) => x.length >= 5 && x !== word);
    return random() < 0.5 || !other
      ? typo(word.toLowerCase(), 1)
      : `${typo(word.toLowerCase(), 1)} ${other.toLowerCase()}`;
  });
  fill('typo2', () => {
    const w = words(pick(rows).name).filter((x) => x.length >= 8);
    return w.length ? typo(pick(w).toLowerCase(), 2) : null;
  });

  const search = new Set<string>();
  const composition: Record<string, number> = {};
  const count = (kind: string) => (composition[kind] = (composition[kind] ?? 0) + 1);
  for (const [kind, set] of texts) {
    for (const text of set) {
      search.add(`/api/search?${q({ q: text, limit: 24, offset: 0 })}`);
      count(kind);
    }
  }
  const common = [...(texts.get('surname') ?? [])]
    .slice(0, 40)
    .concat([...(texts.get('titlePrefix') ?? [])].slice(0, 40));
  // Subject browsing (no text), with sorts and deep pages.
  for (let i = 0; i < 160; i++) {
    const subject = random() < 0.3 ? { cat: pick(categories) } : { disc: pick(primaries) };
    const params: Record<string, string | number | undefined> = {
      q: '',
      ...subject,
      limit: 24,
      offset: 24 * Math.floor(random() * 6),
    };
    if (random() < 0.7) params.sort = pick(SORTS);
    const before = search.size;
    search.add(`/api/search?${q(params)}`);
    if (search.size > before) count('subject');
  }
  // Text plus subject, platform or show-by filter.
  for (let i = 0; i < 120; i++) {
    const r = pick(rows);
    const w = words(r.name);
    const text = w.slice(0, 1 + Math.floor(random() * 2)).join(' ');
    if (text.length < 2) continue;
    const params: Record<string, string | number> = { q: text, limit: 24, offset: 0 };
    const roll = random();
    if (roll < 0.4 && r.discs[0]) params.disc = r.discs[0];
    else if (roll < 0.7) params.type = pick(TYPES);
    else params.filter = pick(FILTERS);
    if (random() < 0.5) params.resultType = random() < 0.5 ? 'highered' : 'k12';
    const before = search.size;
    search.add(`/api/search?${q(params)}`);
    if (search.size > before) count('filtered');
  }
  // Sorted text searches.
  for (let i = 0; i < 100; i++) {
    const text = pick(common.length ? common : [...(texts.get('title') ?? ['biology'])]);
    const before = search.size;
    search.add(`/api/search?${q({ q: text, sort: pick(SORTS), limit: 24, offset: 0 })}`);
    if (search.size > before) count('sorted');
  }
  // Deep pages of broad queries.
  for (let i = 0; i < 100; i++) {
    const text = pick(words(pick(rows).name).filter((x) => x.length >= 5)) ?? 'biology';
    const before = search.size;
    search.add(`/api/search?${q({ q: text.toLowerCase(), limit: 24, offset: 24 * (2 + Math.floor(random() * 40)) })}`);
    if (search.size > before) count('deepPage');
  }

  // Autocomplete: title starts, author starts, ISBN starts, typos while typing.
  const autocomplete = new Set<string>();
  const ac = (text: string) => {
    if (text.trim().length >= 3)
      autocomplete.add(`/api/autoComplete?${q({ q: text, limit: 24, offset: 0, type: 'all' })}`);
  };
  for (let tries = 0; autocomplete.size < 700 && tries < 20000; tries++) {
    const name = pick(rows).name;
    ac(name.slice(0, 3 + Math.floor(random() * Math.min(22, name.length - 2))));
  }
  for (let tries = 0; autocomplete.size < 900 && tries < 20000; tries++) {
    const a = pick(rows).authors[0];
    if (a)
      ac(
        random() < 0.5
          ? a.f.slice(0, 3 + Math.floor(random() * 5))
          : `${a.g} ${a.f.slice(0, 2 + Math.floor(random() * 4))}`,
      );
  }
  for (let tries = 0; autocomplete.size < 1000 && tries < 20000; tries++) {
    const i = pick(rows).isbn13;
    if (i) ac(i.slice(0, 4 + Math.floor(random() * 8)));
  }
  for (let tries = 0; autocomplete.size < 1100 && tries < 20000; tries++) {
    const w = words(pick(rows).name).filter((x) => x.length >= 5);
    if (w.length) {
      const t = typo(pick(w).toLowerCase(), 1);
      ac(t.slice(0, Math.max(4, t.length - 1)));
    }
  }

  // Facet counts: the search texts and filters (the client asks for both together).
  const facets = new Set<string>();
  for (const s of search) facets.add(s.replace('/api/search?', '/api/discipline/count?'));

  return { search: [...search], autocomplete: [...autocomplete], facets: [...facets], composition };
}

// ---------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------

interface EndpointResult extends LoadResult {
  endpoint: string;
  distinct: number;
  /** The same mix against the server as it runs: answer cache on, empty at the start. */
  served: LoadResult & { hits: number; misses: number; shared: number };
  /** 1-minute load average of the machine when the run ended (other work on it shows here). */
  loadAverage: number;
  /** One connection, every distinct query once. */
  single: SingleResult;
}

interface RunReport {
  label: string;
  database: string;
  products: number;
  loadSeconds: number | null;
  reused: boolean;
  composition: Record<string, number>;
  results: EndpointResult[];
}

interface SingleResult {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

/** Every query once, one at a time: each must answer 200; returns the latencies (service time). */
async function verify(base: string, paths: string[]): Promise<SingleResult> {
  const times: number[] = [];
  for (const p of paths) {
    const started = process.hrtime.bigint();
    const res = await fetch(base + p);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const sorted = Float64Array.from(times).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
  };
}

async function benchServer(
  label: string,
  database: Database,
  opts: Options,
  extra: Pick<RunReport, 'loadSeconds' | 'reused' | 'database'>,
): Promise<RunReport> {
  const start = async (env: Record<string, string>) => {
    const config = loadConfig({
      ...process.env,
      DIST_DIR: '/nonexistent-dist',
      LOG_LEVEL: 'error',
      SEARCH_RATE_PER_MINUTE: '0',
      ...env,
    });
    const server = await buildApp(config, database, { logger: false });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return { server, base: `http://127.0.0.1:${address.port}` };
  };
  // Every request runs its SQL here…
  const { server: app, base } = await start({ SEARCH_CACHE_MB: '0' });
  // …and here the server runs as `npm start` runs it, answer cache on.
  const { server: served, base: servedBase } = await start({});
  const products = (await sql<{ n: number }>`select count(*)::int as n from product`.execute(database.db)).rows[0]!.n;
  const mix = await buildMix(database.db, opts.seed);
  log(
    `${label}: ${products} products; distinct queries: search ${mix.search.length}, autocomplete ${mix.autocomplete.length}, facets ${mix.facets.length}`,
  );
  log('every query once, one connection (each must answer 200)…');
  const single = {
    search: await verify(base, mix.search),
    autocomplete: await verify(base, mix.autocomplete),
    'facet counts': await verify(base, mix.facets),
  };
  for (const [endpoint, r] of Object.entries(single)) {
    log(
      `  ${endpoint}: p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  mean ${r.mean.toFixed(1)} ms`,
    );
  }
  if (opts.profile) {
    for (const [endpoint, paths] of [
      ['search', mix.search],
      ['autocomplete', mix.autocomplete],
      ['facet counts', mix.facets],
    ] as const) {
      const timed: { path: string; ms: number }[] = [];
      for (const p of paths) {
        const started = process.hrtime.bigint();
        await (await fetch(base + p)).arrayBuffer();
        timed.push({ path: p, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      }
      const sorted = Float64Array.from(timed.map((t) => t.ms)).sort();
      log(
        `${endpoint}: one connection, ${paths.length} queries: mean ${(sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(2)} ms, p50 ${percentile(sorted, 50).toFixed(2)}, p95 ${percentile(sorted, 95).toFixed(2)}, p99 ${percentile(sorted, 99).toFixed(2)}`,
      );
      for (const t of timed.sort((a, b) => b.ms - a.ms).slice(0, 12))
        log(`  ${t.ms.toFixed(1)} ms  ${decodeURIComponent(t.path)}`);
    }
    await app.close();
    await served.close();
    return { label, products, composition: mix.composition, results: [], ...extra };
  }
  const results: EndpointResult[] = [];
  for (const [endpoint, paths] of [
    ['search', mix.search],
    ['autocomplete', mix.autocomplete],
    ['facet counts', mix.facets],
  ] as const) {
    log(
      `${label} · ${endpoint}, every request a miss: ${opts.connections} connections, ${opts.warmup} s warm-up + ${opts.duration} s…`,
    );
    const r = await loadInChild({
      url: base,
      paths,
      connections: opts.connections,
      duration: opts.duration,
      warmup: opts.warmup,
    });
    const loadAverage = os.loadavg()[0]!;
    log(
      `  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${r.rps.toFixed(0)} req/s  (${r.requests} requests, non-2xx ${r.non2xx}, errors ${r.errors})`,
    );
    log(`${label} · ${endpoint}, as served (answer cache on, empty at the start, no warm-up): ${opts.duration} s…`);
    served.answerCache.clear();
    const before = served.answerCache.stats();
    const s = await loadInChild({
      url: servedBase,
      paths,
      connections: opts.connections,
      duration: opts.duration,
      warmup: 0,
    });
    const after = served.answerCache.stats();
    const cache = {
      hits: after.hits - before.hits,
      misses: after.misses - before.misses,
      shared: after.shared - before.shared,
    };
    log(
      `  p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms  ${s.rps.toFixed(0)} req/s  (${s.requests} requests, non-2xx ${s.non2xx}, errors ${s.errors}; computed ${cache.misses}, from the cache ${cache.hits}, shared ${cache.shared})`,
    );
    results.push({
      endpoint,
      distinct: paths.length,
      ...r,
      served: { ...s, ...cache },
      loadAverage,
      single: single[endpoint],
    });
  }
  await app.close();
  await served.close();
  return { label, products, composition: mix.composition, results, ...extra };
}

// ---------------------------------------------------------------------------------------
// EXPLAIN ANALYZE of the main queries (--explain)
// ---------------------------------------------------------------------------------------

async function explain(opts: Options): Promise<void> {
  const { search, autocomplete, countSubjects } = await import('../server/modules/search/search-service.ts');
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
  const captured: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const filters = UNFILTERED;
  const firstDisc = (
    await sql<{
      code: string;
    }>`select primary_code as code from product_discipline group by 1 order by count(*) desc limit 1`.execute(db)
  ).rows[0]!.code;
  const sample = (
    await sql<{ name: string; isbn13: string; f: string }>`
    select p.name, p.isbn13, a.family_name as f from product p join author a on a.product_id = p.product_id and a.position = 0
    order by p.product_id limit 1 offset 5000`.execute(db)
  ).rows[0]!;
  const broad = sample.name.split(/\W+/).find((w) => w.length > 5) ?? 'biology';
  // Two neighbours swapped in the middle: one typo.
  const typoOf = (w: string) => {
    const l = w.toLowerCase();
    const i = Math.floor(l.length / 2);
    return `${l.slice(0, i)}${l[i + 1]}${l[i]}${l.slice(i + 2)}`;
  };
  const cases: [string, () => Promise<unknown>][] = [
    [
      `search: exact title "${sample.name}"`,
      () => search(db, { q: sample.name, filters, sort: null, limit: 24, offset: 0, licensedFirst: false }),
    ],
    [
      `search: broad word "${broad.toLowerCase()}"`,
      () => search(db, { q: broad.toLowerCase(), filters, sort: null, limit: 24, offset: 0, licensedFirst: false }),
    ],
    [
      `search: ISBN ${sample.isbn13}`,
      () => search(db, { q: sample.isbn13, filters, sort: null, limit: 24, offset: 0, licensedFirst: false }),
    ],
    [
      `search: subject browse disc=${firstDisc} sort=name`,
      () =>
        search(db, {
          q: null,
          filters: { ...filters, disciplines: [firstDisc] },
          sort: 'name',
          limit: 24,
          offset: 48,
          licensedFirst: false,
        }),
    ],
    [
      `search: typo "${typoOf(broad)}"`,
      () => search(db, { q: typoOf(broad), filters, sort: null, limit: 24, offset: 0, licensedFirst: false }),
    ],
    [
      `search: very broad word "science", page 4`,
      () => search(db, { q: 'science', filters, sort: null, limit: 24, offset: 72, licensedFirst: false }),
    ],
    [`facet counts: "${broad.toLowerCase()}"`, () => countSubjects(db, broad.toLowerCase(), filters)],
    [`facet counts: browse`, () => countSubjects(db, null, filters)],
    [`facet counts: very broad word "science"`, () => countSubjects(db, 'science', filters)],
    [
      `autocomplete: "${sample.name.slice(0, 6)}"`,
      () => autocomplete(db, { q: sample.name.slice(0, 6), filters, limit: 24 }),
    ],
    [
      `autocomplete: "${sample.f.slice(0, 4)}"`,
      () => autocomplete(db, { q: sample.f.slice(0, 4), filters, limit: 24 }),
    ],
  ];
  for (const [title, run] of cases) {
    captured.length = 0;
    await run();
    for (const query of [...captured]) {
      const plan = await pool.query(
        `explain (analyze, buffers, costs off, timing on, summary on) ${query.sql}`,
        query.parameters as unknown[],
      );
      log(`\n### ${title}\n\n\`\`\`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
    }
  }
  await db.destroy();
}

// ---------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------

function markdown(reports: RunReport[], opts: Options): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  const lines: string[] = [];
  const servedTable = (results: EndpointResult[]) => {
    lines.push(
      '| endpoint | distinct queries | requests | p50 ms | p95 ms | p99 ms | mean ms | max ms | req/s | computed | from the cache | non-2xx |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const e of results) {
      const s = e.served;
      lines.push(
        `| ${e.endpoint} | ${e.distinct} | ${s.requests} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.mean.toFixed(1)} | ${s.max.toFixed(1)} | ${s.rps.toFixed(0)} | ${s.misses} | ${s.hits + s.shared} (${((100 * (s.hits + s.shared)) / Math.max(1, s.requests)).toFixed(1)} %) | ${s.non2xx + s.errors} |`,
      );
    }
  };
  const coldTable = (results: EndpointResult[]) => {
    lines.push(
      '| endpoint | distinct queries | requests | p50 ms | p95 ms | p99 ms | mean ms | max ms | req/s | non-2xx | load avg |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const e of results) {
      lines.push(
        `| ${e.endpoint} | ${e.distinct} | ${e.requests} | ${e.p50.toFixed(1)} | ${e.p95.toFixed(1)} | ${e.p99.toFixed(1)} | ${e.mean.toFixed(1)} | ${e.max.toFixed(1)} | ${e.rps.toFixed(0)} | ${e.non2xx + e.errors} | ${e.loadAverage.toFixed(1)} |`,
      );
    }
  };
  lines.push('# Search benchmark');
  lines.push('');
  lines.push(
    `Generated by \`npm run bench:search\` (scripts/bench-search.ts) on ${new Date().toISOString().slice(0, 10)}.`,
  );
  lines.push('See docs/search.md for how search works and the query plans behind these figures.');
  lines.push('');
  lines.push('## Machine and set-up');
  lines.push('');
  lines.push(
    `- Machine: ${os.cpus().length} CPUs (nproc ${os.availableParallelism?.() ?? os.cpus().length}), ${cpu}, ${memory} memory, ${os.type()} ${os.release()}, Node ${process.version}.`,
  );
  lines.push(
    `- Load: autocannon in a separate process on the same machine, ${opts.connections} connections, pipelining 1, loopback; ${opts.duration} s measured per endpoint and mode. Latency is per request as autocannon sees it (send to last byte).`,
  );
  lines.push('- Server: the real app (`buildApp`), logging off, one Node process, in two modes:');
  lines.push(
    '  - **as served**: the server as `npm start` runs it. Its answer cache (`server/plugins/answer-cache/answer-cache.ts`, `SEARCH_CACHE_MB` of memory, answers kept at most 60 s — the `max-age` the answers already carry — and dropped when the catalogue changes) is **emptied before each run and not warmed up**: every distinct query of the mix is computed during the measured run, the repeats are answered from memory. "computed" counts the requests that ran SQL.',
  );
  lines.push(
    `  - **every request a miss**: the same server with \`SEARCH_CACHE_MB=0\`: every request runs its SQL (after ${opts.warmup} s of warm-up). This is the cost of a query nobody asked in the last minute.`,
  );
  lines.push(`- PostgreSQL pool of the server: ${opts.pool} connections.`);
  lines.push(
    '- Queries: a fixed, seeded mix of distinct queries built from the catalogue; each connection walks the whole list from a different starting point, so concurrent requests are different queries.',
  );
  lines.push(
    '- "load avg" is the machine\'s 1-minute load average at the end of each run: the load generator, the server and PostgreSQL share the 2 CPUs, and anything else running on the machine shows there.',
  );
  lines.push(
    "- With a closed loop of C connections, mean latency ≈ C ÷ throughput (Little's law): at 32 connections a p95 of 25 ms needs well over 1,300 requests per second.",
  );
  lines.push('');
  for (const r of reports) {
    lines.push(`## ${r.label}`);
    lines.push('');
    lines.push(
      `- Database: ${r.database}; ${r.products.toLocaleString('en-US')} products${r.loadSeconds !== null ? `, loaded in ${r.loadSeconds.toFixed(1)} s` : r.reused ? ' (reused)' : ''}.`,
    );
    lines.push(
      `- Search mix (distinct queries): ${Object.entries(r.composition)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}.`,
    );
    lines.push('');
    lines.push('As served (answer cache on, empty at the start of each run):');
    lines.push('');
    servedTable(r.results);
    lines.push('');
    lines.push('Every request a miss (`SEARCH_CACHE_MB=0`, every request runs its SQL):');
    lines.push('');
    coldTable(r.results);
    lines.push('');
    lines.push('One connection, every distinct query once, cache off (the service time of one request, no queueing):');
    lines.push('');
    lines.push('| endpoint | p50 ms | p95 ms | p99 ms | mean ms |');
    lines.push('|---|---:|---:|---:|---:|');
    for (const e of r.results) {
      lines.push(
        `| ${e.endpoint} | ${e.single.p50.toFixed(1)} | ${e.single.p95.toFixed(1)} | ${e.single.p99.toFixed(1)} | ${e.single.mean.toFixed(1)} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Targets (PostgreSQL, 100,000 products, this machine)');
  lines.push('');
  lines.push('search p95 ≤ 25 ms, autocomplete p95 ≤ 10 ms, facet counts p95 ≤ 40 ms.');
  const pgReport = reports.find((r) => r.database.startsWith('PostgreSQL'));
  if (pgReport) {
    const target: Record<string, number> = { search: 25, autocomplete: 10, 'facet counts': 40 };
    lines.push('');
    lines.push('| endpoint | target p95 | as served | every request a miss |');
    lines.push('|---|---:|---|---|');
    for (const e of pgReport.results) {
      const t = target[e.endpoint]!;
      const verdict = (p95: number) => `${p95.toFixed(1)} ms — ${p95 <= t ? 'meets' : 'misses'} it`;
      lines.push(`| ${e.endpoint} | ${t} ms | ${verdict(e.served.p95)} | ${verdict(e.p95)} |`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const opts = options();
  const reports: RunReport[] = [];
  if (opts.only !== 'pglite') {
    const { database, loadSeconds, reused } = await preparePostgres(opts);
    if (opts.explain) {
      await database.close();
      await explain(opts);
      return;
    }
    const setting = async (name: string) =>
      (await sql<{ v: string }>`select current_setting(${name}) as v`.execute(database.db)).rows[0]!.v;
    const version = await setting('server_version');
    // The settings that decide how much of the catalogue stays in memory (docs/search.md §9).
    const settings = `shared_buffers ${await setting('shared_buffers')}, work_mem ${await setting('work_mem')}, effective_cache_size ${await setting('effective_cache_size')}`;
    log(`PostgreSQL ${version}: ${settings}`);
    reports.push(
      await benchServer(`PostgreSQL, ${opts.products.toLocaleString('en-US')}-product catalogue`, database, opts, {
        loadSeconds,
        reused,
        database: `PostgreSQL ${version} (${settings})`,
      }),
    );
    await database.close();
  }
  if (opts.only !== 'postgres') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(database.db);
    log(`loading the demo catalogue (${opts.demoProducts} products) into PGlite…`);
    const started = Date.now();
    await seedDatabase(database.db, { products: opts.demoProducts, seed: opts.seed, log });
    const loadSeconds = (Date.now() - started) / 1000;
    reports.push(
      await benchServer('PGlite, demo catalogue', database, opts, {
        loadSeconds,
        reused: false,
        database: 'PGlite 0.5 (PostgreSQL 18, WASM, in-process)',
      }),
    );
    await database.close();
  }
  if (opts.write) {
    const file = path.join(root, 'docs/benchmarks/search.md');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markdown(reports, opts));
    log(`wrote ${path.relative(root, file)}`);
  }
}

// Entry point (last, so every declaration above is initialised).
if (process.argv.includes('--load-generator')) {
  process.once('message', (message: LoadRequest) => {
    runLoad(message).then(
      (result) => {
        process.send!(result, () => process.exit(0));
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  await main();
}
