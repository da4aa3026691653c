/** What other modules may use of the field metrics: their 75th percentiles (the insights page). */
export { metricP75s } from './metrics-repository.ts';
