/**
 * buildApp(config, database) → a ready Fastify instance. main.ts listens with it; tests
 * call `app.inject()` on it. Plugins go in order: external, then the app's own, then the
 * modules' routes, then the PWA.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerExternalPlugins } from './plugins/external.ts';
import { registerDatabase } from './plugins/database.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerHttpCaching } from './plugins/http-caching.ts';
import { registerAnswerCache } from './plugins/answer-cache/index.ts';
import { registerCatalogueBroadcast } from './cluster/catalogue-broadcast.ts';
import { registerTracing, type Tracing } from './cluster/tracing.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerFiniteNumbers } from './plugins/finite-numbers.ts';
import { registerTextNormalisation } from './plugins/text-normalisation.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { textFormats } from '../contract/schemas/common.ts';
import { registerDraining } from './plugins/draining.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { redactUrl } from './lib/redact.ts';
import { databaseAnswers } from './db/readiness-repository.ts';
import { registerStaticPwa } from './plugins/static-pwa.ts';
import { registerTestFaults } from './plugins/test-faults.ts';
import { disciplineRoutes } from './modules/catalogue/discipline-routes.ts';
import { disciplineFeatureRoutes } from './modules/catalogue/discipline-feature-routes.ts';
import { productRoutes } from './modules/catalogue/product-routes.ts';
import { coverRoutes } from './modules/catalogue/cover-routes.ts';
import { k12LicenceRoutes } from './modules/catalogue/k12-licence-routes.ts';
import { searchRoutes } from './modules/search/search-routes.ts';
import { offerRoutes } from './modules/offers/offers-routes.ts';
import { userRoutes } from './modules/identity/user-routes.ts';
import { authRoutes } from './modules/identity/auth-routes.ts';
import { consoleRoutes } from './modules/console/console-routes.ts';
import { metricsRoutes } from './modules/metrics/metrics-routes.ts';
import { insightsRoutes } from './modules/insights/insights-routes.ts';
import { learningRoutes } from './modules/learning/learning-routes.ts';
import { registerSearchEvents } from './plugins/search-events.ts';
import { registerPrometheus } from './plugins/prometheus.ts';
import { sitemapRoutes } from './modules/seo/sitemap-routes.ts';
import { catalogueImportRoutes } from './modules/catalogue-feeds/catalogue-import-routes.ts';
import { feedImporter } from './ingest/feed-importer.ts';

export interface BuildOptions {
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | { level: string };
  /** Where the log goes (default standard output); tests capture it. */
  logStream?: { write(line: string): void };
  /** OpenTelemetry (cluster/tracing.ts), when an exporter is configured. */
  tracing?: Tracing | null;
}

/** Every `/api` route, one module per resource (server/modules). */
async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(disciplineRoutes);
  await app.register(disciplineFeatureRoutes);
  await app.register(searchRoutes);
  await app.register(productRoutes);
  await app.register(offerRoutes);
  await app.register(k12LicenceRoutes);
  await app.register(userRoutes);
  await app.register(authRoutes);
  await app.register(coverRoutes);
  await app.register(metricsRoutes);
  await app.register(insightsRoutes, { writer: app.searchEvents });
  await app.register(learningRoutes, {
    writer: app.searchEvents,
    served: app.servedQueries,
    retentionDays: app.config.eventsRetentionDays,
  });
  // The admins' catalogue imports: the importer is handed over (a module may not import ingest).
  await app.register(catalogueImportRoutes, {
    importer: feedImporter,
    settings: { maxBytes: app.config.catalogueUploadMaxBytes, videoEmbedHosts: app.config.videoEmbedHosts },
  });
}

export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Credentials never reach the log: token parameters are redacted (lib/redact.ts), and
      // headers (bearer tokens) are not logged at all.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids and query strings are bounded by schemas; this bounds everything else.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false, formats: textFormats },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerTracing(app, options.tracing);
  registerDatabase(app, config, database);
  registerAnswerCache(app);
  registerCatalogueBroadcast(app);
  registerSearchEvents(app);
  registerPrometheus(app);

  // --- external plugins -------------------------------------------------------
  registerDraining(app);
  await registerLoadShedding(app, config);
  await registerExternalPlugins(app, config);

  // --- app plugins --------------------------------------------------------------
  registerErrorHandler(app);
  registerHttpCaching(app);
  registerFiniteNumbers(app);
  registerTextNormalisation(app);
  registerJsonBody(app);
  registerAuth(app);
  registerTestFaults(app);

  // --- routes ---------------------------------------------------------------------
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(consoleRoutes, { prefix: '/console' });
  // /robots.txt, /sitemap.xml and /sitemaps/*: what search engines read.
  await app.register(sitemapRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // /healthz: the process is alive. /readyz: the database answers within a second; a load
  // balancer sends traffic only while it does.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const ready = await databaseAnswers(database.db, 1000);
    if (ready) return { ok: true };
    reply.header('retry-after', '1');
    return reply.code(503).send({ ok: false });
  });

  // --- the PWA and every unknown path -----------------------------------------------
  await registerStaticPwa(app, config.distDir);

  await app.ready();
  return app;
}
