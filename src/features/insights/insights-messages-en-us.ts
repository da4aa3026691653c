// en-us's words and their shape, apart from insights-messages.ts so that another locale's
// catalogue can name the shape without importing the module that loads it (no import cycle,
// not even through types).
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
  title: 'Search insights',
  intro: 'What visitors search for, what they do not find and what they open — from visitors who allow analytics.',
  learning: 'Search learning: proposals and ranking',
  imports: 'Catalogue imports: upload a feed',
  period: 'Period',
  days: (n: number) => `${n} days`,
  loading: 'Loading insights…',
  error: 'The insights could not be loaded.',
  retry: 'Try again',
  totals: {
    searches: 'Searches',
    zeroResultSearches: 'Searches with no results',
    resultClicks: 'Result clicks',
    productViews: 'Product views',
    facetClicks: 'Filter clicks',
  },
  perDay: 'Searches per day',
  perDayAsTable: 'Searches per day as a table',
  topSearches: 'Top searches',
  zeroResults: 'Searches with no results',
  zeroResultsHint: 'Worth a synonym or a new product.',
  topProducts: 'Top opened products',
  facets: 'Filter usage',
  webVitals: 'Field web vitals (75th percentile)',
  webVitalsNone: 'No field metrics were reported in this period.',
  none: 'Nothing in this period yet.',
  download: (table: string) => `Download ${table} as CSV`,
  downloadShort: 'Download CSV',
  showAll: (n: number) => `Show all ${n}`,
  showFewer: 'Show the first 10',
  columns: {
    query: 'Search',
    searches: 'Searches',
    clickThrough: 'Click-through',
    meanPosition: 'Mean position clicked',
    product: 'Product',
    productId: 'Product id',
    views: 'Views',
    clicks: 'Result clicks',
    facet: 'Filter',
    value: 'Value',
    day: 'Day',
    zero: 'No results',
    route: 'Route',
    metric: 'Metric',
    p75: 'p75',
    samples: 'Samples',
  },
  // Today is not over: the chart draws finished days only (src/domain/insights/insights-per-day.ts).
  todaySoFar: (searches: number, zero: number) =>
    `Today so far (not in the chart until the day is over): ${searches} ${searches === 1 ? 'search' : 'searches'}, ${zero} with no results.`,
  partialDay: (day: string) => `${day} (today, so far)`,
  chartLabel: (total: number, days: number) => `Chart of searches per day: ${total} searches in ${days} days.`,
  // Figures in the tables and the chart's day ticks ('Nov 18')
  count: (n: number) => n.toLocaleString('en-US'),
  percent: (ratio: number) => `${Math.round(ratio * 1000) / 10}%`,
  decimal: (x: number) => (Math.round(x * 100) / 100).toString(),
  milliseconds: (ms: number) => `${Math.round(ms)} ms`,
  chartDay: (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

export type InsightsMessages = Widen<typeof enUs>;

/** A locale's insights strings, given en-us's. */
export interface InsightsCatalogueModule {
  catalogue(en: InsightsMessages): InsightsMessages;
}
