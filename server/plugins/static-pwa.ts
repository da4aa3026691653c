/**
 * Serves the built PWA (dist/) when there is one, and answers every unknown path: API,
 * console and non-GET paths with the house 404 body, any other path with the PWA's
 * index.html (spec §2: unknown paths show its not-found page). Registered last.
 *
 * Pages live under their locale ('/tr-tr/search', contract/locales.ts). An address without
 * one (the addresses from before locales, a typed domain) is redirected to the same page under
 * the visitor's locale: the one they chose on this device (its cookie), else the first their
 * browser asks for that the catalogue speaks, else en-us. The page's HTML says its language
 * (`<html lang>`) and names the same page in every other locale (`hreflang` alternates), and its
 * list of modules names the locale's words chunks (locale-words.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { body } from './error-handler.ts';
import { LMS_TOKEN_PARAM } from '../../contract/params.ts';
import {
  DEFAULT_LOCALE,
  intlTag,
  isLocale,
  languagesOfHeader,
  LOCALE_STORAGE_KEY,
  LOCALES,
  localePath,
  localeShellPath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '../../contract/locales.ts';
import { pageAnswerFor, withPageHead, type PageAnswer } from '../modules/seo/index.ts';
import { pageAccessStatus } from '../modules/catalogue/index.ts';
import { carriesTestFaults } from './test-faults.ts';
import { readLocaleWords, withLocaleWords } from './locale-words.ts';
import { matchPage, routeParams } from '../../contract/page-routes.ts';
import { readScreenStyles, withStylesheets } from './screen-styles.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { sendKept } from './answer-cache/index.ts';
import { loadPageRenderers, type RenderPage, type RenderedPage } from './page-renderer.ts';

/**
 * Whether a missing path is one of the PWA's own routes, which index.html answers. Not: the
 * API and the console; anything under /assets/ (a stale hashed chunk must fail as a 404, not
 * as index.html with a MIME error); dotfiles (/.env, /.git/…); a last segment with a file
 * extension (/robots.txt, /favicon.png). App routes have none: product ids and slugs hold no
 * dots.
 */
export function isAppRoute(rawPathname: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname); // '/%2eenv' is '/.env'
  } catch {
    return false;
  }
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/console')) return false;
  if (pathname.startsWith('/assets/')) return false;
  const segments = pathname.split('/');
  if (segments.some((s) => s.startsWith('.'))) return false;
  return !(segments.at(-1) ?? '').includes('.');
}

/** The locale an address without one goes to: the device's choice, else the browser's languages. */
export function visitorLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const chosen = (headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_STORAGE_KEY)?.[1];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(languagesOfHeader(headers['accept-language']));
}

/**
 * The page's HTML in its locale: `<html lang>`, and a `hreflang` alternate for each locale
 * (absolute addresses, as search engines want them) plus x-default, the spec's default locale.
 */
export function withLocale(html: string, locale: Locale, rest: string, search: string, origin: string): string {
  const query = search ? `?${search}` : '';
  const href = (l: Locale) => escapeHtml(`${origin}${localePath(l, rest)}${query}`);
  const alternates = [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${intlTag(l)}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}">`,
  ].join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${intlTag(locale)}"`)
    .replace('</head>', () => `${alternates}\n  </head>`);
}

export interface RouteShell {
  /** A route's path as in the app's route table: ':x' is a segment, ':x?' an optional one. */
  path: string;
  html: string;
  /** An API address with the route's parameters (':id') to preload with the page. */
  dataPreload?: string;
  /** The same in another locale's words, where they differ from en-us's (tr-tr). */
  locales?: Partial<Record<Locale, { html: string }>>;
}

/** The route's shell in the page's locale: its own words where the build drew them, else en-us's. */
export function shellIn(shell: RouteShell, locale: Locale): RouteShell {
  const local = shell.locales?.[locale];
  if (!local) return shell;
  return { ...shell, html: local.html };
}

/** Where the page's root element starts and ends in a page of the build's (its content between). */
function rootContent(html: string): { start: number; end: number } | null {
  const open = html.indexOf(ROOT_OPEN);
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  return open < 0 || end < open ? null : { start: open + ROOT_OPEN.length, end };
}

const ROOT_OPEN = '<div id="root">';

