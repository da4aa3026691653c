/**
 * OpenTelemetry traces of each request through the server and its database, only when an
 * exporter is configured (OTEL_EXPORTER_OTLP_ENDPOINT, the standard variable, read by the OTLP
 * exporter itself along with OTEL_EXPORTER_OTLP_HEADERS and the like). Unset, nothing here is
 * loaded: the SDK is imported dynamically, no hook or listener is installed, no span made.
 *
 * Made by hand rather than by the auto-instrumentations, which patch modules as they are
 * required and do not see this ESM server (tsx) reliably:
 * - one SERVER span per HTTP request, started around Fastify's own request listener so that
 *   everything the request awaits runs in its context (AsyncLocalStorage), named by the route
 *   pattern (`GET /api/products/:id`), never the query string (tokens travel there);
 * - one CLIENT span per SQL statement, from Kysely's query log (its duration and parameterised
 *   text, never the values), a child of the request that ran it, naming the pool (`exchange`
 *   writes, `exchange-read` the replica's reads).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LogEvent } from 'kysely';
import { context, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

export interface Tracing {
  tracer: Tracer;
  /** Kysely's `log` for one pool: each statement becomes a span. */
  queryLogger(pool: 'exchange' | 'exchange-read'): (event: LogEvent) => void;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT; nothing is traced without it (or `exporter`). */
  endpoint?: string | undefined;
  /** Tests: an exporter of their own (spans are then handed over one by one, not batched). */
  exporter?: SpanExporter;
  serviceName?: string;
}

/** The tracer, or null (and nothing loaded) when no exporter is configured. */
export async function startTracing(options: TracingOptions): Promise<Tracing | null> {
  if (!options.endpoint && !options.exporter) return null;
  const [
    { TracerProvider, BatchSpanProcessor, SimpleSpanProcessor },
    { AsyncLocalStorageContextManager },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/resources'),
  ]);
  const processor = options.exporter
    ? new SimpleSpanProcessor({ exporter: options.exporter })
    : new BatchSpanProcessor({
        exporter: new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter(),
      });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName ?? process.env.OTEL_SERVICE_NAME ?? 'exchange',
    }),
    spanProcessors: [processor],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const tracer = provider.getTracer('exchange');
  return {
    tracer,
    queryLogger: (pool) => (event) => {
      const end = Date.now();
      const sqlText = event.query.sql;
      const operation = /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase() ?? 'QUERY';
      const span = tracer.startSpan(
        `${operation} ${pool}`,
        {
          kind: SpanKind.CLIENT,
          startTime: end - event.queryDurationMillis,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': sqlText,
            'db.client.connection.pool.name': pool,
          },
        },
        context.active(),
      );
      if (event.level === 'error') {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (event.error as Error)?.message ?? String(event.error) });
      }
      span.end(end);
    },
    async shutdown() {
      await provider.shutdown();
    },
  };
}

/** Spans of the requests in flight, by their raw request (for the route name and the status). */
const spans = new WeakMap<IncomingMessage, Span>();

/** One SERVER span per request, around Fastify's own listener; call right after the app is made. */
export function registerTracing(app: FastifyInstance, tracing: Tracing | null | undefined): void {
  if (!tracing) return;
  const server = app.server;
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  for (const listener of listeners) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const path = (req.url ?? '/').split('?')[0]!;
      const span = tracing.tracer.startSpan(req.method ?? 'HTTP', {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method ?? '', 'url.path': path },
      });
      spans.set(req, span);
      // A request cut short (the client went away) still ends its span.
      res.once('close', () => finish(req, span, res.statusCode));
      context.with(trace.setSpan(context.active(), span), () => listener.call(server, req, res));
    });
  }
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request.raw);
    if (!span) return;
    const route = request.routeOptions.url;
    if (route) {
      span.setAttribute('http.route', route);
      span.updateName(`${request.method} ${route}`);
    }
    finish(request.raw, span, reply.statusCode);
  });
  app.addHook('onClose', async () => tracing.shutdown());
}

function finish(req: IncomingMessage, span: Span, status: number): void {
  if (!spans.has(req)) return;
  spans.delete(req);
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
