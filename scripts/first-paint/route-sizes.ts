/**
 * Per-route sizes from the build's own manifest (dist/.vite/manifest.json, `build.manifest` in
 * vite.config.ts): the page's entry, the app it starts, the route's screen chunk and every chunk
 * they import statically — what the browser fetches before the screen renders. The page's entry
 * is a small boot (src/boot.ts) that starts the app (src/main.tsx, the build's second entry) once
 * the HTML has painted: part of every first render, so it counts. Lazy imports are not counted,
 * but for one kind: the page's words. The app and a screen with words of its own wait for their
 * locale's catalogue chunks before they draw (app-chunks.ts `holdsWords`), so a route is measured
 * in a locale: with that locale's catalogue chunks that its start imports lazily.
 *
 * The manifest says which files a route loads; the module graph (reports/bundle-graph.json,
 * bundle-graph-plugin.ts) says which modules are in them, for the "largest modules" list and the
 * checks on what must not be in a start.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_MODULE, staticClosure, wordsClosure } from './app-chunks';
import type { BundleGraph } from './bundle-graph-plugin';

/** One chunk of Vite's build manifest, keyed by its source (or `_name` for a shared chunk). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
  /** Manifest keys of the chunks it imports lazily. */
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest (`build.manifest: true`); dotted, so the server never serves it. */
export const VITE_MANIFEST_FILE = path.join('dist', '.vite', 'manifest.json');

/** The page's entry: index.html's script (the boot). */
const PAGE_ENTRY = 'index.html';

/**
 * A screen is a route's page: a `src/features/<screen>/<name>-page.tsx` module (architecture:
 * one folder per screen) that the app loads lazily. The route table's lazy imports are exactly
 * these, so a new screen joins the budgets by itself.
 */
const SCREEN = /^src\/features\/[^/]+\/[^/]+-page\.tsx$/;
/** A lazy chunk of the app's layer that only chooses between screens (admin-screens.tsx). */
const APP_LAZY = /^src\/app\/[^/]+-screens\.tsx$/;

interface KeyedChunk extends ManifestChunk {
  key: string;
  fileName: string;
  imports: string[];
  dynamicImports: string[];
}

function keyed(manifest: ViteManifest, key: string): KeyedChunk | undefined {
  const chunk = manifest[key];
  return (
    chunk && { ...chunk, key, fileName: key, imports: chunk.imports ?? [], dynamicImports: chunk.dynamicImports ?? [] }
  );
}

/**
 * The chunks every page runs before its first render: the page's entry and, when that is the
 * boot, the app's entry it starts (by the address the HTML lists: the bundler sees no import).
 */
export function startKeys(manifest: ViteManifest): string[] {
  if (!manifest[PAGE_ENTRY]?.isEntry) throw new Error(`build manifest: no entry for ${PAGE_ENTRY}`);
  return manifest[APP_MODULE]?.isEntry ? [PAGE_ENTRY, APP_MODULE] : [PAGE_ENTRY];
}

function closureOf(manifest: ViteManifest, keys: string[]): KeyedChunk[] {
  const start = keys.map((key) => keyed(manifest, key)!);
  return staticClosure(start, (key) => keyed(manifest, key));
}

/** The route screens the start can load lazily (manifest keys, sorted). */
export function routeScreens(manifest: ViteManifest): string[] {
  const lazy = closureOf(manifest, startKeys(manifest)).flatMap((c) => c.dynamicImports ?? []);
  // A lazy chunk of the app's own that loads screens (src/app/admin-screens.tsx: the admins'
  // sub-screens behind one lazy import of the entry): its screens are routes too.
  const nested = lazy
    .filter((key) => APP_LAZY.test(key))
    .flatMap((key) => keyed(manifest, key)?.dynamicImports ?? []);
  return [...new Set([...lazy, ...nested])].filter((key) => SCREEN.test(key)).sort();
}

/**
 * The app's catalogues the build holds, by the name a locale reads them by (catalogues.ts
 * `WORDS`): 'en-us' (messages-en-us.ts), 'en-gb', 'tr-tr' (catalogue-{name}.ts).
 */
export function appCatalogues(manifest: ViteManifest): string[] {
  const names = Object.keys(manifest).map(
    (key) => /^src\/lib\/messages\/(?:catalogue|messages)-([a-z]{2}-[a-z]{2})\.ts$/.exec(key)?.[1],
  );
  return [...new Set(names.filter((name): name is string => name !== undefined))].sort();
}

export interface Sizes {
  files: string[];
  /** The JavaScript files (chunks) it loads before its first render, the boot's included. */
  jsFiles: string[];
  jsGzip: number;
  /** Minified bytes of the same JavaScript: what the phone parses, compiles and runs before the first input. */
  jsRaw: number;
  cssGzip: number;
  /** Modules of the route's JavaScript, largest first (rendered bytes before minification). */
  modules: Array<{ id: string; bytes: number }>;
}

const gzipCache = new Map<string, number>();
export function gzipSize(dist: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    // zlib's default level, as @fastify/compress sends it.
    size = gzipSync(readFileSync(path.join(dist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * What the route whose screen is `screen` (a manifest key) loads before its first render, on a
 * page whose locale reads catalogue `words` (src/lib/messages/catalogues.ts `WORDS`: 'en-us',
 * 'tr-tr'…): its start and that catalogue's chunks.
 */
export function routeSizes(
  manifest: ViteManifest,
  graph: BundleGraph,
  dist: string,
  screen: string,
  words: string,
): Sizes {
  if (!manifest[screen]) throw new Error(`build manifest: no chunk for ${screen}`);
  const start = closureOf(manifest, [...startKeys(manifest), screen]);
  const chunks = [
    ...start,
    ...wordsClosure(
      start,
      words,
      (key) => keyed(manifest, key),
      (chunk) => chunk.src ?? chunk.key,
    ),
  ];
  const js = chunks.map((c) => c.file);
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const inRoute = new Set(js);
  const modules = graph.chunks
    .filter((c) => inRoute.has(c.fileName))
    .flatMap((c) => Object.entries(c.modules).map(([id, bytes]) => ({ id, bytes })))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    files: [...js, ...css],
    jsFiles: js,
    jsGzip: js.reduce((sum, file) => sum + gzipSize(dist, file), 0),
    jsRaw: js.reduce((sum, file) => sum + statSync(path.join(dist, file)).size, 0),
    cssGzip: css.reduce((sum, file) => sum + gzipSize(dist, file), 0),
    modules,
  };
}

/** The service worker's precache list: the injected manifest's urls. */
export function precacheUrls(swSource: string): string[] {
  return [...new Set([...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!))];
}
