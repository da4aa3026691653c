// The size-budget check's reading of the build's manifest and module graph (scripts/first-paint):
// which screens are routes, which files count for a route, and that lazy chunks don't.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BundleGraph } from '../../../scripts/first-paint/bundle-graph-plugin';
import {
  appCatalogues,
  precacheUrls,
  routeScreens,
  routeSizes,
  type ViteManifest,
} from '../../../scripts/first-paint/route-sizes';

const HOME = 'src/features/home/home-page.tsx';

describe('routeScreens', () => {
  it("lists the lazy *-page screens the start can load, not other lazy chunks", () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'boot.js', isEntry: true },
      'src/main.tsx': {
        file: 'app.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/features/search/search-page.tsx', 'src/features/consent/panel.tsx'],
      },
      '_shared.js': { file: 'shared.js', dynamicImports: [HOME] },
      [HOME]: { file: 'home.js', isDynamicEntry: true },
      'src/features/search/search-page.tsx': { file: 'search.js', isDynamicEntry: true },
      'src/features/consent/panel.tsx': { file: 'panel.js', isDynamicEntry: true },
    };
    expect(routeScreens(manifest)).toEqual([HOME, 'src/features/search/search-page.tsx']);
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
      { fileName: 'home.js', isEntry: false, facade: HOME, imports: ['shared.js', 'entry.js'], dynamicImports: [], css: ['home.css'], modules: { [HOME]: 40 } },
      { fileName: 'lazy.js', isEntry: false, facade: 'src/features/consent/panel.tsx', imports: [], dynamicImports: [], css: [], modules: { 'src/features/consent/panel.tsx': 5000 } },
    ],
  };
  const manifest: ViteManifest = {
    'index.html': { file: 'entry.js', isEntry: true, imports: ['_shared.js'], dynamicImports: [HOME, 'src/features/consent/panel.tsx'], css: ['entry.css'] },
    '_shared.js': { file: 'shared.js' },
    [HOME]: { file: 'home.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'], css: ['home.css'] },
    'src/features/consent/panel.tsx': { file: 'lazy.js', isDynamicEntry: true },
  };

  it('counts the entry, the screen and their static imports once each, not lazy chunks', () => {
    const sizes = routeSizes(manifest, graph, dist, HOME, 'en-us');
    expect(sizes.jsGzip).toBe(gz('entry.js') + gz('shared.js') + gz('home.js'));
    expect(sizes.cssGzip).toBe(gz('entry.css') + gz('home.css'));
    // Minified bytes run before the first input: 1000 + 1500 + 14, the lazy chunk's 5000 not.
    expect(sizes.jsRaw).toBe(2514);
    expect(sizes.modules.map((m) => m.id)).toEqual(['node_modules/react/index.js', HOME, 'src/main.tsx']);
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
    const bootManifest: ViteManifest = {
      'index.html': { file: 'boot.js', isEntry: true },
      'src/main.tsx': { file: 'app.js', isEntry: true, imports: ['_shared.js'], dynamicImports: [HOME, 'src/features/consent/panel.tsx'], css: ['app.css'] },
      '_shared.js': { file: 'shared.js' },
      [HOME]: { file: 'home.js', isDynamicEntry: true, imports: ['_shared.js', 'src/main.tsx'], css: ['home.css'] },
      'src/features/consent/panel.tsx': { file: 'lazy.js', isDynamicEntry: true },
    };
    const sizes = routeSizes(bootManifest, bootGraph, dist, HOME, 'en-us');
    const gzBoot = gzipSync(Buffer.from('boot code')).length;
    const gzApp = gzipSync(Buffer.from('a'.repeat(2000))).length;
    expect(sizes.jsGzip).toBe(gzBoot + gzApp + gz('shared.js') + gz('home.js'));
    expect(sizes.files).toEqual(expect.arrayContaining(['boot.js', 'app.js', 'shared.js', 'home.js', 'app.css', 'home.css']));
    expect(sizes.files).not.toContain('lazy.js');
  });

  it("counts the locale's words the app and the screen wait for: its catalogue chunks, not another locale's", () => {
    const words: Record<string, string> = {
      'boot.js': 'boot code',
      'app.js': 'a'.repeat(2000),
      'product.js': 'product page code',
      'en-us.js': 'Sign in, Search, Help'.repeat(20),
      'en-gb.js': 'licence',
      'tr-tr.js': 'Oturum aç, Ara, Yardım'.repeat(20),
      'product-tr-tr.js': 'Ürün'.repeat(50),
      'product-en-gb.js': 'Seat licence',
      'keeper.js': 'k'.repeat(300),
    };
    for (const [name, text] of Object.entries(words)) writeFileSync(path.join(dist, name), text);
    const PRODUCT = 'src/features/product/product-page.tsx';
    const wordsManifest: ViteManifest = {
      'index.html': { file: 'boot.js', isEntry: true },
      'src/main.tsx': {
        file: 'app.js',
        isEntry: true,
        dynamicImports: [
          HOME,
          PRODUCT,
          'src/lib/messages/messages-en-us.ts',
          'src/lib/messages/catalogue-en-gb.ts',
          'src/lib/messages/catalogue-tr-tr.ts',
          'src/lib/locale/catalogue-keeper.ts',
        ],
      },
      [HOME]: { file: 'home.js', isDynamicEntry: true, imports: ['src/main.tsx'] },
      [PRODUCT]: {
        file: 'product.js',
        isDynamicEntry: true,
        imports: ['src/main.tsx'],
        dynamicImports: ['src/features/product/catalogue-product-tr-tr.ts', 'src/features/product/catalogue-product-en-gb.ts'],
      },
      'src/lib/messages/messages-en-us.ts': { file: 'en-us.js', src: 'src/lib/messages/messages-en-us.ts', isDynamicEntry: true },
      // British English is en-us's words and its own spelling: its chunk imports en-us's.
      'src/lib/messages/catalogue-en-gb.ts': {
        file: 'en-gb.js',
        src: 'src/lib/messages/catalogue-en-gb.ts',
        isDynamicEntry: true,
        imports: ['src/lib/messages/messages-en-us.ts'],
      },
      'src/lib/messages/catalogue-tr-tr.ts': { file: 'tr-tr.js', src: 'src/lib/messages/catalogue-tr-tr.ts', isDynamicEntry: true },
      'src/features/product/catalogue-product-tr-tr.ts': { file: 'product-tr-tr.js', isDynamicEntry: true },
      'src/features/product/catalogue-product-en-gb.ts': { file: 'product-en-gb.js', isDynamicEntry: true },
      'src/lib/locale/catalogue-keeper.ts': { file: 'keeper.js', isDynamicEntry: true },
    };
    const emptyGraph: BundleGraph = { chunks: [] };
    const gzOf = (...names: string[]) => names.reduce((sum, name) => sum + gzipSync(Buffer.from(words[name] ?? files[name]!)).length, 0);
    expect(appCatalogues(wordsManifest)).toEqual(['en-gb', 'en-us', 'tr-tr']);
    expect(routeSizes(wordsManifest, emptyGraph, dist, HOME, 'en-us').jsGzip).toBe(gzOf('boot.js', 'app.js', 'home.js', 'en-us.js'));
    expect(routeSizes(wordsManifest, emptyGraph, dist, HOME, 'tr-tr').jsGzip).toBe(gzOf('boot.js', 'app.js', 'home.js', 'tr-tr.js'));
    expect(routeSizes(wordsManifest, emptyGraph, dist, HOME, 'en-gb').files).toEqual(
      expect.arrayContaining(['en-gb.js', 'en-us.js']),
    );
    const productTr = routeSizes(wordsManifest, emptyGraph, dist, PRODUCT, 'tr-tr');
    expect(productTr.jsGzip).toBe(gzOf('boot.js', 'app.js', 'product.js', 'tr-tr.js', 'product-tr-tr.js'));
    expect(productTr.jsRaw).toBe(['boot.js', 'app.js', 'product.js', 'tr-tr.js', 'product-tr-tr.js'].reduce((n, f) => n + Buffer.byteLength(words[f]!), 0));
    expect(productTr.files).not.toContain('keeper.js');
    expect(routeSizes(wordsManifest, emptyGraph, dist, PRODUCT, 'en-us').files).not.toContain('product-en-gb.js');
  });

  it('fails loudly when a route has no chunk', () => {
    expect(() => routeSizes(manifest, graph, dist, 'src/features/x/x-page.tsx', 'en-us')).toThrow(/no chunk/);
  });
});

it('precacheUrls reads the injected Workbox manifest', () => {
  const sw = 'e([{"revision":"1","url":"index.html"},{"revision":null,"url":"assets/a.js"},{"revision":"2","url":"index.html"}])';
  expect(precacheUrls(sw)).toEqual(['index.html', 'assets/a.js']);
});
