/**
 * `npm start`: builds the PWA when dist/ is missing or older than its sources, then
 * runs the server (server/main.ts), which opens the database, migrates, seeds the demo
 * catalogue on first run and serves the PWA and the API on one port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const builtIndex = path.join(root, 'dist', 'index.html');
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the PWA…' : 'Building the PWA (first run)…');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main.ts');
