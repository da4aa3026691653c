/**
 * How search and the product page hold up as the catalogue grows: `npm run bench:scale`.
 *
 *   npm run bench:scale -- --database NAME [--per-kind 100] [--seed 1] [--runs 3] [--evict-os-cache] [--slowest N]
 *   npm run bench:scale -- --growth .bench/scale-A.json .bench/scale-B.json
 *   npm run bench:scale -- --merge --out .bench/scale-A.json .bench/scale-A-1.json .bench/scale-A-2.json …
 *
 * - The catalogue: an existing, loaded database NAME on the server of BENCH_DATABASE_URL
 *   (default postgres://postgres@127.0.0.1:5432/postgres; only its host is used), typically one
 *   kept by `npm run bench:seed -- --postgres-products 1000000 --keep --database NAME`.
 *   Nothing is written to it but what the server itself writes at start (migrations).
 * - The server: the real one (server/main.ts) as a child process on 127.0.0.1, answer cache
 *   off (SEARCH_CACHE_MB=0: every request runs its SQL), no rate limit, no Redis; one client
 *   (this process, fetch with keep-alive), one request at a time, so a figure is the service
 *   time of one request through HTTP, with no queueing.
 * - Queries (seeded, drawn from the catalogue itself, every query distinct):
 *   known items — exact titles, ISBN-13 with hyphens, full author names, first-author surname
 *   + a title word; common words — the most frequent title words of a sample of titles;
 *   half-typed words — the start of a title cut inside a word (the search as typed), and the
 *   same text through autocomplete; facet-heavy — a common word or no text with a platform,
 *   show-by, one or two subjects and an audience (sometimes a sort), through search and
 *   through the subject counts; the product page — GET /api/products/{id}?getRelated=true
 *   for products not otherwise queried (none of an institution's own: those need a sign-in).
 * - Cold, then warm: a freshly started server asks every query once (cold: the first time
 *   that text is asked since the server started; with --evict-os-cache — root only — the
 *   operating system's cached pages of this database's files are dropped first, with
 *   posix_fadvise, which touches no other database; PostgreSQL's shared buffers cannot be
 *   emptied without restarting a server others use, so they may still hold pages), then the
 *   same queries again in another order (warm). p50/p95/p99 per kind over the requests of
 *   that pass; the whole is done --runs times (a new server each time) and each figure is the
 *   median of the runs', never the best run. From the second run on, "cold" means a server
 *   just started (and, with --evict-os-cache, the OS cache dropped again), not a text never
 *   asked before.
 * - Sizes: pg_database_size, the largest tables and indexes.
 *
 * Writes the figures to .bench/scale-NAME.json (or --out) and prints them; `--growth A B` prints
 * the ratio of every figure of B to A (100,000 → 1,000,000 products, say). On a shared machine
 * whose load comes and goes, compare two catalogues under the same load: alternate single runs
 * (`--runs 1 --out …-1.json`, one catalogue then the other, three times) and `--merge` each
 * catalogue's files into one, every figure the median of the runs'.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ENGLISH_STOP_WORDS, normalizeText } from '../server/modules/search/text.ts';
import { mulberry32 } from './lib/mulberry32.ts';
import { freePort, spawnServer } from './lib/own-server.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    database: { type: 'string' },
    'per-kind': { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    'evict-os-cache': { type: 'boolean', default: false },
    growth: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
    // The N slowest requests of each kind in the last warm pass: what to EXPLAIN next.
    slowest: { type: 'string', default: '0' },
    merge: { type: 'boolean', default: false },
  },
  strict: true,
});

// --- the figures ---------------------------------------------------------------------------

interface KindFigures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

interface ScaleFigures {
  database: string;
  products: number;
  measuredAt: string;
  load: { cold: number; warm: number };
  passes: { cold: Record<string, KindFigures>; warm: Record<string, KindFigures> };
  databaseBytes: number;
  tables: { name: string; rows: number; bytes: number }[];
  indexes: { name: string; table: string; bytes: number }[];
  settings: Record<string, string>;
  startSeconds: number;
  runs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

function figuresOf(times: number[]): KindFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');

// --- merge: several single runs of one catalogue, each figure the median of the runs' -----------

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

if (args.merge) {
  if (!args.out || positionals.length === 0) throw new Error('--merge --out FILE takes the result files of the runs');
  const all = positionals.map((file) => JSON.parse(readFileSync(file, 'utf8')) as ScaleFigures);
  const pass = (which: 'cold' | 'warm') =>
    Object.fromEntries(
      Object.keys(all[0]!.passes[which]).map((k) => {
        const of = (p: keyof KindFigures) => median(all.map((f) => f.passes[which][k]![p]));
        return [k, { n: of('n'), p50: of('p50'), p95: of('p95'), p99: of('p99') }];
      }),
    );
  const merged: ScaleFigures = {
    ...all[all.length - 1]!,
    passes: { cold: pass('cold'), warm: pass('warm') },
    load: { cold: median(all.map((f) => f.load.cold)), warm: median(all.map((f) => f.load.warm)) },
    startSeconds: median(all.map((f) => f.startSeconds)),
    runs: all.reduce((n, f) => n + f.runs, 0),
  };
  writeFileSync(args.out, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`| kind | cold p50 / p95 / p99 ms | warm p50 / p95 / p99 ms |`);
  for (const k of Object.keys(merged.passes.cold)) {
    const c = merged.passes.cold[k]!;
    const w = merged.passes.warm[k]!;
    console.log(`| ${k} | ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.p99)} | ${ms(w.p50)} / ${ms(w.p95)} / ${ms(w.p99)} |`);
  }
  console.log(
    `median of ${merged.runs} runs, load average ${merged.load.cold.toFixed(1)} / ${merged.load.warm.toFixed(1)}; wrote ${args.out}`,
  );
  process.exit(0);
}

// --- growth: B against A -------------------------------------------------------------------

if (args.growth) {
  if (positionals.length !== 2) throw new Error('--growth takes two result files: the smaller catalogue first');
  const [a, b] = positionals.map((file) => JSON.parse(readFileSync(file, 'utf8')) as ScaleFigures) as [
    ScaleFigures,
    ScaleFigures,
  ];
  const ratio = (x: number, y: number) => (x > 0 ? (y / x).toFixed(2) : '–');
  const n = (x: number) => x.toLocaleString('en-US');
  console.log(`| measure | ${n(a.products)} products | ${n(b.products)} products | ratio |`);
  console.log('|---|---:|---:|---:|');
  for (const pass of ['cold', 'warm'] as const) {
    for (const kind of Object.keys(a.passes[pass])) {
      const x = a.passes[pass][kind]!;
      const y = b.passes[pass][kind];
      if (!y) continue;
      console.log(
        `| ${kind}, ${pass}, p50 / p95 / p99 ms | ${ms(x.p50)} / ${ms(x.p95)} / ${ms(x.p99)} | ` +
          `${ms(y.p50)} / ${ms(y.p95)} / ${ms(y.p99)} | ${ratio(x.p50, y.p50)} / ${ratio(x.p95, y.p95)} / ${ratio(x.p99, y.p99)} |`,
      );
    }
  }
  console.log(
    `| pg_database_size | ${mb(a.databaseBytes)} | ${mb(b.databaseBytes)} | ${ratio(a.databaseBytes, b.databaseBytes)} |`,
  );
  for (const t of a.tables) {
    const u = b.tables.find((x) => x.name === t.name);
    if (u)
      console.log(`| table ${t.name} (with indexes) | ${mb(t.bytes)} | ${mb(u.bytes)} | ${ratio(t.bytes, u.bytes)} |`);
  }
  console.log(
    `| server start, spawn → ready | ${a.startSeconds.toFixed(1)} s | ${b.startSeconds.toFixed(1)} s | ${ratio(a.startSeconds, b.startSeconds)} |`,
  );
  process.exit(0);
}

// --- the catalogue's queries ---------------------------------------------------------------

const DATABASE = args.database;
if (!DATABASE || !/^[a-z_][a-z0-9_]*$/.test(DATABASE) || DATABASE === 'test') {
  throw new Error('--database NAME: a plain lower-case name of a loaded catalogue (never test)');
}
const PER_KIND = Number(args['per-kind']);
const SEED = Number(args.seed);
const serverUrl = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
serverUrl.pathname = `/${DATABASE}`;
const databaseUrl = serverUrl.toString();

interface Request {
  kind: string;
  path: string;
}

const rand = mulberry32(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

interface Sampled {
  product_id: string;
  name: string;
  isbn13: string | null;
  given_name: string | null;
  family_name: string | null;
  disciplines: string[];
}
// A seeded, repeatable sample: the products whose hashed id falls lowest (one pass over the
// primary key, the same products for the same seed and catalogue).
const { rows: sample } = await client.query<Sampled>(
  `select p.product_id, p.name, p.isbn13, a.given_name, a.family_name,
          array(select primary_code from product_discipline d where d.product_id = p.product_id) as disciplines
     from (select product_id from product order by md5(product_id || $1::text) limit $2) s
     join product p using (product_id)
     left join author a on a.product_id = p.product_id and a.position = 0
    where p.product_stage = 'live' and p.product_type = 'other' and p.org_id is null`,
  [String(SEED), PER_KIND * 12],
);
const { rows: counted } = await client.query<{ n: string }>('select count(*)::text as n from product');
const PRODUCTS = Number(counted[0]!.n);

const words = (title: string) =>
  normalizeText(title)
    .split(' ')
    .filter((w) => w.length >= 3 && !ENGLISH_STOP_WORDS.has(w));
const frequency = new Map<string, number>();
for (const p of sample) for (const w of new Set(words(p.name))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
const commonWords = [...frequency.entries()]
  .filter(([w]) => w.length >= 4 && !/\d/.test(w))
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .slice(0, 60)
  .map(([w]) => w);

function hyphenated(isbn13: string): string {
  return `${isbn13.slice(0, 3)}-${isbn13.slice(3, 4)}-${isbn13.slice(4, 8)}-${isbn13.slice(8, 12)}-${isbn13.slice(12)}`;
}

/** The start of a title cut inside a word: the first one to three words, the last one half-typed. */
function halfTyped(title: string): string | null {
  const parts = title.split(/\s+/);
  const take = Math.min(parts.length, 1 + Math.floor(rand() * 3));
  const last = parts[take - 1]!;
  if (last.length < 4) return null;
  const cut = 2 + Math.floor(rand() * (last.length - 3));
  const text = [...parts.slice(0, take - 1), last.slice(0, cut)].join(' ');
  return text.length >= 3 ? text : null;
}

