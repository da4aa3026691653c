/**
 * `npm run bench:cluster`: faults under a steady load through HAProxy on the local topology
 * (deploy/topology.ts, started fresh in BENCH_CLUSTER_DIR and removed afterwards).
 *
 * A steady open-loop rate (BENCH_RATE, default 40 requests/s: searches, product pages, search
 * events and field-metric reports, each from its own client address) runs while, in turn:
 * one server process is killed (SIGKILL; restarted 5 s later, as a process manager would);
 * the three servers are restarted one after another (an upgrade); Redis is restarted; the replica is stopped (and started again afterwards); the primary
 * crashes and the replica is promoted (pg_ctl promote, HAProxy repointed).
 *
 * For each fault: requests sent and failed, writes acknowledged (2xx) against rows found in
 * the database afterwards (lost = acknowledged but absent), time to recover (from the fault to
 * the last failed request) and what a user saw (statuses, slowest answer).
 *
 *   npm run bench:cluster -- [--runs 3] [--seconds 20]
 *   BENCH_RATE=500 npm run bench:cluster -- --runs 3     # the same faults at a term start's rate
 *
 * `--knee` breaks nothing: the same mix at rising rates (`--rates 100,200,…`, each held for
 * `--seconds` after a 5 s warm-up, on one topology), and per rate the rate achieved, failures,
 * p50 / p99 of every answer and of each kind, and the CPU each part used (the three servers,
 * PostgreSQL's two clusters, HAProxy, Redis, this load generator: all on the same machine), so
 * the table says what saturates first. The knee is the largest rate with p99 ≤ 250 ms and no
 * failed request.
 *
 *   npm run bench:cluster -- --knee --rates 100,200,300,400,500 --seconds 20
 *
 * Sends traffic to 127.0.0.1 only, bounded in time; prints a Markdown table (medians of the runs).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  down,
  failover,
  ports,
  queryPrimary,
  readState,
  replicationLagBytes,
  ROOT,
  serverPid,
  sleep,
  startPg,
  startRedis,
  startServer,
  stopPg,
  stopRedis,
  stopServer,
  up,
  waitFor,
  type Topology,
} from '../deploy/topology.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    knee: { type: 'boolean', default: false },
    rates: { type: 'string', default: '100,200,300,400,500' },
  },
  strict: true,
});
const RUNS = Math.max(1, Number(values.runs));
const AFTER_MS = Math.max(5, Number(values.seconds)) * 1000;
const BEFORE_MS = 5000;
const RATE = Number(process.env.BENCH_RATE ?? 40);
const TIMEOUT_MS = 5000;
/** Requests waiting for an answer at most (each holds a socket: the process has ~20,000 files). */
const MAX_IN_FLIGHT = 5000;
const NOT_SENT = 'not sent: too many waiting';

const t: Topology = {
  dir: path.resolve(process.env.BENCH_CLUSTER_DIR ?? path.join(ROOT, 'data', 'bench-cluster')),
  basePort: Number(process.env.DEPLOY_BASE_PORT ?? 8150),
  demoProducts: Number(process.env.DEMO_PRODUCTS ?? 3000),
};
const base = `http://127.0.0.1:${ports(t).balancer}`;

type Kind = 'search' | 'product' | 'event' | 'metric';
interface Outcome {
  kind: Kind;
  at: number;
  ms: number;
  /** HTTP status, or the error's name for no answer. */
  status: number | string;
}

const WORDS = [
  'biology',
  'chemistry',
  'history',
  'calculus',
  'physics',
  'psychology',
  'nursing',
  'economics',
  'accounting',
  'marketing',
  'statistics',
  'anatomy',
  'sociology',
  'spanish',
  'algebra',
  'writing',
  'bio',
  'chem',
  'hist',
  'eco',
];

const address = () => `10.${randomBytes(3).join('.')}`;
const ok = (s: number | string) => typeof s === 'number' && s >= 200 && s < 300;

