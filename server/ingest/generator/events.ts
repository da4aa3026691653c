/**
 * Demo search events: a plausible history for the insights page, deterministic for
 * a seed. Visits follow one another over the period (fewer at weekends, slowly growing); each
 * starts with a search whose text is drawn with Zipf-like popularity from words and title
 * starts of the catalogue; about one search in fifteen is a misspelling that finds nothing.
 * Searches that find something are clicked about half the time, at positions that favour the
 * top of the list (weight 1/k^1.4); a click opens the product (a product view), sometimes
 * followed by a call to action; some visits use a filter or an autocomplete suggestion.
 */
import { Random } from './random.ts';
import type { SearchEventTable } from '../../db/types.ts';
import type { Insertable } from 'kysely';

export type GeneratedEvent = Insertable<SearchEventTable>;

export interface EventGeneratorOptions {
  /** Events to generate (about). */
  events: number;
  seed: number;
  /** The history ends at this moment and starts `days` days before. */
  now: Date;
  days: number;
  /** Products of the catalogue (ids and names); queries and clicks come from them. */
  products: ReadonlyArray<{ productId: string; name: string }>;
  /** Subject codes and platforms the facet clicks choose from. */
  subjects: readonly string[];
  batchSize?: number;
}

const STOP = new Set(['with', 'from', 'into', 'your', 'their', 'this', 'that', 'edition', 'and', 'the', 'for']);
const PLATFORMS = ['etexts', 'courses', 'collections', 'application', 'custom'];
const SHOW_BY = ['samples', 'available', 'comingSoon'];
const SORTS = ['name', 'familyName', 'datePublished'];
const CTAS = ['use', 'student-access', 'view-demo', 'sign-in'];

