/**
 * A Vite plugin that writes the build's module graph (which chunk statically imports which,
 * which it loads lazily, its CSS and the size of each module in it) to reports/bundle-graph.json,
 * outside dist/ so it is neither served nor precached. scripts/first-paint/check-budgets.ts reads it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface GraphChunk {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (a route's screen), project-relative; null for shared chunks. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  /** Rendered (minified, before compression) bytes per module, project-relative ids. */
  modules: Record<string, number>;
}

export interface BundleGraph {
  chunks: GraphChunk[];
}

export const BUNDLE_GRAPH_FILE = path.join('reports', 'bundle-graph.json');

export function bundleGraph(root = process.cwd()): Plugin {
  const rel = (id: string) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/');
  let graph: BundleGraph = { chunks: [] };
  return {
    name: 'exchange:bundle-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      graph = { chunks: [] };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        graph.chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          facade: item.facadeModuleId ? rel(item.facadeModuleId) : null,
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          css: [...(meta?.importedCss ?? [])],
          modules: Object.fromEntries(
            Object.entries(item.modules).map(([id, info]) => [rel(id), info.renderedLength]),
          ),
        });
      }
    },
    writeBundle() {
      // The service worker's own build (vite-plugin-pwa) runs this plugin too: keep the app's graph.
      if (!graph.chunks.some((c) => c.facade === 'index.html')) return;
      mkdirSync(path.join(root, 'reports'), { recursive: true });
      writeFileSync(path.join(root, BUNDLE_GRAPH_FILE), JSON.stringify(graph, null, 1));
    },
  };
}
