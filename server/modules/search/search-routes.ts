/**
 * GET /api/search, GET /api/discipline/count, GET /api/autoComplete (spec §7, shapes §3).
 * The route validates (schemas + the length rules below) and shapes; the services of this
 * module hold the rules and search-repository.ts the SQL. docs/search.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import {
  AutoCompleteQuery,
  AutoCompleteResponse,
  DisciplineCountResponse,
  SearchQuery,
  SearchResponse,
} from '../../../contract/schemas/search.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import type { TypeBoxApp } from '../../lib/typebox-app.ts';
import { institutionAccess, openableOwners } from '../identity/index.ts';
import { AUTOCOMPLETE_MIN_LENGTH, PAGE_SIZE, audienceOf, type PlatformType } from '../../../contract/search-options.ts';
import { SEARCH_TEXT_MIN, checkSearchText, isAutocompleteText } from '../../../contract/search-text.ts';
import { QUERY_ID_HEADER } from '../../../contract/search-events.ts';
import { given, splitDisciplines, type SearchFilters } from './options.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales.ts';
import { autocomplete, countSubjects, search, type Shared } from './search-service.ts';
import {
  currentResultPage,
  toAuthorSuggestions,
  toAutoCompleteItems,
  toPlatformCounts,
  toSearchItem,
  toSubjectCounts,
} from './shape.ts';

type CommonQuery = {
  cat?: string | undefined;
  disc?: string | undefined;
  institution?: string | undefined;
  token?: string | undefined;
  type?: PlatformType | '' | undefined;
};

/**
 * The organisation whose offers and seat licences this caller may see: `institution` (or
 * the LMS token's organisation) when the caller belongs to it or holds its token. Search
 * is a shared catalogue read, so anyone else simply gets the answer without them (no 403,
 * no 401 for a stale token); a malformed `institution` is still a 400.
 */
async function organisationOf(request: FastifyRequest, query: CommonQuery): Promise<string | null> {
  if (!query.institution && !query.token) return null;
  try {
    return (await institutionAccess(request, { institution: query.institution, token: query.token })).orgId;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) return null;
    throw error;
  }
}

async function filtersOf(
  request: FastifyRequest,
  query: CommonQuery & { filter?: string; resultType?: string; orgClassification?: string },
): Promise<SearchFilters> {
  return {
    type: given(query.type) ?? 'all',
    showBy: given(query.filter as SearchFilters['showBy'] | '' | undefined),
    category: given(query.cat),
    disciplines: splitDisciplines(given(query.disc)),
    audience: audienceOf(
      given(query.resultType as SearchFilters['audience'] | '' | undefined),
      given(query.orgClassification as 'school' | 'higher_ed' | 'anonymous' | '' | undefined),
    ),
    orgId: await organisationOf(request, query),
    openableOwners: await openableOwners(request, query.token),
  };
}

/** What a text's answers share (a correction), kept in the answer cache beside them. */
function sharedValues(app: TypeBoxApp): Shared {
  return (key, produce) => app.answerCache.value(key, produce);
}

/**
 * The answer cache's key part for the reader's locale: none for en-us, whose answers keep the
 * keys they had before locales (the names of another locale change a text's answer).
 */
function localeKey(locale: Locale | undefined): Locale[] {
  return locale && locale !== DEFAULT_LOCALE ? [locale] : [];
}

/** spec §5: search text 2–100 characters (surrounding spaces do not count); empty browses. */
function searchText(q: string | undefined): string | null {
  const text = (q ?? '').trim();
  const check = checkSearchText(text);
  if (check === 'empty') return null;
  if (check === 'too-short') throw badRequest('q', `q must be at least ${SEARCH_TEXT_MIN} characters (or empty)`);
  return text;
}

/**
 * Search, facet counts and autocomplete are open to anyone, so each client address gets a
 * budget per minute (SEARCH_RATE_PER_MINUTE, default 1,200: 20 a second, far above a person
 * typing, with room for a campus behind one address); past it, 429 with Retry-After in the
 * house error body. Counted in Redis, PostgreSQL or memory (plugins/external.ts).
 */
function perAddressLimit(perMinute: number) {
  if (perMinute <= 0) return {};
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request: unknown, context: { after: string }) =>
        new HttpError(429, `Too many searches from this address. Please try again in ${context.after}.`),
    },
  };
}

