/**
 * `npm run metrics:report`: the field metrics (POST /api/metrics, table web_vital) as the 75th
 * percentile per route and metric, the figure Core Web Vitals are judged by, with the number of
 * samples and Google's "good" thresholds beside them. Reads the configured database
 * (DATABASE_URL, else the PGlite folder; stop the server first when it holds that folder).
 *
 *   npm run metrics:report                  # everything stored
 *   npm run metrics:report -- --days 28     # the last 28 days
 */
import { loadConfig } from '../server/config.ts';
import { migrateToLatest } from '../server/db/database.ts';
import { metricP75s } from '../server/modules/metrics/metrics-repository.ts';
import { openDatabaseOrExit } from './open-database.ts';

const GOOD: Record<string, { limit: number; unit: string }> = {
  LCP: { limit: 2500, unit: 'ms' },
  INP: { limit: 200, unit: 'ms' },
  CLS: { limit: 0.1, unit: '' },
  TTFB: { limit: 800, unit: 'ms' },
};

const daysAt = process.argv.indexOf('--days');
const days = daysAt >= 0 ? Number(process.argv[daysAt + 1]) : null;
const since = days && days > 0 ? new Date(Date.now() - days * 86_400_000) : undefined;

const database = await openDatabaseOrExit(loadConfig(), 'metrics-report');
try {
  await migrateToLatest(database.db);
  const rows = await metricP75s(database.db, since);
  if (rows.length === 0) {
    console.log('No field metrics stored yet.');
  } else {
    const format = (name: string, value: number) =>
      name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ${GOOD[name]?.unit ?? ''}`.trim();
    const lines = [
      `Field metrics, p75 per route${since ? ` since ${since.toISOString().slice(0, 10)}` : ''}:`,
      '',
      '| route | metric | p75 | samples | good at p75 |',
      '|---|---|---:|---:|---|',
      ...rows.map((r) => {
        const good = GOOD[r.name];
        const verdict = good ? (r.p75 <= good.limit ? `yes (≤ ${format(r.name, good.limit)})` : `no (> ${format(r.name, good.limit)})`) : '';
        return `| ${r.route} | ${r.name} | ${format(r.name, r.p75)} | ${r.samples} | ${verdict} |`;
      }),
    ];
    console.log(lines.join('\n'));
  }
} finally {
  await database.close();
}
