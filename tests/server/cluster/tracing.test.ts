/**
 * OpenTelemetry: a request through the real server (over HTTP, on a port) gives a SERVER span
 * named by its route with the database's statements as its CLIENT children, handed to an
 * in-memory exporter. Without an exporter configured nothing is set up at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { SpanKind } from '@opentelemetry/api';
import { buildApp } from '../../../server/app.ts';
import { migrateToLatest, openDatabase, type Database } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/ingest/seed.ts';
import { startTracing, type Tracing } from '../../../server/cluster/tracing.ts';
import { createTestDatabase, pickProduct, testConfig, type TestDatabase } from '../../support/test-db.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('tracing', () => {
  it('is off, with nothing loaded, when no exporter is configured', async () => {
    expect(await startTracing({ endpoint: undefined })).toBeNull();
  });
});

describe(`a request traced through server and database (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let t: TestDatabase | undefined;
  let database: Database;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    tracing = (await startTracing({ exporter, serviceName: 'exchange-test' }))!;
    if (serverUrl) {
      t = await createTestDatabase('postgres', { products: 30 });
      database = await openDatabase({ databaseUrl: t.url, poolSize: 2, queryLogger: tracing.queryLogger });
    } else {
      database = await openDatabase({ dataDir: 'memory://', queryLogger: tracing.queryLogger });
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { products: 30, seed: 7 });
    }
    app = await buildApp(testConfig({ DATA_DIR: 'memory://', SEARCH_CACHE_MB: '0' }), database, {
      logger: false,
      tracing,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await t?.cleanup();
  });

  it('a product page: an HTTP span named by its route, with SQL spans as its children', async () => {
    const id = await pickProduct(database.db, 'true', 'product');
    exporter.reset();
    const response = await fetch(`${base}/api/products/${encodeURIComponent(id)}?token=secret-value`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    let spans: ReadableSpan[] = [];
    for (let i = 0; i < 50; i++) {
      spans = exporter.getFinishedSpans();
      if (spans.some((s) => s.kind === SpanKind.SERVER)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const http = spans.find((s) => s.kind === SpanKind.SERVER)!;
    expect(http.name).toBe('GET /api/products/:productId');
    expect(http.attributes['http.route']).toBe('/api/products/:productId');
    expect(http.attributes['http.response.status_code']).toBe(200);
    expect(JSON.stringify(http.attributes)).not.toContain('secret-value');

    const children = spans.filter((s) => s.parentSpanContext?.spanId === http.spanContext().spanId);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      expect(child.kind).toBe(SpanKind.CLIENT);
      expect(child.spanContext().traceId).toBe(http.spanContext().traceId);
      expect(child.attributes['db.system.name']).toBe('postgresql');
    }
    expect(children.some((c) => /^select/i.test(String(c.attributes['db.query.text'])))).toBe(true);
    // The statements' text is parameterised: the product's id is not in it.
    expect(children.every((c) => !String(c.attributes['db.query.text']).includes(id))).toBe(true);
  });
});
