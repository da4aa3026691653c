/**
 * `npm run bench:bundle`: builds the PWA and measures what a phone downloads — the entry
 * (index.html plus the JS and CSS it loads before anything renders), every chunk, and the
 * service worker's precache — raw, gzip and brotli. Writes docs/benchmarks/bundle.md.
 */
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { buildProduction } from './lib/production-build';

const root = process.cwd();
const dist = path.join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  buildProduction();
}

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
const sizeOf = (file: string): Size => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero: Size = { raw: 0, gzip: 0, brotli: 0 };
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

// The entry: index.html and the scripts and stylesheets it references (modulepreload included).
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
let entry = sizeOf(path.join(dist, 'index.html'));
for (const file of new Set(referenced)) entry = add(entry, sizeOf(path.join(dist, file)));

const assets = walk(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const chunks = assets.map((file) => ({ file: path.relative(dist, file), size: sizeOf(file) }));
chunks.sort((a, b) => b.size.raw - a.size.raw);
const allCode = chunks.reduce((sum, c) => add(sum, c.size), zero);

const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
// The injected manifest is JSON: [{"revision":…,"url":"index.html"},…].
const precacheEntries = (sw.match(/"url":"[^"]+"/g) ?? []).length;
const precacheBytes = walk(dist)
  .filter((f) => !f.endsWith('.map'))
  .reduce((sum, f) => sum + statSync(f).size, 0);

const lines = [
  '# PWA size',
  '',
  `Written by \`npm run bench:bundle\` (scripts/bench-bundle.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  '',
  '| what | raw | gzip | brotli |',
  '|---|---:|---:|---:|',
  `| entry (index.html + the JS and CSS it loads first) | ${kb(entry.raw)} | ${kb(entry.gzip)} | ${kb(entry.brotli)} |`,
  `| all JS and CSS (${chunks.length} files; routes are lazy chunks) | ${kb(allCode.raw)} | ${kb(allCode.gzip)} | ${kb(allCode.brotli)} |`,
  '',
  `Service worker precache: ${precacheEntries} entries; dist/ without source maps: ${kb(precacheBytes)}.`,
  '',
  '| largest chunks | raw | gzip |',
  '|---|---:|---:|',
  ...chunks.slice(0, 8).map((c) => `| \`${c.file}\` | ${kb(c.size.raw)} | ${kb(c.size.gzip)} |`),
  '',
];
mkdirSync(path.join(root, 'docs', 'benchmarks'), { recursive: true });
writeFileSync(path.join(root, 'docs', 'benchmarks', 'bundle.md'), lines.join('\n'));
console.log(lines.join('\n'));
