/**
 * Offline search agreement: `npm run bench:offline-agreement`. The demo catalogue (3,000
 * products, seed 1: what `npm start` and the e2e server load) on PGlite in memory, the API
 * through app.inject, the device's index in the same process, answering as the results page
 * does (answerFromIndex: the request's filters and sort applied).
 *
 * For each viewer — a higher-ed instructor (no default sort: relevance) and everyone else
 * (spec §4: sorted by publication date unless they choose) —:
 * 1. The device cache: the first page (24) of N server searches (subject words a visitor types)
 *    as that viewer's page asks for them, plus the product pages of the known items below.
 * 2. A fixed, seeded set of queries: known items of products on the device (exact title, exact
 *    ISBN-13, title + the first author's family name), title starts (first two words), single
 *    title words, the N searched words themselves, and the case of issue 41 (after
 *    "psychology", the general "Biopsychology" opened; then "biopsychology").
 * 3. For each query, the server's answer restricted to the products the device has (the
 *    products both have) against the device's answer: hit@1 (the same product first), top-3
 *    overlap (|offline top 3 ∩ online top 3| / size of online top 3) and MRR (1 / offline rank
 *    of the server's first product on the device). Queries whose online answer holds no device
 *    product are left out (nothing to agree on).
 *
 * Issue 41: this script used to ask both sides without a sort (relevance) and to call the
 * index's search directly, so the visitors who see the date order (all but higher-ed
 * instructors) were never measured, and "biopsychology" (14th on the device) never asked.
 *
 * Prints Markdown tables (paste into docs/offline.md). Options: --products N (3000), --seed S (1).
 */
import { openDatabase, migrateToLatest } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { answerFromIndex, SeenIndex } from '../src/features/search/offline/seen-index.ts';
import { titleKey } from '../src/domain/search/offline-search.ts';
import type { SearchRequest } from '../src/domain/search/search-filters.ts';
import type { Product, SearchItem, SearchResponse } from '../contract/wire.ts';
import { mulberry32 } from './lib/mulberry32.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PRODUCTS = arg('products', 3000);
const SEED = arg('seed', 1);
const DEVICE_SEARCHES = ['biology', 'psychology', 'chemistry', 'history', 'economics', 'nursing', 'physics', 'sociology'];
const PER_KIND = 20;
const LIMIT = 24;
/** The case reported in issue 41. */
const ISSUE = { searched: 'psychology', opened: 'Biopsychology', query: 'biopsychology' };