const requests: Request[] = [];
const seen = new Set<string>();
const add = (kind: string, path: string) => {
  if (seen.has(path)) return;
  seen.add(path);
  requests.push({ kind, path });
};
const search = (q: string, extra = '') => `/api/search?limit=10&q=${encodeURIComponent(q)}${extra}`;
const pool = shuffled(sample);
const take = () => pool.pop();
const count = (kind: string) => requests.filter((r) => r.kind === kind).length;

for (let p = take(); p && count('known: exact title') < PER_KIND; p = take())
  add('known: exact title', search(p.name.slice(0, 100)));
for (let p = take(); p && count('known: ISBN-13 with hyphens') < PER_KIND; p = take())
  if (p.isbn13) add('known: ISBN-13 with hyphens', search(hyphenated(p.isbn13)));
for (let p = take(); p && count('known: author name') < PER_KIND; p = take())
  if (p.family_name) add('known: author name', search(`${p.given_name ?? ''} ${p.family_name}`.trim()));
for (let p = take(); p && count('known: surname + title word') < PER_KIND; p = take()) {
  const w = words(p.name).filter((x) => x.length >= 4);
  if (p.family_name && w.length) add('known: surname + title word', search(`${p.family_name} ${pick(w)}`));
}
for (const w of commonWords) add('common word', search(w));
for (let p = take(); p && count('half-typed (search)') < PER_KIND; p = take()) {
  const text = halfTyped(p.name);
  if (!text) continue;
  add('half-typed (search)', search(text));
  add('half-typed (autocomplete)', `/api/autoComplete?limit=10&q=${encodeURIComponent(text)}`);
}
const TYPES = ['all', 'etexts', 'courses', 'collections', 'application'];
const SHOW = ['', 'available', 'comingSoon', 'samples'];
const AUDIENCE = ['highered', 'k12'];
const SORTS = ['', '', 'datePublished', 'name'];
for (let p = take(); p && count('facet-heavy (search)') < PER_KIND; p = take()) {
  const disc = [p.disciplines[0], rand() < 0.5 ? pick(sample).disciplines[0] : undefined].filter(Boolean).join('|');
  if (!disc) continue;
  const q = rand() < 0.8 ? pick(commonWords) : '';
  const filters =
    `&type=${pick(TYPES)}&filter=${pick(SHOW)}&disc=${encodeURIComponent(disc)}` + `&resultType=${pick(AUDIENCE)}`;
  add('facet-heavy (search)', search(q, `${filters}&sort=${q ? pick(SORTS) : 'datePublished'}`));
  add('facet-heavy (subject counts)', `/api/discipline/count?q=${encodeURIComponent(q)}${filters}`);
}
for (let p = take(); p && count('product page') < PER_KIND; p = take())
  add('product page', `/api/products/${encodeURIComponent(p.product_id)}?getRelated=true`);