/**
 * The page with the server renderer's markup in its root, the answers it was drawn from beside
 * it (the app takes them into its query client before its first render: src/main.tsx), and
 * without the notice that the page needs JavaScript: this one does not.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const root = rootContent(html);
  if (!root) return html;
  // JSON in a script element: '<' escaped, so no '</script>' or '<!--' in the data can end it.
  const state = JSON.stringify(page.state).replaceAll('<', '\\u003c');
  return (
    html.slice(0, root.start) +
    page.html +
    html.slice(root.end, html.indexOf('</body>')).replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '') +
    `\n    <script type="application/json" id="${PAGE_STATE_ID}">${state}</script>\n  ` +
    html.slice(html.indexOf('</body>'))
  );
}

/** The id of the element holding the rendered page's answers (read by src/main.tsx). */
export const PAGE_STATE_ID = 'page-state';

/** Whether a pathname is one of a route pattern's ('/products/:id/:slug?'). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return routeParams(pattern, pathname) !== null;
}

/**
 * The shell's HTML with a `<link rel="preload" as="fetch">` of its route's data, filled in from
 * the address the way the app's own call is (encodeURIComponent of each decoded parameter), so
 * the browser reuses the answer. Not when the address carries an LMS token: the app's call then
 * adds it, and a preload without it would be wasted.
 */
export function withDataPreload(shell: RouteShell, pathname: string, search: string, html = shell.html): string {
  const params = shell.dataPreload ? routeParams(shell.path, pathname) : null;
  if (!shell.dataPreload || !params || new URLSearchParams(search).has(LMS_TOKEN_PARAM)) return html;
  let missing = false;
  const href = shell.dataPreload.replace(/:(\w+)/g, (_, name: string) => {
    const raw = params[name];
    if (raw === undefined) {
      missing = true;
      return '';
    }
    try {
      return encodeURIComponent(decodeURIComponent(raw));
    } catch {
      missing = true;
      return '';
    }
  });
  if (missing) return html;
  const attribute = href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return html.replace('</head>', () => `<link rel="preload" as="fetch" crossorigin href="${attribute}">\n  </head>`);
}

/** A route shell's words in another locale, as shell-plugin.ts writes them. */
function isLocalShell(local: unknown): boolean {
  return typeof (local as { html?: unknown } | null)?.html === 'string';
}

/**
 * The route shells the build prerendered (scripts/first-paint/shell-plugin.ts writes
 * route-shells.json): a first visit to home, a search or a product gets its route's HTML,
 * which asks for the screen's code with the page and, on home, paints its skeleton and
 * pictures before any script runs. Missing or unreadable: index.html for all.
 */
function readRouteShells(distDir: string): RouteShell[] {
  try {
    const shells = JSON.parse(readFileSync(path.join(distDir, 'route-shells.json'), 'utf8')) as unknown;
    return Array.isArray(shells)
      ? shells.filter(
          (s): s is RouteShell =>
            typeof s?.path === 'string' &&
            typeof s?.html === 'string' &&
            (s.dataPreload === undefined || typeof s.dataPreload === 'string') &&
            (s.locales === undefined || Object.values(s.locales as object).every(isLocalShell)),
        )
      : [];
  } catch {
    return [];
  }
}

/** Each locale's route-neutral page the build drew in its words (shells/{locale}.html), where there is one. */
function readLocalePages(distDir: string): Map<Locale, string> {
  const pages = new Map<Locale, string>();
  for (const locale of LOCALES) {
    try {
      pages.set(
        locale,
        readFileSync(path.join(distDir, ...localeShellPath(locale).split('/').filter(Boolean)), 'utf8'),
      );
    } catch {
      // none for this locale: index.html (en-us's words) until the app draws
    }
  }
  return pages;
}

/** dist/'s files as they are: hashed assets kept a year, the pages and the worker revalidated. */
async function registerFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    // A route per file of the build, found once at start: a wildcard route met every page's
    // address first, and checked its spelling on disk (a readdir and a stat per request: 7 % of
    // the rendered pages' CPU under load) before the page handler had it.
    wildcard: false,
    index: false,
    // A dotfile in dist/ (an .env left by a build) is never served: the not-found handler answers.
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });
}

