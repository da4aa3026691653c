// GET /metrics as Prometheus reads it: every scrape goes through Prometheus's own parser and
// linter (`promtool check metrics`, Debian's prometheus package, which .ci/run installs), and its
// figures are read with parse-prometheus-text-format; they are those of the requests this test
// made, counted by hand. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp, type TestAppView } from '../../support/test-app.ts';

// prom-client's own Node figures are gauges named *_total, which promtool's linter notes; the
// app's figures must draw no note at all.
const PROM_CLIENT_NOTES =
  /^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/;

/** Prometheus's parser and linter over a scrape: what it says beyond prom-client's known notes. */
function promtoolProblems(text: string): string[] | null {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) {
    // On CI the tool is installed (.ci/run); elsewhere a missing promtool is said, not hidden.
    if (process.env.CI) throw new Error(`promtool is not installed: ${run.error.message}`);
    console.warn(
      'prometheus-metrics.test: promtool not found (apt-get install prometheus); its check is left out here',
    );
    return null;
  }
  return `${run.stdout}${run.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !PROM_CLIENT_NOTES.test(line));
}

interface Sample {
  labels?: Record<string, string>;
  value?: string;
  count?: string;
  buckets?: Record<string, string>;
}
interface Family {
  name: string;
  type: string;
  metrics: Sample[];
}

async function scrape(t: TestAppView): Promise<Family[] & { text: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const problems = promtoolProblems(res.body);
  if (problems) expect(problems).toEqual([]);
  return Object.assign(parsePrometheusTextFormat(res.body) as Family[], { text: res.body });
}

/** The value of the sample of `name` whose labels include `labels`; undefined when there is none. */
function value(families: Family[], name: string, labels: Record<string, string> = {}): number | undefined {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  if (!sample) return undefined;
  return Number(sample.value ?? sample.count);
}

const searchEvent = (queryId: string, query: string, results: number) => ({
  type: 'search',
  ageMs: 0,
  queryId,
  query,
  results,
});

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  const t = useTestApp(kind);

  it('counts requests per route pattern and status, their latency, the answer cache and the search events', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/search?q=biology' });
      expect(res.statusCode).toBe(200);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    expect(missing.statusCode).toBe(404);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '10.9.0.1',
      payload: {
        events: [
          searchEvent('abcdefgh', 'biology', 12),
          searchEvent('ijklmnop', 'bio 101', 0),
          { type: 'product-view', ageMs: 0, productId: 'p1' },
        ],
      },
    });
    expect(posted.statusCode).toBeLessThan(300);

    const m = await scrape(t);
    expect(value(m, 'exchange_http_requests_total', { method: 'GET', route: '/api/search', status: '200' })).toBe(2);
    expect(
      value(m, 'exchange_http_requests_total', { method: 'GET', route: '/api/products/:productId', status: '404' }),
    ).toBe(1);
    // The address a client sent never becomes a label: one series for every product id.
    expect(JSON.stringify(m)).not.toContain('no-such-product');
    // (That parser keeps no labels of a histogram: its count is read from the text itself.)
    expect(m.text).toContain('exchange_http_request_duration_seconds_count{method="GET",route="/api/search"} 2\n');
    const histogram = m.find((f) => f.name === 'exchange_http_request_duration_seconds');
    expect(histogram?.type).toBe('HISTOGRAM');

    // The second search was answered from memory.
    expect(value(m, 'exchange_answer_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(value(m, 'exchange_answer_cache_entries')).toBeGreaterThanOrEqual(1);

    // Two searches reported, one of which found nothing; the product view is no search.
    expect(value(m, 'exchange_search_events_total')).toBe(2);
    expect(value(m, 'exchange_search_zero_result_events_total')).toBe(1);
    expect(value(m, 'exchange_event_queue_rows')).toBe(3);

    await t.app.searchEvents.flush();
    const after = await scrape(t);
    expect(value(after, 'exchange_event_queue_rows')).toBe(0);
    expect(value(after, 'exchange_events_written_total')).toBe(3);
    expect(value(after, 'exchange_events_dropped_total', { reason: 'refused' })).toBe(0);
    // Scrapes are not requests of the app's.
    expect(value(after, 'exchange_http_requests_total', { route: '/metrics' })).toBeUndefined();
  });

  it("reports the database pool's connections, and Node's own figures", async () => {
    const m = await scrape(t);
    const total = value(m, 'exchange_db_pool_connections', { pool: 'write', state: 'total' });
    // PGlite has one connection; the test's PostgreSQL pool holds at most 4 (createTestDatabase).
    if (kind === 'pglite') expect(total).toBe(1);
    else {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(4);
    }
    expect(value(m, 'exchange_db_pool_connections', { pool: 'write', state: 'waiting' })).toBe(0);
    expect(value(m, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(m.some((f) => f.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp('pglite', { seed: false, env: { METRICS_TOKEN: 'scrape-secret' } });

  it('answers 401 without the bearer token and the figures with it', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect(without.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE exchange_http_requests_total counter');
  });
});

describe('GET /metrics in production (issue 41: the figures were public by default)', () => {
  const t = useTestApp('pglite', { seed: false, env: { NODE_ENV: 'production' } });

  it('answers 403 without METRICS_TOKEN, and none of the figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'GET /metrics is served with NODE_ENV=production only when METRICS_TOKEN is set',
    });
    expect(res.body).not.toContain('exchange_');
  });
});

describe('GET /metrics in production with METRICS_TOKEN', () => {
  const t = useTestApp('pglite', { seed: false, env: { NODE_ENV: 'production', METRICS_TOKEN: 'scrape-secret' } });

  it('answers the scraper holding the token, and 401 to anyone else', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    const longer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret2' } });
    expect(longer.statusCode).toBe(401);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE exchange_http_requests_total counter');
  });
});
