/**
 * Load benchmark (what one process serves before it sheds): `npm run bench:load`.
 *
 * 1. PostgreSQL with BENCH_PRODUCTS (100,000) demo products in the database
 *    `exchange_bench_load_<N>` on the server of BENCH_DATABASE_URL (default: TEST_DATABASE_URL's
 *    server, else postgres://exchange:exchange@127.0.0.1:5432), created and loaded when it
 *    does not hold that many products (the demo generator, seed 1; the demo accounts).
 * 2. Runs the real server (server/main.ts, a child process) on a free port and drives it with
 *    autocannon from this process for --duration seconds (60) at --connections (100), with a
 *    realistic mix drawn from a seeded generator:
 *      home (disciplines + discipline features)  15 %   autocomplete  25 %
 *      search, Zipf-like over a query log        35 %   product detail 15 %
 *      offers for signed-in users (bearer)       10 %
 *    Searches: 200 popular queries weighted 1/rank (the head), and a long tail of queries each
 *    seen once (title words combined with a counter), about a third of the searches.
 * 3. Twice: "as served" (answer cache on, emptied at start) and "every request a miss"
 *    (SEARCH_CACHE_MB=0). SEARCH_RATE_PER_MINUTE=0: all load comes from one address here, where
 *    real traffic comes from many.
 * 4. Prints req/s, p50/p99, non-2xx, errors and timeouts, and writes docs/benchmarks/load.md
 *    (unless --no-write). The machine is shared: figures are noisy.
 *
 * --mix pages: the rendered pages instead of the API, anonymous, as a first visit asks for them:
 *   a product page's HTML (`/en-us/products/{id}/{slug}`, over 3,000 public products) 50 %, a
 *   search page's HTML (`/en-us/search?q=…`, the same Zipf-like queries and long tail) 50 %.
 *   The same two rows: "as served" and "every request a miss". SEARCH_CACHE_MB=0 turns off the
 *   answer cache, the one place the server keeps answers (pages included, once they are
 *   rendered there); a varied query parameter would not do it, as the cache's keys are built from
 *   validated, normalised input and an unknown parameter is no part of them. Writes
 *   docs/benchmarks/load-pages.md.
 *
 * Options: --products N, --duration S, --connections C, --only served|miss, --mix api|pages, --no-write.
 * BENCH_SERVER_NODE_ARGS: extra node flags for the server process, e.g. to profile it:
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:load -- --duration 15 --no-write
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { seedDemoAccounts, DEMO_PASSWORD } from '../server/modules/identity/demo-accounts.ts';
import { mulberry32 } from './lib/mulberry32.ts';
import { freePort, spawnServer, type ServerProcess } from './lib/own-server.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: process.env.BENCH_PRODUCTS ?? '100000' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '60' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '100' },
    only: { type: 'string' },
    mix: { type: 'string', default: 'api' },
    'no-write': { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(args.products);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const DATABASE = `exchange_bench_load_${PRODUCTS}`;
if (args.mix !== 'api' && args.mix !== 'pages') throw new Error(`--mix takes api or pages, not ${args.mix}`);
const PAGES = args.mix === 'pages';
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://exchange:exchange@127.0.0.1:5432/postgres';
const databaseUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${DATABASE}`;
  return u.toString();
})();

type Autocannon = ((options: Record<string, unknown>) => Promise<AutocannonResult>) & {
  track?: unknown;
};
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; p97_5: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats?: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// --- the catalogue ----------------------------------------------------------------------

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!rows.length) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  // Loading 100k products builds indexes for minutes: no statement timeout here.
  const database = await openDatabase({ databaseUrl, statementTimeoutMs: 0 });
  try {
    await migrateToLatest(database.db);
    const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from product`.execute(database.db);
    if (count[0]!.n !== PRODUCTS) {
      if (count[0]!.n !== 0)
        throw new Error(`${DATABASE} holds ${count[0]!.n} products, not ${PRODUCTS}: drop it first`);
      console.log(`bench:load: loading ${PRODUCTS} products into ${DATABASE}…`);
      await seedDatabase(database.db, { products: PRODUCTS, seed: 1, log: (line) => console.log(line) });
    }
    await seedDemoAccounts(database.db);
  } finally {
    await database.close();
  }
}

interface Mix {
  words: string[];
  prefixes: string[];
  productIds: string[];
  /** `/en-us/products/{id}/{slug}`, as the app links a product. */
  productPages: string[];
  offerIds: string[];
}

