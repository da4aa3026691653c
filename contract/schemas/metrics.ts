/** POST /api/metrics body; bounds from contract/field-metrics.ts. */
import { Type, type Static } from 'typebox';
import {
  METRIC_NAMES,
  METRIC_RATINGS,
  METRIC_VALUE_MAX,
  METRICS_PER_REPORT_MAX,
  ROUTE_MAX,
  ROUTE_PATTERN,
} from '../field-metrics.ts';

export const MetricReport = Type.Object(
  {
    name: Type.Union(METRIC_NAMES.map((n) => Type.Literal(n))),
    value: Type.Number({ minimum: 0, maximum: METRIC_VALUE_MAX }),
    rating: Type.Union(METRIC_RATINGS.map((r) => Type.Literal(r))),
    route: Type.String({ pattern: ROUTE_PATTERN, maxLength: ROUTE_MAX }),
  },
  { additionalProperties: false },
);

export const MetricsBody = Type.Object(
  { metrics: Type.Array(MetricReport, { minItems: 1, maxItems: METRICS_PER_REPORT_MAX }) },
  { additionalProperties: false },
);
export type MetricsBody = Static<typeof MetricsBody>;
