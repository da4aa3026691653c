/**
 * Field metrics: the Core Web Vitals a visitor's browser reports with `web-vitals`
 * to POST /api/metrics, when the consent group C0002 allows analytics. One source of the
 * bounds for the client (src/lib/field-metrics) and the server's schema.
 */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const METRIC_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type MetricRating = (typeof METRIC_RATINGS)[number];

/** Milliseconds for LCP, INP and TTFB (10 minutes is beyond any real page); a unitless score for CLS. */
export const METRIC_VALUE_MAX = 600_000;

/** Reports per request: a page sends its four metrics, at most a few more after late changes. */
export const METRICS_PER_REPORT_MAX = 20;

/**
 * The route a metric belongs to, as the route table writes it ('/', '/search',
 * '/products/:id'): never the address itself, so no query text or id is stored.
 */
export const ROUTE_PATTERN = '^/[A-Za-z0-9/:_?*-]{0,99}$';
export const ROUTE_MAX = 100;

export interface MetricReport {
  name: MetricName;
  value: number;
  rating: MetricRating;
  route: string;
}

/** Requests per address and minute the server accepts before answering 429. */
export const METRIC_REPORTS_PER_MINUTE = 30;
