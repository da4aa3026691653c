/**
 * Search against in-process peers (is our SQL search worth it?): `npm run bench:peers`.
 *
 * The same catalogue, the same known-item queries, this product over HTTP with its answer
 * cache off and MiniSearch and FlexSearch in the same process, engines interleaved query
 * by query (each query asks every engine in a rotating order), one client.
 *
 * - Catalogue: the demo generator (`seedDatabase`). PostgreSQL (default): 100,000 products
 *   in database `exchange_bench_peers` on the server of BENCH_DATABASE_URL (default
 *   postgres://postgres@127.0.0.1:5432/exchange_bench_peers), kept between runs and reused
 *   when it holds the same size and seed (`bench_search_meta`, the same marker bench:search
 *   writes; new migrations are applied, a changed search document is refreshed).
 *   `--db pglite`: the demo size (3,000) in memory.
 * - Queries (seeded, the same for the same catalogue): ≥ 800 known items — exact titles,
 *   title prefixes (cut at a random character, often mid-word), first-author surname +
 *   a title word, ISBN-13 with hyphens, ISBN-10, one typo (title word of 4–7 letters),
 *   two typos (8+ letters), full author names, titles over 100 characters cut at 100 as
 *   the search box does — and the 50 most common title words (timed, not judged).
 * - A hit: ISBNs — that product; titles, typos — a product with that title (editions
 *   share it); prefixes and cut titles — a title starting with the text; surname + word —
 *   a product of that author with that word in its title; author names — a product of
 *   that author. hit@1, hit@3 and MRR@10 (1 / rank of the first hit in the top 10).
 * - Peers (no descriptions indexed: known items do not need them, and 100,000 4 KB texts
 *   would not fit a reasonable heap), configured as a competent engineer would:
 *   MiniSearch — fields title ×3, authors ×2, ISBNs ×2, subjects ×1, brand ×0.5; English
 *   stop words dropped; the same typo budget (1 in 4–7 letters, 2 in 8+); the last word as
 *   a prefix; run with OR (its default) and with AND. FlexSearch — a Document index,
 *   "forward" tokenizer (every word a prefix), LatinBalance encoder (its phonetic
 *   tolerance: it has no edit distance), suggest on, results of the fields merged with
 *   the same boosts (score Σ boost / (1 + rank)). ISBN hyphens are removed for the peers.
 * - The product two ways, both over loopback HTTP with the answer cache off
 *   (SEARCH_CACHE_MB=0): "this product (HTTP)", the app (buildApp) listening in this
 *   process, and on PostgreSQL "this product (HTTP, own process)", the real server
 *   (server/main.ts) as a child process on the same database.
 * - Timing: a warm-up pass over other queries (another seeded draw, the next 50 common
 *   words: every query over HTTP, to warm PostgreSQL's caches; the first 100 for the
 *   in-process peers, for the JIT), then the measured pass, every text in it distinct and
 *   asked for the first time.
 *   Prints hit@1/hit@3/MRR@10 per kind and engine, p50/p95 per engine for known items
 *   and common words, the ratios to this product, the PostgreSQL settings, and writes
 *   docs/benchmarks/peers.md (unless --no-write).
 *
 * Options: --db postgres|pglite, --products N, --seed S (42), --per-kind N (120),
 * --no-peers (the product alone, e.g. with --compare), --compare DIR (also time the product as built from another checkout of this repository,
 * e.g. `git archive <commit> | tar -x -C DIR` with a node_modules link: "before" and
 * "after" interleaved in one run), --no-write.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import MiniSearch from 'minisearch';
import { Document, Charset } from 'flexsearch';
import { openDatabase, migrateToLatest, type Database } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { refreshSearchDocuments } from '../server/modules/search/search-document-repository.ts';
import { ENGLISH_STOP_WORDS, normalizeText } from '../server/modules/search/text.ts';
import { allowedTypos } from '../server/modules/search/typo.ts';
import type * as AppModule from '../server/app.ts';
import type * as ConfigModule from '../server/config.ts';
import { searchTextOf, textLength, SEARCH_TEXT_MAX } from '../contract/search-text.ts';
import { mulberry32 } from './lib/mulberry32.ts';
import { freePort, spawnServer } from './lib/own-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const LOAD_TIMEOUT_MS = 3_600_000;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string' },
    seed: { type: 'string', default: '42' },
    'per-kind': { type: 'string', default: '120' },
    compare: { type: 'string' },
    'no-peers': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
  strict: true,
});
const onPostgres = args.db !== 'pglite';
const PRODUCTS = Number(args.products ?? (onPostgres ? 100_000 : 3_000));
const SEED = Number(args.seed);
const PER_KIND = Number(args['per-kind']);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/exchange_bench_peers';

const log = (line: string) => process.stdout.write(`${line}\n`);

// --- the catalogue ------------------------------------------------------------------------

/** As bench:search computes it (the same files, the same hash): the two share a database's freshness. */
function documentFingerprint(): string {
  const hash = createHash('sha1');
  for (const file of [
    'server/modules/search/search-document-repository.ts',
    'server/modules/search/common-answers-repository.ts',
    'server/modules/search/search-repository.ts',
  ].sort()) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const u = new URL(DATABASE_URL);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Block reads of the bench database so far (PostgreSQL only): hits in shared buffers and
 * reads from outside them (the OS cache or the disk). */
async function bufferStats(): Promise<{ hit: number; read: number } | undefined> {
  if (!onPostgres) return undefined;
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const r = await adminQuery(
    'select blks_hit::float8 as hit, blks_read::float8 as read from pg_stat_database where datname = $1',
    [name],
  );
  return r.rows[0] as { hit: number; read: number };
}

/** How the measured pass was served by shared_buffers: the sentence the report prints. The
 * server's backends have closed (their statistics are flushed at exit), so the counts are whole. */
async function bufferStatsSince(before: { hit: number; read: number } | undefined): Promise<string | undefined> {
  if (!before) return undefined;
  await new Promise((r) => setTimeout(r, 1500));
  const after = (await bufferStats())!;
  const hit = after.hit - before.hit;
  const read = after.read - before.read;
  const ratio = hit + read === 0 ? 1 : hit / (hit + read);
  return `Measured pass: ${hit.toLocaleString('en')} block hits in shared buffers, ${read.toLocaleString('en')} blocks read from outside them (OS cache or disk); hit ratio ${(ratio * 100).toFixed(2)} %.`;
}

async function preparePostgres(): Promise<Database> {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const open = () => openDatabase({ databaseUrl: DATABASE_URL, poolSize: 4, statementTimeoutMs: LOAD_TIMEOUT_MS });
  if ((await adminQuery('select 1 from pg_database where datname = $1', [name])).rowCount) {
    const database = await open();
    const meta = await sql<{ products: number; seed: number; documents: string }>`
      select products, seed, documents from bench_search_meta`
      .execute(database.db)
      .then((r) => r.rows[0] ?? null)
      .catch(() => null);
    const count = meta
      ? (await sql<{ n: number }>`select count(*)::int as n from product`.execute(database.db)).rows[0]!.n
      : -1;
    if (meta && meta.products === PRODUCTS && meta.seed === SEED && count === PRODUCTS) {
      await migrateToLatest(database.db);
      if (meta.documents !== documentFingerprint()) {
        log('search documents changed: refreshing them…');
        await refreshSearchDocuments(database.db);
        await sql`vacuum analyze`.execute(database.db);
        await sql`update bench_search_meta set documents = ${documentFingerprint()}`.execute(database.db);
      }
      log(`reusing ${name}: ${PRODUCTS} products, seed ${SEED}`);
      return database;
    }
    await database.close();
    log(`${name} holds another catalogue: recreating it`);
    await adminQuery(`drop database ${name} with (force)`);
  }
  await adminQuery(`create database ${name}`);
  const database = await open();
  await migrateToLatest(database.db);
  log(`loading ${PRODUCTS} products (seed ${SEED}) into ${name} (kept for the next run)…`);
  await seedDatabase(database.db, { products: PRODUCTS, seed: SEED, log });
  await sql`vacuum analyze`.execute(database.db);
  await sql`create table if not exists bench_search_meta (products int, seed int, catalogue text, documents text)`.execute(
    database.db,
  );
  await sql`insert into bench_search_meta values (${PRODUCTS}, ${SEED}, 'bench-peers', ${documentFingerprint()})`.execute(
    database.db,
  );
  return database;
}

async function preparePglite(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  log(`loading ${PRODUCTS} products (seed ${SEED}) into PGlite (memory)…`);
  await seedDatabase(database.db, { products: PRODUCTS, seed: SEED });
  return database;
}

interface Product {
  id: string;
  name: string;
  titleKey: string;
  isbn13: string;
  isbn10: string | null;
  isbns: string[];
  brand: string | null;
  subjects: string;
  authors: { givenName: string; familyName: string }[];
}

/** The products a search without filters can find (type `all`: live, not class test). */
async function loadProducts(database: Database): Promise<Product[]> {
  const { rows } = await sql<Product>`
    select p.product_id as id, p.name, search_key(p.name) as "titleKey", p.isbn13, p.isbn10, p.isbns,
      p.brand_name as brand, p.disciplines_text as subjects,
      coalesce((select json_agg(json_build_object('givenName', a.given_name, 'familyName', a.family_name) order by a.position)
                from author a where a.product_id = p.product_id), '[]'::json) as authors
    from product p
    where p.product_stage = 'live' and p.product_type <> 'beta'
    order by p.product_id`.execute(database.db);
  return rows;
}

// --- the queries --------------------------------------------------------------------------

type Judge = (p: Product) => boolean;
interface Query {
  kind: string;
  q: string;
  hit: Judge | null;
}

const KINDS = [
  'exact title',
  'title prefix',
  'surname + title word',
  'ISBN-13 with hyphens',
  'ISBN-10',
  'one typo',
  'two typos',
  'author name',
  'title cut at 100',
] as const;
const COMMON = 'common word';

function misspell(word: string, edits: 1 | 2, rand: () => number): string {
  let w = word;
  for (let e = 0; e < edits; e++) {
    const i = 1 + Math.floor(rand() * (w.length - 2));
    const kind = Math.floor(rand() * 4);
    const letter = 'etaoinsrhl'[Math.floor(rand() * 10)]!;
    if (kind === 0) w = w.slice(0, i) + w.slice(i + 1);
    else if (kind === 1) w = w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2);
    else if (kind === 2) w = w.slice(0, i) + (w[i] === letter ? 'x' : letter) + w.slice(i + 1);
    else w = w.slice(0, i) + letter + w.slice(i);
  }
  return w;
}

