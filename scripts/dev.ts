/**
 * `npm run dev`: the API server (restarted on change by tsx watch) on PORT (8080) and
 * Vite's dev server with hot reload on 5173, which proxies /api and /console to it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
  spawn(bin('vite'), [], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