/** The page renderers; null (the shells, as PAGE_RENDERING=browser) when they cannot load: the site stays up. */
async function loadRenderersOrShells(app: FastifyInstance, distDir: string): Promise<RenderPage | null> {
  try {
    const renderers = await loadPageRenderers(app, distDir);
    // A build without the renderer (`vite build` alone: `npm run build` makes it) is not silent.
    if (!renderers)
      app.log.warn('page HTML: no server renderer in the build (npm run build makes it); pages are the shells');
    return renderers;
  } catch (error) {
    app.log.error({ err: error }, 'page HTML: the server renderer could not load; pages are the shells');
    return null;
  }
}

/** A drawn page's move elsewhere: where it goes depends on the catalogue, so not for good. */
const REDIRECT_STATUS = 302;

export async function registerStaticPwa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = path.join(distDir, 'index.html');
  const hasPwa = existsSync(indexHtml);
  if (hasPwa) {
    await registerFiles(app, distDir);

    // The static plugin would answer a directory listing refusal (403) for `/`.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendApp(request, reply));
  }

  const shells = hasPwa ? readRouteShells(distDir) : [];

  /** The page's head and status; on a database error, the site's generic head (the app still draws). */
  async function pageAnswer(locale: Locale, rest: string, search: string, origin: string): Promise<PageAnswer | null> {
    try {
      return await pageAnswerFor(app.database.read, { origin, locale, rest, search });
    } catch (error) {
      app.log.warn({ err: error }, 'page HTML: no head from the catalogue');
      return null;
    }
  }

  const indexHtmlText = hasPwa ? readFileSync(indexHtml, 'utf8') : '';
  // Without a renderer build (the dev server, a server started before a build): the shells.
  const renderPage: RenderPage | null =
    hasPwa && app.config.pageRendering === 'server' ? await loadRenderersOrShells(app, distDir) : null;
  const screenStyles = readScreenStyles(distDir);
  const neutralPages = hasPwa ? readLocalePages(distDir) : new Map<Locale, string>();
  const localeWords = readLocaleWords(distDir);

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', search = ''] = request.url.split('?');
    const { locale, rest } = splitLocalePath(pathname);
    if (!locale) {
      // Where it goes depends on who asks: not to be kept by a cache, nor by the browser as
      // this address's permanent answer (a later choice of locale must be followed).
      const to = `${localePath(visitorLocale(request.headers), pathname)}${search ? `?${search}` : ''}`;
      return reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language').redirect(to, 308);
    }
    const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
    if (renderPage && isSharedPage(request, search))
      return sendRendered(request, reply, renderPage, locale, rest, search, origin);
    reply.header('cache-control', 'no-cache');
    const routeShell = shells.find((s) => matchesRoute(s.path, rest));
    const shell = routeShell && shellIn(routeShell, locale);
    const answer = await pageAnswer(locale, rest, search, origin);
    const status =
      answer?.ownerOrgId && !isSharedPage(request, search)
        ? await ownerPageStatus(request, answer.ownerOrgId, search)
        : answer?.status;
    const page = shell ? withDataPreload(shell, rest, search) : (neutralPages.get(locale) ?? indexHtmlText);
    return reply
      .code(status ?? 200)
      .type('text/html; charset=utf-8')
      .send(pageHtml(page, locale, rest, search, origin, shell?.path ?? null, answer));
  }

  /** A page's HTML in its locale's words, with its hreflang alternates and its head. */
  function pageHtml(
    page: string,
    locale: Locale,
    rest: string,
    search: string,
    origin: string,
    shellPath: string | null,
    answer: PageAnswer | null,
  ): string {
    const worded = withLocaleWords(page, localeWords, locale, shellPath);
    const named = answer?.alternate ?? { rest, search };
    const localised = withLocale(worded, locale, named.rest, named.search, origin);
    return answer ? withPageHead(localised, answer.head) : localised;
  }

  /**
   * A page drawn by the server renderer, the same for every visitor: kept in the answer cache
   * (dropped when the catalogue changes) under what its HTML depends on: the origin its links
   * name, the locale and the address. Revalidated with its ETag.
   */
  async function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    render: RenderPage,
    locale: Locale,
    rest: string,
    search: string,
    origin: string,
  ) {
    const routeShell = shells.find((s) => matchesRoute(s.path, rest));
    const shell = routeShell && shellIn(routeShell, locale);
    let kept;
    try {
      kept = await app.answerCache.answer(JSON.stringify(['page', origin, locale, rest, search]), async () => {
        const answer = await pageAnswer(locale, rest, search, origin);
        const template = withStylesheets(
          // No data preload: the page carries the answers it was drawn from.
          shell ? shell.html : (neutralPages.get(locale) ?? indexHtmlText),
          screenStyles.get(matchPage(rest)?.page ?? 'notFound') ?? [],
        );
        const rendered = await render(
          locale,
          `${origin}${localePath(locale, rest)}${search ? `?${search}` : ''}`,
          request.ip,
          answer?.apiAnswers,
        );
        // A screen that moves on at once (a page past the last one) sends the visitor on here:
        // without script nothing else would. Kept as the page is: the same for everyone.
        if (rendered.redirect) return `${REDIRECT_STATUS}\n${localePath(locale, rendered.redirect)}`;
        // The title is the one the drawn screen sets: a subject's name or a corrected query
        // that only the page's answers tell, so the HTML's title is the one the app shows.
        const head = answer && rendered.title ? { ...answer, head: { ...answer.head, title: rendered.title } } : answer;
        // The head's words, alternates and title go into the template, before the markup: each
        // of them copies the page it is given, and the template is a few kB where the drawn page
        // is up to a hundred.
        const html = withRenderedPage(
          pageHtml(template, locale, rest, search, origin, shell?.path ?? null, head),
          rendered,
        );
        return `${answer?.status ?? 200}\n${html}`;
      });
    } catch (error) {
      // A page that cannot be drawn here is drawn by the browser, as before the renderer.
      request.log.error({ err: error }, 'page HTML: the server renderer failed');
      reply.header('cache-control', 'no-cache');
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .send(pageHtml(shell?.html ?? indexHtmlText, locale, rest, search, origin, shell?.path ?? null, null));
    }
    const cut = kept.answer.body.indexOf('\n');
    const status = Number(kept.answer.body.slice(0, cut));
    if (status === REDIRECT_STATUS) {
      return reply
        .header('cache-control', 'no-cache')
        .header('x-cache', kept.status)
        .redirect(kept.answer.body.slice(cut + 1), REDIRECT_STATUS);
    }
    reply
      .header('cache-control', status === 200 ? 'public, max-age=60, stale-while-revalidate=600' : 'no-cache')
      .header('etag', kept.answer.etag)
      .header('x-cache', kept.status)
      .type('text/html; charset=utf-8');
    if (kept.ageSeconds > 0) reply.header('age', String(kept.ageSeconds));
    const ifNoneMatch = request.headers['if-none-match'];
    if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === kept.answer.etag)) {
      return reply.code(304).send('');
    }
    // Compressed once per kept page, off the event loop (as the API's kept answers are), not by
    // @fastify/compress again for every request.
    return sendKept(reply.code(status), kept.answer, kept.answer.body.slice(cut + 1), app.answerCache.enabled);
  }

  /**
   * A custom edition's page for a request with credentials: 200 for its institution's members,
   * 403 for others signed in, 401 when the credentials prove nothing. The app draws the page the
   * same way whatever the status (it asks for the product with the visitor's session).
   */
  async function ownerPageStatus(request: FastifyRequest, orgId: string, search: string): Promise<number> {
    try {
      return await pageAccessStatus(request, orgId, new URLSearchParams(search).get(LMS_TOKEN_PARAM) ?? undefined);
    } catch (error) {
      request.log.warn({ err: error }, 'page HTML: could not check who may open the product');
      return 401;
    }
  }

  /**
   * Whether the page is the one every visitor gets: not when the request carries credentials
   * (an API client's) or the address an LMS token, whose page depends on who asks, nor for a
   * test that breaks some calls (TEST_FAULTS).
   */
  function isSharedPage(request: FastifyRequest, search: string): boolean {
    return (
      !request.headers.authorization &&
      !new URLSearchParams(search).has(LMS_TOKEN_PARAM) &&
      !carriesTestFaults(app, request.headers.cookie)
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasPwa || request.method !== 'GET' || !isAppRoute(url)) {
      return reply.code(404).send(body(404, `No route for ${request.method} ${url}`));
    }
    // The PWA routes every other path itself (spec §2: unknown paths show its not-found page).
    return sendApp(request, reply);
  });
}
