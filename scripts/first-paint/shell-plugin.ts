/**
 * Prerenders the app shell (src/app/shell-html.tsx: skip link, header, loading skeleton) into
 * the built index.html's #root, so a phone paints the page's frame from the HTML instead of
 * after the whole entry script has downloaded and run. Build only; the dev server
 * serves the empty root as before.
 *
 * It also writes dist/route-shells.json: for the routes Lighthouse and most visitors land on
 * (home, search, a product), the HTML the server sends on a first visit (server/plugins/
 * static-pwa.ts). Each is index.html plus what that route needs before its first render,
 * asked for with the app instead of after it has run: the screen's chunks in the boot's list and
 * a low-priority preload of its CSS. The one for / also holds home's own skeleton with
 * the subject pictures, its largest paint. index.html stays route-neutral: the service worker
 * answers every navigation with it. A .json, so the service worker's precache (html, js, css…)
 * leaves it out: it is only ever read by the server.
 *
 * The page's script is a small boot (src/boot.ts) that starts the app (src/main.tsx, the build's
 * second entry) once the HTML has painted: it fetches the modules listed in the page's
 * `<script type="application/json" id="app-modules">` all at once (the app's chunks, then the
 * route's screen), then runs the app. The app's CSS is linked as stylesheets, as before.
 *
 * The route shells are drawn in each locale whose words differ from en-us's (`locales`: tr-tr
 * today; the English locales' shells read as en-us's), so a page under /tr-tr/ paints Turkish
 * from its first byte. index.html stays en-us's; each of those locales also gets its route-neutral
 * page as shells/{locale}.html (contract/locales.ts localeShellPath), which the server sends for
 * the locale's other pages and the service worker keeps once the locale is used (never
 * precached: a device that never leaves en-us never fetches it).
 *
 * Each page's list of modules names its locale's words chunks first (en-us's for index.html and
 * en-us's route shells): the app draws nothing before they have arrived, so they come with the
 * code rather than after it has run. dist/locale-words.json names them for every locale, for the
 * server to list in a page drawn in another locale's words (server/plugins/locale-words.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type Rollup } from 'vite';
import { APP_MODULE, STAGED_CHUNKS, staticClosure, wordsClosure, type StagedChunk } from './app-chunks';
import { DEFAULT_LOCALE, LOCALES, localeShellPath, type Locale } from '../../contract/locales';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROOT = '<div id="root"></div>';

export const ROUTE_SHELLS_FILE = 'route-shells.json';

/**
 * Each locale's words chunks, as the pages drawn in en-us's words must list them for another
 * locale (the server swaps them: server/plugins/locale-words.ts): `pages` for a route-neutral
 * page, `routes` by route shell path (the app's words and the route's screen's).
 */
export const LOCALE_WORDS_FILE = 'locale-words.json';

export interface LocaleWords {
  pages: Partial<Record<Locale, string[]>>;
  routes: Record<string, Partial<Record<Locale, string[]>>>;
}

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
  /** The same in another locale's words, for the locales whose shell differs from en-us's. */
  locales?: Partial<Record<Locale, LocalShell>>;
}

export interface LocalShell {
  html: string;
}

/** The module that switches the words the shell is drawn in. */
interface CatalogueModules {
  loadPageCatalogue: (locale: Locale) => Promise<void>;
  /** The catalogue each locale reads ('en-au' → 'en-gb'), by which its chunks are named. */
  WORDS: Record<Locale, string>;
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

/** The chunk and every chunk it imports statically. */
function closure(bundle: OutputBundle, start: OutputChunk[]): OutputChunk[] {
  return staticClosure(start, (file) => {
    const next = bundle[file];
    return next?.type === 'chunk' ? next : undefined;
  });
}

/** The page's script: the boot (index.html's entry). */
function entryOf(bundle: OutputBundle): OutputChunk {
  const entry = Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && (c.facadeModuleId ?? '').endsWith('index.html'),
  );
  if (!entry) throw new Error('prerender-shell: no entry chunk for index.html');
  return entry;
}

/** What loads at start: the boot entry, the app it imports, and their static imports. */
function startChunks(bundle: OutputBundle): OutputChunk[] {
  return closure(bundle, [entryOf(bundle), chunkFor(bundle, APP_MODULE)]);
}

/**
 * The chunks a page that starts `starts` loads its words from before its first render, in the
 * locale that reads catalogue `words` (app-chunks.ts `wordsClosure`): listed with the app's, so
 * they arrive with the code rather than after it has run.
 */
function wordsChunks(bundle: OutputBundle, starts: OutputChunk[], words: string, base: string): string[] {
  const lookup = (file: string) => {
    const next = bundle[file];
    return next?.type === 'chunk' ? next : undefined;
  };
  return wordsClosure(closure(bundle, starts), words, lookup, (c) => c.facadeModuleId).map(
    (c) => `${base}${c.fileName}`,
  );
}

