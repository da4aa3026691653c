// Every way the server is started passes the same Node flags (server/node-flags.json), so a
// benchmark or a test measures the process a deployment runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/lib/server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe("the server's Node flags", () => {
  it('are a larger young generation, read from server/node-flags.json', () => {
    expect(SERVER_NODE_FLAGS).toEqual(['--max-semi-space-size=64']);
  });

  it('are passed by npm start, npm run serve and the image', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe('node --max-semi-space-size=64 scripts/start.mjs');
    expect(scripts.serve).toBe('node --max-semi-space-size=64 dist-server/server/main.js');
    expect(read('deploy/Dockerfile')).toContain(
      'CMD ["node", "--max-semi-space-size=64", "dist-server/server/main.js"]',
    );
  });

  it('are passed by the local topology and the servers tests and benchmarks start', () => {
    for (const file of ['deploy/topology.ts', 'scripts/lib/own-server.ts'])
      expect(read(file)).toMatch(/spawn\(\s*process\.execPath,\s*\[\.\.\.SERVER_NODE_FLAGS, /);
  });
});
