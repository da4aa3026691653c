// The production build as `npm start` serves it, for the scripts that build before they measure
// (bench:lighthouse, bench:bundle, check:seo). `npm run build` and not `vite build` alone: the
// latter empties dist/ and leaves out the server's renderer, and the server then sends the shells
// (it warns, and stays up), so a benchmark of "pages drawn by the server" would measure pages the
// phone draws.
import { spawnSync } from 'node:child_process';

/** Runs `npm run build`; exits the process with its status when it fails. */
export function buildProduction(): void {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
