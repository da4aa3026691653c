/**
 * Insights benchmark: `npm run bench:insights -- [--events N] [--runs R] [--no-write]`.
 *
 * 1. A private PostgreSQL database, `exchange_bench_insights`, on the server of
 *    BENCH_DATABASE_URL (else TEST_DATABASE_URL's server; default
 *    postgres://exchange:exchange@127.0.0.1:5432/postgres), created when missing (create
 *    database, as createdb does), migrated, and filled with N demo search events over 90 days
 *    (server/ingest/events-seed.ts: the generator `npm run seed -- --events N` uses, default
 *    1,000,000, seed 1), then rolled up by day as the scheduled maintenance does. Reused when
 *    it already holds N events.
 * 2. Times the insights page's answer (insightsFor: every table of the page, queries in
 *    parallel, as GET /api/insights runs them) for 7, 30 and 90 days, and each query alone:
 *    - cold: the first run on a new connection pool (fresh backends: no catalogue or plan
 *      caches; the data may be in PostgreSQL's buffers, the OS cache is not dropped);
 *    - warm: R more runs (default 20): p50 and p95.
 *    And, for comparison, the same answer computed from the raw events alone (no roll-ups).
 * 3. Prints the figures and writes docs/benchmarks/insights.md (unless --no-write).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest, type Database } from '../server/db/database.ts';
import { seedEvents } from '../server/ingest/events-seed.ts';
import { insightQueries, periodDays, type InsightsPart } from '../server/modules/insights/insights-repository.ts';
import { insightsFor } from '../server/modules/insights/insights-service.ts';
import { addDays, utcDay } from '../server/modules/insights/rollup-repository.ts';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: process.env.BENCH_EVENTS ?? '1000000' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '20' },
    'no-write': { type: 'boolean', default: false },
  },
});
const EVENTS = Number(String(args.events).replace(/_/g, ''));
const RUNS = Math.max(1, Number(args.runs));
const DATABASE = 'exchange_bench_insights';
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://exchange:exchange@127.0.0.1:5432/postgres';
const databaseUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${DATABASE}`;
  return u.toString();
})();
const PERIODS = [7, 30, 90] as const;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const open = () => openDatabase({ databaseUrl, poolSize: 8, statementTimeoutMs: 0 });

async function prepare(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!rows.length) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const database = await open();
  try {
    await migrateToLatest(database.db);
    const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from search_event`.execute(database.db);
    const held = count[0]?.n ?? 0;
    // The generator finishes a visit, so it writes a few events more than asked.
    if (held >= EVENTS && held < EVENTS + 20) {
      console.log(`bench:insights: ${DATABASE} already holds ${held.toLocaleString('en-US')} events; reused`);
    } else {
      console.log(`bench:insights: writing ${EVENTS.toLocaleString('en-US')} events into ${DATABASE}…`);
      await seedEvents(database.db, { events: EVENTS, seed: 1, replace: true, log: (line) => console.log(line) });
    }
    await sql`vacuum analyze search_event`.execute(database.db);
  } finally {
    await database.close();
  }
}

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Row {
  what: string;
  days: number;
  cold: number;
  p50: number;
  p95: number;
}

async function measure(name: string, days: number, run: (database: Database) => Promise<unknown>): Promise<Row> {
  const fresh = await open();
  let cold: number;
  try {
    cold = await time(() => run(fresh));
  } finally {
    await fresh.close();
  }
  const database = await open();
  const warm: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) warm.push(await time(() => run(database)));
  } finally {
    await database.close();
  }
  return { what: name, days, cold, p50: percentile(warm, 50), p95: percentile(warm, 95) };
}

const ms = (x: number) => x.toFixed(1);

async function main(): Promise<void> {
  await prepare();
  const rows: Row[] = [];
  const parts: InsightsPart[] = ['totals', 'perDay', 'topSearches', 'zeroResultSearches', 'topProducts', 'facets', 'webVitals'];
  for (const days of PERIODS) {
    rows.push(await measure('whole answer (insightsFor)', days, (d) => insightsFor(d.db, days)));
    for (const part of parts) {
      rows.push(
        await measure(part, days, async (d) => {
          const to = utcDay(new Date());
          const from = addDays(to, -(days - 1));
          const { rolled, live } = await periodDays(d.db, from, to);
          return insightQueries(d.db, from, rolled, live)[part]();
        }),
      );
    }
    // Without roll-ups: every day read from the raw events (what the roll-ups save).
    rows.push(
      await measure('whole answer from raw events (no roll-ups)', days, async (d) => {
        const to = utcDay(new Date());
        const from = addDays(to, -(days - 1));
        const all: string[] = [];
        for (let day = from; day <= to; day = addDays(day, 1)) all.push(day);
        const q = insightQueries(d.db, from, [], all);
        return Promise.all(parts.map((p) => q[p]()));
      }),
    );
  }
  const { rows: sizes } = await (async () => {
    const d = await open();
    try {
      return await sql<{ events: number; rollup_rows: number }>`
        select (select count(*) from search_event)::int as events,
          ((select count(*) from search_daily_query) + (select count(*) from search_daily_product)
           + (select count(*) from search_daily_facet) + (select count(*) from search_daily_total))::int as rollup_rows`.execute(d.db);
    } finally {
      await d.close();
    }
  })();
  const header = '| query | days | cold (ms) | warm p50 (ms) | warm p95 (ms) |\n|---|---:|---:|---:|---:|';
  const table = [header, ...rows.map((r) => `| ${r.what} | ${r.days} | ${ms(r.cold)} | ${ms(r.p50)} | ${ms(r.p95)} |`)].join('\n');
  const pgVersion = await (async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const v = (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
    await c.end();
    return v;
  })();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, PostgreSQL ${pgVersion}, node ${process.version}`;
  const summary =
    `${(sizes[0]?.events ?? 0).toLocaleString('en-US')} events over 90 days, ` +
    `${(sizes[0]?.rollup_rows ?? 0).toLocaleString('en-US')} roll-up rows; ${RUNS} warm runs`;
  console.log(`\n${summary}\n${machine}\n\n${table}\n`);
  if (!args['no-write']) {
    const file = path.join(root, 'docs', 'benchmarks', 'insights.md');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `# Insights benchmark\n\n` +
        `\`npm run bench:insights -- --events ${EVENTS}\` (scripts/bench-insights.ts), ${new Date().toISOString().slice(0, 10)}.\n\n` +
        `${summary}. ${machine}.\n\n` +
        `Cold: first run on a new connection pool. Warm: p50/p95 of the runs after it. The page's API ` +
        `answer is "whole answer" (its queries run in parallel) plus a session check.\n\n${table}\n`,
    );
    console.log(`bench:insights: wrote ${path.relative(root, file)}`);
  }
}

await main();
