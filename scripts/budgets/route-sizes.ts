/**
 * Per-route sizes from the build's module graph (reports/bundle-graph.json, written by
 * bundle-graph-plugin.ts): the entry chunk, the app it starts, the route's screen chunk and every
 * chunk they import statically — what the browser fetches before the screen renders. The page's
 * entry is a small boot (src/boot.ts) that starts the app (src/main.tsx, the build's second
 * entry) once the HTML has painted: part of every first render, so it counts. Lazy imports are
 * not counted.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_MODULE, staticClosure } from '../lib/app-chunks';
import type { BundleGraph, GraphChunk } from './bundle-graph-plugin';

export interface RouteScreen {
  /** The route's path as written in the route table ('/' for the index route). */
  path: string;
  /** The screen module, project-relative, without extension (src/features/home/home-page). */
  module: string;
}

/**
 * The screens of src/app/routes.tsx: each `const X = lazy(() => import('…'))` and the route
 * object whose `Component` is X. A new lazy screen in the table joins the budgets by itself.
 */
export function readRouteTable(source: string, routesFile = 'src/app/routes.tsx'): RouteScreen[] {
  const dir = path.posix.dirname(routesFile);
  const lazyModules = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g)) {
    lazyModules.set(m[1]!, path.posix.normalize(path.posix.join(dir, m[2]!)));
  }
  const screens: RouteScreen[] = [];
  for (const m of source.matchAll(/\{\s*(?:index: true|path: '([^']*)')[^{}]*?Component: (\w+)/g)) {
    const module = lazyModules.get(m[2]!);
    if (!module) continue; // the layout, not a lazy screen
    screens.push({ path: m[1] === undefined ? '/' : `/${m[1]}`, module });
  }
  return screens;
}

export interface Sizes {
  files: string[];
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

export function entryChunk(graph: BundleGraph): GraphChunk {
  const entry = graph.chunks.find((c) => c.isEntry && c.facade === 'index.html');
  if (!entry) throw new Error('bundle graph: no entry chunk for index.html');
  return entry;
}


/**
 * The chunks every page runs before its first render: the page's entry and, when that is the
 * boot, the app's entry chunk it starts (by the address the HTML links: the bundler sees no
 * import, so it is found by name).
 */
export function startChunks(graph: BundleGraph): GraphChunk[] {
  const entry = entryChunk(graph);
  const app = graph.chunks.find((c) => c.isEntry && c.facade === APP_MODULE);
  return app && app !== entry ? [entry, app] : [entry];
}

export function routeSizes(graph: BundleGraph, dist: string, screen: RouteScreen): Sizes {
  const chunk = graph.chunks.find((c) => c.facade?.replace(/\.[tj]sx?$/, '') === screen.module);
  if (!chunk) throw new Error(`bundle graph: no chunk for ${screen.module} (route ${screen.path})`);
  const byFile = new Map(graph.chunks.map((c) => [c.fileName, c]));
  const chunks = staticClosure([...startChunks(graph), chunk], (file) => byFile.get(file));
  const css = [...new Set(chunks.flatMap((c) => c.css))];
  const modules = chunks
    .flatMap((c) => Object.entries(c.modules).map(([id, bytes]) => ({ id, bytes })))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    files: [...chunks.map((c) => c.fileName), ...css],
    jsGzip: chunks.reduce((sum, c) => sum + gzipSize(dist, c.fileName), 0),
    jsRaw: chunks.reduce((sum, c) => sum + statSync(path.join(dist, c.fileName)).size, 0),
    cssGzip: css.reduce((sum, file) => sum + gzipSize(dist, file), 0),
    modules,
  };
}

/** The service worker's precache list: the injected manifest's urls. */
export function precacheUrls(swSource: string): string[] {
  return [...new Set([...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!))];
}