async function readMix(): Promise<Mix> {
  const database = await openDatabase({ databaseUrl });
  try {
    // Public products only: an institution's own (org_id set, about 2 % of the demo catalogue)
    // answers 401 to the anonymous requests of this mix by design, which would hide real
    // faults among the non-2xx.
    const { rows } = await sql<{ product_id: string; name: string; slug: string }>`
      select product_id, name, slug from product where org_id is null order by md5(product_id) limit 3000`.execute(
      database.db,
    );
    const words = [
      ...new Set(
        rows.flatMap((r) =>
          r.name
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => w.length >= 4),
        ),
      ),
    ];
    return {
      words,
      prefixes: words.map((w) => w.slice(0, Math.min(w.length, 3 + (w.length % 4)))),
      productIds: rows.map((r) => r.product_id),
      productPages: rows.map((r) => `/en-us/products/${encodeURIComponent(r.product_id)}/${encodeURIComponent(r.slug)}`),
      offerIds: rows.slice(0, 500).map((r) => r.product_id),
    };
  } finally {
    await database.close();
  }
}

type Request = { path: string; headers?: Record<string, string> };

/** The search queries of both mixes: a Zipf-like head of 200, and a long tail each seen once (a third). */
function querySource(mix: Mix, random: () => number): () => string {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const head = Array.from(
    { length: 200 },
    (_, i) =>
      mix.words[i % mix.words.length]! + (i >= mix.words.length ? ` ${mix.words[(i * 7) % mix.words.length]}` : ''),
  );
  const weights = head.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((s, w) => s + w, 0);
  const zipf = () => {
    let r = random() * total;
    for (let i = 0; i < head.length; i++) if ((r -= weights[i]!) <= 0) return head[i]!;
    return head[0]!;
  };
  let tail = 0;
  return () => (random() < 0.33 ? `${pick(mix.words)} ${pick(mix.words)} ${(tail++).toString(36)}` : zipf());
}

/** Anonymous first visits to rendered pages: a product's HTML or a search's, half each. */
function pageSource(mix: Mix): () => Request {
  const random = mulberry32(42);
  const query = querySource(mix, random);
  const html = { accept: 'text/html,application/xhtml+xml' };
  return () =>
    random() < 0.5
      ? { path: mix.productPages[Math.floor(random() * mix.productPages.length)]!, headers: html }
      : { path: `/en-us/search?q=${encodeURIComponent(query())}`, headers: html };
}

function requestSource(mix: Mix, token: string): () => Request {
  const random = mulberry32(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const query = querySource(mix, random);
  return () => {
    const r = random();
    if (r < 0.1) return { path: '/api/discipline' };
    if (r < 0.15) return { path: '/api/disciplineFeature' };
    if (r < 0.5) return { path: `/api/search?q=${encodeURIComponent(query())}&limit=24&offset=0` };
    if (r < 0.75) return { path: `/api/autoComplete?q=${encodeURIComponent(pick(mix.prefixes))}` };
    if (r < 0.9) return { path: `/api/products/${pick(mix.productIds)}` };
    return {
      path: `/api/products/offers/${pick(mix.offerIds)}?institution=US`,
      headers: { authorization: `Bearer ${token}` },
    };
  };
}

// --- the server -------------------------------------------------------------------------

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({
    port: await freePort(),
    nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    stdio: 'pipe+stderr',
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEARCH_RATE_PER_MINUTE: '0',
      LMS_TOKEN_SECRET: 'bench-load-secret-0123456789abcdef0123456789',
      ...env,
    },
  });
  await server.ready(120_000);
  return server;
}

