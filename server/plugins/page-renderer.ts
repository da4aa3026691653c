/**
 * The pages drawn on the server by React's own renderer (src/app/server-render.tsx, built into
 * dist/.ssr/server-render.js by `vite build --ssr`). The bundle is loaded once per locale, with
 * the locale in its address: the app reads its locale, words and API client from page-wide
 * modules, so each locale needs its own copy of them (a few MB of memory each).
 *
 * The app's API calls are answered in-process (`app.inject`): the same routes, validation and
 * answer cache as a browser's call, without a socket, and counted for the visitor's address
 * (their rate limits are the visitor's, not the server's). A call whose answer the page's server
 * read already (the product, for the page's head) is answered with it, not asked again. Without
 * a build of the renderer (a server run before `npm run build`, the dev server), pages are the
 * prerendered shells.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from '../../contract/locales.ts';

export interface RenderedPage {
  html: string;
  state: unknown;
  /** The title the drawn screen sets (the app's words), or null when it sets none. */
  title?: string | null;
  /** The address under the locale the drawn screen moves to at once, or null. */
  redirect?: string | null;
}

interface PageRenderer {
  render(url: string, options?: { signal?: AbortSignal }): Promise<RenderedPage>;
}

interface RendererModule {
  createPageRenderer(
    fetcher: typeof fetch,
    locale: Locale,
    sanitizeHtml: (html: string) => string,
  ): Promise<PageRenderer>;
}

/** What the renderer's calls need to know of the page being drawn. */
interface RenderContext {
  visitorAddress: string;
  /** Calls answered already: address (path and query) → JSON body of a 200. */
  answers?: ReadonlyMap<string, string> | undefined;
}

const context = new AsyncLocalStorage<RenderContext>();

export const SERVER_RENDER_FILE = path.join('.ssr', 'server-render.js');

/**
 * `url`: the page's whole address, its origin included (the page's absolute links name it).
 * `answers`: calls already answered for this page (address → JSON body), which the renderer
 * gets without asking the route again.
 */
export type RenderPage = (
  locale: Locale,
  url: string,
  visitorAddress: string,
  answers?: ReadonlyMap<string, string>,
) => Promise<RenderedPage>;

/**
 * The renderers' fetch: GETs to the server's own routes, from the address of the visitor whose
 * page is being drawn (kept for the render's duration in async-local storage: the app's API
 * client has no such notion), or the answer the page's server read already.
 */
function injectingFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const store = context.getStore();
    const known = store?.answers?.get(url);
    if (known !== undefined)
      return new Response(known, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    const headers = new Headers(init?.headers);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: Object.fromEntries(headers),
      remoteAddress: store?.visitorAddress ?? '127.0.0.1',
    });
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map((v) => [name, v] as [string, string]),
      ),
    });
  }) as typeof fetch;
}

/** Loads a renderer for every locale; null when there is no renderer build in `distDir`. */
export async function loadPageRenderers(app: FastifyInstance, distDir: string): Promise<RenderPage | null> {
  const file = path.join(distDir, SERVER_RENDER_FILE);
  if (!existsSync(file)) return null;
  const renderers = new Map<Locale, PageRenderer>();
  const fetcher = injectingFetch(app);
  // Catalogue HTML cleaned as the page cleans it (server/lib/catalogue-html.ts); jsdom is loaded
  // only when pages are rendered here.
  const sanitizeHtml = (await import('../lib/catalogue-html.ts')).createCatalogueSanitizer();
  for (const locale of LOCALES) {
    const module = (await import(`${pathToFileURL(file).href}?locale=${locale}`)) as RendererModule;
    renderers.set(locale, await module.createPageRenderer(fetcher, locale, sanitizeHtml));
  }
  return async (locale, url, visitorAddress, answers) => {
    const renderer = renderers.get(locale);
    if (!renderer) throw new Error(`no renderer for ${locale}`);
    return context.run({ visitorAddress, answers }, () => renderer.render(url));
  };
}
