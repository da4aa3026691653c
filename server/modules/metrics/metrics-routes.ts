/**
 * POST /api/metrics: a visitor's browser reports its Core Web Vitals
 * (LCP, INP, CLS, TTFB) from `web-vitals`, only when the consent group C0002 allows analytics
 * (the client decides: src/lib/field-metrics). Validated against contract/field-metrics.ts,
 * rate-limited per address, stored without user, address or URL. Answers 204.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { METRIC_REPORTS_PER_MINUTE } from '../../../contract/field-metrics.ts';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import { MetricsBody } from '../../../contract/schemas/metrics.ts';
import { recordMetrics } from './metrics-service.ts';

export async function metricsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/metrics',
    {
      config: {
        cache: 'none',
        rateLimit: { max: METRIC_REPORTS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        summary: "Field metrics: a page's Core Web Vitals, sent with the visitor's analytics consent",
        tags: ['metrics'],
        body: MetricsBody,
        response: { 204: Type.Null({ description: 'Stored' }), 429: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordMetrics(app.database.db, request.body.metrics);
      return reply.code(204).send(null);
    },
  );
}