/**
 * The queries of one pass, each text once. `commonFrom`: where in the list of title words by
 * frequency the 50 common words start (the warm-up pass takes the next 50, so it never asks
 * a word the measured pass times).
 */
function buildQueries(products: Product[], seed: number, commonFrom = 0): Query[] {
  const rand = mulberry32(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const sample = (n: number, ok: (p: Product) => boolean) => {
    const out: Product[] = [];
    for (let tries = 0; out.length < n && tries < n * 50; tries++) {
      const p = pick(products);
      if (ok(p)) out.push(p);
    }
    return out;
  };
  const sameTitle =
    (key: string): Judge =>
    (p) =>
      p.titleKey === key;
  const titleStarts =
    (key: string): Judge =>
    (p) =>
      p.titleKey.startsWith(key);
  const hasAuthor =
    (a: { givenName: string; familyName: string }): Judge =>
    (p) =>
      p.authors.some((x) => x.givenName === a.givenName && x.familyName === a.familyName);
  const contentWords = (key: string) => key.split(' ').filter((w) => /^[a-z]+$/.test(w) && !ENGLISH_STOP_WORDS.has(w));
  const queries: Query[] = [];

  for (const p of sample(PER_KIND, () => true))
    queries.push({ kind: 'exact title', q: p.name, hit: sameTitle(p.titleKey) });
  for (const p of sample(PER_KIND, (x) => x.titleKey.length >= 12)) {
    // Cut at a character between 40 % and 90 % of the title: often inside a word ("Public Fi").
    const cut = Math.floor(p.name.length * (0.4 + rand() * 0.5));
    const q = p.name.slice(0, cut).trim();
    queries.push({ kind: 'title prefix', q, hit: titleStarts(normalizeText(q)) });
  }
  for (const p of sample(PER_KIND, (x) => x.authors.length > 0 && contentWords(x.titleKey).length > 0)) {
    const a = p.authors[0]!;
    const word = pick(contentWords(p.titleKey));
    queries.push({
      kind: 'surname + title word',
      q: `${a.familyName} ${word}`,
      hit: (x) => x.authors.some((y) => y.familyName === a.familyName) && x.titleKey.split(' ').includes(word),
    });
  }
  for (const p of sample(PER_KIND, () => true)) {
    const i = p.isbn13;
    const q = `${i.slice(0, 3)}-${i.slice(3, 4)}-${i.slice(4, 8)}-${i.slice(8, 12)}-${i.slice(12)}`;
    queries.push({ kind: 'ISBN-13 with hyphens', q, hit: (x) => x.id === p.id });
  }
  for (const p of sample(PER_KIND, (x) => x.isbn10 !== null)) {
    queries.push({ kind: 'ISBN-10', q: p.isbn10!, hit: (x) => x.id === p.id });
  }
  for (const [kind, edits, min, max] of [
    ['one typo', 1, 4, 7],
    ['two typos', 2, 8, 99],
  ] as const) {
    let made = 0;
    for (let tries = 0; made < PER_KIND && tries < PER_KIND * 50; tries++) {
      const p = pick(products);
      const words = p.titleKey.split(' ');
      const i = words.findIndex((w) => /^[a-z]+$/.test(w) && w.length >= min && w.length <= max);
      if (i < 0) continue;
      const m = misspell(words[i]!, edits, rand);
      // The allowance follows the length as typed (the rule every engine here is given).
      if (m === words[i] || allowedTypos(m.length) < edits) continue;
      queries.push({ kind, q: [...words.slice(0, i), m, ...words.slice(i + 1)].join(' '), hit: sameTitle(p.titleKey) });
      made++;
    }
  }
  for (const p of sample(PER_KIND, (x) => x.authors.length > 0)) {
    const a = pick(p.authors);
    queries.push({ kind: 'author name', q: `${a.givenName} ${a.familyName}`, hit: hasAuthor(a) });
  }
  const long = products.filter((p) => textLength(p.name) > SEARCH_TEXT_MAX);
  const seenLong = new Set<string>();
  for (const p of long) {
    if (seenLong.size >= PER_KIND) break;
    const q = searchTextOf(p.name);
    if (seenLong.has(q)) continue;
    seenLong.add(q);
    queries.push({ kind: 'title cut at 100', q, hit: titleStarts(normalizeText(q)) });
  }
  // Every text as the search box sends it: trimmed and cut at 100 characters (spec §5).
  for (const query of queries) query.q = searchTextOf(query.q);
  // The 50 most common title words (in most titles).
  const df = new Map<string, number>();
  for (const p of products) for (const w of new Set(contentWords(p.titleKey))) df.set(w, (df.get(w) ?? 0) + 1);
  const common = [...df.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(commonFrom, commonFrom + 50);
  for (const [w] of common) queries.push({ kind: COMMON, q: w, hit: null });
  // Each text once: two editions share a title, a product can be drawn twice; a repeated text
  // would be timed against data its first asking just brought into memory.
  const seen = new Set<string>();
  const distinct = queries.filter((query) => !seen.has(query.q) && seen.add(query.q));
  queries.length = 0;
  queries.push(...distinct);
  // Interleave the kinds.
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [queries[i], queries[j]] = [queries[j]!, queries[i]!];
  }
  return queries;
}

// --- the engines --------------------------------------------------------------------------

interface Engine {
  name: string;
  /** Served over HTTP from the database (warmed up with every query). */
  http?: boolean;
  /** Product ids, best first, at most 10. */
  search(q: string): Promise<string[]>;
}

/** The product's search asked over HTTP at `origin`, as any client asks it. */
function httpEngine(name: string, origin: string, close: () => Promise<void>): Engine & { close(): Promise<void> } {
  const base = `${origin}/api/search?limit=10&q=`;
  return {
    name,
    http: true,
    async search(q) {
      const res = await fetch(base + encodeURIComponent(q));
      if (!res.ok) throw new Error(`${name}: ${res.status} for ${q}`);
      const body = (await res.json()) as { items: { productId: string }[] };
      return body.items.map((i) => i.productId);
    },
    close,
  };
}

/** The product over HTTP: a real server in this process, answer cache off. */
async function productEngine(
  name: string,
  database: Database,
  from = root,
): Promise<Engine & { close(): Promise<void> }> {
  const { buildApp } = (await import(pathToFileURL(path.join(from, 'server/app.ts')).href)) as typeof AppModule;
  const { loadConfig } = (await import(pathToFileURL(path.join(from, 'server/config.ts')).href)) as typeof ConfigModule;
  const config = loadConfig({
    ...process.env,
    DIST_DIR: '/nonexistent-dist',
    LOG_LEVEL: 'error',
    SEARCH_RATE_PER_MINUTE: '0',
    SEARCH_CACHE_MB: '0',
  });
  const app = await buildApp(config, database, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return httpEngine(name, `http://127.0.0.1:${address.port}`, () => app.close());
}

/**
 * The product as deployed: server/main.ts in its own process (its own event loop, its own
 * pool), on the same database, answer cache off, no rate limit; asked over loopback HTTP by
 * this process as by any client. Beside the in-process server above, whose event loop it
 * shares with the client and the peers.
 */
async function productProcessEngine(name: string): Promise<Engine & { close(): Promise<void> }> {
  const server = spawnServer({
    port: await freePort(),
    drop: ['REDIS_URL', 'DATABASE_READ_URL'],
    env: {
      DATABASE_URL,
      LOG_LEVEL: 'warn',
      SEARCH_CACHE_MB: '0',
      SEARCH_RATE_PER_MINUTE: '0',
      EVENTS_MAINTENANCE_MINUTES: '0',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      WEB_CONCURRENCY: '1',
      DIST_DIR: '/nonexistent-dist',
    },
  });
  await server.ready(300_000);
  return httpEngine(name, server.url, () => server.stop('SIGTERM'));
}

const BOOST = { title: 3, authors: 2, isbns: 2, subjects: 1, brand: 0.5 } as const;
type Field = keyof typeof BOOST;
const FIELDS = Object.keys(BOOST) as Field[];

function peerDocument(p: Product): Record<Field, string> & { id: string } {
  return {
    id: p.id,
    title: p.name,
    authors: p.authors.map((a) => `${a.givenName} ${a.familyName}`).join(', '),
    isbns: [p.isbn13, p.isbn10 ?? '', ...p.isbns].join(' '),
    subjects: p.subjects,
    brand: p.brand ?? '',
  };
}

/** What a competent integration does before handing text to a library: ISBN hyphens out. */
const peerText = (q: string) => q.replace(/(?<=[0-9Xx])[-\s](?=[0-9Xx])/g, '');

function miniSearchEngine(products: Product[], combineWith: 'OR' | 'AND'): Engine {
  const index = new MiniSearch({
    fields: FIELDS,
    idField: 'id',
    processTerm: (term) => {
      const t = normalizeText(term);
      return t === '' || ENGLISH_STOP_WORDS.has(t) ? null : t;
    },
    searchOptions: {
      boost: BOOST,
      combineWith,
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => allowedTypos(term.length),
      maxFuzzy: 2,
    },
  });
  index.addAll(products.map(peerDocument));
  return {
    name: `MiniSearch (${combineWith})`,
    search: async (q) =>
      index
        .search(peerText(q))
        .slice(0, 10)
        .map((r) => String(r.id)),
  };
}

function flexSearchEngine(products: Product[]): Engine {
  const index = new Document({
    document: {
      id: 'id',
      index: FIELDS.map((field) => ({
        field,
        tokenize: 'forward' as const,
        encoder: Charset.LatinBalance,
        resolution: 9,
      })),
    },
  });
  for (const p of products) index.add(peerDocument(p));
  return {
    name: 'FlexSearch',
    async search(q) {
      const text = peerText(q);
      const fields = index.search(text, { limit: 30, suggest: true }) as unknown as {
        field: Field;
        result: string[];
      }[];
      const score = new Map<string, number>();
      for (const { field, result } of fields) {
        result.forEach((id, rank) => score.set(String(id), (score.get(String(id)) ?? 0) + BOOST[field] / (1 + rank)));
      }
      return [...score.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([id]) => id);
    },
  };
}

// --- measuring ----------------------------------------------------------------------------

interface Tally {
  n: number;
  hit1: number;
  hit3: number;
  rr: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

async function main(): Promise<void> {
  const database = onPostgres ? await preparePostgres() : await preparePglite();
  const settings: Record<string, string> = {};
  for (const name of [
    'server_version',
    'shared_buffers',
    'work_mem',
    'effective_cache_size',
    'random_page_cost',
    'jit',
  ]) {
    const r = await sql<Record<string, string>>`${sql.raw(`show ${name}`)}`.execute(database.db);
    settings[name] = Object.values(r.rows[0]!)[0]!;
  }
  const size = (
    await sql<{ s: string }>`select pg_size_pretty(pg_database_size(current_database())) as s`.execute(database.db)
  ).rows[0]!.s;
  const products = await loadProducts(database);
  const byId = new Map(products.map((p) => [p.id, p]));
  const queries = buildQueries(products, SEED);
  // The warm-up asks other texts (another draw, the next 50 common words): every measured
  // query is asked for the first time, so nothing the previous asking of the same text left
  // in memory (PostgreSQL's buffers, the vocabulary's pages) flatters it.
  const measuredTexts = new Set(queries.map((q) => q.q));
  const warmUp = buildQueries(products, SEED + 1, 50).filter((q) => !measuredTexts.has(q.q));
  log(`${PRODUCTS} products (${products.length} searchable), ${queries.length} queries; database ${size}`);
  log(
    `settings: ${Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );

  let started = Date.now();
  const engines: (Engine & { close?(): Promise<void> })[] = [await productEngine('this product (HTTP)', database)];
  if (onPostgres) engines.push(await productProcessEngine('this product (HTTP, own process)'));
  if (args.compare)
    engines.push(
      await productEngine(`this product @ ${path.basename(args.compare)} (HTTP)`, database, path.resolve(args.compare)),
    );
  const built: Record<string, number> = {};
  for (const make of args['no-peers']
    ? []
    : [
        () => miniSearchEngine(products, 'OR'),
        () => miniSearchEngine(products, 'AND'),
        () => flexSearchEngine(products),
      ]) {
    started = Date.now();
    const e = make();
    built[e.name] = (Date.now() - started) / 1000;
    engines.push(e);
  }
  log(
    `indexes built: ${Object.entries(built)
      .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
      .join(', ')}`,
  );

  const run = async (queries: Query[], measure: boolean) => {
    const times = new Map<string, { known: number[]; common: number[] }>();
    const byKind = new Map<string, number[]>();
    const tallies = new Map<string, Map<string, Tally>>();
    for (const e of engines) {
      times.set(e.name, { known: [], common: [] });
      tallies.set(e.name, new Map());
    }
    let turn = 0;
    for (const query of queries) {
      turn++;
      if (turn % 200 === 0) log(`  ${turn} / ${queries.length}`);
      for (let k = 0; k < engines.length; k++) {
        const e = engines[(k + turn) % engines.length]!;
        // Warming up fills PostgreSQL's caches; the in-process peers need a few queries for the JIT only.
        if (!measure && !e.http && turn > 100) continue;
        const t0 = performance.now();
        const ids = await e.search(query.q);
        const ms = performance.now() - t0;
        if (!measure) continue;
        const t = times.get(e.name)!;
        (query.hit ? t.known : t.common).push(ms);
        const kindTimes = byKind.get(`${e.name}|${query.kind}`) ?? [];
        kindTimes.push(ms);
        byKind.set(`${e.name}|${query.kind}`, kindTimes);
        if (!query.hit) continue;
        const rank = ids.findIndex((id) => {
          const p = byId.get(id);
          return p !== undefined && query.hit!(p);
        });
        const kinds = tallies.get(e.name)!;
        for (const kind of [query.kind, 'all known items']) {
          const tally = kinds.get(kind) ?? { n: 0, hit1: 0, hit3: 0, rr: 0 };
          tally.n++;
          if (rank === 0) tally.hit1++;
          if (rank >= 0 && rank < 3) tally.hit3++;
          if (rank >= 0 && rank < 10) tally.rr += 1 / (rank + 1);
          kinds.set(kind, tally);
        }
      }
    }
    return { times, tallies, byKind };
  };
  log('warm-up pass…');
  await run(warmUp, false);
  log('measured pass…');
  const load = os.loadavg()[0]!.toFixed(2);
  const before = await bufferStats();
  const { times, tallies, byKind } = await run(queries, true);
  for (const e of engines) await e.close?.();
  await database.close();
  const buffers = await bufferStatsSince(before);

  const names = engines.map((e) => e.name);
  const fmt = (x: number, d = 3) => x.toFixed(d);
  const lines: string[] = [];
  const counts = new Map<string, number>();
  for (const q of queries) counts.set(q.kind, (counts.get(q.kind) ?? 0) + 1);
  lines.push(`| kind (queries) | ${names.join(' | ')} |`, `|---|${names.map(() => '---:').join('|')}|`);
  for (const kind of [...KINDS, 'all known items']) {
    const n = kind === 'all known items' ? queries.filter((q) => q.hit).length : (counts.get(kind) ?? 0);
    const cells = names.map((name) => {
      const t = tallies.get(name)!.get(kind);
      return t ? `${fmt(t.hit1 / t.n, 2)} / ${fmt(t.hit3 / t.n, 2)} / **${fmt(t.rr / t.n)}**` : '–';
    });
    lines.push(`| ${kind} (${n}) | ${cells.join(' | ')} |`);
  }
  const relevance = lines.join('\n');
  const base = times.get(names[0]!)!;
  const timing = [
    '| engine | known items p50 / p95 ms | ratio to this product (p50 / p95) | 50 common words p50 / p95 ms | ratio (p50 / p95) |',
    '|---|---:|---:|---:|---:|',
    ...names.map((name) => {
      const t = times.get(name)!;
      const r = (a: number[], b: number[], p: number) => fmt(percentile(a, p) / percentile(b, p), 2);
      return `| ${name} | ${fmt(percentile(t.known, 50), 1)} / ${fmt(percentile(t.known, 95), 1)} | ${r(t.known, base.known, 50)} / ${r(t.known, base.known, 95)} | ${fmt(percentile(t.common, 50), 1)} / ${fmt(percentile(t.common, 95), 1)} | ${r(t.common, base.common, 50)} / ${r(t.common, base.common, 95)} |`;
    }),
  ].join('\n');
  const perKind = [
    `| p50 / p95 ms by kind | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---:').join('|')}|`,
    ...[...KINDS, COMMON].map(
      (kind) =>
        `| ${kind} | ${names
          .map((name) => {
            const t = byKind.get(`${name}|${kind}`) ?? [];
            return `${fmt(percentile(t, 50), 1)} / ${fmt(percentile(t, 95), 1)}`;
          })
          .join(' | ')} |`,
    ),
  ].join('\n');
  const header = [
    `${onPostgres ? 'PostgreSQL' : 'PGlite'} ${settings.server_version}, ${PRODUCTS.toLocaleString('en')} products (seed ${SEED}, ${products.length.toLocaleString('en')} searchable, database ${size}), ${queries.length} distinct queries (${queries.filter((q) => q.hit).length} known items, 50 common words), none of them asked in the warm-up (${warmUp.length} other queries), one client, answer cache off, engines interleaved; ${os.cpus().length} CPUs, load average ${load} at the start of the measured pass; ${new Date().toISOString().slice(0, 16)}Z.`,
    '',
    `Settings: ${Object.entries(settings)
      .map(([k, v]) => `\`${k}\` ${v}`)
      .join(', ')}.${buffers ? ` ${buffers}` : ''}`,
  ].join('\n');
  log(`\n${header}\n\nhit@1 / hit@3 / MRR@10\n\n${relevance}\n\n${timing}\n\n${perKind}\n`);

  if (!args['no-write']) {
    const file = path.join(root, 'docs/benchmarks/peers.md');
    mkdirSync(path.dirname(file), { recursive: true });
    let previous = '';
    try {
      previous = readFileSync(file, 'utf8');
    } catch {
      previous = '';
    }
    const section = `<!-- ${onPostgres ? 'postgres' : 'pglite'} -->\n### ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${PRODUCTS.toLocaleString('en')} products\n\n${header}\n\nhit@1 / hit@3 / **MRR@10** per kind:\n\n${relevance}\n\n${timing}\n\n${perKind}\n<!-- end ${onPostgres ? 'postgres' : 'pglite'} -->`;
    const marker = new RegExp(
      `<!-- ${onPostgres ? 'postgres' : 'pglite'} -->[\\s\\S]*?<!-- end ${onPostgres ? 'postgres' : 'pglite'} -->`,
    );
    const intro = `# Search against in-process peers\n\n\`npm run bench:peers\` (\`scripts/bench-peers.ts\`; its header says what is measured and how the peers are configured). Figures from a shared 2-CPU machine: other work changes absolute times between runs by tens of per cent; the engines are interleaved query by query, so their ratios are steadier than the absolute figures. See docs/search.md §9 for what the figures mean.\n\n`;
    const body = marker.test(previous) ? previous.replace(marker, section) : `${previous || intro}${section}\n\n`;
    writeFileSync(file, body);
    log(`written to ${path.relative(root, file)}`);
  }
}

await main();