class Load {
  readonly outcomes: Outcome[] = [];
  readonly acked = { event: new Set<string>(), metric: new Set<number>() };
  #seq = 0;
  #timer: NodeJS.Timeout | null = null;
  #inflight = new Set<Promise<void>>();

  constructor(
    readonly tag: string,
    readonly productIds: string[],
    readonly rate = RATE,
  ) {}

  start(): void {
    // Open loop by the clock: a timer late under load sends what fell due meanwhile, so the rate
    // asked is the rate sent (setInterval alone drops the ticks a busy loop missed).
    const began = performance.now();
    let sent = 0;
    this.#timer = setInterval(
      () => {
        const due = Math.floor(((performance.now() - began) * this.rate) / 1000);
        for (; sent < due; sent++) {
          // Past the knee answers slow down and connections pile up: beyond this many waiting,
          // a request is counted failed unsent rather than taking the generator's last file.
          if (this.#inflight.size >= MAX_IN_FLIGHT) {
            this.outcomes.push({ kind: 'search', at: Date.now(), ms: 0, status: NOT_SENT });
            continue;
          }
          const p = this.#one();
          this.#inflight.add(p);
          void p.finally(() => this.#inflight.delete(p));
        }
      },
      Math.max(1, 1000 / this.rate),
    );
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await Promise.all([...this.#inflight]);
  }

  async #one(): Promise<void> {
    const n = this.#seq++;
    const roll = n % 10;
    const kind: Kind = roll < 5 ? 'search' : roll < 8 ? 'product' : roll === 8 ? 'event' : 'metric';
    const headers: Record<string, string> = { 'x-forwarded-for': address() };
    let url = base;
    let init: RequestInit = {};
    let key: string | number = n;
    if (kind === 'search') url += `/api/search?q=${WORDS[n % WORDS.length]}&page=${1 + (n % 3)}`;
    else if (kind === 'product')
      url += `/api/products/${encodeURIComponent(this.productIds[n % this.productIds.length]!)}`;
    else if (kind === 'event') {
      key = `${this.tag}${n.toString(36).padStart(8, '0')}`.slice(0, 16);
      url += '/api/events';
      init = {
        method: 'POST',
        body: JSON.stringify({
          events: [{ type: 'search', ageMs: 0, queryId: key, query: 'bench cluster', results: 1 }],
        }),
      };
      headers['content-type'] = 'application/json';
    } else {
      url += '/api/metrics';
      init = {
        method: 'POST',
        body: JSON.stringify({ metrics: [{ name: 'LCP', value: n, rating: 'good', route: `/bench-${this.tag}` }] }),
      };
      headers['content-type'] = 'application/json';
    }
    const at = Date.now();
    let status: number | string;
    try {
      const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer';
    }
    if (ok(status) && kind === 'event') this.acked.event.add(String(key));
    if (ok(status) && kind === 'metric') this.acked.metric.add(n);
    this.outcomes.push({ kind, at, ms: Date.now() - at, status });
  }
}

interface Row {
  fault: string;
  sent: number;
  failed: number;
  writesAcked: number;
  writesLost: number;
  recoverMs: number;
  saw: string;
  slowestMs: number;
}

/** Counts what the database holds of this phase's acknowledged writes. */
function writesFound(tag: string, load: Load): { events: Set<string>; metrics: Set<number> } {
  const events = new Set(
    queryPrimary(t, `select query_id from search_event where query_id like '${tag}%'`).split('\n').filter(Boolean),
  );
  const metrics = new Set(
    queryPrimary(t, `select value::bigint from web_vital where route = '/bench-${tag}'`)
      .split('\n')
      .filter(Boolean)
      .map(Number),
  );
  void load;
  return { events, metrics };
}

async function phase(
  name: string,
  productIds: string[],
  inject: () => Promise<void> | void,
  restore?: () => Promise<void> | void,
): Promise<Row> {
  const tag = randomBytes(3)
    .toString('hex')
    .replace(/[^a-z0-9]/g, 'a');
  const load = new Load(tag, productIds);
  load.start();
  await sleep(BEFORE_MS);
  const faultAt = Date.now();
  console.log(`bench:cluster: ${name}`);
  await inject();
  await sleep(AFTER_MS);
  await load.stop();
  await restore?.();
  await sleep(2500); // the events writer flushes every second
  const found = writesFound(tag, load);
  const lostEvents = [...load.acked.event].filter((k) => !found.events.has(k)).length;
  const lostMetrics = [...load.acked.metric].filter((k) => !found.metrics.has(k)).length;
  const lost = lostEvents + lostMetrics;
  const failures = load.outcomes.filter((o) => !ok(o.status));
  const lastFailure = Math.max(faultAt, ...failures.map((o) => o.at + o.ms));
  const statuses = new Map<string, number>();
  for (const o of failures) statuses.set(`${o.kind} ${o.status}`, (statuses.get(`${o.kind} ${o.status}`) ?? 0) + 1);
  const after = load.outcomes.filter((o) => o.at >= faultAt);
  return {
    fault: name,
    sent: load.outcomes.length,
    failed: failures.length,
    writesAcked: load.acked.event.size + load.acked.metric.size,
    writesLost: lost,
    recoverMs: failures.length ? lastFailure - faultAt : 0,
    saw:
      (failures.length ? [...statuses].map(([k, v]) => `${v}× ${k}`).join(', ') : 'nothing: every answer 2xx') +
      (lost ? ` (acknowledged, then missing: ${lostEvents} event(s), ${lostMetrics} metric(s))` : ''),
    slowestMs: Math.max(0, ...after.map((o) => o.ms)),
  };
}

/** A new topology, up; the products the load asks for: those anyone may open (some answer 401 without a sign-in, which is no fault). */
async function freshTopology(): Promise<string[]> {
  await down(t, { clean: true });
  await up(t);
  const search = (await (await fetch(`${base}/api/search?q=biology`)).json()) as { items: { productId: string }[] };
  const productIds: string[] = [];
  for (const { productId } of search.items)
    if ((await fetch(`${base}/api/products/${encodeURIComponent(productId)}`)).status === 200)
      productIds.push(productId);
  return productIds;
}

async function oneRun(): Promise<Row[]> {
  const productIds = await freshTopology();
  const p = ports(t);
  const rows: Row[] = [];
  rows.push(
    await phase(
      'kill one server process (SIGKILL; restarted after 5 s)',
      productIds,
      async () => {
        await stopServer(t, 0, 'SIGKILL');
        setTimeout(() => startServer(t, 0), 5000);
      },
      async () => void (await waitFor(`http://127.0.0.1:${p.server(0)}/readyz`, 60_000)),
    ),
  );
  rows.push(
    await phase(
      'rolling restart of the three servers (SIGTERM, start, wait for /readyz, next)',
      productIds,
      async () => {
        for (let i = 0; i < 3; i++) {
          await stopServer(t, i, 'SIGTERM');
          startServer(t, i);
          await waitFor(`http://127.0.0.1:${p.server(i)}/readyz`, 60_000);
        }
      },
    ),
  );
  rows.push(
    await phase('restart Redis', productIds, () => {
      stopRedis(t);
      startRedis(t);
    }),
  );
  const { primary } = readState(t);
  const standby = primary === 'a' ? 'b' : 'a';
  rows.push(
    await phase(
      'stop the replica (reads fall back to the primary)',
      productIds,
      () => stopPg(t, standby, 'fast'),
      async () => {
        startPg(t, standby);
        for (let i = 0; i < 100 && replicationLagBytes(t) === null; i++) await sleep(200);
      },
    ),
  );
  rows.push(
    await phase('primary crashes; replica promoted (pg_ctl promote, HAProxy repointed)', productIds, async () => {
      stopPg(t, primary, 'immediate');
      await failover(t);
    }),
  );
  if (!values.keep) await down(t, { clean: true });
  return rows;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

// ---- --knee: no fault, rising rates ----

const TICKS_PER_S = 100; // USER_HZ on Linux
const pidFromFile = (f: string) => (existsSync(f) ? Number(readFileSync(f, 'utf8').split('\n')[0]) || null : null);

/** Every process's parent and CPU ticks (user + system; and its ended children's), from /proc. */
function processTable(): Map<number, { ppid: number; ticks: number; ended: number; comm: string }> {
  const table = new Map<number, { ppid: number; ticks: number; ended: number; comm: string }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // Fields after the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
      table.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        ended: Number(fields[13]) + Number(fields[14]),
        comm,
      });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** CPU seconds used so far by each part of the topology (a process and its children). */
function cpuByPart(): Record<string, number> {
  const table = processTable();
  const roots: Record<string, number[]> = {
    servers: [0, 1, 2].map((i) => serverPid(t, i)).filter((pid): pid is number => pid !== null),
    postgres: (['a', 'b'] as const)
      .map((node) => pidFromFile(path.join(t.dir, `pg-${node}`, 'data', 'postmaster.pid')))
      .filter((pid): pid is number => pid !== null),
    haproxy: [...table].filter(([, p]) => p.comm === 'haproxy').map(([pid]) => pid),
    redis: [pidFromFile(path.join(t.dir, 'redis', 'redis.pid'))].filter((pid): pid is number => pid !== null),
  };
  const children = new Map<number, number[]>();
  for (const [pid, p] of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const seconds: Record<string, number> = {};
  for (const [part, pids] of Object.entries(roots)) {
    // A root's own time, its children's that have ended (PostgreSQL's backends come and go), and
    // its living descendants'.
    let ticks = pids.reduce((sum, pid) => sum + (table.get(pid)?.ended ?? 0), 0);
    const seen = new Set<number>();
    const stack = [...pids];
    while (stack.length) {
      const pid = stack.pop()!;
      if (seen.has(pid)) continue;
      seen.add(pid);
      ticks += table.get(pid)?.ticks ?? 0;
      // haproxy's pid list holds every haproxy; redis and postgres have their own children.
      if (part !== 'haproxy') stack.push(...(children.get(pid) ?? []));
    }
    seconds[part] = ticks / TICKS_PER_S;
  }
  const own = process.cpuUsage();
  seconds['load generator'] = (own.user + own.system) / 1e6;
  return seconds;
}

const percentile = (xs: number[], q: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

interface Step {
  rate: number;
  achieved: number;
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  p99ByKind: Record<Kind, number>;
  cpu: Record<string, number>;
}

async function knee(): Promise<void> {
  const rates = values.rates
    .split(',')
    .map(Number)
    .filter((r) => r > 0);
  const productIds = await freshTopology();
  const loadBefore = loadavg()[0]!.toFixed(1);
  const steps: Step[] = [];
  for (const rate of rates) {
    console.log(`bench:cluster: --knee at ${rate} requests/s`);
    const load = new Load(randomBytes(3).toString('hex'), productIds, rate);
    load.start();
    await sleep(BEFORE_MS);
    const from = Date.now();
    const cpuFrom = cpuByPart();
    await sleep(AFTER_MS);
    const cpuTo = cpuByPart();
    const until = Date.now();
    await load.stop();
    const measured = load.outcomes.filter((o) => o.at >= from && o.at < until);
    // Latency of what was sent (one left unsent is a failure, not a 0 ms answer).
    const sent = measured.filter((o) => o.status !== NOT_SENT);
    const ms = sent.map((o) => o.ms);
    const byKind = (kind: Kind) =>
      percentile(
        sent.filter((o) => o.kind === kind).map((o) => o.ms),
        0.99,
      );
    steps.push({
      rate,
      achieved: measured.length / ((until - from) / 1000),
      sent: measured.length,
      failed: measured.filter((o) => !ok(o.status)).length,
      p50: percentile(ms, 0.5),
      p99: percentile(ms, 0.99),
      p99ByKind: {
        search: byKind('search'),
        product: byKind('product'),
        event: byKind('event'),
        metric: byKind('metric'),
      },
      cpu: Object.fromEntries(
        Object.keys(cpuTo).map((k) => [k, (cpuTo[k]! - (cpuFrom[k] ?? 0)) / ((until - from) / 1000)]),
      ),
    });
    await sleep(2000);
  }
  if (!values.keep) await down(t, { clean: true });
  const parts = Object.keys(steps[0]?.cpu ?? {});
  console.log(
    `\nbench:cluster --knee ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: no fault, ${AFTER_MS / 1000} s at each rate after 5 s of warm-up, ${t.demoProducts} products; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after, on ${cpus().length} CPUs. CPU in cores used (1.00 = one core busy)\n`,
  );
  console.log(
    `| rate asked | achieved | requests | failed | p50 | p99 | p99 search / product / event / metric | ${parts.join(' | ')} |`,
  );
  console.log(`|---:|---:|---:|---:|---:|---:|---|${parts.map(() => '---:').join('|')}|`);
  for (const s of steps)
    console.log(
      `| ${s.rate}/s | ${s.achieved.toFixed(0)}/s | ${s.sent} | ${s.failed} | ${s.p50} ms | ${s.p99} ms | ` +
        `${s.p99ByKind.search} / ${s.p99ByKind.product} / ${s.p99ByKind.event} / ${s.p99ByKind.metric} ms | ` +
        `${parts.map((k) => s.cpu[k]!.toFixed(2)).join(' | ')} |`,
    );
  const held = steps.filter((s) => s.p99 <= 250 && s.failed === 0).map((s) => s.rate);
  console.log(
    `\nknee (largest rate with p99 ≤ 250 ms and no failed request): ${held.length ? `${Math.max(...held)}/s` : 'none of the rates tried'}`,
  );
  process.exit(0);
}

if (values.knee) await knee();

const runs: Row[][] = [];
const loadBefore = loadavg()[0]!.toFixed(1);
for (let r = 0; r < RUNS; r++) {
  console.log(`bench:cluster: run ${r + 1} of ${RUNS}`);
  runs.push(await oneRun());
}
console.log(
  `\nbench:cluster ${new Date().toISOString().slice(0, 10)}: ${RATE} requests/s through HAProxy, ${BEFORE_MS / 1000} s before and ${AFTER_MS / 1000} s after each fault, median of ${RUNS} run(s); load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after, on ${cpus().length} CPUs\n`,
);
console.log(
  '| fault | requests | failed | writes acknowledged | writes lost | time to recover | slowest answer | what users saw (every run) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (let i = 0; i < runs[0]!.length; i++) {
  const col = (f: (row: Row) => number) => median(runs.map((rows) => f(rows[i]!)));
  const row = runs[0]![i]!;
  const saw = RUNS > 1 ? runs.map((rows, r) => `run ${r + 1}: ${rows[i]!.saw}`).join('; ') : row.saw;
  console.log(
    `| ${row.fault} | ${col((x) => x.sent)} | ${col((x) => x.failed)} | ${col((x) => x.writesAcked)} | ${col((x) => x.writesLost)} | ` +
      `${(col((x) => x.recoverMs) / 1000).toFixed(1)} s | ${col((x) => x.slowestMs)} ms | ${saw} |`,
  );
}
if (RUNS > 1)
  console.log(
    `\nper run (failed / lost / recover s): ${runs.map((rows) => rows.map((x) => `${x.failed}/${x.writesLost}/${(x.recoverMs / 1000).toFixed(1)}`).join(' ; ')).join(' | ')}`,
  );
process.exit(0);
