/**
 * `npm run check:budgets` (run by `npm run test:e2e` right after the build): the size budgets
 * (budgets.ts) on the production build in dist/. Deterministic: it reads the build's files, its
 * manifest (which files each route loads) and module graph (what is in them), nothing timed. A
 * route over budget fails with its largest modules named. Each route's JavaScript before its first
 * render is measured in each of the app's catalogues (en-us, en-gb, tr-tr: every locale reads
 * one), with that catalogue's chunks, against the same budget: a page carries its own locale's
 * words before it draws.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BundleGraph } from './bundle-graph-plugin';
import { BUNDLE_GRAPH_FILE } from './bundle-graph-plugin';
import {
  defaultRouteJsBudget,
  defaultRouteJsRawBudget,
  deferredModules,
  precacheBudget,
  routeCssBudget,
  routeJsBudgets,
  routeJsFileBudgets,
  routeJsRawBudgets,
  type Budget,
} from './budgets';
import { VITE_MANIFEST_FILE, appCatalogues, precacheUrls, routeScreens, routeSizes, type ViteManifest } from './route-sizes';

const root = process.cwd();
const dist = path.join(root, 'dist');
// BUDGET_BYTES=1 prints exact bytes: what is left of a budget a route is at the edge of.
const kb = (n: number) => (process.env.BUDGET_BYTES ? `${n} B` : `${(n / 1024).toFixed(1)} kB`);
/** A screen as the report names it: its page module's name (home-page, search-page…). */
const label = (screen: string) => path.posix.basename(screen, '.tsx');

const needed = [BUNDLE_GRAPH_FILE, VITE_MANIFEST_FILE, path.join('dist', 'sw.js')];
if (needed.some((file) => !existsSync(path.join(root, file)))) {
  console.error(`check-budgets: no build found (${needed.join(', ')}): run \`npm run build\` first.`);
  process.exit(1);
}
const graph = JSON.parse(readFileSync(path.join(root, BUNDLE_GRAPH_FILE), 'utf8')) as BundleGraph;
const manifest = JSON.parse(readFileSync(path.join(root, VITE_MANIFEST_FILE), 'utf8')) as ViteManifest;
const screens = routeScreens(manifest);
const catalogues = appCatalogues(manifest);
const failures: string[] = [];
const rows: string[] = [];

/** `unit` writes a figure and its budget: bytes unless told (a count of files). */
function judge(what: string, size: number, budget: Budget, detail: () => string, unit: (n: number) => string = kb): void {
  const over = size > budget.limit;
  const note = budget.limit > budget.target ? ` (target ${unit(budget.target)}, ratchet ${unit(budget.limit)})` : '';
  rows.push(`${over ? 'FAIL' : 'ok  '} ${what}: ${unit(size)} of ${unit(budget.limit)}${note}`);
  if (over) failures.push(`${what} is ${unit(size)}, over its budget of ${unit(budget.limit)}.\n${detail()}`);
}

