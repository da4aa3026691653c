/**
 * What an operator loads from deploy/: Prometheus's alert rules and scrape configuration pass
 * `promtool check`, and every series the rules and the Grafana dashboard name is one that
 * GET /metrics of a real server answers (a renamed metric would leave an alert that never fires).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const hasPromtool = spawnSync('sh', ['-c', 'command -v promtool'], { stdio: 'ignore' }).status === 0;
/** Series Prometheus makes itself, not the target. */
const PROMETHEUS_OWN = new Set(['up']);
/** Exposed only by a server with a read replica: tests/server/hardening/read-replica.test.ts reads them there. */
const WITH_A_REPLICA = new Set(['exchange_db_replica_up', 'exchange_db_replica_lag_seconds']);

/** Metric names in PromQL text: identifiers followed by a selector, a range or a closing paren. */
function seriesIn(promql: string): Set<string> {
  const names = new Set<string>();
  for (const match of promql.matchAll(/\b((?:exchange|nodejs|process)_[a-z0-9_]+|up)\b(?=\s*[{[)])/g))
    names.add(match[1]!);
  return names;
}

describe('deploy/ operator files', () => {
  const t = useTestApp('pglite', { seed: { products: 20 } });
  let exposed: Set<string>;

  beforeAll(async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    exposed = new Set();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exposed.add(name!);
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) exposed.add(name + suffix);
    }
  }, 120_000);

  it.skipIf(!hasPromtool)('promtool accepts the alert rules and the scrape configuration', () => {
    const rules = spawnSync('promtool', ['check', 'rules', path.join(DEPLOY, 'prometheus/alerts.yml')], {
      encoding: 'utf8',
    });
    expect(rules.stdout + rules.stderr).toContain('SUCCESS: 11 rules found');
    expect(rules.status).toBe(0);
    // The scrape reads its bearer token from `metrics-token` beside the configuration, which an
    // operator writes (never committed) and promtool insists on finding: checked in a copy with one.
    const folder = mkdtempSync(path.join(tmpdir(), 'prometheus-'));
    try {
      for (const name of ['prometheus.yml', 'alerts.yml']) copyFileSync(path.join(DEPLOY, 'prometheus', name), path.join(folder, name));
      writeFileSync(path.join(folder, 'metrics-token'), 'a-token\n', { mode: 0o600 });
      const config = spawnSync('promtool', ['check', 'config', path.join(folder, 'prometheus.yml')], { encoding: 'utf8' });
      expect(config.stdout + config.stderr).not.toContain('FAILED');
      expect(config.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('the scrape sends the bearer token a production server asks for (issue 41)', () => {
    const config = readFileSync(path.join(DEPLOY, 'prometheus/prometheus.yml'), 'utf8');
    expect(config).toMatch(/authorization:\s*\n\s*type: Bearer\s*\n\s*credentials_file: metrics-token\n/);
  });

  it('every series the alert rules name is exposed by /metrics', () => {
    const named = seriesIn(readFileSync(path.join(DEPLOY, 'prometheus/alerts.yml'), 'utf8'));
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((n) => !exposed.has(n) && !PROMETHEUS_OWN.has(n) && !WITH_A_REPLICA.has(n))).toEqual([]);
  });

  it('every panel of the Grafana dashboard queries series /metrics exposes', () => {
    const dashboard = JSON.parse(readFileSync(path.join(DEPLOY, 'grafana/exchange-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      const named = new Set(panel.targets.flatMap((target) => [...seriesIn(target.expr)]));
      expect(named.size, panel.title).toBeGreaterThan(0);
      expect(
        [...named].filter((n) => !exposed.has(n) && !WITH_A_REPLICA.has(n)),
        panel.title,
      ).toEqual([]);
    }
  });
});
