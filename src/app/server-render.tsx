// The server's renderer: the page at an address drawn by React's own server renderer from the
// same route table and screens the browser runs, with the data the route prefetches (routes.tsx
// `handle.prefetch`) fetched first, so the HTML arrives whole: results, facets, a product's
// summary and tabs. Built by `vite build --ssr` (vite.config.ts) into dist/server/; loaded by
// server/plugins/page-renderer.ts once per locale, with the locale in the module's address
// (src/lib/locale/locale.ts `serverLocale`), because the app reads its locale, its words and
// its API client from page-wide modules.
//
// What it draws is what an anonymous visitor sees: nothing per user (prices for a signed-in
// caller, the institution picker, the account menu) is known here, so the HTML is the same
// for everyone and a shared cache may keep it. The browser's app then takes the page over with
// the same answers (the dehydrated queries in the page), and adds what is the visitor's own.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClient, dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { PageOriginContext } from '../lib/config/page-origin';
import { AppRoutes, prefetchRoute } from './routes';
import { createSessionService } from '../lib/session/session-service';
import { ApiError, setServerFetch } from '../lib/api/api-client';
import { hasFreshFinalError } from '../lib/storage/query-client';
import { loadPageCatalogue } from '../lib/messages/catalogues';
import { appLocale, routerLocation } from '../lib/locale/locale';
import type { Locale } from '../../contract/locales';
import { setServerSanitizer } from '../ui/safe-html';
import { DrawnPageContext, type DrawnPage } from '../lib/hooks/drawn-page';

export interface RenderedPage {
  /** The markup of the page's root element (#root). */
  html: string;
  /** The answers the page was drawn from, for the browser's query client. */
  state: DehydratedState;
  /** The title its screen sets (spec §2), or null for a screen that sets none. */
  title: string | null;
  /**
   * The address under the locale that the screen replaces its own with at once ('/search?q=x'
   * for a page past the last one), or null: the server sends the visitor there instead.
   */
  redirect: string | null;
}

export interface PageRenderer {
  readonly locale: Locale;
  /**
   * `url`: the address asked for, under the locale, with the page's origin, which the page's
   * absolute links name ('https://exchange.example/tr-tr/search?q=x').
   */
  render(url: string, options?: { signal?: AbortSignal }): Promise<RenderedPage>;
}

/** How long one page may take to draw (its data included) before it is given up. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * This locale's renderer (`locale`: the one the server loaded this copy for). `fetcher` answers the app's API calls (the server's own routes,
 * in-process); `sanitizeHtml` cleans catalogue HTML (descriptions) under the page's rules
 * (contract/html-rules.ts), on a DOM the server brings: without one, such HTML is left out. The
 * locale's words are loaded once, here.
 */
export async function createPageRenderer(
  fetcher: typeof fetch,
  locale: Locale,
  sanitizeHtml: ((html: string) => string) | null = null,
): Promise<PageRenderer> {
  // The copy must be the locale's own (its modules read the locale once, from its address).
  if (locale !== appLocale) throw new Error(`the renderer for ${locale} was loaded as ${appLocale}'s`);
  setServerFetch(fetcher);
  setServerSanitizer(sanitizeHtml);
  await loadPageCatalogue(appLocale);
  return { locale: appLocale, render };
}

async function render(url: string, { signal }: { signal?: AbortSignal } = {}): Promise<RenderedPage> {
  const address = new URL(url, 'http://localhost');
  const location = routerLocation(address);
  const queryClient = new QueryClient({
    // One page's answers, asked once: an error is drawn as the page would draw it.
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  await prefetchRoute(queryClient, location);
  await settled(queryClient);
  const session = createSessionService({ queryClient, runtime: serverRuntime(address) });
  const timeout = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const told: { title: string | null; redirect: string | null } = { title: null, redirect: null };
  const drawnPage: DrawnPage = {
    title: (text) => {
      told.title = text;
    },
    redirect: (to) => {
      told.redirect = to;
    },
  };
  const { prelude } = await prerenderToNodeStream(
    <PageOriginContext value={address.origin}>
      <DrawnPageContext value={drawnPage}>
        <AppProviders queryClient={queryClient} session={session}>
          <StaticRouter location={address.pathname + address.search} basename={`/${appLocale}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </DrawnPageContext>
    </PageOriginContext>,
    {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      // Every boundary in place: React would otherwise send a large one after the rest with an
      // inline script to move it, which the page's policy refuses (script-src 'self') and a
      // visitor without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, state: pageAnswers(queryClient), ...told };
}

/**
 * The answers the page was drawn from: the successful ones, and a product's final 4xx answer (a
 * missing product's 404, a custom edition's 401), which the product page drew as a message.
 * Without it the browser's first render drew the skeleton where the server had drawn the message,
 * unless its own request had come back first: a hydration mismatch (#418) on a loaded phone. The
 * error goes as its name and status only (the request's address is the server's own), which the
 * product page reads; other screens look for an ApiError, so theirs stay out.
 */
function pageAnswers(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' ||
      (query.queryKey[0] === 'products' && query.queryKey[1] === 'detail' && hasFreshFinalError(query.state)),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (!(error instanceof ApiError)) continue;
    const shown = { name: error.name, status: error.status } as ApiError;
    query.state.error = shown;
    query.state.fetchFailureReason = shown;
  }
  return state;
}

/** Resolves once no query of the client is fetching (a prefetch may start after a chunk's import). */
async function settled(queryClient: QueryClient): Promise<void> {
  // Twice idle in a row, a macrotask apart: a lazy prefetch starts its queries after its import.
  for (let idle = 0; idle < 2;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (queryClient.isFetching() === 0) {
      idle++;
      continue;
    }
    idle = 0;
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
  }
}

/** The session service's view of the server: no timers, no navigation, the address asked for. */
function serverRuntime(address: URL) {
  return {
    now: () => Date.now(),
    load: () => {},
    navigate: () => {},
    setTimeout: () => 0,
    clearTimeout: () => {},
    location: () => address,
  };
}