const unbuilt = Object.keys(routeJsBudgets).filter((screen) => !screens.includes(screen));
if (unbuilt.length) failures.push(`budgets name screens the build has no lazy chunk for: ${unbuilt.join(', ')}`);
// The spec's default locale and the one whose words are all its own: without either, a route
// would be measured without the words it draws.
const unmeasured = ['en-us', 'tr-tr'].filter((words) => !catalogues.includes(words));
if (unmeasured.length) failures.push(`the build has no app catalogue chunk for ${unmeasured.join(', ')} (src/lib/messages/)`);
for (const screen of screens) {
  for (const words of catalogues) {
    const sizes = routeSizes(manifest, graph, dist, screen, words);
    const largest = () =>
      '  Largest modules (rendered bytes before minification):\n' +
      sizes.modules
        .slice(0, 12)
        .map((m) => `    ${kb(m.bytes).padStart(9)}  ${m.id}`)
        .join('\n');
    const route = `route ${label(screen)} (${words})`;
    judge(`${route} JavaScript before first render, gzip`, sizes.jsGzip, routeJsBudgets[screen] ?? defaultRouteJsBudget, largest);
    // One limit for every catalogue: a page carries its own locale's words only (the product
    // page's too, since 2026-11-27), so no locale has bytes another lacks to excuse.
    const rawBudget = routeJsRawBudgets[screen] ?? defaultRouteJsRawBudget;
    judge(`${route} JavaScript run before first input, minified`, sizes.jsRaw, rawBudget, largest);
    const fileBudget = routeJsFileBudgets[screen];
    if (fileBudget)
      judge(`${route} JavaScript files before first render`, sizes.jsFiles.length, fileBudget, () => sizes.jsFiles.map((f) => `    ${f}`).join('\n'), (n) => `${n} files`);
    if (words !== 'en-us') continue;
    // Locale-independent: the start's modules and its CSS.
    const early = sizes.modules.filter((m) => deferredModules.some((d) => d.id.test(m.id)));
    rows.push(`${early.length ? 'FAIL' : 'ok  '} route ${label(screen)}: deferred code (service worker, field metrics, analytics queue) not in the start`);
    if (early.length)
      failures.push(
        `route ${label(screen)} runs before its first input what should wait:\n` +
          early.map((m) => `    ${m.id}: ${deferredModules.find((d) => d.id.test(m.id))!.why}`).join('\n'),
      );
    judge(`route ${label(screen)} CSS, gzip`, sizes.cssGzip, routeCssBudget, () => `  Files: ${sizes.files.filter((f) => f.endsWith('.css')).join(', ')}`);
  }
}

const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const urls = precacheUrls(sw);
const sizes = urls.map((url) => ({ url, bytes: existsSync(path.join(dist, url)) ? statSync(path.join(dist, url)).size : 0 }));
const missing = urls.filter((url) => !existsSync(path.join(dist, url)));
if (missing.length) failures.push(`precache lists files missing from dist/: ${missing.join(', ')}`);
judge('precache, raw', sizes.reduce((s, f) => s + f.bytes, 0), precacheBudget, () =>
  sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 10).map((f) => `    ${kb(f.bytes).padStart(9)}  ${f.url}`).join('\n'),
);
const maps = urls.filter((url) => /\.map$/.test(url));
if (maps.length) failures.push(`source maps are precached: ${maps.join(', ')}`);
const testish = /(^|\/)(tests?|e2e|__tests__)\/|\.(test|spec)\.[cm]?[jt]sx?$/;
const testUrls = urls.filter((url) => testish.test(url));
if (testUrls.length) failures.push(`test files are precached: ${testUrls.join(', ')}`);
const testModules = graph.chunks.flatMap((c) => Object.keys(c.modules).filter((id) => testish.test(id)).map((id) => `${id} (in ${c.fileName})`));
if (testModules.length) failures.push(`test code is bundled (and so precached): ${testModules.join(', ')}`);
rows.push(`${maps.length || testUrls.length || testModules.length ? 'FAIL' : 'ok  '} precache: ${urls.length} files, no source maps, no test code`);

// The chart library belongs to the insights screen alone (admins only): no other route's chunk holds it.
const chartChunks = graph.chunks.filter((c) => Object.keys(c.modules).some((id) => id.includes('node_modules/uplot/')));
const strayCharts = chartChunks.filter((c) => c.facade?.replace(/\.[tj]sx?$/, '') !== 'src/features/insights/insights-page');
if (strayCharts.length) failures.push(`chart code (uplot) outside the insights chunk: ${strayCharts.map((c) => c.fileName).join(', ')}`);
rows.push(`${strayCharts.length ? 'FAIL' : 'ok  '} chart code (uplot) only in the insights chunk (${chartChunks.map((c) => c.fileName).join(', ')})`);

console.log(rows.join('\n'));
if (failures.length) {
  console.error(`\nSize budgets failed:\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
