/**
 * `npm run bench:learning`: does search that learns help, measured honestly?
 *
 * A simulated population of users, each wanting one known product of the demo catalogue
 * (popularity Zipf-like, s = 1.05), types the way the benchmark's query sets do
 * (scripts/bench-peers.ts): the exact title, a title cut part-way (half-typed), a title with a
 * typo, a surname and a title word — or, for products whose title holds a subject word, a
 * student's name for that subject the catalogue lacks ("econ 101", "stats 101"). They search with
 * the real search (server/modules/search/search-service.ts on PGlite), open the product when
 * they see it in the first ten, and when they find nothing or not it, search again with the
 * catalogue's word (then that word and another word of the title). Their visits become search
 * events with a visit id, as the browser sends them.
 *
 * Learning uses the first part of the population only (training users): the proposals mined
 * from their events are all accepted (a publisher accepting everything: the upper bound of
 * what rules can do, good and bad), and the click evidence is rebuilt with the switch on. The
 * evaluation uses the other users (held out, different people and different products drawn):
 * their first search, before and after learning. MRR@10, success@3 (the product, or an edition
 * with the same title, in the first three) and the zero-result rate, for known items and for
 * synonym queries; and, as a third row, the catalogue's subject word alone (broad queries).
 *
 * Deterministic for a seed (`--seed`, default 42): same catalogue, same users, same table.
 * Options: --products N (3000), --train N (2400), --test N (800). Writes the table to
 * docs/search-quality.md between its markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest } from '../server/db/database.ts';
import { seedDatabase } from '../server/ingest/seed.ts';
import { search } from '../server/modules/search/search-service.ts';
import { UNFILTERED } from '../server/modules/search/options.ts';
import { normalizeText, ENGLISH_STOP_WORDS } from '../server/modules/search/text.ts';
import { allowedTypos } from '../server/modules/search/typo.ts';
import { eventRow, insertEvents, type EventRow } from '../server/modules/insights/event-writer.ts';
import { acceptRule, proposals, switchClickRanking } from '../server/modules/learning/learning-service.ts';
import { setClickRanking } from '../server/modules/learning/learning-repository.ts';
import { SEARCH_TEXT_MAX } from '../contract/search-text.ts';
import { normaliseQuery, type SearchEvent } from '../contract/search-events.ts';
import { insertServedQueries, type ServedQueryRow } from '../server/modules/search/served-query-repository.ts';
import { mulberry32 } from './lib/mulberry32.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SEED = arg('seed', 42);
const PRODUCTS = arg('products', 3000);
const TRAIN = arg('train', 2400);
const TEST = arg('test', 800);
const RETENTION_DAYS = 90;
const HISTORY_DAYS = 60;
const SYNONYM_SHARE = 0.25;

/** Students' names for subjects (alias → the catalogue's title word); kept only when the alias finds nothing. */
const LEXICON: Array<[alias: string, word: string]> = [
  ['econ 101', 'economics'],
  ['stats 101', 'statistics'],
  ['bio 101', 'biology'],
  ['chem 101', 'chemistry'],
  ['psych 101', 'psychology'],
  ['soc 101', 'sociology'],
  ['calc 1', 'calculus'],
  ['maths', 'mathematics'],
  ['acct 101', 'accounting'],
  ['mktg', 'marketing'],
  ['mgmt', 'management'],
  ['fin 101', 'finance'],
  ['phys 101', 'physics'],
  ['a and p', 'anatomy'],
  ['hist 101', 'history'],
  ['lit 101', 'literature'],
  ['poli sci', 'political'],
  ['comp sci', 'computer'],
  ['nursing school', 'nursing'],
  ['crim justice', 'criminal'],
];

interface Product {
  id: string;
  name: string;
  titleKey: string;
  surname: string | null;
}
type Kind = 'exact title' | 'half-typed title' | 'title with a typo' | 'surname + title word' | 'synonym';
interface User {
  want: Product;
  kind: Kind;
  first: string;
  /** The catalogue's word, for synonym users. */
  word: string | null;
}

const rand = mulberry32(SEED);
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const contentWords = (key: string) => key.split(' ').filter((w) => /^[a-z]+$/.test(w) && !ENGLISH_STOP_WORDS.has(w));

function misspell(word: string): string {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const kind = Math.floor(rand() * 4);
  const letter = 'etaoinsrhl'[Math.floor(rand() * 10)]!;
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2);
  if (kind === 2) return word.slice(0, i) + (word[i] === letter ? 'x' : letter) + word.slice(i + 1);
  return word.slice(0, i) + letter + word.slice(i);
}

/** Zipf-like popularity over a fixed shuffle of the products. */
function popularity(products: Product[]): () => Product {
  const order = [...products];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cumulative: number[] = [];
  let total = 0;
  order.forEach((_, k) => cumulative.push((total += 1 / (k + 1) ** 1.05)));
  return () => {
    const target = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return order[lo]!;
  };
}

