/**
 * Search insights: the events a visitor's browser sends to POST /api/events, when the
 * consent group C0002 allows analytics, and the insights API's periods. One source of the bounds
 * for the client (src/lib/analytics/analytics) and the server's schema (contract/schemas/search-events.ts).
 *
 * No personal data travels: no email, user id or token — the organisation class at most. The
 * client drops an event that would carry one (a query typed as an email address, say) and the
 * server refuses it (400 naming the field): `personalDataField` is the one rule for both.
 */
import { SEARCH_TEXT_MAX } from './search-text.ts';

export const EVENT_TYPES = [
  'search',
  'suggestion-click',
  'result-click',
  'facet-click',
  'product-view',
  'cta',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The filters of the results page a facet click names (URL parameters of /search). */
export const FACETS = ['subject', 'discipline', 'platform', 'showBy', 'sort'] as const;
export type Facet = (typeof FACETS)[number];

/** Organisation classes as the catalogue writes them (the most an event says about who). */
export const ORG_CLASS_PATTERN = '^[A-Za-z][A-Za-z0-9_ -]{0,39}$';
export const ORG_CLASS_MAX = 40;

/** A search's id: random, per search, never per person; short enough not to look like a token. */
export const QUERY_ID_PATTERN = '^[a-z0-9]{8,16}$';
/**
 * The response header of GET /api/search that carries the id the server gave this search
 * (QUERY_ID_PATTERN, 12 characters). The server keeps the ids it served for
 * SERVED_QUERY_KEEP_DAYS, and click ranking counts a result click only when its `queryId` is one
 * of them for the same text: an id the client made up proves nothing (issue #41). A header, not a
 * body field, so the answer's body stays one cached string for everyone.
 */
export const QUERY_ID_HEADER = 'query-id';
export const PRODUCT_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';
export const QUERY_MAX = SEARCH_TEXT_MAX;
/** Facet values (a subject code, a platform…) and CTA names. */
export const VALUE_MAX = 100;
export const RESULTS_MAX = 10_000_000;
/** Result positions are counted from 1 across pages (page 3, third card: 51). */
export const POSITION_MAX = 10_000;
/**
 * How long ago the event happened when it is sent (ms): queued events wait offline. Older ones
 * are not worth keeping (a week); the server dates the event by its own clock minus this age.
 */
export const EVENT_AGE_MAX_MS = 7 * 24 * 3600 * 1000;
/** Served search ids are kept a day longer than the oldest event a browser may still send. */
export const SERVED_QUERY_KEEP_DAYS = EVENT_AGE_MAX_MS / 86_400_000 + 1;

/** Events per request, and requests per address and minute before 429. */
export const EVENTS_PER_BATCH_MAX = 50;
export const EVENT_BATCHES_PER_MINUTE = 60;
/** Events the browser keeps while offline (oldest dropped first). */
export const EVENT_QUEUE_MAX = 200;

/** Periods of the insights page (days). */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
/** Rows per insights table. */
export const INSIGHT_ROWS = 50;

export interface SearchEvent {
  type: EventType;
  /** ms between the event and the moment it is sent. */
  ageMs: number;
  queryId?: string;
  /** Random per visit (a tab, renewed after 30 idle minutes), never per person: search learning tells visits apart. */
  visitId?: string;
  /** The search text (trimmed); for result and suggestion clicks, the search they came from. */
  query?: string;
  /** search: how many results it found. */
  results?: number;
  /** result-click: 1-based position across pages. */
  position?: number;
  productId?: string;
  facet?: Facet;
  /** facet-click: the value chosen; cta: which call to action. */
  value?: string;
  orgClass?: string;
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// A bearer/session token, an API key or a JWT: a long run of token characters with letters and
// digits both (ISBNs and subject codes are not), or the three dotted parts of a JWT.
const TOKEN_RUN = /[A-Za-z0-9_\-+/=]{20,}/g;
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/;

/** Whether a text looks like an email address or a token. */
export function looksPersonal(text: string): boolean {
  if (EMAIL.test(text) || JWT.test(text)) return true;
  for (const run of text.match(TOKEN_RUN) ?? []) {
    if (/[0-9]/.test(run) && /[A-Za-z]/.test(run)) return true;
  }
  return false;
}

/** The first field of an event whose value looks like an email or a token, else null. */
export function personalDataField(event: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(event)) {
    if (typeof value === 'string' && looksPersonal(value)) return key;
  }
  return null;
}

/** The fields each type needs (the schema makes every field optional; this completes it). */
export const REQUIRED_FIELDS: Record<EventType, readonly (keyof SearchEvent)[]> = {
  search: ['queryId', 'query', 'results'],
  'suggestion-click': ['query'],
  'result-click': ['queryId', 'query', 'position', 'productId'],
  'facet-click': ['facet', 'value'],
  'product-view': ['productId'],
  cta: ['productId', 'value'],
};

/** The first field an event of its type lacks, else null. */
export function missingField(event: SearchEvent): keyof SearchEvent | null {
  return REQUIRED_FIELDS[event.type].find((field) => event[field] === undefined) ?? null;
}

/** Search text as it is counted: trimmed, spaces folded, lower case ('Biology ' = 'biology'). */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
