// The size-budget check's reading of the route table and of the build's module graph
// (scripts/budgets): which files count for a route, and that lazy chunks don't.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BundleGraph } from '../../../scripts/budgets/bundle-graph-plugin';
import { precacheUrls, readRouteTable, routeSizes } from '../../../scripts/budgets/route-sizes';

describe('readRouteTable', () => {
  it('pairs each route with its lazy screen module', () => {
    const source = `
      const HomePage = lazy(() => import('../features/home/home-page'));
      const SearchPage = lazy(() => import('../features/search/search-page'));
      return [{ path: '/', Component: AppLayout, children: [
        { index: true, Component: HomePage, loader: homeLoader(queryClient) },
        { path: 'search', Component: SearchPage, handle: withSearchBar },
      ] }];`;
    expect(readRouteTable(source)).toEqual([
      { path: '/', module: 'src/features/home/home-page' },
      { path: '/search', module: 'src/features/search/search-page' },
    ]);
  });

  it('finds home, search and the product page in the real route table', () => {
    const paths = readRouteTable(readFileSync('src/app/routes.tsx', 'utf8')).map((s) => s.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/search', '/products/:id/:slug?']));
  });
});

describe('routeSizes', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  const files: Record<string, string> = {
    'entry.js': 'e'.repeat(1000),
    'shared.js': 'abc'.repeat(500),
    'home.js': 'home page code',
    'lazy.js': 'x'.repeat(5000),
    'entry.css': 'body{color:red}',
    'home.css': '.home{margin:0}',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  const gz = (name: string) => gzipSync(Buffer.from(files[name]!)).length;
  const graph: BundleGraph = {
    chunks: [
      { fileName: 'entry.js', isEntry: true, facade: 'index.html', imports: ['shared.js'], dynamicImports: ['home.js', 'lazy.js'], css: ['entry.css'], modules: { 'src/main.tsx': 10 } },
      { fileName: 'shared.js', isEntry: false, facade: null, imports: [], dynamicImports: [], css: [], modules: { 'node_modules/react/index.js': 900 } },
      { fileName: 'home.js', isEntry: false, facade: 'src/features/home/home-page.tsx', imports: ['shared.js', 'entry.js'], dynamicImports: [], css: ['home.css'], modules: { 'src/features/home/home-page.tsx': 40 } },
      { fileName: 'lazy.js', isEntry: false, facade: 'src/features/consent/panel.tsx', imports: [], dynamicImports: [], css: [], modules: { 'src/features/consent/panel.tsx': 5000 } },
    ],
  };

  it('counts the entry, the screen and their static imports once each, not lazy chunks', () => {
    const sizes = routeSizes(graph, dist, { path: '/', module: 'src/features/home/home-page' });
    expect(sizes.jsGzip).toBe(gz('entry.js') + gz('shared.js') + gz('home.js'));
    expect(sizes.cssGzip).toBe(gz('entry.css') + gz('home.css'));
    // Minified bytes run before the first input: 1000 + 1500 + 14, the lazy chunk's 5000 not.
    expect(sizes.jsRaw).toBe(2514);
    expect(sizes.modules.map((m) => m.id)).toEqual([
      'node_modules/react/index.js',
      'src/features/home/home-page.tsx',
      'src/main.tsx',
    ]);
  });

  it("counts the app the boot entry starts (the build's second entry) with its static imports", () => {
    writeFileSync(path.join(dist, 'boot.js'), 'boot code');
    writeFileSync(path.join(dist, 'app.js'), 'a'.repeat(2000));
    writeFileSync(path.join(dist, 'app.css'), '.app{color:blue}');
    const bootGraph: BundleGraph = {
      chunks: [
        // The boot imports the app by the address the HTML lists: no import in the graph.
        { fileName: 'boot.js', isEntry: true, facade: 'index.html', imports: [], dynamicImports: [], css: [], modules: { 'src/boot.ts': 9 } },
        { fileName: 'app.js', isEntry: true, facade: 'src/main.tsx', imports: ['shared.js'], dynamicImports: ['home.js', 'lazy.js'], css: ['app.css'], modules: { 'src/main.tsx': 2000 } },
        ...graph.chunks.filter((c) => c.fileName !== 'entry.js'),
      ],
    };
    const sizes = routeSizes(bootGraph, dist, { path: '/', module: 'src/features/home/home-page' });
    const gzBoot = gzipSync(Buffer.from('boot code')).length;
    const gzApp = gzipSync(Buffer.from('a'.repeat(2000))).length;
    expect(sizes.jsGzip).toBe(gzBoot + gzApp + gz('shared.js') + gz('home.js'));
    expect(sizes.files).toEqual(expect.arrayContaining(['boot.js', 'app.js', 'shared.js', 'home.js', 'app.css', 'home.css']));
    expect(sizes.files).not.toContain('lazy.js');
  });

  it('fails loudly when a route has no chunk', () => {
    expect(() => routeSizes(graph, dist, { path: '/x', module: 'src/features/x/x-page' })).toThrow(/no chunk/);
  });
});

it('precacheUrls reads the injected Workbox manifest', () => {
  const sw = 'e([{"revision":"1","url":"index.html"},{"revision":null,"url":"assets/a.js"},{"revision":"2","url":"index.html"}])';
  expect(precacheUrls(sw)).toEqual(['index.html', 'assets/a.js']);
});