const database = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(database.db);
await seedDatabase(database.db, { products: PRODUCTS, seed: SEED });
const config = loadConfig({ DATA_DIR: 'memory://', DIST_DIR: '/nonexistent-dist', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
const app = await buildApp(config, database, { logger: false });

/** The viewers whose pages ask differently: the sort each one's search request carries (spec §4). */
const VIEWERS: Array<{ name: string; sort: SearchRequest['sort'] }> = [
  { name: 'higher-ed instructor (relevance)', sort: undefined },
  { name: 'everyone else (newest first, the default)', sort: 'datePublished' },
];

const requestFor = (q: string, sort: SearchRequest['sort']): SearchRequest => ({
  q,
  type: 'all',
  country: 'US',
  limit: LIMIT,
  offset: 0,
  ...(sort ? { sort } : {}),
});

async function serverSearch(request: SearchRequest): Promise<SearchResponse> {
  const query = new URLSearchParams(Object.entries(request).map(([k, v]) => [k, String(v)]));
  const res = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  if (res.statusCode !== 200) throw new Error(`/api/search ${request.q}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as SearchResponse;
}

async function productPage(id: string): Promise<Product> {
  const res = await app.inject({ method: 'GET', url: `/api/products/${id}` });
  if (res.statusCode !== 200) throw new Error(`/api/products/${id}: ${res.statusCode}`);
  return res.json() as Product;
}

interface Tally {
  queries: number;
  hit1: number;
  top3: number;
  mrr: number;
}
const empty = (): Tally => ({ queries: 0, hit1: 0, top3: 0, mrr: 0 });
const f = (sum: number, n: number) => (n === 0 ? '–' : (sum / n).toFixed(3));

for (const viewer of VIEWERS) {
  // 1. The device: what N searches brought, as the cache keys them (the page's request).
  const index = new SeenIndex();
  const answers = new Map<string, SearchItem[]>();
  for (const q of DEVICE_SEARCHES) {
    const request = requestFor(q, viewer.sort);
    const answer = await serverSearch(request);
    answers.set(q, answer.items);
    index.addAnswer(['search', 'results', request, 'anonymous'], answer);
  }
  const onDevice = index.search('');
  const deviceIds = new Set(onDevice.map((p) => p.item.productId));

  // 2. The queries (each kind from its own draws, so adding a kind changes no other's).
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const products = [...onDevice].sort((a, b) => (a.item.productId < b.item.productId ? -1 : 1));
  const titles = products.map((p) => p.item.source['schema:name']);
  const words = [...new Set(titles.flatMap((t) => titleKey(t).split(' ')).filter((w) => w.length >= 6))].sort();
  // An institution's own edition opens only for its members: known items are public products.
  const openable = products.filter((p) => !p.item.source['schema:orgId']);
  const known = Array.from({ length: PER_KIND }, () => pick(openable));
  const withIsbn = products.filter((p) => p.item.source['schema:sourceIsbn']['schema:isbn13']);
  const withAuthor = products.filter((p) => p.item.source['cnt:auxiliaryFields'].authors[0]?.familyName);
  // Known items are products the visitor looked at: their pages are on the device too.
  for (const p of known) index.addAnswer(['products', 'detail', p.item.productId], await productPage(p.item.productId));
  const kinds: Record<string, string[]> = {
    'known item: exact title': known.map((p) => p.item.source['schema:name']),
    'known item: exact ISBN-13': Array.from({ length: PER_KIND }, () => pick(withIsbn).item.source['schema:sourceIsbn']['schema:isbn13']!),
    'known item: title + author': Array.from({ length: PER_KIND }, () => {
      const p = pick(withAuthor);
      return `${p.item.source['schema:name']} ${p.item.source['cnt:auxiliaryFields'].authors[0]!.familyName}`;
    }),
    'title start (2 words)': Array.from({ length: PER_KIND }, () => pick(titles).split(/\s+/).slice(0, 2).join(' ')),
    'a title word': Array.from({ length: PER_KIND }, () => pick(words)),
    'searched online before': DEVICE_SEARCHES,
  };

  // The issue's case: the general "Biopsychology" (no institution) among "psychology"'s results, opened.
  const opened = answers.get(ISSUE.searched)!.find((i) => i.source['schema:name'] === ISSUE.opened && !i.source['schema:orgId']);
  if (opened) index.addAnswer(['products', 'detail', opened.productId], await productPage(opened.productId));

  // 3. Agreement.
  const rows: Array<[string, Tally]> = [];
  const total = empty();
  for (const [kind, queries] of Object.entries(kinds)) {
    const tally = empty();
    for (const q of queries) {
      const online = (await serverSearch(requestFor(q, viewer.sort))).items.map((i) => i.productId).filter((id) => deviceIds.has(id));
      if (online.length === 0) continue;
      const offline = answerFromIndex(index, requestFor(q, viewer.sort)).search.items.map((i) => i.productId);
      const onlineTop = online.slice(0, 3);
      const rank = offline.indexOf(online[0]!);
      tally.queries++;
      tally.hit1 += rank === 0 ? 1 : 0;
      tally.top3 += offline.slice(0, 3).filter((id) => onlineTop.includes(id)).length / onlineTop.length;
      tally.mrr += rank < 0 ? 0 : 1 / (rank + 1);
    }
    rows.push([kind, tally]);
    total.queries += tally.queries;
    total.hit1 += tally.hit1;
    total.top3 += tally.top3;
    total.mrr += tally.mrr;
  }
  rows.push(['all', total]);

  console.log(`\n### ${viewer.name}\n`);
  console.log(
    `Device: ${deviceIds.size} products from ${DEVICE_SEARCHES.length} searches (first page of ${LIMIT}); catalogue ${PRODUCTS} products, seed ${SEED}.\n`,
  );
  if (!opened) console.log(`Issue 41: "${ISSUE.opened}" is not on the first page of "${ISSUE.searched}" for this viewer.\n`);
  else {
    const offline = answerFromIndex(index, requestFor(ISSUE.query, viewer.sort)).search;
    const online = (await serverSearch(requestFor(ISSUE.query, viewer.sort))).items;
    const at = offline.items.findIndex((i) => i.source['schema:name'] === ISSUE.opened) + 1;
    console.log(
      `Issue 41: after "${ISSUE.searched}" and "${ISSUE.opened}" opened, "${ISSUE.query}" offline lists ${offline.count} products, ` +
        `"${ISSUE.opened}" ${at === 0 ? 'absent' : `#${at}`}; online the first is "${online[0]?.source['schema:name']}" ` +
        `(${online[0]?.productId === offline.items[0]?.productId ? 'the same product' : 'another product'}).\n`,
    );
  }
  console.log('| queries | n | hit@1 | top-3 overlap | MRR |');
  console.log('|---|---|---|---|---|');
  for (const [kind, t] of rows) {
    console.log(`| ${kind} | ${t.queries} | ${f(t.hit1, t.queries)} | ${f(t.top3, t.queries)} | ${f(t.mrr, t.queries)} |`);
  }
}
await app.close();
await database.close();
