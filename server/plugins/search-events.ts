/**
 * Search events: the batched writer as `app.searchEvents` and the served search ids as
 * `app.servedQueries`, both written out when the app closes, and the scheduled maintenance — retention (EVENTS_RETENTION_DAYS) and the daily
 * roll-ups, then search learning's upkeep — every EVENTS_MAINTENANCE_MINUTES, first a little after start. With several server
 * processes on PostgreSQL, an advisory lock lets one of them run it at a time.
 */
import type { FastifyInstance } from 'fastify';
import { withAdvisoryLock } from '../db/advisory-lock-repository.ts';
import { EventWriter } from '../modules/insights/event-writer.ts';
import { maintainSearchEvents } from '../modules/insights/rollup-repository.ts';
import { maintainLearning } from '../modules/learning/learning-service.ts';
import { ServedQueryLog } from '../modules/search/served-queries.ts';
import { deleteServedQueriesBefore } from '../modules/search/served-query-repository.ts';
import { SERVED_QUERY_KEEP_DAYS } from '../../contract/search-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queued search events, written in batches (modules/insights/event-writer.ts). */
    searchEvents: EventWriter;
    /** The ids of the searches answered, written in batches (modules/search/served-queries.ts). */
    servedQueries: ServedQueryLog;
  }
}

const FIRST_RUN_MS = 15_000;
const LOCK_KEY = 0x5e4c_e7e1; // any fixed number: "search events maintenance"

export function registerSearchEvents(app: FastifyInstance): void {
  const { database, config } = app;
  // The drop report carries counts and the database's error code, never an event's content.
  const writer = new EventWriter(database.db, (report) =>
    app.log.warn({ eventsDropped: report }, `search events: ${report.rows} dropped (${report.reason})`),
  );
  app.decorate('searchEvents', writer);
  const served = new ServedQueryLog(database.db, (error) => app.log.warn({ err: error }, 'search: served ids not written'));
  app.decorate('servedQueries', served);

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      await Promise.all([writer.flush(), served.flush()]);
      // Learning checks the new clicks against the served ids before the old ids go.
      const maintain = async (db: typeof database.db) => {
        await maintainSearchEvents(db, { retentionDays: config.eventsRetentionDays });
        await maintainLearning(db, config.eventsRetentionDays);
        await deleteServedQueriesBefore(db, SERVED_QUERY_KEEP_DAYS);
      };
      if (database.kind === 'postgres') await withAdvisoryLock(database.db, LOCK_KEY, maintain);
      else await maintain(database.db);
    } catch (error) {
      app.log.error({ err: error }, 'search events: maintenance failed');
    }
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = null;
        schedule(config.eventsMaintenanceMinutes * 60_000);
      });
    }, ms);
    timer.unref();
  };
  if (config.eventsMaintenanceMinutes > 0) app.addHook('onReady', async () => schedule(FIRST_RUN_MS));
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    if (running) await running;
    await Promise.all([writer.flush(true), served.flush()]);
  });
}