/** The chunks a route starts before its first render: the boot, the app, its screen and what its loader imports. */
function routeStarts(bundle: OutputBundle, route: ShellRoute): OutputChunk[] {
  return [
    entryOf(bundle),
    chunkFor(bundle, APP_MODULE),
    ...[route.screen, ...(route.alsoImports ?? [])].map((m) => chunkFor(bundle, m)),
  ];
}

/** The CSS of a chunk and its static imports, imported chunks' first, as Vite orders it in HTML. */
function cssInOrder(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>(), out: string[] = []): string[] {
  if (seen.has(chunk.fileName)) return out;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') cssInOrder(bundle, next, seen, out);
  }
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!out.includes(css)) out.push(css);
  return out;
}

/** The id of the JSON list of the app's modules the boot asks for once the page has painted. */
export const APP_MODULES_ID = 'app-modules';
const APP_MODULES_LIST = new RegExp(`<script type="application/json" id="${APP_MODULES_ID}">[^<]*</script>`);

/**
 * The app's CSS as stylesheets, for index.html: the prerendered page needs them for its first
 * paint, as when the app was the page's script (the boot itself has none).
 */
function appStylesheets(bundle: OutputBundle, html: string, base: string): string {
  return cssInOrder(bundle, chunkFor(bundle, APP_MODULE))
    .filter((f) => !html.includes(`href="${base}${f}"`))
    .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
    .join('\n    ');
}

/**
 * What the boot fetches at once after the first paint (src/boot.ts): the app's chunk, the
 * libraries' chunks it starts one task each before the app (STAGED_CHUNKS, dependencies first),
 * and the other chunks the app and the route's screen import.
 */
export interface AppModules {
  app: string;
  stages: string[];
  modules: string[];
}

function appModules(bundle: OutputBundle, base: string): AppModules {
  const entry = entryOf(bundle);
  const app = chunkFor(bundle, APP_MODULE);
  const inEntry = new Set(closure(bundle, [entry]).map((c) => c.fileName));
  const chunks = closure(bundle, [app]).filter((c) => c !== app && !inEntry.has(c.fileName));
  const staged = (c: OutputChunk) => (STAGED_CHUNKS as readonly string[]).includes(c.name);
  const stages = chunks
    .filter(staged)
    .sort((a, b) => STAGED_CHUNKS.indexOf(a.name as StagedChunk) - STAGED_CHUNKS.indexOf(b.name as StagedChunk));
  const url = (c: OutputChunk) => `${base}${c.fileName}`;
  return { app: url(app), stages: stages.map(url), modules: chunks.filter((c) => !staged(c)).map(url) };
}

/**
 * The list the boot reads (src/boot.ts): JSON in a script block the browser does not run, so
 * nothing is fetched before the boot asks. Not `modulepreload` links: the browser would fetch
 * the app alongside the page's stylesheets and pictures, and Lighthouse's simulation then counts
 * every byte of it as needed for the largest paint (the HTML draws that paint without it).
 */
function modulesList(modules: AppModules): string {
  return `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>`;
}

function cssOf(chunks: OutputChunk[]): string[] {
  return [...new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))];
}

