/**
 * `npm start`, run by plain node: builds what is missing or older than its sources (the PWA
 * into dist/, the server into dist-server/), then runs the compiled server
 * (dist-server/server/main.js), which opens the database, migrates, seeds the demo catalogue
 * on first run and serves the PWA and the API on one port. Plain JavaScript, so starting
 * needs no TypeScript loader at run time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Runs `command` when `output` is missing or older than any of `sources`. */
function buildWhenStale(what, output, sources, command, args) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(builtAt ? `Sources changed since the last build: rebuilding ${what}…` : `Building ${what} (first run)…`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildWhenStale(
  'the PWA',
  path.join(root, 'dist', 'index.html'),
  ['src', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', 'package-lock.json'],
  bin('vite'),
  ['build', '--logLevel', 'warn'],
);
const serverEntry = path.join(root, 'dist-server', 'server', 'main.js');
buildWhenStale(
  'the server',
  serverEntry,
  ['server', 'contract', 'tsconfig.base.json', 'tsconfig.build-server.json', 'package-lock.json'],
  bin('tsc'),
  ['-p', 'tsconfig.build-server.json'],
);

await import(pathToFileURL(serverEntry).href);
