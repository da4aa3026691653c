/**
 * The several-server topology on one machine, from Debian and npm packages: a PostgreSQL
 * primary and a streaming replica (each its own initdb cluster and port), redis-server, three
 * `server/main.ts` processes and HAProxy in front. `deploy/local.ts` starts and stops it;
 * `scripts/bench-cluster.ts` breaks parts of it under load.
 *
 * HAProxy carries the database traffic too: the servers' DATABASE_URL is HAProxy's "write"
 * port and DATABASE_READ_URL its "read" port. The read port prefers the replica and falls
 * back to the primary when the replica is down (a `backup` server), and a failover repoints
 * the write port at the promoted replica by rewriting the configuration and reloading
 * HAProxy; the servers keep their settings and only reconnect (Patroni + HAProxy is the same
 * pattern with the promotion automated).
 *
 * Everything lives in one folder (DEPLOY_DIR, default data/deploy): data, logs, pids,
 * haproxy.cfg and state.json (which node is the primary now).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-node-flags.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVERS = 3;

export interface Topology {
  dir: string;
  /** HAProxy's public port; the others follow it (ports()). */
  basePort: number;
  /** Demo products loaded into an empty database. */
  demoProducts: number;
}

export function topologyFromEnv(env: NodeJS.ProcessEnv = process.env): Topology {
  return {
    dir: path.resolve(env.DEPLOY_DIR ?? path.join(ROOT, 'data', 'deploy')),
    basePort: Number(env.DEPLOY_BASE_PORT ?? 8100),
    demoProducts: Number(env.DEMO_PRODUCTS ?? 3000),
  };
}

export function ports(t: Topology) {
  const b = t.basePort;
  return {
    balancer: b,
    server: (i: number) => b + 1 + i, // i = 0, 1, 2
    pgWrite: b + 10, // HAProxy → the primary
    pgRead: b + 11, // HAProxy → the replica, else the primary
    node: { a: b + 12, b: b + 13 } as Record<PgNode, number>,
    redis: b + 20,
    stats: b + 30,
  };
}

/** The two PostgreSQL clusters; which one is the primary is kept in state.json. */
export type PgNode = 'a' | 'b';
interface State {
  primary: PgNode;
  /** false once the other node was promoted away from (after a failover there is no replica). */
  replica: boolean;
}

const file = (t: Topology, ...parts: string[]) => path.join(t.dir, ...parts);

export function readState(t: Topology): State {
  const f = file(t, 'state.json');
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as State) : { primary: 'a', replica: true };
}
function writeState(t: Topology, state: State): void {
  writeFileSync(file(t, 'state.json'), JSON.stringify(state, null, 2));
}
const other = (node: PgNode): PgNode => (node === 'a' ? 'b' : 'a');

export function log(line: string): void {
  console.log(`deploy: ${line}`);
}

// --- packages ----------------------------------------------------------------

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** HAProxy and redis-server from Debian when missing (as root, or with password-less sudo), as ensure-browser.ts does. */
export function ensurePackages(): void {
  const missing = [
    ...(has('haproxy') || existsSync('/usr/sbin/haproxy') ? [] : ['haproxy']),
    ...(has('redis-server') ? [] : ['redis-server']),
  ];
  if (!postgresBinDir()) missing.push('postgresql');
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!root && !sudo) throw new Error(`install ${missing.join(', ')} (apt-get install ${missing.join(' ')})`);
  log(`installing ${missing.join(', ')} from Debian`);
  const apt = (args: string[]) => {
    const [cmd, rest] = sudo ? ['sudo', ['-n', '-E', 'apt-get', ...args]] : ['apt-get', args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing]);
}

/** The directory holding initdb and pg_ctl (Debian keeps them per version), or null. */
function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  }
  const r = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return r.status === 0 ? path.dirname(r.stdout.trim()) : null;
}

const haproxyBin = () => (has('haproxy') ? 'haproxy' : '/usr/sbin/haproxy');

// --- PostgreSQL ------------------------------------------------------------------

const asRoot = () => userInfo().uid === 0;