const KNOWN = 'known items (all four kinds)';
const KINDS = [...new Set(requests.map((r) => r.kind))];
KINDS.splice(
  KINDS.findIndex((k) => !k.startsWith('known:')),
  0,
  KNOWN,
);
console.log(
  `bench:scale on ${DATABASE}: ${PRODUCTS.toLocaleString('en-US')} products; ${requests.length} distinct requests ` +
    `(${KINDS.filter((k) => k !== KNOWN)
      .map((k) => `${k} ${count(k)}`)
      .join(', ')})`,
);

// --- sizes ----------------------------------------------------------------------------------

const { rows: size } = await client.query<{ bytes: string }>(
  'select pg_database_size(current_database())::text as bytes',
);
const { rows: tables } = await client.query<{ name: string; rows: string; bytes: string }>(
  `select c.relname as name, c.reltuples::bigint::text as rows, pg_total_relation_size(c.oid)::text as bytes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
    order by pg_total_relation_size(c.oid) desc limit 12`,
);
const { rows: indexes } = await client.query<{ name: string; table: string; bytes: string }>(
  `select c.relname as name, t.relname as table, pg_relation_size(c.oid)::text as bytes
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
    order by pg_relation_size(c.oid) desc limit 15`,
);
const { rows: settingRows } = await client.query<{ name: string; setting: string }>(
  `select name, current_setting(name) as setting from pg_settings
    where name in ('server_version', 'shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit')`,
);
const { rows: oidRows } = await client.query<{ path: string; data: string }>(
  `select pg_relation_filepath('product') as path, current_setting('data_directory') as data`,
);
await client.end();