/** What a route needs beyond the app: its chunks (for the boot's list) and its CSS (`<link>`s). */
function routeNeeds(bundle: OutputBundle, route: ShellRoute, base: string): { modules: string[]; links: string } {
  const inEntry = startChunks(bundle);
  const have = new Set(inEntry.map((c) => c.fileName));
  const haveCss = new Set(cssOf(inEntry));
  const starts = [route.screen, ...(route.alsoImports ?? [])].map((m) => chunkFor(bundle, m));
  const chunks = closure(bundle, starts).filter((c) => !have.has(c.fileName));
  const css = cssOf(chunks).filter((f) => !haveCss.has(f));
  return {
    // Fetched by the boot with the app's; Vite's preload helper finds them and does not ask again.
    modules: chunks.map((c) => `${base}${c.fileName}`),
    // The screen's CSS is fetched early but does not hold the first paint (the shell needs only
    // the entry's): Vite's preload helper adds the stylesheet when the screen loads, from cache.
    links: css
      .map((f) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${base}${f}">`)
      .join('\n    '),
  };
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

/**
 * Whether two drawings of a page show the same words: the same HTML but for the list of modules
 * (each locale's lists its own words' chunks).
 */
function sameWords(a: string | undefined, b: string | undefined): boolean {
  const words = (html: string | undefined) => html?.replace(APP_MODULES_LIST, '');
  return words(a) === words(b);
}

/** Text for an HTML element's content. */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function prerenderShell(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let shells: RouteShell[] = [];
  /** The route-neutral page of each locale whose words differ from en-us's, for shells/{locale}.html. */
  let localePages = new Map<Locale, string>();
  let localeWords: LocaleWords = { pages: {}, routes: {} };
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
          const page = bundle ? html.replace('</head>', `  ${appStylesheets(bundle, html, base)}\n  </head>`) : html;
          const app = bundle ? appModules(bundle, base) : null;
          const pageWords = (words: string) =>
            bundle ? wordsChunks(bundle, [entryOf(bundle), chunkFor(bundle, APP_MODULE)], words, base) : [];
          const routeHtml = (route: ShellRoute, words: string) => {
            const needs = routeNeeds(bundle!, route, base);
            const local = wordsChunks(bundle!, routeStarts(bundle!, route), words, base);
            return lowPriorityScripts(
              page
                .replace(ROOT, `<div id="root">${shell.renderShellHtml(route.page, { consentBanner: true })}</div>`)
                .replace(
                  '</head>',
                  `  ${needs.links}\n    ${modulesList({ ...app!, modules: [...local, ...app!.modules, ...needs.modules] })}\n  </head>`,
                ),
            );
          };
          const { messages } = (await vite.ssrLoadModule('/src/lib/messages/messages.ts')) as {
            messages: { app: { titleDefault: string } };
          };
          // The page's title until the app sets its own, in the catalogue's words.
          const titled = (html: string) =>
            html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(messages.app.titleDefault)}</title>`);
          const routeShells = (words: string) =>
            SHELL_ROUTES.map((route) => ({
              path: route.path,
              dataPreload: route.dataPreload,
              html: titled(routeHtml(route, words)),
            }));
          const words = (await vite.ssrLoadModule('/src/lib/messages/catalogues.ts')) as CatalogueModules;
          const neutralPage = (locale: Locale) =>
            titled(
              page
                .replace(
                  '</head>',
                  `  ${app ? modulesList({ ...app, modules: [...pageWords(words.WORDS[locale]), ...app.modules] }) : ''}\n  </head>`,
                )
                .replace(ROOT, `<div id="root">${shell.renderShellHtml('default')}</div>`),
            );
          const drawIn = async (locale: Locale) => {
            await words.loadPageCatalogue(locale);
            return bundle ? routeShells(words.WORDS[locale]) : [];
          };
          localePages = new Map();
          localeWords = { pages: {}, routes: {} };
          try {
            const enUs = await drawIn(DEFAULT_LOCALE);
            if (!bundle) return neutralPage(DEFAULT_LOCALE);
            const others: Array<[Locale, ReturnType<typeof routeShells>]> = [];
            // A locale's page is kept where its words differ from en-us's; the English locales'
            // read as en-us's, and the server lists their own words' chunks in them.
            const enUsPage = neutralPage(DEFAULT_LOCALE);
            for (const locale of LOCALES) {
              localeWords.pages[locale] = pageWords(words.WORDS[locale]);
              for (const route of SHELL_ROUTES)
                (localeWords.routes[route.path] ??= {})[locale] = wordsChunks(
                  bundle,
                  routeStarts(bundle, route),
                  words.WORDS[locale],
                  base,
                );
              if (locale === DEFAULT_LOCALE) continue;
              others.push([locale, await drawIn(locale)]);
              const local = neutralPage(locale);
              if (!sameWords(local, enUsPage)) localePages.set(locale, local);
            }
            shells = enUs.map((shell, i) => {
              const locales: Partial<Record<Locale, LocalShell>> = {};
              for (const [locale, drawn] of others) {
                const local = drawn[i]!;
                if (!sameWords(local.html, shell.html)) locales[locale] = { html: local.html };
              }
              return { ...shell, ...(Object.keys(locales).length ? { locales } : {}) };
            });
          } finally {
            // index.html, drawn next, is en-us's.
            await drawIn(DEFAULT_LOCALE);
          }
          return neutralPage(DEFAULT_LOCALE);
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
      const resolveLocal = (shell: LocalShell): LocalShell => ({ html: resolve(shell.html) });
      const resolved = shells.map((shell) => ({
        ...shell,
        html: resolve(shell.html),
        ...(shell.locales
          ? {
              locales: Object.fromEntries(
                Object.entries(shell.locales).map(([locale, local]) => [locale, resolveLocal(local)]),
              ),
            }
          : {}),
      }));
      writeFileSync(path.join(outDir, ROUTE_SHELLS_FILE), JSON.stringify(resolved));
      writeFileSync(path.join(outDir, LOCALE_WORDS_FILE), JSON.stringify(localeWords));
      for (const [locale, html] of localePages) {
        const file = path.join(outDir, ...localeShellPath(locale).split('/').filter(Boolean));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, resolve(html));
      }
    },
  };
}