/** A PostgreSQL tool, as the postgres user when we are root (initdb and postgres refuse root). */
function pgTool(tool: string, args: string[], options: { check?: boolean } = {}): string {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server tools not found (apt-get install postgresql)');
  const command = path.join(bin, tool);
  const [cmd, rest] = asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const r = spawnSync(cmd, rest, { encoding: 'utf8' });
  if (options.check !== false && r.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout + r.stderr;
}

function ownedFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  if (asRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
}

const pgData = (t: Topology, node: PgNode) => file(t, `pg-${node}`, 'data');

function pgOptions(t: Topology, node: PgNode): string {
  return [
    `-p ${ports(t).node[node]}`,
    `-k ${file(t, `pg-${node}`)}`,
    '-c listen_addresses=127.0.0.1',
    '-c wal_level=replica',
    '-c max_wal_senders=5',
    '-c hot_standby=on',
    '-c max_connections=200',
    '-c shared_preload_libraries=pg_stat_statements',
  ].join(' ');
}

export function pgRunning(t: Topology, node: PgNode): boolean {
  return (
    existsSync(pgData(t, node)) &&
    pgTool('pg_ctl', ['-D', pgData(t, node), 'status'], { check: false }).includes('server is running')
  );
}

export function startPg(t: Topology, node: PgNode): void {
  if (pgRunning(t, node)) return;
  pgTool('pg_ctl', [
    '-D',
    pgData(t, node),
    '-o',
    pgOptions(t, node),
    '-l',
    file(t, `pg-${node}`, 'log'),
    '-w',
    'start',
  ]);
}

/** mode 'fast' is a clean stop; 'immediate' is a crash (no shutdown checkpoint). */
export function stopPg(t: Topology, node: PgNode, mode: 'fast' | 'immediate' = 'fast'): void {
  if (pgRunning(t, node)) pgTool('pg_ctl', ['-D', pgData(t, node), '-m', mode, '-w', 'stop']);
}

function psql(t: Topology, node: PgNode, command: string, database = 'postgres'): string {
  return pgTool('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports(t).node[node]),
    '-U',
    'postgres',
    '-d',
    database,
    '-Atc',
    command,
  ]).trim();
}

function createPrimary(t: Topology, node: PgNode): void {
  ownedFolder(file(t, `pg-${node}`));
  pgTool('initdb', ['-D', pgData(t, node), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  // Replication connections from this machine only (trust: a local demo; see docs/operations.md).
  writeFileSync(
    path.join(pgData(t, node), 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
  );
  startPg(t, node);
  psql(t, node, 'create database exchange');
}

function createReplica(t: Topology, from: PgNode, node: PgNode): void {
  rmSync(file(t, `pg-${node}`), { recursive: true, force: true });
  ownedFolder(file(t, `pg-${node}`));
  pgTool('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports(t).node[from]),
    '-U',
    'postgres',
    '-D',
    pgData(t, node),
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
  ]);
  startPg(t, node);
}

/**
 * Promotes the replica to primary (pg_ctl promote) and points HAProxy's write port at it, through
 * HAProxy's runtime API rather than a reload: a reload (-sf) closes the old process's idle client
 * connections, and the requests a client was just sending on them got no answer (14 in 0.3 s at 40
 * requests/s). The configuration file is written too, for HAProxy's next start.
 */
export async function failover(t: Topology): Promise<PgNode> {
  const state = readState(t);
  const promoted = other(state.primary);
  pgTool('pg_ctl', ['-D', pgData(t, promoted), '-w', 'promote']);
  writeState(t, { primary: promoted, replica: false });
  writeHaproxyConfig(t);
  const port = ports(t).node[promoted];
  // The read port already has the promoted node first (it was the replica); the old primary is
  // its backup, down by its checks, and left out of the rewritten file.
  for (const command of [
    `set server pg-write/primary addr 127.0.0.1 port ${port}`,
    'shutdown sessions server pg-write/primary',
    `set server pg-read/${state.primary} state maint`,
  ])
    await haproxyCommand(t, command);
  return promoted;
}

/** One command on HAProxy's runtime API (its admin socket in the topology's folder). */
export function haproxyCommand(t: Topology, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(file(t, 'haproxy.sock'));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      // The API answers an empty line when all went well, else what went wrong.
      if (answer.trim() && !/^(New addr|no need to change)/i.test(answer.trim()))
        reject(new Error(`haproxy: ${command}: ${answer.trim()}`));
      else resolve(answer);
    });
    socket.end(`${command}\n`);
  });
}

/** Replay lag of the replica in bytes as the primary sees it, or null without one streaming. */
export function replicationLagBytes(t: Topology): number | null {
  const { primary } = readState(t);
  const out = psql(t, primary, 'select pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) from pg_stat_replication');
  return out === '' ? null : Number(out.split('\n')[0]);
}

