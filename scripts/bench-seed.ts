/**
 * Seed benchmarks (the start-up budget: "the default demo catalogue loads on first start in
 * under 30 s; 100,000 products load into PostgreSQL in under 5 minutes"):
 *
 *   npm run bench:seed -- [--pglite-products N] [--postgres-products N]
 *                         [--skip-pglite] [--skip-postgres] [--keep] [--no-write] [--database NAME]
 *
 * (a) First start on a fresh PGlite folder: runs the real server (server/main.ts) on a
 *     temporary DATA_DIR and times it from spawn to "ready" (migrations + demo catalogue
 *     of 3,000 products + app), then a second start on the same folder, then measures
 *     the folder and pg_database_size.
 * (b) 100,000 products into PostgreSQL: a dedicated database (`exchange_bench_seed`, or
 *     --database NAME) on the server of DATABASE_URL, else TEST_DATABASE_URL, else
 *     postgres://postgres@127.0.0.1:5432/test (only the server is borrowed — the `test`
 *     database is never touched). It is dropped afterwards unless --keep. The seed's memory
 *     does not grow with N (batches of ~500 products): its peak RSS is reported. A million:
 *     `--skip-pglite --postgres-products 1000000 --keep --no-write --database exchange_bench_1m`
 *     (31 min and 11 GB on the 2-CPU machine; bench:scale measures it).
 *
 * Prints the figures and writes them to docs/benchmarks/seed.md (unless --no-write).
 */
import { mkdtemp, readdir, rm, stat, writeFile, mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { spawnServer } from './lib/own-server.ts';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';

const { values: args } = parseArgs({
  options: {
    'pglite-products': { type: 'string', default: '3000' },
    'postgres-products': { type: 'string', default: '100000' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    // Its own database per run that is kept (a million-product catalogue for bench:scale),
    // so two kept catalogues of different sizes, or two engineers, never drop each other's.
    database: { type: 'string', default: 'exchange_bench_seed' },
  },
  strict: true,
});
// not bench:search's exchange_bench: each drops or reuses its own
const BENCH_DATABASE = args.database;
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE) || BENCH_DATABASE === 'test') {
  throw new Error(`--database must be a plain lower-case name other than test, got ${BENCH_DATABASE}`);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

interface StartRun {
  ms: number;
  serverSays: string | null;
  seedLine: string | null;
}

/** Starts server/main.ts on `dataDir`, waits for its "ready" line, stops it (SIGTERM to that child only). */
async function startServer(dataDir: string, products: number): Promise<StartRun> {
  const started = Date.now();
  let seedLine: string | null = null;
  let readyAt: number | null = null;
  const server = spawnServer({
    port: 0,
    env: {
      DATABASE_URL: '',
      DATABASE_READ_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PRODUCTS: String(products),
      DEMO_SEED: '1',
    },
    onOutput: (chunk) => {
      for (const line of chunk.split('\n')) {
        if (/^seed: .* products loaded in/.test(line)) seedLine = line.trim();
        if (line.startsWith('seed: ')) console.log(`    ${line.trim()}`);
      }
      // timed as the line arrives, not when ready() next looks
      if (readyAt === null && server.output().includes('ready in')) readyAt = Date.now();
    },
  });
  try {
    await server.ready(300_000);
  } catch {
    throw new Error(`server did not become ready in 5 minutes, or exited (${server.child.exitCode}):\n${server.output()}`);
  }
  const ms = (readyAt ?? Date.now()) - started;
  const ready = /ready in ([\d.]+) s/.exec(server.output());
  await server.stop('SIGTERM');
  return { ms, serverSays: ready ? `${ready[1]} s` : null, seedLine };
}

interface PgliteFigures {
  products: number;
  first: StartRun;
  second: StartRun;
  folderBytes: number;
  databaseBytes: number;
}

async function benchPglite(products: number): Promise<PgliteFigures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'exchange-bench-pglite-'));
  try {
    console.log(`(a) first start on a fresh PGlite folder (${products.toLocaleString('en-US')} products): ${dir}`);
    const first = await startServer(dir, products);
    console.log(`    first start: ${s(first.ms)} from spawn to ready (server reports ${first.serverSays})`);
    const second = await startServer(dir, products);
    console.log(`    second start (already seeded): ${s(second.ms)}`);
    const folderBytes = await folderSize(dir);
    const database = await openDatabase({ dataDir: dir });
    const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database())::bigint as bytes`.execute(
      database.db,
    );
    await database.close();
    const databaseBytes = Number(rows[0]!.bytes);
    console.log(`    PGlite folder ${mb(folderBytes)}, pg_database_size ${mb(databaseBytes)}`);
    return { products, first, second, folderBytes, databaseBytes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface PostgresFigures {
  products: number;
  server: string;
  version: string;
  ms: number;
  seedSeconds: number;
  databaseBytes: number;
  /** Peak resident memory of this process while it seeded (sampled every 250 ms), bytes. */
  peakRss: number;
  tables: { name: string; rows: number; bytes: number }[];
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function benchPostgres(products: number): Promise<PostgresFigures> {
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_SERVER;
  const benchUrl = withDatabase(serverUrl, BENCH_DATABASE);
  const shown = new URL(benchUrl);
  shown.password = shown.password ? '***' : '';
  console.log(`(b) ${products.toLocaleString('en-US')} products into PostgreSQL: ${shown.toString()}`);
  await admin(serverUrl, `drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin(serverUrl, `create database ${BENCH_DATABASE}`);
  const database = await openDatabase({ databaseUrl: benchUrl, poolSize: 2, statementTimeoutMs: 3_600_000 });
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    // Sampled rather than process.resourceUsage().maxRSS, which would include the PGlite part (a).
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
    let summary;
    try {
      summary = await seedDatabase(database.db, {
        products,
        seed: 1,
        log: (line) => console.log(`    ${line} (rss ${mb(process.memoryUsage().rss)})`),
      });
    } finally {
      clearInterval(sampler);
    }
    const ms = Date.now() - started;
    const { rows: size } = await sql<{ bytes: number; version: string }>`
      select pg_database_size(current_database())::bigint as bytes, current_setting('server_version') as version`.execute(
      database.db,
    );
    const { rows: tables } = await sql<{ name: string; bytes: number; rows: number }>`
      select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes, c.reltuples::bigint as rows
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
      order by pg_total_relation_size(c.oid) desc limit 10`.execute(database.db);
    const figures: PostgresFigures = {
      products,
      server: `${shown.host}`,
      version: size[0]!.version,
      ms,
      seedSeconds: summary.seconds,
      databaseBytes: Number(size[0]!.bytes),
      peakRss,
      tables: tables.map((t) => ({ name: t.name, rows: Number(t.rows), bytes: Number(t.bytes) })),
    };
    console.log(
      `    ${products.toLocaleString('en-US')} products in ${s(ms)}; pg_database_size ${mb(figures.databaseBytes)}; ` +
        `peak RSS of the seeding process ${mb(peakRss)}`,
    );
    return figures;
  } finally {
    await database.close();
    if (!args.keep) await admin(serverUrl, `drop database if exists ${BENCH_DATABASE} with (force)`);
  }
}