/** Query texts by popularity rank: frequent title words first, then title starts. */
export function queryVocabulary(products: EventGeneratorOptions['products'], random: Random, max = 600): string[] {
  const counts = new Map<string, number>();
  for (const { name } of products) {
    const words = name.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w.length >= 4 && !STOP.has(w));
    for (const w of new Set(words)) counts.set(w, (counts.get(w) ?? 0) + 1);
    if (words.length >= 2) {
      const start = `${words[0]} ${words[1]}`;
      counts.set(start, (counts.get(start) ?? 0) + 0.5);
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  // A little shuffle among neighbours, so rank is not exactly catalogue frequency.
  for (let i = 0; i + 1 < ranked.length; i += 2) if (random.chance(0.3)) [ranked[i], ranked[i + 1]] = [ranked[i + 1]!, ranked[i]!];
  return ranked.slice(0, max);
}

/** Cumulative weights for Zipf(s) over n ranks, and a draw by binary search. */
function zipf(n: number, s: number): (r: number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative.push((total += 1 / k ** s));
  return (r) => {
    const target = r * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A typing slip: two neighbouring letters swapped, one dropped or one doubled. */
export function misspell(text: string, random: Random): string {
  const i = random.int(1, Math.max(1, text.length - 2));
  const kind = random.int(0, 2);
  if (kind === 0 && i + 1 < text.length) return text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
  if (kind === 1) return text.slice(0, i) + text.slice(i + 1);
  return text.slice(0, i) + text[i] + text.slice(i);
}

function dayWeights(now: Date, days: number): Array<[number, number]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const out: Array<[number, number]> = [];
  for (let i = days - 1; i >= 0; i--) {
    const start = today - i * 86_400_000;
    const weekday = new Date(start).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
    out.push([start, weekend * (0.7 + (0.3 * (days - i)) / days)]);
  }
  return out;
}

type EventRow = Omit<GeneratedEvent, 'occurred_at' | 'day'>;
type PushEvent = (at: number, row: EventRow) => void;

const EMPTY_EVENT = {
  query_id: null,
  query: null,
  results: null,
  position: null,
  product_id: null,
  facet: null,
  value: null,
  org_class: null,
};

/** What every visit draws from: the catalogue's query texts, the day weights, the rank curves. */
interface VisitSource {
  random: Random;
  products: EventGeneratorOptions['products'];
  subjects: readonly string[];
  vocabulary: string[];
  drawQuery: (r: number) => number;
  drawPosition: (r: number) => number;
  byDay: Array<[number, number]>;
  dayTotal: number;
  nowMs: number;
}

/** When a visit happens: a day by weight, a moment in it (never after `now`). */
function visitMoment({ random, byDay, dayTotal, nowMs }: VisitSource): number {
  let r = random.next() * dayTotal;
  let dayStart = byDay[byDay.length - 1]![0];
  for (const [start, w] of byDay) {
    if ((r -= w) < 0) {
      dayStart = start;
      break;
    }
  }
  const at = dayStart + random.int(6 * 3600, 23 * 3600) * 1000;
  return at > nowMs ? nowMs - random.int(0, 3600) * 1000 : at;
}

function facetClick(source: VisitSource, at: number, orgClass: string | null, push: PushEvent): void {
  const { random, subjects } = source;
  const facet = random.weighted<string>([
    ['subject', 45],
    ['platform', 25],
    ['discipline', 15],
    ['showBy', 10],
    ['sort', 5],
  ]);
  const value =
    facet === 'platform' ? random.pick(PLATFORMS)
    : facet === 'showBy' ? random.pick(SHOW_BY)
    : facet === 'sort' ? random.pick(SORTS)
    : facet === 'subject' ? (random.pick(subjects).split('-')[0] ?? 'SCI')
    : random.pick(subjects);
  push(at + 8000, { ...EMPTY_EVENT, type: 'facet-click', facet, value, org_class: orgClass });
}

/** One to three result clicks, each opening the product and sometimes its call to action. */
function resultClicks(
  source: VisitSource,
  search: { at: number; queryId: string; query: string; rank: number; results: number; orgClass: string | null },
  push: PushEvent,
): void {
  const { random, products, drawPosition } = source;
  const { at, queryId, query, rank, results, orgClass } = search;
  const clicks = random.weighted<number>([
    [1, 70],
    [2, 20],
    [3, 10],
  ]);
  for (let c = 0; c < clicks; c++) {
    const position = Math.min(results, drawPosition(random.next()) + 1);
    // The same query and position open the same product (a stable ranking).
    const product = products[(rank * 31 + position * 7) % products.length]!;
    const clickAt = at + (c + 1) * 20_000;
    push(clickAt, { ...EMPTY_EVENT, type: 'result-click', query_id: queryId, query, position, product_id: product.productId, org_class: orgClass });
    if (random.chance(0.9)) push(clickAt + 1500, { ...EMPTY_EVENT, type: 'product-view', product_id: product.productId, org_class: orgClass });
    if (random.chance(0.12)) push(clickAt + 30_000, { ...EMPTY_EVENT, type: 'cta', product_id: product.productId, value: random.pick(CTAS), org_class: orgClass });
  }
}

/** One visit: a search (sometimes reached by a suggestion), maybe a facet click, maybe result clicks. */
function visitEvents(source: VisitSource, visit: number, push: PushEvent): void {
  const { random, vocabulary, drawQuery } = source;
  const at = visitMoment(source);
  const orgClass = random.weighted<string | null>([
    ['higher_ed', 6],
    ['school', 2],
    [null, 2],
  ]);
  const rank = drawQuery(random.next());
  const typo = random.chance(0.065);
  const query = typo ? misspell(vocabulary[rank]!, random) : vocabulary[rank]!;
  const results = typo ? 0 : Math.max(1, Math.round((60 / (rank + 1) ** 0.5) * (0.7 + random.next() * 0.6)));
  const queryId = `${visit.toString(36)}${random.int(0, 36 ** 4).toString(36)}`.padEnd(8, '0').slice(0, 16);

  if (random.chance(0.12)) push(at - 4000, { ...EMPTY_EVENT, type: 'suggestion-click', query: query.slice(0, Math.max(3, query.length - 2)), value: random.pick(['view-all', 'author', 'product']) });
  push(at, { ...EMPTY_EVENT, type: 'search', query_id: queryId, query, results, org_class: orgClass });
  if (random.chance(0.22)) facetClick(source, at, orgClass, push);
  if (results > 0 && random.chance(0.55)) resultClicks(source, { at, queryId, query, rank, results, orgClass }, push);
}

/** The events, in batches of `batchSize` rows. */
export function* generateEventBatches(options: EventGeneratorOptions): Generator<GeneratedEvent[]> {
  const { events: total, seed, now, days, products, subjects } = options;
  const batchSize = options.batchSize ?? 5000;
  if (total <= 0 || products.length === 0) return;
  const random = new Random(seed, 'search-events');
  const vocabulary = queryVocabulary(products, random);
  if (vocabulary.length === 0) return;
  const byDay = dayWeights(now, days);
  const source: VisitSource = {
    random,
    products,
    subjects,
    vocabulary,
    drawQuery: zipf(vocabulary.length, 1.05),
    drawPosition: zipf(24, 1.4),
    byDay,
    dayTotal: byDay.reduce((sum, [, w]) => sum + w, 0),
    nowMs: now.getTime(),
  };
  let made = 0;
  let batch: GeneratedEvent[] = [];
  const push: PushEvent = (at, row) => {
    const date = new Date(Math.min(at, source.nowMs));
    batch.push({ ...row, occurred_at: date, day: date.toISOString().slice(0, 10) } as GeneratedEvent);
    made++;
  };
  for (let visit = 0; made < total; visit++) {
    visitEvents(source, visit, push);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