// --- cold: the OS cache of this database's files only ---------------------------------------

function evictOsCache(): void {
  const folder = `${oidRows[0]!.data}/${oidRows[0]!.path.split('/').slice(0, -1).join('/')}`;
  // posix_fadvise(DONTNEED) on each file of this database: the kernel drops its clean cached
  // pages. Other databases' files, and PostgreSQL's shared buffers, are not touched.
  const script =
    'import os,sys\nn=0\nfor f in os.listdir(sys.argv[1]):\n p=os.path.join(sys.argv[1],f)\n' +
    ' try:\n  fd=os.open(p,os.O_RDONLY)\n  os.posix_fadvise(fd,0,0,os.POSIX_FADV_DONTNEED)\n  os.close(fd); n+=1\n except OSError: pass\nprint(n)';
  const files = execFileSync('python3', ['-c', script, folder], { encoding: 'utf8' }).trim();
  console.log(`  dropped the OS cache of ${files} files in ${folder}`);
}

// --- the server and the passes --------------------------------------------------------------

type Pass = Record<string, KindFigures>;

/** One measurement: a fresh server, the cold pass, the warm pass. */
async function measureOnce(): Promise<{ cold: Pass; warm: Pass; load: { cold: number; warm: number }; start: number }> {
  if (args['evict-os-cache']) evictOsCache();
  const spawned = Date.now();
  const server = spawnServer({
    port: await freePort(),
    drop: ['REDIS_URL', 'DATABASE_READ_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT'],
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEARCH_CACHE_MB: '0',
      SEARCH_RATE_PER_MINUTE: '0',
      EVENTS_MAINTENANCE_MINUTES: '0',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      WEB_CONCURRENCY: '1',
      DIST_DIR: '/nonexistent-dist',
    },
  });
  try {
    await server.ready(600_000);
    const start = (Date.now() - spawned) / 1000;
    console.log(`  server ready in ${start.toFixed(1)} s (spawn → ready)`);
    const run = async (order: Request[], timed?: Map<string, number>): Promise<Pass> => {
      const times = new Map<string, number[]>(KINDS.map((k) => [k, []]));
      let done = 0;
      for (const r of order) {
        const t0 = performance.now();
        const res = await fetch(server.url + r.path);
        await res.arrayBuffer();
        const elapsed = performance.now() - t0;
        if (!res.ok) throw new Error(`${res.status} for ${r.path}`);
        times.get(r.kind)!.push(elapsed);
        timed?.set(r.path, elapsed);
        if (r.kind.startsWith('known:')) times.get(KNOWN)!.push(elapsed);
        if (++done % 250 === 0) console.log(`  ${done} / ${order.length}`);
      }
      return Object.fromEntries([...times].map(([k, t]) => [k, figuresOf(t)]));
    };
    const load = { cold: os.loadavg()[0]!, warm: 0 };
    console.log('cold pass (each request once, on a server just started)…');
    const cold = await run(shuffled(requests));
    load.warm = os.loadavg()[0]!;
    console.log('warm pass (the same requests again, another order)…');
    const warm = await run(shuffled(requests), lastWarm);
    return { cold, warm, load, start };
  } finally {
    await server.stop('SIGTERM');
  }
}

