/**
 * `npm run bench:sitemap`: the whole sitemap of a catalogue generated and served by the real
 * server (server/main.ts, a child process on 127.0.0.1), as a crawler reads it: /robots.txt,
 * /sitemap.xml, then every file it names, one after the other. Reports the time to the index
 * (the first read of the files' boundaries is a pass over every public product's id), the time
 * for all files, the URLs and bytes, and the server's peak resident memory (VmHWM), which must
 * not grow with the catalogue (the files stream in batches).
 *
 *   npm run bench:sitemap -- --database exchange_bench_1m      # a kept bench:seed catalogue
 *   npm run bench:sitemap                                       # in-memory PGlite, the demo catalogue
 *
 * The database: NAME on the server of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; only its host is used).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { freePort, spawnServer, waitForHealth } from './lib/own-server';

const { values } = parseArgs({ options: { database: { type: 'string' } } });

function databaseUrl(name: string): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

/** The child's peak resident set (Linux: /proc/PID/status VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = values.database
    ? { DATABASE_URL: databaseUrl(values.database), DEMO_PRODUCTS: '0', DEMO_EVENTS: '0', LOG_LEVEL: 'warn' }
    : { DATA_DIR: 'memory://', DATABASE_URL: '', DEMO_PRODUCTS: '3000', DEMO_EVENTS: '0', LOG_LEVEL: 'warn' };
  // No load shedding: this measures the sitemap's own time, and a busy host would shed files.
  const server = spawnServer({ port, stdio: 'pipe+stderr', env: { ...env, SEARCH_RATE_PER_MINUTE: '0', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' } });
  try {
    await waitForHealth(base, 300_000, server.child);
    const pid = server.child.pid!;
    const startRss = peakRssMb(pid);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    if (!robots.includes(`Sitemap: ${base}/sitemap.xml`)) throw new Error('robots.txt names no sitemap');

    let started = performance.now();
    const indexResponse = await fetch(`${base}/sitemap.xml`);
    const index = await indexResponse.text();
    const indexMs = performance.now() - started;
    if (!indexResponse.ok) throw new Error(`/sitemap.xml: ${indexResponse.status} ${index.slice(0, 300)}`);
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

    started = performance.now();
    let urls = 0;
    let bytes = 0;
    let largest = 0;
    for (const file of files) {
      const res = await fetch(file);
      if (!res.ok) throw new Error(`${file}: ${res.status}`);
      const text = await res.text();
      const size = Buffer.byteLength(text);
      bytes += size;
      largest = Math.max(largest, size);
      urls += text.split('<url>').length - 1;
    }
    const filesMs = performance.now() - started;
    const again = performance.now();
    await (await fetch(`${base}/sitemap.xml`)).text();
    const indexAgainMs = performance.now() - again;

    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    console.log(`\nbench:sitemap, ${when} UTC, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${values.database ?? 'PGlite demo'}\n`);
    console.log('| what | figure |\n|---|---:|');
    console.log(`| sitemap files (index entries) | ${files.length.toLocaleString('en-US')} |`);
    console.log(`| product URLs, all locales | ${urls.toLocaleString('en-US')} |`);
    console.log(`| bytes, all files | ${(bytes / 1e6).toFixed(1)} MB (largest file ${(largest / 1e6).toFixed(1)} MB) |`);
    console.log(`| index, first read (the files' boundaries) | ${(indexMs / 1000).toFixed(2)} s |`);
    console.log(`| index, again (same catalogue version) | ${indexAgainMs.toFixed(0)} ms |`);
    console.log(`| every file, one after the other | ${(filesMs / 1000).toFixed(1)} s (${(urls / (filesMs / 1000)).toFixed(0)} URLs/s) |`);
    console.log(`| server peak RSS: after start / after the whole sitemap | ${startRss.toFixed(0)} / ${peakRssMb(pid).toFixed(0)} MB |`);
  } finally {
    await server.stop();
  }
}

await main();
