/**
 * Offline search agreement (issue: "Offline search ranks exact titles poorly"):
 * `npm run bench:offline-agreement`. Light: the demo catalogue (600 products, seed 1) on PGlite
 * in memory, the API through app.inject, the device's index in the same process.
 *
 * 1. The device cache: the first page (24) of N server searches (subject words a visitor types).
 * 2. A fixed, seeded set of queries: exact titles, title starts (first two words) and single
 *    title words of products on the device, plus the N searched words themselves.
 * 3. For each query, the server's answer restricted to the products the device has (the
 *    products both have) against the device's answer (src/features/search/offline/): top-3
 *    overlap (|offline top 3 ∩ online top 3| / size of online top 3) and MRR (1 / offline rank
 *    of the server's best product on the device), with the index's own order (before) and with
 *    the server-agreeing ranking (after). Queries whose online answer holds no device product
 *    are left out (nothing to agree on).
 * Prints a Markdown table (paste into docs/offline.md). Options: --products N (600), --seed S (1).
 */
import { openDatabase, migrateToLatest } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { SeenIndex } from '../src/features/search/offline/seen-index.ts';
import { titleKey } from '../src/domain/search/offline-search.ts';
import type { SearchResponse } from '../contract/wire.ts';
import { mulberry32 } from './lib/mulberry32.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PRODUCTS = arg('products', 600);
const SEED = arg('seed', 1);
const DEVICE_SEARCHES = ['biology', 'psychology', 'chemistry', 'history', 'economics', 'nursing', 'physics', 'sociology'];
const PER_KIND = 20;
const LIMIT = 24;

const database = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(database.db);
await seedDatabase(database.db, { products: PRODUCTS, seed: SEED });
const config = loadConfig({ DATA_DIR: 'memory://', DIST_DIR: '/nonexistent-dist', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
const app = await buildApp(config, database, { logger: false });

async function serverSearch(q: string): Promise<SearchResponse> {
  const query = new URLSearchParams({ q, type: 'all', limit: String(LIMIT), offset: '0', cat: '', disc: '', country: 'US', token: '', ftrFlag: 'true' });
  const res = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  if (res.statusCode !== 200) throw new Error(`/api/search ${q}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as SearchResponse;
}

// 1. The device: what N searches brought.
const index = new SeenIndex();
for (const q of DEVICE_SEARCHES) {
  index.addAnswer(['search', 'results', { q, type: 'all', limit: LIMIT, offset: 0 }, 'anonymous'], await serverSearch(q));
}
const onDevice = index.search('');
const deviceIds = new Set(onDevice.map((p) => p.item.productId));

// 2. The queries.
const random = mulberry32(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const titles = onDevice.map((p) => p.item.source['schema:name']);
const words = [...new Set(titles.flatMap((t) => titleKey(t).split(' ')).filter((w) => w.length >= 6))].sort();
const kinds: Record<string, string[]> = {
  'exact title': Array.from({ length: PER_KIND }, () => pick(titles)),
  'title start (2 words)': Array.from({ length: PER_KIND }, () => pick(titles).split(/\s+/).slice(0, 2).join(' ')),
  'a title word': Array.from({ length: PER_KIND }, () => pick(words)),
  'searched online before': DEVICE_SEARCHES,
};

// 3. Agreement.
interface Tally {
  queries: number;
  top3: { index: number; server: number };
  mrr: { index: number; server: number };
}
const rows: Array<[string, Tally]> = [];
const total: Tally = { queries: 0, top3: { index: 0, server: 0 }, mrr: { index: 0, server: 0 } };
for (const [kind, queries] of Object.entries(kinds)) {
  const tally: Tally = { queries: 0, top3: { index: 0, server: 0 }, mrr: { index: 0, server: 0 } };
  for (const q of queries) {
    const online = (await serverSearch(q)).items.map((i) => i.productId).filter((id) => deviceIds.has(id));
    if (online.length === 0) continue;
    tally.queries++;
    const onlineTop = online.slice(0, 3);
    for (const ranking of ['index', 'server'] as const) {
      const offline = index.search(q, ranking).map((p) => p.item.productId);
      const overlap = offline.slice(0, 3).filter((id) => onlineTop.includes(id)).length / onlineTop.length;
      const rank = offline.indexOf(online[0]!);
      tally.top3[ranking] += overlap;
      tally.mrr[ranking] += rank < 0 ? 0 : 1 / (rank + 1);
    }
  }
  rows.push([kind, tally]);
  total.queries += tally.queries;
  for (const r of ['index', 'server'] as const) {
    total.top3[r] += tally.top3[r];
    total.mrr[r] += tally.mrr[r];
  }
}
rows.push(['all', total]);

const f = (sum: number, n: number) => (n === 0 ? '–' : (sum / n).toFixed(3));
console.log(
  `Device: ${deviceIds.size} products from ${DEVICE_SEARCHES.length} searches (first page of ${LIMIT}); catalogue ${PRODUCTS} products, seed ${SEED}.\n`,
);
console.log('| queries | n | top-3 overlap, index order | top-3 overlap, server-agreeing | MRR, index order | MRR, server-agreeing |');
console.log('|---|---|---|---|---|---|');
for (const [kind, t] of rows) {
  console.log(
    `| ${kind} | ${t.queries} | ${f(t.top3.index, t.queries)} | ${f(t.top3.server, t.queries)} | ${f(t.mrr.index, t.queries)} | ${f(t.mrr.server, t.queries)} |`,
  );
}
await app.close();
await database.close();