/** A query on the primary's exchange database (the bench counts writes with it). */
export function queryPrimary(t: Topology, query: string): string {
  return psql(t, readState(t).primary, query, 'exchange');
}

// --- Redis -------------------------------------------------------------------------

export function startRedis(t: Topology): void {
  mkdirSync(file(t, 'redis'), { recursive: true });
  // Rate-limit counters only: no persistence (a restart forgives the current windows).
  const r = spawnSync(
    'redis-server',
    [
      '--port',
      String(ports(t).redis),
      '--bind',
      '127.0.0.1',
      '--daemonize',
      'yes',
      '--dir',
      file(t, 'redis'),
      '--pidfile',
      file(t, 'redis', 'redis.pid'),
      '--logfile',
      file(t, 'redis', 'log'),
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`redis-server failed: ${r.stderr}`);
}

export function stopRedis(t: Topology): void {
  spawnSync('redis-cli', ['-p', String(ports(t).redis), 'shutdown', 'nosave'], { stdio: 'ignore' });
}

// --- HAProxy ---------------------------------------------------------------------------

export function writeHaproxyConfig(t: Topology): void {
  const p = ports(t);
  const { primary, replica } = readState(t);
  const standby = other(primary);
  const servers = Array.from(
    { length: SERVERS },
    (_, i) => `  server app${i + 1} 127.0.0.1:${p.server(i)} check inter 1s fall 2 rise 2`,
  ).join('\n');
  const config = `# Written by deploy/topology.ts; rewritten on failover (the write port follows the primary).
global
  maxconn 4000
  pidfile ${file(t, 'haproxy.pid')}
  # The runtime API: failover() repoints the write port through it, with no reload.
  stats socket ${file(t, 'haproxy.sock')} mode 600 level admin

defaults
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 2s

frontend web
  mode http
  bind 127.0.0.1:${p.balancer}
  option forwardfor
  default_backend app

backend app
  mode http
  balance roundrobin
  # A server is in rotation while /readyz answers 200 (its database answers), out after two misses.
  option httpchk GET /readyz
  http-check expect status 200
  # A request that never reached a server, got no answer (the server died holding it), got none
  # within "timeout server", or met one draining (503) is tried on another: HAProxy re-sends
  # only requests it can (idempotent methods, the request whole in its buffer), never twice.
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503
${servers}

listen stats
  mode http
  bind 127.0.0.1:${p.stats}
  stats enable
  stats uri /

listen pg-write
  mode tcp
  bind 127.0.0.1:${p.pgWrite}
  option pgsql-check user postgres
  # Named for its role, not its node: failover() changes its address in place.
  server primary 127.0.0.1:${p.node[primary]} check inter 1s fastinter 200ms fall 2 rise 1 on-marked-down shutdown-sessions

listen pg-read
  mode tcp
  bind 127.0.0.1:${p.pgRead}
  option pgsql-check user postgres
${replica ? `  server ${standby} 127.0.0.1:${p.node[standby]} check inter 1s fastinter 200ms fall 2 rise 1 on-marked-down shutdown-sessions\n` : ''}  server ${primary} 127.0.0.1:${p.node[primary]} check inter 1s fastinter 200ms fall 2 rise 1${replica ? ' backup' : ''}
`;
  writeFileSync(file(t, 'haproxy.cfg'), config);
  const check = spawnSync(haproxyBin(), ['-c', '-q', '-f', file(t, 'haproxy.cfg')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy.cfg refused: ${check.stderr}`);
}

const pidOf = (f: string): number | null => {
  if (!existsSync(f)) return null;
  const pid = Number(readFileSync(f, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function startHaproxy(t: Topology): void {
  if (pidOf(file(t, 'haproxy.pid'))) return;
  const r = spawnSync(haproxyBin(), ['-D', '-f', file(t, 'haproxy.cfg'), '-p', file(t, 'haproxy.pid')], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`haproxy failed: ${r.stderr}`);
}

export function stopHaproxy(t: Topology): void {
  const pid = pidOf(file(t, 'haproxy.pid'));
  if (pid) process.kill(pid, 'SIGTERM');
}

// --- the servers ------------------------------------------------------------------------

function lmsSecret(t: Topology): string {
  const f = file(t, 'lms-token-secret');
  if (!existsSync(f)) writeFileSync(f, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(f, 'utf8').trim();
}

/** The bearer token of GET /metrics, shared by the servers (production answers it to no one else). */
export function metricsToken(t: Topology): string {
  const f = file(t, 'metrics-token');
  if (!existsSync(f)) writeFileSync(f, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(f, 'utf8').trim();
}

export function serverEnv(t: Topology, i: number): Record<string, string> {
  const p = ports(t);
  return {
    NODE_ENV: 'production',
    PORT: String(p.server(i)),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${p.pgWrite}/exchange`,
    DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${p.pgRead}/exchange`,
    REDIS_URL: `redis://127.0.0.1:${p.redis}`,
    REDIS_KEY_PREFIX: 'exchange',
    TRUST_PROXY: 'true',
    // A 204 for search events only once they are written: a killed process loses none.
    EVENTS_DURABLE_ACK: '1',
    LMS_TOKEN_SECRET: lmsSecret(t),
    // Prometheus reads the same file (deploy/prometheus/prometheus.yml credentials_file).
    METRICS_TOKEN: metricsToken(t),
    DEMO_PRODUCTS: String(t.demoProducts),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
}

const serverPidFile = (t: Topology, i: number) => file(t, `server-${i + 1}.pid`);

export function serverPid(t: Topology, i: number): number | null {
  const pid = pidOf(serverPidFile(t, i));
  // A pid file outliving its process (a reboot) may name someone else's process by now.
  if (
    pid &&
    existsSync(`/proc/${pid}/cmdline`) &&
    !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts')
  )
    return null;
  return pid;
}

/** server/main.ts, detached, its output in server-N.log. */
export function startServer(t: Topology, i: number): number {
  const running = serverPid(t, i);
  if (running) return running;
  const out = openSync(file(t, `server-${i + 1}.log`), 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WEB_CONCURRENCY: '1', ...serverEnv(t, i) },
    stdio: ['ignore', out, out],
    detached: true,
  });
  closeSync(out);
  child.unref();
  writeFileSync(serverPidFile(t, i), String(child.pid));
  return child.pid!;
}

/** SIGTERM drains (up to 10 s); SIGKILL is a crash. Waits for the exit. */
export async function stopServer(t: Topology, i: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const pid = serverPid(t, i);
  if (!pid) return;
  process.kill(pid, signal);
  for (let waited = 0; alive(pid) && waited < 15_000; waited += 100) await sleep(100);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200; false after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return true;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  return false;
}

// --- the whole -----------------------------------------------------------------------------

export async function up(t: Topology): Promise<void> {
  ensurePackages();
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    log('building the PWA (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  mkdirSync(t.dir, { recursive: true });
  const state = readState(t);
  if (!existsSync(pgData(t, state.primary))) {
    log(`PostgreSQL primary: initdb on port ${ports(t).node[state.primary]}`);
    createPrimary(t, state.primary);
    writeState(t, state);
  }
  startPg(t, state.primary);
  if (state.replica) {
    if (!existsSync(pgData(t, other(state.primary)))) {
      log(`PostgreSQL replica: pg_basebackup -R on port ${ports(t).node[other(state.primary)]}`);
      createReplica(t, state.primary, other(state.primary));
    }
    startPg(t, other(state.primary));
  }
  log(`Redis on port ${ports(t).redis}`);
  startRedis(t);
  writeHaproxyConfig(t);
  startHaproxy(t);
  // All three at once: the startup lock lets one migrate and seed while the others wait.
  for (let i = 0; i < SERVERS; i++) startServer(t, i);
  const p = ports(t);
  const ready = await Promise.all(
    Array.from({ length: SERVERS }, (_, i) => waitFor(`http://127.0.0.1:${p.server(i)}/readyz`, 180_000)),
  );
  if (!ready.every(Boolean)) throw new Error(`a server did not become ready: see ${file(t, 'server-N.log')}`);
  if (!(await waitFor(`http://127.0.0.1:${p.balancer}/readyz`, 30_000))) throw new Error('HAProxy does not answer');
  log(
    `up: http://127.0.0.1:${p.balancer}/ (HAProxy; stats http://127.0.0.1:${p.stats}/), servers on ${p.server(0)}-${p.server(SERVERS - 1)}, folder ${t.dir}`,
  );
}

export async function down(t: Topology, options: { clean?: boolean } = {}): Promise<void> {
  await Promise.all(Array.from({ length: SERVERS }, (_, i) => stopServer(t, i)));
  stopHaproxy(t);
  stopRedis(t);
  for (const node of ['a', 'b'] as const) stopPg(t, node);
  if (options.clean) rmSync(t.dir, { recursive: true, force: true });
  log(options.clean ? `stopped and removed ${t.dir}` : `stopped (data kept in ${t.dir})`);
}