function knownItemQuery(p: Product): { kind: Kind; q: string } {
  const words = p.titleKey.split(' ');
  for (let tries = 0; tries < 8; tries++) {
    const r = rand();
    if (r < 0.3) return { kind: 'exact title', q: p.name };
    if (r < 0.55 && p.name.length >= 12) {
      const cut = Math.floor(p.name.length * (0.4 + rand() * 0.5));
      return { kind: 'half-typed title', q: p.name.slice(0, cut).trim() };
    }
    if (r < 0.8) {
      const i = words.findIndex((w) => /^[a-z]+$/.test(w) && w.length >= 5);
      if (i >= 0) {
        const typo = misspell(words[i]!);
        if (typo !== words[i] && allowedTypos(typo.length) >= 1)
          return { kind: 'title with a typo', q: [...words.slice(0, i), typo, ...words.slice(i + 1)].join(' ') };
      }
    } else if (p.surname && contentWords(p.titleKey).length > 0) {
      return { kind: 'surname + title word', q: `${p.surname} ${pick(contentWords(p.titleKey))}` };
    }
  }
  return { kind: 'exact title', q: p.name };
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase({ dataDir: 'memory://', poolSize: 1, statementTimeoutMs: 0 });
  const db = database.db;
  await migrateToLatest(db);
  await seedDatabase(db, { products: PRODUCTS, seed: SEED });
  const { rows } = await sql<{ id: string; name: string; surname: string | null }>`
    select p.product_id as id, p.name,
      (select a.family_name from author a where a.product_id = p.product_id order by a.position limit 1) as surname
    from product p where p.org_id is null order by p.product_id`.execute(db);
  const products: Product[] = rows.map((r) => ({ ...r, titleKey: normalizeText(r.name) }));

  const run = async (q: string) =>
    (await search(db, { q: q.slice(0, SEARCH_TEXT_MAX).trim(), filters: UNFILTERED, sort: null, limit: 24, offset: 0, licensedFirst: false })).result;
  // Aliases the catalogue really lacks (found nothing as typed or corrected), and their products.
  const lexicon: Array<{ alias: string; word: string; products: Product[] }> = [];
  for (const [alias, word] of LEXICON) {
    const having = products.filter((p) => p.titleKey.split(' ').includes(word));
    if (having.length >= 3 && (await run(alias)).total === 0) lexicon.push({ alias, word, products: having });
  }
  const draw = popularity(products);
  const makeUser = (): User => {
    if (lexicon.length > 0 && rand() < SYNONYM_SHARE) {
      const entry = pick(lexicon);
      // The subject's products, by the same popularity: redraw until one of them comes up.
      let want = draw();
      for (let i = 0; i < 200 && !entry.products.includes(want); i++) want = draw();
      if (!entry.products.includes(want)) want = pick(entry.products);
      return { want, kind: 'synonym', first: entry.alias, word: entry.word };
    }
    const want = draw();
    const { kind, q } = knownItemQuery(want);
    return { want, kind, first: q, word: null };
  };
  const train = Array.from({ length: TRAIN }, makeUser);
  const test = Array.from({ length: TEST }, makeUser);

  const byId = new Map(products.map((p) => [p.id, p]));
  const rank = (items: ReadonlyArray<{ product_id: string }>, want: Product) => {
    const i = items.findIndex((r) => byId.get(r.product_id)?.titleKey === want.titleKey);
    return i < 0 ? null : i + 1;
  };

  // --- evaluation -----------------------------------------------------------------------
  interface Score {
    n: number;
    rr: number;
    at3: number;
    zero: number;
  }
  const evaluate = async () => {
    const groups = new Map<string, Score>();
    const add = (group: string, r: number | null, total: number) => {
      const s = groups.get(group) ?? { n: 0, rr: 0, at3: 0, zero: 0 };
      s.n++;
      if (r !== null && r <= 10) s.rr += 1 / r;
      if (r !== null && r <= 3) s.at3++;
      if (total === 0) s.zero++;
      groups.set(group, s);
    };
    for (const user of test) {
      const answer = await run(user.first);
      const r = rank(answer.rows, user.want);
      add(user.kind === 'synonym' ? 'synonym queries' : 'known items', r, answer.total);
      if (user.kind !== 'synonym') add(`known items: ${user.kind}`, r, answer.total);
      if (user.word) {
        const broad = await run(user.word);
        add('the subject word alone', rank(broad.rows, user.want), broad.total);
      }
    }
    return groups;
  };

  const before = await evaluate();

  // --- the training users' visits, as events ----------------------------------------------
  const now = new Date();
  const events: EventRow[] = [];
  const served: ServedQueryRow[] = [];
  let searches = 0;
  for (const [u, user] of train.entries()) {
    const visitId = `sim${u.toString(36).padStart(6, '0')}`;
    // Each simulated user is a person at an address of their own (the sender key of its day).
    const sender = `simaddress${u}`;
    const ageMs = Math.floor(rand() * HISTORY_DAYS * 86_400_000);
    let step = 0;
    const log = (event: Omit<SearchEvent, 'ageMs' | 'visitId'>) => {
      events.push(eventRow({ ...event, visitId, ageMs: 0 }, new Date(now.getTime() - ageMs + step * 20_000), sender));
      step++;
    };
    const attempt = async (q: string): Promise<boolean> => {
      const answer = await run(q);
      searches++;
      const queryId = `${visitId}${step}`.slice(-16);
      // The search was answered by the server: its id is one it served (click ranking checks).
      served.push({ query_id: queryId, query: normaliseQuery(q), served_at: new Date(now.getTime() - ageMs + step * 20_000) });
      log({ type: 'search', queryId, query: q, results: answer.total });
      const r = rank(answer.rows, user.want);
      const position = r !== null && r <= 10 ? r : null;
      if (position !== null && rand() < (position <= 3 ? 0.95 : 0.7)) {
        const clicked = answer.rows[position - 1]!.product_id;
        log({ type: 'result-click', queryId, query: q, position, productId: clicked });
        return true;
      }
      return false;
    };
    if (await attempt(user.first)) continue;
    const retry = user.word ?? contentWords(user.want.titleKey).slice(0, 3).join(' ');
    if (retry && (await attempt(retry))) continue;
    const words = contentWords(user.want.titleKey).filter((w) => w !== user.word);
    if (user.word && words.length > 0) await attempt(`${user.word} ${pick(words)}`);
  }
  await insertEvents(db, events, now);
  await insertServedQueries(db, served);

  // --- learning from them -------------------------------------------------------------------
  const proposed = await proposals(db, RETENTION_DAYS, now);
  for (const p of proposed) await acceptRule(db, { term: p.term, replacement: p.replacement, kind: p.kind });
  await switchClickRanking(db, true, RETENTION_DAYS);
  const { rows: signalRows } = await sql<{ pairs: number; queries: number }>`
    select count(*)::int as pairs, count(distinct query)::int as queries from search_click_signal`.execute(db);
  const after = await evaluate();
  // Rules alone (the click switch off), to tell the two parts apart.
  await setClickRanking(db, false);
  const rulesOnly = await evaluate();
  await database.close();

  // --- the table ------------------------------------------------------------------------------
  const f = (x: number) => x.toFixed(3);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const order = ['known items', ...[...before.keys()].filter((k) => k.startsWith('known items: ')).sort(), 'synonym queries', 'the subject word alone'];
  const lines = [
    `Seed ${SEED}; ${PRODUCTS.toLocaleString('en-US')} demo products (${products.length.toLocaleString('en-US')} public); ${TRAIN.toLocaleString('en-US')} training users (${searches.toLocaleString('en-US')} searches, ${events.length.toLocaleString('en-US')} events), ${TEST.toLocaleString('en-US')} held-out users; synonym names the catalogue lacks: ${lexicon.map((l) => `“${l.alias}”`).join(', ')}.`,
    `Learned: ${proposed.length} proposals accepted (${(['synonym', 'spelling', 'name'] as const).map((k) => `${proposed.filter((p) => p.kind === k).length} ${k}`).join(', ')}); click evidence for ${signalRows[0]!.queries} queries (${signalRows[0]!.pairs} query–product pairs).`,
    '',
    '| held-out queries | n | MRR@10 before → after | success@3 before → after | zero results before → after | after, rules only (MRR@10) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...order
      .filter((k) => before.has(k))
      .map((k) => {
        const b = before.get(k)!;
        const a = after.get(k)!;
        const o = rulesOnly.get(k)!;
        return `| ${k} | ${b.n} | ${f(b.rr / b.n)} → **${f(a.rr / a.n)}** | ${f(b.at3 / b.n)} → **${f(a.at3 / a.n)}** | ${pct(b.zero / b.n)} → **${pct(a.zero / a.n)}** | ${f(o.rr / o.n)} |`;
      }),
    '',
    `Reproduce: \`npm run bench:learning\` (${((Date.now() - started) / 1000).toFixed(0)} s on this machine, ${new Date().toISOString().slice(0, 10)}).`,
  ];
  const table = lines.join('\n');
  console.log(table);
  const file = 'docs/search-quality.md';
  const start = '<!-- bench:learning start -->';
  const end = '<!-- bench:learning end -->';
  let doc = readFileSync(file, 'utf8');
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a >= 0 && b > a) doc = `${doc.slice(0, a + start.length)}\n${table}\n${doc.slice(b)}`;
  writeFileSync(file, doc);

  const knownBefore = before.get('known items')!;
  const knownAfter = after.get('known items')!;
  if (knownAfter.rr < knownBefore.rr || knownAfter.at3 < knownBefore.at3) {
    console.error('held-out known-item figures fell');
    process.exitCode = 1;
  }
}

await main();
