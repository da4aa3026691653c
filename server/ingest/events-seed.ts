/**
 * Writes the demo event history (generator/events.ts) for the catalogue in the database, then
 * rolls the finished days up, as the scheduled maintenance would. `npm run seed --
 * --events N` and a fresh `npm start` (DEMO_EVENTS) call it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import {
  analyzeSearchEvents,
  clearSearchEvents,
  catalogueForEvents,
  insertSearchEvents,
} from '../modules/insights/event-seed-repository.ts';
import { maintainSearchEvents } from '../modules/insights/rollup-repository.ts';
import { generateEventBatches } from './generator/events.ts';

export interface EventSeedOptions {
  events: number;
  seed: number;
  /** History length in days (default 90, the retention). */
  days?: number;
  now?: Date;
  /** Empty the events and roll-ups first. */
  replace?: boolean;
  log?: (line: string) => void;
}

export async function seedEvents(db: Kysely<DB>, options: EventSeedOptions): Promise<{ events: number; seconds: number }> {
  const started = Date.now();
  const days = options.days ?? 90;
  if (options.replace) await clearSearchEvents(db);
  const { products, subjects } = await catalogueForEvents(db);
  // Without a catalogue (a benchmark database), made-up products and subjects.
  if (products.length === 0)
    for (let i = 0; i < 2000; i++) products.push({ productId: String(9780000000000 + i * 7), name: `Principles of ${['Biology', 'Chemistry', 'Physics', 'Economics', 'Nursing', 'Statistics', 'Calculus', 'Psychology'][i % 8]} volume ${i % 37}` });
  if (subjects.length === 0) subjects.push('SCI-BIO', 'SCI-CHE', 'MATH-CAL', 'BUS-ECO');
  let written = 0;
  let lastLog = 0;
  for (const batch of generateEventBatches({
    events: options.events,
    seed: options.seed,
    now: options.now ?? new Date(),
    days,
    products,
    subjects,
  })) {
    await insertSearchEvents(db, batch);
    written += batch.length;
    if (options.log && Date.now() - lastLog > 1000) {
      lastLog = Date.now();
      options.log(`seed: ${written.toLocaleString('en-US')} / ${options.events.toLocaleString('en-US')} search events`);
    }
  }
  await analyzeSearchEvents(db);
  await maintainSearchEvents(db, { retentionDays: Math.max(days, 1), now: options.now });
  const seconds = (Date.now() - started) / 1000;
  options.log?.(`seed: ${written.toLocaleString('en-US')} search events in ${seconds.toFixed(1)} s (rolled up by day)`);
  return { events: written, seconds };
}
