/**
 * GET /metrics: what an operator watches, in Prometheus's text format (prom-client).
 *
 * - `exchange_http_requests_total{method,route,status}` and
 *   `exchange_http_request_duration_seconds{method,route}`: rate, errors (status 5xx) and latency
 *   per route. The route is Fastify's pattern (`/api/products/:productId`), never the address a
 *   client sent, so ids and queries make no new series.
 * - `exchange_db_pool_connections{pool,state}`: each database pool's open, idle and waiting.
 * - With a read replica (DATABASE_READ_URL): `exchange_db_replica_up` (1 while the replica
 *   answers as a standby; 0 when it does not answer, or answers as a primary after a failover)
 *   and `exchange_db_replica_lag_seconds` (what it has received but not yet replayed, in age;
 *   absent while the replica does not answer as one), labelled `replica` (its host:port); and
 *   `exchange_db_read_fallbacks_total`: catalogue reads retried on the primary because the
 *   replica's connection failed (db/read-fallback.ts).
 * - `exchange_answer_cache_requests_total{result}` (hit, miss, shared), with its entries and
 *   bytes: the hit ratio is hit / (hit + miss + shared).
 * - `exchange_search_events_total` and `exchange_search_zero_result_events_total`: searches the
 *   browsers reported (with analytics consent) and those that found nothing, as the insights page
 *   counts them; their ratio is the zero-result rate.
 * - `exchange_event_queue_rows`, `exchange_events_written_total`, `exchange_events_dropped_total`.
 * - Node's own: CPU, memory, event-loop lag, garbage collection (prom-client's defaults).
 *
 * One registry per app, not prom-client's global one: a process (or a test) may build several.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { replicaState, type ReplicaState } from '../db/replication-repository.ts';

/** Compared in constant time: how long a wrong guess takes tells nothing of the token. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Seconds; from a cached answer (a few ms) to a slow cold search (seconds). */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A counter whose value is read from elsewhere when Prometheus scrapes. */
function mirroredCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () => Array<[Record<string, string>, number]>,
) {
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.inc(labels, value);
    },
  });
}

/** Asked once per scrape for both gauges; bounded, so a replica that is away slows no scrape. */
function registerReplicaGauges(app: FastifyInstance, registry: Registry): void {
  // A scrape calls both gauges' collect (prom-client starts them together): the first asks the
  // replica, the second takes the same answer and clears it for the next scrape.
  let asked: Promise<ReplicaState> | null = null;
  const state = () => {
    if (asked) {
      const answer = asked;
      asked = null;
      return answer;
    }
    asked = replicaState(app.database.read, 1000);
    return asked;
  };
  // Labelled by the replica's address: a labelled series can be absent (a lag that is unknown),
  // where prom-client always writes an unlabelled one.
  const replica = new URL(app.config.databaseReadUrl!).host;
  new Gauge({
    name: 'exchange_db_replica_up',
    help: 'Whether the read replica answers as a standby (1) or not (0: away, or promoted).',
    labelNames: ['replica'],
    registers: [registry],
    async collect() {
      const s = await state();
      this.set({ replica }, s.reachable && s.standby ? 1 : 0);
    },
  });
  new Gauge({
    name: 'exchange_db_replica_lag_seconds',
    help: 'Age of the last transaction the read replica replayed while it has more to replay (0 when caught up).',
    labelNames: ['replica'],
    registers: [registry],
    async collect() {
      this.reset();
      const s = await state();
      if (s.reachable && s.standby) this.set({ replica }, s.lagSeconds);
    },
  });
  mirroredCounter(
    registry,
    'exchange_db_read_fallbacks_total',
    "Catalogue reads retried on the primary because the read replica's connection failed.",
    ['replica'],
    () => [[{ replica }, app.database.readFallbacks()]],
  );
}

/** Requests and their durations per route pattern. */
function httpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'exchange_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'exchange_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

function databasePoolMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'exchange_db_pool_connections',
    help: "Database pool connections by pool ('write', 'read') and state ('total', 'idle', 'waiting').",
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of app.database.poolStats()) {
        this.set({ pool: stats.pool, state: 'total' }, stats.total);
        this.set({ pool: stats.pool, state: 'idle' }, stats.idle);
        this.set({ pool: stats.pool, state: 'waiting' }, stats.waiting);
      }
    },
  });
}

function answerCacheMetrics(app: FastifyInstance, registry: Registry): void {
  mirroredCounter(
    registry,
    'exchange_answer_cache_requests_total',
    'Answer cache look-ups: hit, miss, or shared (waited for another request computing it).',
    ['result'],
    () => {
      const s = app.answerCache.stats();
      return [
        [{ result: 'hit' }, s.hits],
        [{ result: 'miss' }, s.misses],
        [{ result: 'shared' }, s.shared],
      ];
    },
  );
  mirroredCounter(
    registry,
    'exchange_answer_cache_evictions_total',
    'Answers pushed out of the cache to stay in its byte budget.',
    [],
    () => [[{}, app.answerCache.stats().evictions]],
  );
  new Gauge({
    name: 'exchange_answer_cache_entries',
    help: 'Answers kept in the cache now.',
    registers: [registry],
    collect() {
      this.set(app.answerCache.stats().entries);
    },
  });
  new Gauge({
    name: 'exchange_answer_cache_bytes',
    help: 'Approximate memory of the answers kept in the cache now.',
    registers: [registry],
    collect() {
      this.set(app.answerCache.stats().bytes);
    },
  });
}

/** The search events browsers report: counted, queued, written, dropped. */
function searchEventMetrics(app: FastifyInstance, registry: Registry): void {
  const events = app.searchEvents;
  mirroredCounter(
    registry,
    'exchange_search_events_total',
    'Searches reported by browsers (with analytics consent) and queued.',
    [],
    () => [[{}, events.stats.searches]],
  );
  mirroredCounter(
    registry,
    'exchange_search_zero_result_events_total',
    'Reported searches that found nothing.',
    [],
    () => [[{}, events.stats.zeroResultSearches]],
  );
  new Gauge({
    name: 'exchange_event_queue_rows',
    help: 'Search events queued in this process and not yet written to the database.',
    registers: [registry],
    collect() {
      this.set(events.queued);
    },
  });
  mirroredCounter(registry, 'exchange_events_written_total', 'Search events written to the database.', [], () => [
    [{}, events.stats.written],
  ]);
  mirroredCounter(registry, 'exchange_events_dropped_total', 'Search events dropped, by reason.', ['reason'], () =>
    Object.entries(events.stats.dropped).map(([reason, n]) => [{ reason }, n]),
  );
}

export function registerPrometheus(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Registration order is the order of the scrape's text.
  httpMetrics(app, registry);
  databasePoolMetrics(app, registry);
  if (app.config.databaseReadUrl) registerReplicaGauges(app, registry);
  answerCacheMetrics(app, registry);
  searchEventMetrics(app, registry);

  const { metricsToken: token, metricsOpen } = app.config;
  // In production the figures go only to a scraper holding the token: a path kept off the public
  // address by the load balancer is a promise this process cannot check (issue 41).
  if (token === null && !metricsOpen) {
    app.log.warn('GET /metrics answers 403: set METRICS_TOKEN to serve it with NODE_ENV=production (docs/operations.md §7)');
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token === null && !metricsOpen) {
      return reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: 'GET /metrics is served with NODE_ENV=production only when METRICS_TOKEN is set',
      });
    }
    if (token !== null && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'GET /metrics needs the bearer token (METRICS_TOKEN)',
      });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
