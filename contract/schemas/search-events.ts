/** POST /api/events body and GET /api/insights answer; bounds from contract/search-events.ts. */
import { Type, type Static } from 'typebox';
import { Text } from './common.ts';
import {
  EVENT_AGE_MAX_MS,
  EVENT_TYPES,
  EVENTS_PER_BATCH_MAX,
  FACETS,
  INSIGHT_PERIODS,
  ORG_CLASS_MAX,
  ORG_CLASS_PATTERN,
  POSITION_MAX,
  PRODUCT_ID_PATTERN,
  QUERY_ID_PATTERN,
  QUERY_MAX,
  RESULTS_MAX,
  VALUE_MAX,
} from '../search-events.ts';
import { VISIT_ID_PATTERN } from '../search-learning.ts';

export const SearchEventSchema = Type.Object(
  {
    type: Type.Union(EVENT_TYPES.map((t) => Type.Literal(t))),
    ageMs: Type.Integer({ minimum: 0, maximum: EVENT_AGE_MAX_MS }),
    queryId: Type.Optional(Type.String({ pattern: QUERY_ID_PATTERN })),
    visitId: Type.Optional(Type.String({ pattern: VISIT_ID_PATTERN })),
    query: Type.Optional(Text({ minLength: 1, maxLength: QUERY_MAX })),
    results: Type.Optional(Type.Integer({ minimum: 0, maximum: RESULTS_MAX })),
    position: Type.Optional(Type.Integer({ minimum: 1, maximum: POSITION_MAX })),
    productId: Type.Optional(Type.String({ pattern: PRODUCT_ID_PATTERN, maxLength: 64 })),
    facet: Type.Optional(Type.Union(FACETS.map((f) => Type.Literal(f)))),
    value: Type.Optional(Text({ minLength: 1, maxLength: VALUE_MAX })),
    orgClass: Type.Optional(Type.String({ pattern: ORG_CLASS_PATTERN, maxLength: ORG_CLASS_MAX })),
  },
  { additionalProperties: false },
);

export const EventsBody = Type.Object(
  { events: Type.Array(SearchEventSchema, { minItems: 1, maxItems: EVENTS_PER_BATCH_MAX }) },
  { additionalProperties: false },
);
export type EventsBody = Static<typeof EventsBody>;

export const InsightsQuery = Type.Object(
  { days: Type.Optional(Type.Union(INSIGHT_PERIODS.map((d) => Type.Literal(d)), { default: 7 })) },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

export const InsightsAnswer = Type.Object({
  days: Type.Integer(),
  from: Type.String({ description: 'First day of the period (YYYY-MM-DD, UTC)' }),
  to: Type.String({ description: 'Last day of the period (today, UTC)' }),
  totals: Type.Object({ searches: Count, zeroResultSearches: Count, resultClicks: Count, productViews: Count, facetClicks: Count }),
  topSearches: Type.Array(
    Type.Object({
      query: Type.String(),
      searches: Count,
      clickedSearches: Count,
      clicks: Count,
      ctr: Type.Number({ description: 'Share of searches followed by a result click (0–1)' }),
      meanPosition: Type.Union([Type.Number(), Type.Null()], { description: 'Mean position of the clicked results' }),
    }),
  ),
  zeroResultSearches: Type.Array(Type.Object({ query: Type.String(), searches: Count })),
  topProducts: Type.Array(
    Type.Object({ productId: Type.String(), name: Type.Union([Type.String(), Type.Null()]), views: Count, clicks: Count }),
  ),
  facets: Type.Array(Type.Object({ facet: Type.String(), value: Type.String(), clicks: Count })),
  perDay: Type.Array(Type.Object({ day: Type.String(), searches: Count, zeroResultSearches: Count })),
  webVitals: Type.Array(Type.Object({ route: Type.String(), name: Type.String(), p75: Type.Number(), samples: Count })),
});
export type InsightsAnswer = Static<typeof InsightsAnswer>;