async function signIn(url: string): Promise<string> {
  // Start-up lag can shed the first requests for one sample (load-shedding.ts): let it pass.
  await new Promise((r) => setTimeout(r, 1000));
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'instructor@example.edu', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The pages answer 200 with HTML before they are measured: a run of 404s would measure nothing. */
async function checkPages(url: string, mix: Mix): Promise<void> {
  // Start-up lag can shed the first requests for one sample (load-shedding.ts): let it pass.
  await new Promise((r) => setTimeout(r, 1000));
  for (const page of [mix.productPages[0]!, '/en-us/search?q=biology']) {
    const res = await fetch(`${url}${page}`, { headers: { accept: 'text/html' } });
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/html'))
      throw new Error(`${page} answered ${res.status} ${res.headers.get('content-type')}: is dist/ built (npm run build)?`);
  }
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
}

async function run(name: string, env: Record<string, string>, mix: Mix): Promise<Row> {
  const server = await startServer(env);
  const { url } = server;
  try {
    const next = PAGES ? pageSource(mix) : requestSource(mix, await signIn(url));
    if (PAGES) await checkPages(url, mix);
    console.log(`bench:load: ${name}: ${DURATION} s at ${CONNECTIONS} connections…`);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            const { path: p, headers } = next();
            return { ...request, method: 'GET', path: p, headers: { ...(headers ?? {}), 'accept-encoding': 'gzip' } };
          },
        },
      ],
    });
    const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
    if (codes.length)
      console.log(`bench:load: ${name}: non-2xx by status: ${codes.map(([c, s]) => `${c}×${s.count}`).join(', ')}`);
    return {
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      total: result.requests.total,
    };
  } finally {
    await server.stop();
  }
}

await prepareDatabase();
const mix = await readMix();
const rows: Row[] = [];
const what = PAGES ? 'pages (product and search HTML), ' : '';
if (args.only !== 'miss') rows.push(await run(`${what}as served (answer cache on, empty at start)`, {}, mix));
if (args.only !== 'served')
  rows.push(await run(`${what}every request a miss (SEARCH_CACHE_MB=0)`, { SEARCH_CACHE_MB: '0' }, mix));

const table = [
  '| run | req/s | p50 ms | p99 ms | requests | non-2xx | errors | timeouts |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} | ${r.timeouts} |`,
  ),
].join('\n');
console.log(table);
if (!args['no-write']) {
  const file = path.join(process.cwd(), 'docs', 'benchmarks', PAGES ? 'load-pages.md' : 'load.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const mixLine = PAGES
    ? 'mix: anonymous rendered pages, product HTML 50 % (3,000 public products), search HTML 50 % (Zipf-like head of 200 ' +
      'queries, a third long tail seen once). Targets (issue #38): as served ≥ 1,500 requests/s, p99 ≤ 250 ms; every request a miss: reported.'
    : 'mix: home 15 %, search 35 % (Zipf-like head of 200 queries, a third long tail seen once), ' +
      'autocomplete 25 %, product 15 %, offers signed in 10 %. Target: zero errors, p99 ≤ 250 ms.';
  writeFileSync(
    file,
    `# Load benchmark (\`npm run bench:load${PAGES ? ' -- --mix pages' : ''}\`)\n\n` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} CPUs (shared with other work: noisy; ` +
      `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end), ` +
      `PostgreSQL with ${PRODUCTS.toLocaleString('en')} products, ${DURATION} s at ${CONNECTIONS} connections, ` +
      `one server process; ${mixLine}\n\n${table}\n`,
  );
  console.log(`bench:load: wrote ${file}`);
}
