/**
 * deploy/compose.yaml is for people with containers; this project's machines have none, so it
 * is never brought up here. What can be checked without a container engine is checked: that it
 * describes the same topology as `npm run deploy:local` (which is run and measured), that every
 * setting it gives the servers is one the server reads, that the balancer's health check and the
 * containers' own are answered by a real server, that the image runs the compiled server (as
 * `npm start` does), and that its HAProxy configuration and shell scripts parse.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';
import { parse } from 'yaml';
import { SERVERS } from '../../../deploy/topology.ts';
import { SERVER_NODE_FLAGS } from '../../../scripts/lib/server-node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEPLOY = path.join(ROOT, 'deploy');
const has = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`], { stdio: 'ignore' }).status === 0;

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  entrypoint?: string[];
}
const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const haproxyCfg = readFileSync(path.join(DEPLOY, 'compose/haproxy.cfg'), 'utf8');
const appServices = Object.keys(compose.services).filter((name) => compose.services[name]!.build !== undefined);

describe('deploy/compose.yaml', () => {
  it('has the topology deploy:local runs: primary, replica, Redis, the same number of servers, HAProxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['haproxy', 'postgres-primary', 'postgres-replica', 'redis', 'app1', 'app2', 'app3'].sort(),
    );
    expect(appServices).toHaveLength(SERVERS);
  });

  it('sends the servers to the primary for writes, the replica for reads and one shared Redis', () => {
    for (const name of appServices) {
      const env = compose.services[name]!.environment!;
      expect(env.DATABASE_URL).toMatch(/@postgres-primary:5432\//);
      expect(env.DATABASE_READ_URL).toMatch(/@postgres-replica:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY).toBe('true'); // behind HAProxy: rate limits per client, not per balancer
    }
  });

  it('gives the servers only settings the server reads', () => {
    const configSource = readFileSync(path.join(ROOT, 'server/config.ts'), 'utf8');
    const names = new Set(appServices.flatMap((name) => Object.keys(compose.services[name]!.environment!)));
    const unread = [...names].filter((name) => name !== 'NODE_ENV' && !new RegExp(`\\b${name}\\b`).test(configSource));
    expect(unread).toEqual([]);
  });

  it('balances over exactly the app services, on the port the image listens on', () => {
    const servers = [...haproxyCfg.matchAll(/^\s*server (\S+) (\S+):(\d+) /gm)].map((m) => `${m[1]} ${m[2]}:${m[3]}`);
    const port = /ENV .*\bPORT=(\d+)/.exec(readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8'))![1];
    expect(servers).toEqual(appServices.map((name) => `${name} ${name}:${port}`));
  });

  it('the image runs the compiled server with plain node, as npm start does', () => {
    const dockerfile = readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');
    const cmd = JSON.parse(/^CMD (.+)$/m.exec(dockerfile)![1]!) as string[];
    const entry = cmd.at(-1)!;
    expect(cmd[0]).toBe('node');
    // The server's Node flags, as npm start passes them (server/node-flags.json).
    expect(cmd.slice(1, -1)).toEqual(SERVER_NODE_FLAGS);
    expect(cmd.slice(1).some((arg) => arg.includes('tsx'))).toBe(false);
    const startScript = readFileSync(path.join(ROOT, 'scripts/start.mjs'), 'utf8');
    expect(startScript).toContain(entry);
    // The file exists once `npm run build` ran (the image's build step).
    if (existsSync(path.join(ROOT, 'dist-server'))) expect(existsSync(path.join(ROOT, entry))).toBe(true);
  });

  it('mounts files that exist, and its shell scripts parse', () => {
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.')) expect(existsSync(path.join(DEPLOY, source)), source).toBe(true);
      }
    }
    for (const script of ['compose/primary-init.sh', 'compose/replica-start.sh']) {
      const result = spawnSync('sh', ['-n', path.join(DEPLOY, script)], { encoding: 'utf8' });
      expect(result.stderr, script).toBe('');
      expect(result.status, script).toBe(0);
    }
  });

  it.skipIf(!has('haproxy'))('HAProxy accepts its configuration', () => {
    const result = spawnSync(
      existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy',
      ['-c', '-f', path.join(DEPLOY, 'compose/haproxy.cfg')],
      { encoding: 'utf8' },
    );
    expect(result.stdout + result.stderr).toMatch(/Configuration file is valid/);
    expect(result.status).toBe(0);
  });

  it('HAProxy re-sends a request a dead, silent or draining server did not answer, here as in deploy:local', () => {
    // deploy/topology.ts writes deploy:local's configuration; its app backend keeps the same lines.
    const written = readFileSync(path.join(DEPLOY, 'topology.ts'), 'utf8');
    for (const [name, text] of [
      ['compose/haproxy.cfg', haproxyCfg],
      ['topology.ts', written],
    ] as const) {
      const backend = /^backend app\n([\s\S]*?)(?=^\S)/m.exec(text)?.[1] ?? '';
      const lines = backend.split('\n').map((l) => l.trim());
      expect(lines, name).toContain('retries 2');
      // The retry goes to another server, not the one that failed it.
      expect(lines, name).toContain('option redispatch 1');
      const retryOn =
        lines
          .find((l) => l.startsWith('retry-on '))
          ?.split(/\s+/)
          .slice(1) ?? [];
      // conn-failure: never reached; empty-response: cut before any answer (a server killed);
      // response-timeout: no answer within `timeout server`; 503: a draining server.
      expect(retryOn.sort(), name).toEqual(['503', 'conn-failure', 'empty-response', 'response-timeout']);
    }
  });

  describe('health checks, against a real server', () => {
    const t = useTestApp('pglite', { seed: { products: 5 } });

    it("HAProxy's check and the containers' own are answered 200", async () => {
      const balancerPath = /option httpchk GET (\S+)/.exec(haproxyCfg)![1]!;
      const containerTest = compose.services[appServices[0]!]!.healthcheck!.test.join(' ');
      const containerPath = /127\.0\.0\.1:\d+(\/[a-z]+)/.exec(containerTest)![1]!;
      expect([balancerPath, containerPath].sort()).toEqual(['/healthz', '/readyz']);
      for (const url of [balancerPath, containerPath]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    });
  });
});
