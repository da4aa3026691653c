/**
 * Prerenders the app shell (src/app/shell-html.tsx: skip link, header, loading skeleton) into
 * the built index.html's #root, so a phone paints the page's frame from the HTML instead of
 * after the whole entry script has downloaded and run (issue #17). Build only; the dev server
 * serves the empty root as before.
 *
 * It also writes dist/route-shells.json: for the routes Lighthouse and most visitors land on
 * (home, search, a product), the HTML the server sends on a first visit (server/plugins/
 * static-pwa.ts). Each is index.html plus what that route needs before its first render,
 * asked for with the page instead of after the entry has run: `modulepreload` for the screen's
 * chunks and a low-priority preload of its CSS. The one for / also holds home's own skeleton with
 * the subject pictures, its largest paint. index.html stays route-neutral: the service worker
 * answers every navigation with it. A .json, so the service worker's precache (html, js, css…)
 * leaves it out: it is only ever read by the server.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROOT = '<div id="root"></div>';

export const ROUTE_SHELLS_FILE = 'route-shells.json';

/** A route of src/app/routes.tsx, the screen module it lazy-loads, and the extra chunks it imports at once. */
interface ShellRoute {
  path: string;
  screen: string;
  page: 'default' | 'home';
  /** Modules the route imports dynamically as soon as it starts (its loader). */
  alsoImports?: string[];
  /** The API call its loader starts, for the server to preload with the page (see RouteShell). */
  dataPreload?: string;
}

const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', screen: 'src/features/home/home-page.tsx', page: 'home' },
  {
    path: '/search',
    screen: 'src/features/search/search-page.tsx',
    page: 'default',
    alsoImports: ['src/features/search/search-loader.ts'],
  },
  {
    path: '/products/:id/:slug?',
    screen: 'src/features/product/product-page.tsx',
    page: 'default',
    // As src/lib/api/product.ts asks for it (productQueryOptions, from the route's loader).
    dataPreload: '/api/products/:id?getRelated=true',
  },
];

export interface RouteShell {
  /** The route's path as in the route table (':x' a segment, ':x?' an optional one). */
  path: string;
  html: string;
  /**
   * An API address with the path's parameters (':id'): the server adds a `preload` of it,
   * filled in, so the page's data comes with the page instead of after the entry has run.
   */
  dataPreload?: string;
}

type ShellModule = {
  renderShellHtml: (page?: 'default' | 'home', options?: { consentBanner?: boolean }) => string;
};

function chunkFor(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (c): c is OutputChunk =>
      c.type === 'chunk' && (c.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(`/${module}`),
  );
  if (!chunk) throw new Error(`prerender-shell: no chunk for ${module}`);
  return chunk;
}

/** The chunk and every chunk it imports statically, by file name. */
function closure(bundle: OutputBundle, start: OutputChunk[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const todo = [...start];
  while (todo.length) {
    const chunk = todo.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') todo.push(next);
    }
  }
  return [...seen.values()];
}

function cssOf(chunks: OutputChunk[]): string[] {
  return [...new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))];
}

/** The `<link>`s a route needs beyond the entry's: its chunks (modulepreload) and its CSS. */
function routeLinks(bundle: OutputBundle, route: ShellRoute, base: string): string {
  const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error('prerender-shell: no entry chunk');
  const inEntry = closure(bundle, [entry]);
  const have = new Set(inEntry.map((c) => c.fileName));
  const haveCss = new Set(cssOf(inEntry));
  const starts = [route.screen, ...(route.alsoImports ?? [])].map((m) => chunkFor(bundle, m));
  const chunks = closure(bundle, starts).filter((c) => !have.has(c.fileName));
  const css = cssOf(chunks).filter((f) => !haveCss.has(f));
  return [
    // The screen's CSS is fetched early but does not hold the first paint (the shell needs only
    // the entry's): Vite's preload helper adds the stylesheet when the screen loads, from cache.
    ...css.map((f) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${base}${f}">`),
    // Vite's preload helper finds these and does not ask again when the app imports them.
    ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="${base}${c.fileName}">`),
  ].join('\n    ');
}

/**
 * The page's scripts at low fetch priority: on a slow line the stylesheets and the pictures the
 * prerendered page shows come first, then the code (it is needed for what comes after the
 * first paint, not for it). Chrome fetches module scripts and modulepreloads at high priority.
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin ', '<script type="module" fetchpriority="low" crossorigin ')
    .replaceAll('<link rel="modulepreload" crossorigin ', '<link rel="modulepreload" fetchpriority="low" crossorigin ');
}

export function prerenderShell(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let shells: RouteShell[] = [];
  return {
    name: 'exchange:prerender-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(ROOT)) throw new Error(`prerender-shell: index.html has no ${ROOT}`);
        // A throw-away Vite server only to load the shell module for Node (JSX, TS, CSS imports).
        const vite = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const shell = (await vite.ssrLoadModule('/src/app/shell-html.tsx')) as ShellModule;
          const bundle = ctx.bundle;
          shells = bundle
            ? SHELL_ROUTES.map((route) => ({
                path: route.path,
                dataPreload: route.dataPreload,
                html: lowPriorityScripts(
                  html
                    .replace(ROOT, `<div id="root">${shell.renderShellHtml(route.page, { consentBanner: true })}</div>`)
                    .replace('</head>', `  ${routeLinks(bundle, route, base)}\n  </head>`),
                ),
              }))
            : [];
          return html.replace(ROOT, `<div id="root">${shell.renderShellHtml('default')}</div>`);
        } finally {
          await vite.close();
        }
      },
    },
    writeBundle() {
      if (!shells.length) return;
      // This hook saw index.html before Vite put the final names of the assets it links in place
      // of their placeholders (the manifest, emitted as a hashed asset): put them in here too, as
      // Vite does (`__VITE_ASSET__<reference>__`, optionally `$_<postfix>__`), or the shells would
      // link an address that does not exist (Chromium then sees no manifest: not installable).
      const resolve = (html: string) =>
        html.replace(
          /__VITE_ASSET__([\w$]+)__(?:\$_(.*?)__)?/g,
          (_, reference: string, postfix?: string) => `${base}${this.getFileName(reference)}${postfix ?? ''}`,
        );
      const resolved = shells.map((shell) => ({ ...shell, html: resolve(shell.html) }));
      writeFileSync(path.join(outDir, ROUTE_SHELLS_FILE), JSON.stringify(resolved));
    },
  };
}