const lastWarm = new Map<string, number>();
const RUNS = Number(args.runs);
const measured: Awaited<ReturnType<typeof measureOnce>>[] = [];
for (let i = 0; i < RUNS; i++) {
  console.log(`run ${i + 1} / ${RUNS}`);
  measured.push(await measureOnce());
}
/** Each figure the median of the runs' (the lower middle one of an even number), never the best run. */
const medianPass = (which: 'cold' | 'warm'): Pass =>
  Object.fromEntries(
    KINDS.map((k) => {
      const of = (p: keyof KindFigures) => median(measured.map((m) => m[which][k]![p]));
      return [k, { n: of('n'), p50: of('p50'), p95: of('p95'), p99: of('p99') }];
    }),
  );
const passes = { cold: medianPass('cold'), warm: medianPass('warm') };
const load = { cold: median(measured.map((m) => m.load.cold)), warm: median(measured.map((m) => m.load.warm)) };
const startSeconds = median(measured.map((m) => m.start));

const figures: ScaleFigures = {
  database: DATABASE,
  products: PRODUCTS,
  measuredAt: new Date().toISOString(),
  load,
  passes,
  databaseBytes: Number(size[0]!.bytes),
  tables: tables.map((t) => ({ name: t.name, rows: Number(t.rows), bytes: Number(t.bytes) })),
  indexes: indexes.map((i) => ({ name: i.name, table: i.table, bytes: Number(i.bytes) })),
  settings: Object.fromEntries(settingRows.map((s) => [s.name, s.setting])),
  startSeconds,
  runs: RUNS,
};

console.log(
  `\n${PRODUCTS.toLocaleString('en-US')} products, ${figures.measuredAt.slice(0, 16)}Z, median of ${RUNS} runs, load average ` +
    `${load.cold.toFixed(1)} (cold) / ${load.warm.toFixed(1)} (warm), one client, HTTP, answer cache off\n`,
);
console.log('| kind (requests) | cold p50 / p95 / p99 ms | warm p50 / p95 / p99 ms |');
console.log('|---|---:|---:|');
for (const kind of KINDS) {
  const c = passes.cold[kind]!;
  const w = passes.warm[kind]!;
  console.log(
    `| ${kind} (${c.n}) | ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.p99)} | ${ms(w.p50)} / ${ms(w.p95)} / ${ms(w.p99)} |`,
  );
}
console.log(`\npg_database_size ${mb(figures.databaseBytes)}`);
for (const t of figures.tables) console.log(`  ${t.name}: ${t.rows.toLocaleString('en-US')} rows, ${mb(t.bytes)}`);
console.log('largest indexes:');
for (const i of figures.indexes) console.log(`  ${i.name} (${i.table}): ${mb(i.bytes)}`);
const SLOWEST = Number(args.slowest);
if (SLOWEST > 0) {
  console.log(`\nthe ${SLOWEST} slowest requests of each kind, last warm pass:`);
  for (const kind of KINDS.filter((k) => k !== KNOWN)) {
    const slow = requests.filter((r) => r.kind === kind).sort((a, b) => lastWarm.get(b.path)! - lastWarm.get(a.path)!);
    for (const r of slow.slice(0, SLOWEST)) console.log(`  ${kind}: ${ms(lastWarm.get(r.path)!)} ms ${r.path}`);
  }
}
mkdirSync('.bench', { recursive: true });
const file = args.out ?? `.bench/scale-${DATABASE}.json`;
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`wrote ${file}`);
