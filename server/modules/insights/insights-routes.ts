/**
 * Search insights.
 *
 * POST /api/events: a batch of analytics events from a visitor's browser, sent only with the
 * consent group C0002 (the client decides: src/lib/analytics/analytics). Validated against
 * contract/search-events.ts (400 naming the field, e.g. `events.0.query`), refused when a value
 * looks like an email or a token (no personal data is ever stored), rate-limited per address,
 * queued for a batched INSERT (event-writer.ts). Answers 204.
 *
 * GET /api/insights?days=7|30|90: the insights page's figures, for admins only (401 without a
 * session, 403 for any other user).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EVENT_BATCHES_PER_MINUTE, missingField, personalDataField } from '../../../contract/search-events.ts';
import { PERMISSIONS } from '../../../contract/permissions.ts';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import { EventsBody, InsightsAnswer, InsightsQuery } from '../../../contract/schemas/search-events.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { callerOf, findUser } from '../identity/index.ts';
import { eventRow, type EventWriter } from './event-writer.ts';
import { insightsFor } from './insights-service.ts';
import { clientKey } from './client-key.ts';

/** How long a request waits for its events to be written (EVENTS_DURABLE_ACK) before a 503. */
const DURABLE_ACK_TIMEOUT_MS = 3000;

export const INSIGHTS_FORBIDDEN = 'Search insights are for administrators only.';

export async function insightsRoutes(fastify: FastifyInstance, options: { writer: EventWriter }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/events',
    {
      config: { cache: 'none', rateLimit: { max: EVENT_BATCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Analytics events (search, clicks, facet clicks, product views, CTAs), sent with consent',
        tags: ['insights'],
        body: EventsBody,
        response: { 204: Type.Null({ description: 'Accepted' }), 429: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { events } = request.body;
      events.forEach((event, i) => {
        const personal = personalDataField(event);
        if (personal)
          throw badRequest(
            `events.${i}.${personal}`,
            `events.${i}.${personal} looks like an email address or a token: events carry no personal data`,
          );
        const missing = missingField(event);
        if (missing) throw badRequest(`events.${i}.${missing}`, `events.${i}.${missing} is required for a ${event.type} event`);
      });
      const now = new Date();
      // Counted by a keyed hash of the address that changes daily, never the address (issue #41).
      const sender = clientKey(app.config.eventsAddressSecret, request.ip, now);
      const rows = events.map((event) => eventRow(event, now, sender));
      if (!app.config.eventsDurableAck) {
        options.writer.add(rows);
        return reply.code(204).send(null);
      }
      // Acknowledged once written: a 503 keeps the batch in the browser's queue, to be sent again.
      if (await options.writer.addAndWait(rows, DURABLE_ACK_TIMEOUT_MS)) return reply.code(204).send(null);
      reply.header('retry-after', '1');
      return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'The events could not be stored now. Please send them again shortly.' });
    },
  );

  app.get(
    '/insights',
    {
      config: { auth: 'required', cache: 'private' },
      schema: {
        summary: 'Search insights for a period (admins only)',
        tags: ['insights'],
        querystring: InsightsQuery,
        response: { 200: InsightsAnswer, 401: ErrorBody, 403: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request)!;
      const user = await findUser(app.database.db, caller.userId);
      if (!user || !(user.isAdmin || user.permissions.includes(PERMISSIONS.admin))) throw forbidden(INSIGHTS_FORBIDDEN);
      await options.writer.flush(); // what was just sent is counted
      return insightsFor(app.database.db, request.query.days ?? 7);
    },
  );
}