async function pgliteVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile('node_modules/@electric-sql/pglite/package.json', 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function report(pglite: PgliteFigures | null, postgres: PostgresFigures | null, machine: string): string {
  const lines = [
    '# Seed benchmarks',
    '',
    'Written by `npm run bench:seed` (scripts/bench-seed.ts); rerun it to refresh these figures.',
    'Budgets: the default demo catalogue loads on first start in under 30 s;',
    '100,000 products load into PostgreSQL in under 5 minutes.',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    '',
  ];
  if (pglite) {
    lines.push(
      `## First start on PGlite (${pglite.products.toLocaleString('en-US')} products)`,
      '',
      '`server/main.ts` on a fresh, empty `DATA_DIR`, timed from process spawn to "ready"',
      '(module loading, PGlite start-up, migrations, demo catalogue, search documents, demo accounts, app).',
      '',
      '| measure | value |',
      '|---|---|',
      `| first start, spawn → ready | **${s(pglite.first.ms)}** (server reports ${pglite.first.serverSays}) |`,
      `| of which the seed | ${pglite.first.seedLine?.replace(/^seed: /, '') ?? 'n/a'} |`,
      `| second start (already seeded) | ${s(pglite.second.ms)} |`,
      `| PGlite folder size | ${mb(pglite.folderBytes)} |`,
      `| pg_database_size | ${mb(pglite.databaseBytes)} |`,
      '',
    );
  }
  if (postgres) {
    lines.push(
      `## ${postgres.products.toLocaleString('en-US')} products into PostgreSQL ${postgres.version}`,
      '',
      `\`seedDatabase\` into a fresh, migrated database \`${BENCH_DATABASE}\` on ${postgres.server}.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| load time | **${s(postgres.ms)}** (${Math.round(postgres.products / (postgres.ms / 1000)).toLocaleString('en-US')} products/s) |`,
      `| pg_database_size | ${mb(postgres.databaseBytes)} |`,
      `| peak RSS of the seeding process | ${mb(postgres.peakRss)} |`,
      '',
      '| largest tables | rows | size with indexes and TOAST |',
      '|---|---:|---:|',
      ...postgres.tables.map((t) => `| ${t.name} | ${t.rows.toLocaleString('en-US')} | ${mb(t.bytes)} |`),
      '',
    );
  }
  lines.push(
    '## How the seed stays fast',
    '',
    '- Products are generated in batches of ~500 and written with multi-row `INSERT … SELECT FROM',
    '  json_populate_recordset($1)` (one JSON parameter per statement, server/db/bulk-insert-repository.ts).',
    '- The whole catalogue is one transaction; secondary indexes of the catalogue tables are dropped',
    '  inside it and rebuilt once at the end (a GIN build over loaded rows is much faster than',
    '  row-by-row maintenance); the search documents are computed in one pass before the rebuild.',
    '- On PostgreSQL the next batch is generated while the previous one is written.',
    '',
  );
  return lines.join('\n');
}

const cpus = os.cpus();
const machine =
  `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ` +
  `${os.type()} ${os.release()}, Node ${process.version}, PGlite ${await pgliteVersion()}, load average ${os.loadavg()[0]!.toFixed(1)} at start`;
console.log(`bench:seed on ${machine}`);

const pglite = args['skip-pglite'] ? null : await benchPglite(Number(args['pglite-products']));
let postgres: PostgresFigures | null = null;
if (!args['skip-postgres']) {
  try {
    postgres = await benchPostgres(Number(args['postgres-products']));
  } catch (error) {
    console.error(`(b) PostgreSQL benchmark failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
if (!args['no-write']) {
  await mkdir('docs/benchmarks', { recursive: true });
  await writeFile('docs/benchmarks/seed.md', report(pglite, postgres, machine));
  console.log('wrote docs/benchmarks/seed.md');
}