type PerAddress = ReturnType<typeof perAddressLimit>;

function searchRoute(app: TypeBoxApp, perAddress: PerAddress): void {
  const shared = sharedValues(app);
  app.get(
    '/search',
    {
      config: { cache: 'catalogue', auth: 'lenient', ...perAddress },
      schema: {
        summary: 'Search products: one page of results, the total and the platform counts',
        tags: ['search'],
        querystring: SearchQuery,
        response: { 200: SearchResponse, 429: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const q = searchText(query.q);
      const filters = await filtersOf(request, query);
      const limit = query.limit ?? PAGE_SIZE;
      const offset = query.offset ?? 0;
      const sort = given(query.sort);
      // Each answer to a text gets an id of its own, kept by the server: the clicks the browser
      // reports from it count for click ranking only with an id it was really given (issue #41).
      if (q !== null) reply.header(QUERY_ID_HEADER, app.servedQueries.serve(q));
      return app.answerCache.send(reply, ['search', q, filters, sort, limit, offset, ...localeKey(query.locale)], async () => {
        const { result, correctedQuery } = await search(app.database.read, {
          q,
          filters,
          sort,
          limit,
          offset,
          // spec §2: activated seat-licence results sort first in the K-12 list.
          licensedFirst: filters.audience === 'k12',
          locale: query.locale ?? DEFAULT_LOCALE,
          shared,
        });
        return {
          count: result.total,
          searchResults: toPlatformCounts(result.platforms),
          currentResultPage: currentResultPage(offset, limit),
          items: result.rows.map(toSearchItem),
          ...(correctedQuery ? { correctedQuery } : {}),
        };
      });
    },
  );
}

function subjectCountRoute(app: TypeBoxApp, perAddress: PerAddress): void {
  const shared = sharedValues(app);
  app.get(
    '/discipline/count',
    {
      config: { cache: 'catalogue', auth: 'lenient', ...perAddress },
      schema: {
        summary: 'Products per subject for the current text and filters, for higher-ed and K-12 separately',
        tags: ['search'],
        querystring: SearchQuery,
        response: { 200: DisciplineCountResponse, 429: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const q = searchText(query.q);
      const filters = await filtersOf(request, query);
      // The counts ignore the subject and audience filters (search-repository.ts
      // subjectCounts), so answers differing only in those share one entry; they depend on
      // whose own products the caller may open, so callers of other organisations never do.
      const key = ['counts', q, filters.type, filters.showBy, filters.orgId, filters.openableOwners, ...localeKey(query.locale)];
      return app.answerCache.send(reply, key, async () => {
        const { result, correctedQuery } = await countSubjects(app.database.read, q, filters, query.locale, shared);
        return { ...toSubjectCounts(result), ...(correctedQuery ? { correctedQuery } : {}) };
      });
    },
  );
}

function autocompleteRoute(app: TypeBoxApp, perAddress: PerAddress): void {
  const shared = sharedValues(app);
  app.get(
    '/autoComplete',
    {
      config: { cache: 'catalogue', auth: 'lenient', ...perAddress },
      schema: {
        summary: 'Product and author suggestions for text being typed (3+ characters)',
        tags: ['search'],
        querystring: AutoCompleteQuery,
        response: { 200: AutoCompleteResponse, 429: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (!isAutocompleteText(query.q)) {
        throw badRequest('q', `q must be at least ${AUTOCOMPLETE_MIN_LENGTH} characters`);
      }
      const filters = await filtersOf(request, query);
      // Keep a trailing space: it says the last word is complete.
      const typed = query.q.replace(/^\s+/, '');
      const limit = query.limit ?? PAGE_SIZE;
      return app.answerCache.send(reply, ['suggest', typed, filters, limit, ...localeKey(query.locale)], async () => {
        const { result, correctedQuery } = await autocomplete(app.database.read, {
          q: typed,
          filters,
          limit,
          locale: query.locale ?? DEFAULT_LOCALE,
          shared,
        });
        return {
          searchResults: toAutoCompleteItems(result.products),
          authors: toAuthorSuggestions(result.authors),
          ...(correctedQuery ? { correctedQuery } : {}),
        };
      });
    },
  );
}

export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const perAddress = perAddressLimit(app.config.searchRatePerMinute);
  searchRoute(app, perAddress);
  subjectCountRoute(app, perAddress);
  autocompleteRoute(app, perAddress);
}
